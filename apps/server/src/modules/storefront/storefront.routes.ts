import { errorResponses } from '@mayorista/shared/api';
import {
  BrandSchema,
  IdParamSchema,
  PageQuerySchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductSchema,
  RelatedProductsSchema,
  SuggestionListSchema,
  SuggestionQuerySchema,
} from '@mayorista/shared/catalog';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { isStaff, priceViewer, type Viewer } from '../../lib/viewer.ts';
import { listBrandsWithProducts } from '../brands/brands.service.ts';
import { SEARCH_HEADER, SearchMemory } from '../search/index.ts';
import {
  getProduct,
  getRelatedProducts,
  listProducts,
  type MemorySearch,
  productsByIds,
  suggestProducts,
} from './storefront.service.ts';

const tags = ['catálogo'];

export async function storefrontRoutes(app: AppInstance) {
  // PUBLIC_PRICES=true: anonymous callers see prices, never cost_price (DOMAIN.md, decision 026).
  const prices = (request: { viewer: Viewer }) => priceViewer(request.viewer, app.config.publicPrices);
  // Searches of buyers and visitors answered from memory under the catalogue version (decision 039).
  const memory = new SearchMemory(app.db, (ids, viewer) => productsByIds(app.db, ids, viewer));
  app.catalogue.onLost(() => memory.clear());
  const inMemory =
    (request: FastifyRequest, reply: FastifyReply): MemorySearch =>
    async () => {
      const state = await app.catalogue.state(request);
      const index = state && memory.indexAt(state);
      if (!index) return null;
      reply.header(SEARCH_HEADER, 'memory');
      return { index, products: (ids, viewer) => memory.products(ids, viewer, state) };
    };
  app.get(
    '/products/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Lista paginada de productos (sin precios para visitantes anónimos)',
        description:
          'Ordenar por precio (price_asc, price_desc) requiere sesión: un visitante anónimo recibe 400. ' +
          'on_sale=true y syncable=true restringen a productos en oferta o sincronizados; false no filtra. ' +
          'own_product y syncable (datos del proveedor) son solo para el personal: los demás reciben 400. ' +
          'El personal ve también los productos no visibles (is_available filtra por visibilidad).',
        querystring: ProductListQuerySchema,
        response: { 200: ProductPageSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      listProducts(app.db, { ...request.query, url: request.url }, prices(request), inMemory(request, reply)),
  );

  app.get(
    '/products/complete/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Lista completa de productos para administradores (incluye no visibles y costos)',
        querystring: ProductListQuerySchema,
        response: { 200: ProductPageSchema, ...errorResponses },
      },
    },
    async (request) => listProducts(app.db, { ...request.query, url: request.url }, prices(request)),
  );

  app.get(
    '/products/brands/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Marcas que tienen productos',
        response: { 200: z.array(BrandSchema), ...errorResponses },
      },
    },
    async (request) => listBrandsWithProducts(app.db, { staff: isStaff(request.viewer) }),
  );

  app.get(
    '/products/on-sale/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Productos en oferta',
        querystring: PageQuerySchema,
        response: { 200: ProductPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listProducts(app.db, { ...request.query, on_sale: true, url: request.url }, prices(request)),
  );

  app.get(
    '/products/latest/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Últimos productos',
        querystring: PageQuerySchema,
        response: { 200: ProductPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listProducts(
        app.db,
        { page_size: 12, ...request.query, sort_by: 'newest', is_available: true, url: request.url },
        prices(request),
      ),
  );

  app.get(
    '/products/suggestions/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Sugerencias de búsqueda (2 o más caracteres)',
        querystring: SuggestionQuerySchema,
        response: { 200: SuggestionListSchema, ...errorResponses },
      },
    },
    async (request, reply) => ({
      results: await suggestProducts(
        app.db,
        request.query.q ?? request.query.search ?? '',
        prices(request),
        request.query.limit,
        inMemory(request, reply),
      ),
    }),
  );

  app.get(
    '/products/:id/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Detalle de un producto',
        params: IdParamSchema,
        response: { 200: ProductSchema, ...errorResponses },
      },
    },
    async (request) => getProduct(app.db, request.params.id, prices(request)),
  );

  app.get(
    '/products/:id/related/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Productos relacionados',
        params: IdParamSchema,
        response: { 200: RelatedProductsSchema, ...errorResponses },
      },
    },
    async (request) => ({ results: await getRelatedProducts(app.db, request.params.id, prices(request)) }),
  );
}
