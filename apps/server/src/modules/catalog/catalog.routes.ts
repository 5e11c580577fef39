import {
  IdParamSchema,
  PageQuerySchema,
  ProductListQuerySchema,
  SuggestionQuerySchema,
} from '@mayorista/shared/catalog';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { isStaff } from '../../lib/viewer.ts';
import { listBrands } from './brands.service.ts';
import {
  BrandSchema,
  CategorySchema,
  CategoryTreeSchema,
  ErrorSchema,
  FeaturedSchema,
  ProductSchema,
  pageOf,
  SuggestionSchema,
} from './catalog.schemas.ts';
import { buildTree, listCategories } from './categories.service.ts';
import {
  getProduct,
  getRelatedProducts,
  listFeatured,
  listProducts,
  suggestProducts,
} from './products.service.ts';

const ProductPageSchema = pageOf(ProductSchema);
const tags = ['catálogo'];

export async function catalogRoutes(app: AppInstance) {
  app.get(
    '/products/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Lista paginada de productos (sin precios para visitantes anónimos)',
        querystring: ProductListQuerySchema,
        response: { 200: ProductPageSchema, 400: z.record(z.string(), z.any()) },
      },
    },
    async (request) => listProducts(app.db, { ...request.query, url: request.url }, request.viewer),
  );

  app.get(
    '/products/on-sale/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Productos en oferta',
        querystring: PageQuerySchema,
        response: { 200: ProductPageSchema },
      },
    },
    async (request) =>
      listProducts(app.db, { ...request.query, on_sale: true, url: request.url }, request.viewer),
  );

  app.get(
    '/products/latest/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Últimos productos',
        querystring: PageQuerySchema,
        response: { 200: ProductPageSchema },
      },
    },
    async (request) =>
      listProducts(
        app.db,
        { page_size: 12, ...request.query, sort_by: 'newest', is_available: true, url: request.url },
        request.viewer,
      ),
  );

  app.get(
    '/products/suggestions/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Sugerencias de búsqueda (2 o más caracteres)',
        querystring: SuggestionQuerySchema,
        response: { 200: z.object({ results: z.array(SuggestionSchema) }) },
      },
    },
    async (request) => ({
      results: await suggestProducts(
        app.db,
        request.query.q ?? request.query.search ?? '',
        request.viewer,
        request.query.limit,
      ),
    }),
  );

  app.get(
    '/products/:id/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Detalle de un producto',
        params: IdParamSchema,
        response: { 200: ProductSchema, 404: ErrorSchema },
      },
    },
    async (request) => getProduct(app.db, request.params.id, request.viewer),
  );

  app.get(
    '/products/:id/related/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Productos relacionados',
        params: IdParamSchema,
        response: { 200: z.object({ results: z.array(ProductSchema) }), 404: ErrorSchema },
      },
    },
    async (request) => ({ results: await getRelatedProducts(app.db, request.params.id, request.viewer) }),
  );

  app.get(
    '/featured-products/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Productos destacados por posición',
        response: { 200: z.array(FeaturedSchema) },
      },
    },
    async (request) => listFeatured(app.db, request.viewer),
  );

  app.get(
    '/categories/',
    {
      config: { role: 'public' },
      schema: { tags, summary: 'Categorías (lista plana)', response: { 200: z.array(CategorySchema) } },
    },
    async (request) => listCategories(app.db, { onlyAvailable: !isStaff(request.viewer) }),
  );

  for (const url of ['/categories/hierarchical/', '/categories/ordered_hierarchy/']) {
    app.get(
      url,
      {
        config: { role: 'public' },
        schema: {
          tags,
          summary: 'Árbol de categorías ordenado',
          response: { 200: z.array(CategoryTreeSchema) },
        },
      },
      async (request) => buildTree(await listCategories(app.db, { onlyAvailable: !isStaff(request.viewer) })),
    );
  }

  app.get(
    '/brands/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Marcas (activas, o todas para administradores)',
        response: { 200: z.array(BrandSchema) },
      },
    },
    async (request) => listBrands(app.db, { includeInactive: isStaff(request.viewer) }),
  );
}
