import { PassThrough } from 'node:stream';
import { errorResponses } from '@mayorista/shared/api';
import {
  IMPORT_MESSAGES,
  type ImportProgressLine,
  ImportReportSchema,
  MAX_IMPORT_CELL_LENGTH,
  MAX_IMPORT_CELLS,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_XLSX_UNZIPPED_BYTES,
  ProductExportQuerySchema,
  ProductImportQuerySchema,
} from '@mayorista/shared/product-transfer';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { AppError, INTERNAL_ERROR } from '../../lib/errors.ts';
import { readUploadedFile, useMultipart } from '../../lib/multipart.ts';
import { readSheet, writeCsv, writeXlsx } from './product-transfer.parse.ts';
import { applyImport, dryRunImport, exportProducts, planImport } from './product-transfer.service.ts';

const tags = ['productos'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Today in the store's time zone, for the file name ('2026-11-23'). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());

/** Product import and export by SKU (issue 9, decision 021): CSV and XLSX. */
export async function productTransferRoutes(app: AppInstance) {
  app.get(
    '/products/export/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Exporta el inventario (con los filtros de la lista) a CSV o Excel',
        description:
          'Columnas: sku, nombre, marca, categoria (ruta "Padre > Hijo"), precio, precio_ars (precio fijo en ' +
          'pesos; vacío: sin precio fijo), precio_costo, moneda, ' +
          'descuento, iva (alícuota contenida en el precio: 21, 10,5, 27 o 0), stock (vacío en productos ' +
          'con variantes), disponible (si/no), unidad_venta, ' +
          "unidades_por_envase, cantidad_minima, multiplo_venta y escalones ('12:5;24:8#SKU-OPCION@Lista': " +
          'cantidad:descuento, para una opción y para una lista; decisión 052). Una fila por producto; ' +
          'las opciones de variantes no se exportan. CSV en UTF-8 con BOM, separado por ";" y con coma ' +
          'decimal; XLSX con números. Los productos sin SKU no se exportan (cabecera X-Products-Without-Sku).',
        querystring: ProductExportQuerySchema,
        response: { 200: z.unknown().describe('El archivo (text/csv o XLSX)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { records, withoutSku } = await exportProducts(app.db, filters, request.viewer);
      const file = format === 'xlsx' ? await writeXlsx(records) : writeCsv(records);
      return reply
        .header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="productos-${today()}.${format}"`)
        .header('cache-control', 'no-store')
        .header('x-products-without-sku', String(withoutSku))
        .send(file);
    },
  );

  await app.register(importRoutes);
}

/** The multipart route, in its own plugin: a JSON body there answers 415. */
async function importRoutes(app: AppInstance) {
  await useMultipart(app);

  app.post(
    '/products/import/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      compress: false,
      schema: {
        tags,
        summary: 'Importa productos por SKU desde un CSV o Excel: revisión (dry_run=true) o aplicación',
        description:
          `multipart/form-data con el archivo en el campo "file" (.csv o .xlsx, hasta 10 MB y ` +
          `${MAX_IMPORT_ROWS} filas, ${MAX_IMPORT_COLUMNS} columnas, ${MAX_IMPORT_CELLS} celdas y ` +
          `${MAX_IMPORT_CELL_LENGTH} caracteres por celda; un .xlsx descomprimido hasta ` +
          `${MAX_XLSX_UNZIPPED_BYTES / 1024 / 1024} MB; se reconoce por el contenido). Con dry_run=true responde el resultado ` +
          'de cada fila (create, update, unchanged, error) y sus errores por columna, sin escribir nada. ' +
          'Sin dry_run vuelve a validar el archivo; con algún error responde 400; si no, escribe todo en ' +
          'una transacción y responde application/x-ndjson: líneas {"phase":"validating"|"writing",' +
          '"done","total"} y al final {"result":{summary,new_brands,ignored_columns}} o {"error":{detail}}.',
        consumes: ['multipart/form-data'],
        querystring: ProductImportQuerySchema,
        response: { 200: ImportReportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const upload = await readUploadedFile(request);
      const sheet = await readSheet(upload.bytes);
      if (request.query.dry_run) return dryRunImport(app.db, sheet);

      // Refused before the stream starts, so a file with errors answers a plain 400.
      const preflight = await planImport(app.db, sheet);
      if (preflight.summary.error > 0)
        throw new AppError('invalid', IMPORT_MESSAGES.hasErrors(preflight.summary.error));

      const stream = new PassThrough();
      const write = (line: ImportProgressLine) => stream.write(`${JSON.stringify(line)}\n`);
      applyImport(app.db, sheet, {
        actorId: request.viewer!.userId,
        fileName: upload.filename.slice(0, 200),
        onProgress: write,
      }).then(
        (result) => {
          write({ result });
          stream.end();
        },
        (error: unknown) => {
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'product import failed');
          write({ error: { detail: error instanceof AppError ? error.message : INTERNAL_ERROR } });
          stream.end();
        },
      );
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream as never);
    },
  );
}
