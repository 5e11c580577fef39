import { DetailErrorSchema, errorResponses } from '@mayorista/shared/api';
import {
  ClearCacheSchema,
  ComparisonSchema,
  EXTERNAL_SEARCH_PAGE_SIZE,
  ExternalProductSchema,
  ExternalSearchPageSchema,
  ExternalSearchQuerySchema,
  HEALTH_CHECK_TIMEOUT_MS,
  HealthCheckSchema,
  MISSING_DETAILS_TIMEOUT_MS,
  MissingDetailsPageSchema,
  MissingDetailsQuerySchema,
  SkuParamSchema,
  SYNC_STATUS_TIMEOUT_MS,
  SyncStatusQuerySchema,
  SyncStatusSchema,
} from '@mayorista/shared/sync';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-instance.ts';
import { toPage } from '../../lib/pagination.ts';
import { createExternalClient, ExternalError } from './external-client.ts';
import {
  filterMissing,
  SYNC_CACHE_KEY,
  syncAnalysis,
  toComparison,
  toStatus,
} from './external-sync.service.ts';

const tags = ['sincronización externa'];
/** The external failures: 409 not configured, 502 unreachable or bad answer, 504 timeout. */
const externalErrors = { 502: DetailErrorSchema, 504: DetailErrorSchema };
const CACHE_CLEARED = 'Caché de sincronización limpiada.';
const LOOKUP_TIMEOUT_MS = 15_000;

/**
 * External supplier sync (issue 13, decision 026): staff only. The supplier is EXTERNAL_API_URL (a
 * second instance of this server, no token); the analysis is cached 5 minutes (lib/cache.ts).
 */
export async function externalSyncRoutes(app: AppInstance) {
  const client = createExternalClient(app.config.externalApiUrl);
  const deps = { db: app.db, cache: app.cache, client };
  const limit = (ms: number) => Math.min(ms, app.config.externalTimeoutMs ?? ms);

  /**
   * Runs an external call; its failure answers {detail} with 404/409/502/504. The reply is returned,
   * not left to the handler's `undefined`: over a socket Fastify would send it a second time
   * (ERR_HTTP_HEADERS_SENT, a 500 in the metrics; issue 26 item 24).
   */
  async function external<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T | FastifyReply> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ExternalError)) throw error;
      return reply.status(error.status).send({ detail: error.message });
    }
  }

  app.get(
    '/intelligent-sync-status/',
    {
      config: { role: 'staff', upstream: true },
      schema: {
        tags,
        summary: 'Estado de sincronización con el sistema externo (caché de 5 minutos)',
        description: 'force_refresh=true recalcula. missing_items trae los primeros 100 faltantes.',
        querystring: SyncStatusQuerySchema,
        response: { 200: SyncStatusSchema, ...errorResponses, ...externalErrors },
      },
    },
    async (request, reply) =>
      external(reply, async () => {
        const { analysis, cached } = await syncAnalysis(deps, {
          force: request.query.force_refresh,
          timeoutMs: limit(SYNC_STATUS_TIMEOUT_MS),
        });
        return toStatus(analysis, cached);
      }),
  );

  app.get(
    '/missing-products-details/',
    {
      config: { role: 'staff', upstream: true },
      schema: {
        tags,
        summary: 'Productos y variantes del sistema externo que faltan aquí (paginado)',
        querystring: MissingDetailsQuerySchema,
        response: { 200: MissingDetailsPageSchema, ...errorResponses, ...externalErrors },
      },
    },
    async (request, reply) =>
      external(reply, async () => {
        const { analysis } = await syncAnalysis(deps, { timeoutMs: limit(MISSING_DETAILS_TIMEOUT_MS) });
        const { page, page_size: pageSize } = request.query;
        const items = filterMissing(analysis.missing_items, request.query);
        const start = (page - 1) * pageSize;
        return toPage(items.slice(start, start + pageSize), {
          count: items.length,
          page,
          pageSize,
          url: request.url,
        });
      }),
  );

  app.post(
    '/clear-intelligent-sync-cache/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Limpia la caché del estado de sincronización',
        response: { 200: ClearCacheSchema, ...errorResponses },
      },
    },
    async () => {
      await app.cache.delete(SYNC_CACHE_KEY);
      return { detail: CACHE_CLEARED };
    },
  );

  app.get(
    '/sync-health-check/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Comprueba que el sistema externo responde (10 s como máximo)',
        response: { 200: HealthCheckSchema, ...errorResponses },
      },
    },
    async () => {
      const started = performance.now();
      const checked_at = new Date().toISOString();
      try {
        await client.ping(limit(HEALTH_CHECK_TIMEOUT_MS));
        const elapsed = Math.round(performance.now() - started);
        return {
          status: 'ok' as const,
          external_api_url: client.baseUrl || null,
          response_time_ms: elapsed,
          error: null,
          checked_at,
        };
      } catch (error) {
        if (!(error instanceof ExternalError)) throw error;
        return {
          status: 'error' as const,
          external_api_url: client.baseUrl || null,
          response_time_ms: null,
          error: error.message,
          checked_at,
        };
      }
    },
  );

  app.get(
    '/external/compare/',
    {
      config: { role: 'staff', upstream: true },
      schema: {
        tags,
        summary: 'Comparación de catálogos: productos del sistema externo que faltan aquí',
        querystring: SyncStatusQuerySchema,
        response: { 200: ComparisonSchema, ...errorResponses, ...externalErrors },
      },
    },
    async (request, reply) =>
      external(reply, async () => {
        const { analysis } = await syncAnalysis(deps, {
          force: request.query.force_refresh,
          timeoutMs: limit(SYNC_STATUS_TIMEOUT_MS),
        });
        return toComparison(analysis);
      }),
  );

  app.get(
    '/external/search/',
    {
      config: { role: 'staff', upstream: true },
      schema: {
        tags,
        summary: 'Búsqueda de texto en el sistema externo (10 por página)',
        querystring: ExternalSearchQuerySchema,
        response: { 200: ExternalSearchPageSchema, ...errorResponses, ...externalErrors },
      },
    },
    async (request, reply) =>
      external(reply, async () => {
        const { search, page } = request.query;
        const answer = await client.search(search, page, EXTERNAL_SEARCH_PAGE_SIZE, limit(LOOKUP_TIMEOUT_MS));
        return toPage(answer.results, {
          count: answer.count,
          page,
          pageSize: EXTERNAL_SEARCH_PAGE_SIZE,
          url: request.url,
        });
      }),
  );

  app.get(
    '/products/search-by-sku/:sku/',
    {
      config: { role: 'staff', upstream: true },
      schema: {
        tags,
        summary: 'Producto del sistema externo con ese SKU (404: no existe allí)',
        params: SkuParamSchema,
        response: { 200: ExternalProductSchema, ...errorResponses, ...externalErrors },
      },
    },
    async (request, reply) =>
      external(reply, () => client.findBySku(request.params.sku, limit(LOOKUP_TIMEOUT_MS))),
  );
}
