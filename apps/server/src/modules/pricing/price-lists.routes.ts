import { errorResponses, PageSchema } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  OVERRIDE_IMPORT_MESSAGES,
  OverrideImportRefusedSchema,
  OverrideImportResultSchema,
  PriceListCreateSchema,
  PriceListInputSchema,
  PriceListPatchSchema,
  PriceListSchema,
  PriceOverrideSchema,
  PriceOverridesBodySchema,
  PriceOverridesExportQuerySchema,
  PriceOverridesQuerySchema,
  PriceOverridesSavedSchema,
} from '@mayorista/shared/price-lists';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { readUploadedFile, useMultipart } from '../../lib/multipart.ts';
import { readTable } from '../../lib/sheet-reader.ts';
import {
  allOverrides,
  type CustomerCounts,
  createPriceList,
  deletePriceList,
  findList,
  getPriceList,
  importOverrides,
  listOverrides,
  listPriceLists,
  saveOverrides,
  updatePriceList,
} from './price-lists.service.ts';
import { readOverrides, writeOverridesCsv, writeOverridesXlsx } from './price-overrides-transfer.ts';

const tags = ['listas de precios'];
const staff = { role: 'staff' } as const;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type PriceListsDeps = { customerCounts: CustomerCounts };

/** Price lists and their overrides (decision 052), staff only. app.ts hands in the customer counts. */
export async function priceListsRoutes(app: AppInstance, { customerCounts }: PriceListsDeps) {
  app.get(
    '/price-lists/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Listas de precios (la predeterminada primero) con sus clientes y precios especiales',
        response: { 200: z.array(PriceListSchema), ...errorResponses },
      },
    },
    async () => listPriceLists(app.db, customerCounts),
  );

  app.post(
    '/price-lists/',
    {
      config: { ...staff, changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Crea una lista de precios (nombre único, ajuste en % sobre el precio base, pedido mínimo)',
        body: PriceListCreateSchema,
        response: { 201: PriceListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPriceList(app.db, request.body, request.viewer!.userId)),
  );

  app.get(
    '/price-lists/:id/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Una lista de precios',
        params: IdParamSchema,
        response: { 200: PriceListSchema, ...errorResponses },
      },
    },
    async (request) => getPriceList(app.db, request.params.id, customerCounts),
  );

  for (const [method, body] of [
    ['PUT', PriceListInputSchema],
    ['PATCH', PriceListPatchSchema],
  ] as const) {
    app.route({
      method,
      url: '/price-lists/:id/',
      config: { ...staff, changes: ['catalogue'] },
      schema: {
        tags,
        summary:
          method === 'PUT'
            ? 'Modifica una lista de precios (todos los campos)'
            : 'Modifica parte de una lista de precios',
        params: IdParamSchema,
        body,
        response: { 200: PriceListSchema, ...errorResponses },
      },
      handler: async (request) =>
        updatePriceList(app.db, request.params.id, request.body, request.viewer!.userId, customerCounts),
    });
  }

  app.delete(
    '/price-lists/:id/',
    {
      config: { ...staff, changes: ['catalogue', 'accounts'] },
      schema: {
        tags,
        summary:
          'Elimina una lista de precios: sus clientes pasan a la predeterminada (que no se puede eliminar, 409)',
        params: IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deletePriceList(app.db, request.params.id, request.viewer!.userId, customerCounts);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/price-lists/:id/prices/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Precios especiales de una lista (búsqueda por producto, opción o SKU), con el precio base',
        params: IdParamSchema,
        querystring: PriceOverridesQuerySchema,
        response: { 200: PageSchema(PriceOverrideSchema), ...errorResponses },
      },
    },
    async (request) =>
      listOverrides(app.db, request.params.id, {
        page: request.query.page ?? 1,
        search: request.query.search,
        url: request.url,
      }),
  );

  app.put(
    '/price-lists/:id/prices/',
    {
      config: { ...staff, changes: ['catalogue'] },
      schema: {
        tags,
        summary:
          'Guarda precios especiales de la lista: {prices: [{product, option?, price}]}; price null lo quita',
        params: IdParamSchema,
        body: PriceOverridesBodySchema,
        response: { 200: PriceOverridesSavedSchema, ...errorResponses },
      },
    },
    async (request) => saveOverrides(app.db, request.params.id, request.body.prices, request.viewer!.userId),
  );

  app.get(
    '/price-lists/:id/prices/export/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Exporta los precios especiales de la lista a CSV o Excel',
        description:
          'Columnas: sku (del producto o de la opción), producto, opcion, precio_base (el de la lista ' +
          'predeterminada, cantidad 1) y precio. Las filas sin SKU no se exportan (cabecera X-Rows-Without-Sku).',
        params: IdParamSchema,
        querystring: PriceOverridesExportQuerySchema,
        response: { 200: z.unknown().describe('El archivo (text/csv o XLSX)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const { list, rows } = await allOverrides(app.db, request.params.id);
      const withSku = rows.filter((row) => row.sku);
      const file = format === 'xlsx' ? await writeOverridesXlsx(withSku) : writeOverridesCsv(withSku);
      return reply
        .header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="lista-${list.id}-precios.${format}"`)
        .header('cache-control', 'no-store')
        .header('x-rows-without-sku', String(rows.length - withSku.length))
        .send(file);
    },
  );

  await app.register(importRoute);
}

/** The multipart route, in its own plugin: a JSON body there answers 415. */
async function importRoute(app: AppInstance) {
  await useMultipart(app);

  app.post(
    '/price-lists/:id/prices/import/',
    {
      config: { ...staff, changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Importa precios especiales de un CSV o Excel (columnas sku y precio)',
        description:
          'multipart/form-data con el archivo en el campo "file" (.csv o .xlsx, los límites de la importación ' +
          'de productos). sku: de un producto o de una opción de variante; precio: vacío quita el precio ' +
          'especial. Con alguna fila con error responde 400 {detail, errors: [{row, message}]} y no guarda ' +
          'nada; si no, guarda todo en una transacción.',
        consumes: ['multipart/form-data'],
        params: IdParamSchema,
        response: {
          200: OverrideImportResultSchema,
          ...errorResponses,
          400: z.union([OverrideImportRefusedSchema, errorResponses[400]]),
        },
      },
    },
    async (request, reply) => {
      const upload = await readUploadedFile(request);
      await findList(app.db, request.params.id);
      const read = await readOverrides(app.db, await readTable(upload.bytes));
      if (!read.ok)
        return reply
          .status(400)
          .send({ detail: OVERRIDE_IMPORT_MESSAGES.hasErrors(read.errors.length), errors: read.errors });
      return importOverrides(app.db, request.params.id, read.entries, {
        actorId: request.viewer!.userId,
        fileName: upload.filename.slice(0, 200),
      });
    },
  );
}
