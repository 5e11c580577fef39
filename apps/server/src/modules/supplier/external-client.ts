/**
 * The client of the external supplier (DOMAIN.md "External supplier inventory"): the supplier runs
 * this same product API; calls carry no token and are made server to server. Failures become an
 * ExternalError with the §8 message and the status this server answers (404, 502, 504).
 */
import {
  EXTERNAL_BAD_ANSWER,
  EXTERNAL_NOT_CONFIGURED,
  EXTERNAL_NOT_FOUND,
  EXTERNAL_TIMEOUT,
  EXTERNAL_UNREACHABLE,
  type ExternalProduct,
} from '@mayorista/shared/sync';

export class ExternalError extends Error {
  constructor(
    readonly status: 404 | 409 | 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

/** The supplier's product as its list and detail answer it to an anonymous caller with PUBLIC_PRICES. */
type RemoteOption = {
  id?: number;
  name: string;
  sku?: string | null;
  stock?: number;
  price?: number | null;
  price_adjustment?: number | null;
  price_in_ars?: number | null;
  final_price?: number | null;
};
type RemoteProduct = {
  id: number;
  name: string;
  sku?: string | null;
  brand_name?: string | null;
  image?: string | null;
  stock?: number;
  price?: number;
  price_in_ars?: number;
  final_price?: number;
  has_variants?: boolean;
  variants?: { id?: number; variant_name: string; options: RemoteOption[] }[];
};
type RemotePage = { count: number; results: RemoteProduct[] };

/** The supplier's largest page (PAGE_SIZE_MAX of its product list). */
const REMOTE_PAGE_SIZE = 1000;
const PAGE_CONCURRENCY = 4;

export type ExternalClient = {
  readonly baseUrl: string;
  /** Every product of the supplier's catalogue, paged through its list (variants included). */
  listAll(timeoutMs: number): Promise<ExternalProduct[]>;
  /** One page of the supplier's text search. */
  search(
    text: string,
    page: number,
    pageSize: number,
    timeoutMs: number,
  ): Promise<{ count: number; results: ExternalProduct[] }>;
  /** The supplier's product with exactly this SKU, or ExternalError 404. */
  findBySku(sku: string, timeoutMs: number): Promise<ExternalProduct>;
  /** A cheap call that proves the supplier answers. */
  ping(timeoutMs: number): Promise<void>;
};

/** `http://host:3001` or `http://host:3001/api`: the API root either way, without the trailing slash. */
export function apiRoot(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/api') ? trimmed : `${trimmed}/api`;
}

function networkError(error: unknown): ExternalError {
  if (error instanceof ExternalError) return error;
  const name = (error as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new ExternalError(504, EXTERNAL_TIMEOUT);
  return new ExternalError(502, EXTERNAL_UNREACHABLE);
}

export function createExternalClient(url: string | undefined): ExternalClient {
  const root = url ? apiRoot(url) : '';
  const origin = url ? new URL(root).origin : '';

  async function getJson<T>(pathAndQuery: string, signal: AbortSignal): Promise<T> {
    if (!root) throw new ExternalError(409, EXTERNAL_NOT_CONFIGURED);
    let response: Response;
    try {
      response = await fetch(`${root}${pathAndQuery}`, { headers: { accept: 'application/json' }, signal });
    } catch (error) {
      throw networkError(error);
    }
    if (response.status === 404) {
      await response.body?.cancel().catch(() => {});
      throw new ExternalError(404, EXTERNAL_NOT_FOUND);
    }
    try {
      if (!response.ok) throw new ExternalError(502, EXTERNAL_BAD_ANSWER);
      return (await response.json()) as T;
    } catch (error) {
      if (error instanceof SyntaxError) throw new ExternalError(502, EXTERNAL_BAD_ANSWER);
      throw networkError(error);
    }
  }

  const absolute = (image: string | null | undefined) =>
    image
      ? /^https?:\/\//.test(image)
        ? image
        : `${origin}${image.startsWith('/') ? '' : '/'}${image}`
      : null;

  function toExternal(product: RemoteProduct): ExternalProduct {
    if (typeof product?.id !== 'number' || typeof product.name !== 'string')
      throw new ExternalError(502, EXTERNAL_BAD_ANSWER);
    return {
      id: product.id,
      name: product.name,
      brand: product.brand_name ?? null,
      price: product.price_in_ars ?? product.price ?? null,
      final_price: product.final_price ?? null,
      stock: product.stock ?? 0,
      sku: product.sku || null,
      image: absolute(product.image),
      variants: (product.variants ?? []).map((variant) => ({
        id: variant.id,
        variant_name: variant.variant_name,
        options: (variant.options ?? []).map((option) => ({
          id: option.id,
          name: option.name,
          sku: option.sku || null,
          stock: option.stock ?? 0,
          price: option.price_in_ars ?? option.price ?? null,
          price_adjustment: option.price_adjustment ?? null,
          final_price: option.final_price ?? null,
        })),
      })),
    };
  }

  function page(query: Record<string, string | number>, signal: AbortSignal): Promise<RemotePage> {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return getJson<RemotePage>(`/products/?${params}`, signal).then((answer) => {
      if (!Array.isArray(answer?.results) || typeof answer.count !== 'number')
        throw new ExternalError(502, EXTERNAL_BAD_ANSWER);
      return answer;
    });
  }

  return {
    baseUrl: root,
    async listAll(timeoutMs) {
      const signal = AbortSignal.timeout(timeoutMs);
      // Oldest first: a stable order, so the pages neither repeat nor skip a product.
      const query = { page_size: REMOTE_PAGE_SIZE, sort_by: 'oldest' };
      const first = await page({ ...query, page: 1 }, signal);
      const pages = Math.ceil(first.count / REMOTE_PAGE_SIZE);
      const rest: RemoteProduct[][] = [];
      let next = 2;
      const worker = async () => {
        while (next <= pages) {
          const number = next++;
          rest[number] = (await page({ ...query, page: number }, signal)).results;
        }
      };
      await Promise.all(Array.from({ length: Math.min(PAGE_CONCURRENCY, pages - 1) }, worker));
      return [first.results, ...rest.filter(Boolean)].flat().map(toExternal);
    },
    async search(text, pageNumber, pageSize, timeoutMs) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const answer = await page({ search: text, page: pageNumber, page_size: pageSize }, signal);
        return { count: answer.count, results: answer.results.map(toExternal) };
      } catch (error) {
        // The supplier answers 404 for a page past the end: an empty page here.
        if (error instanceof ExternalError && error.status === 404) return { count: 0, results: [] };
        throw error;
      }
    },
    async findBySku(sku, timeoutMs) {
      const signal = AbortSignal.timeout(timeoutMs);
      const wanted = sku.trim().toLowerCase();
      const answer = await page({ search: sku.trim(), page_size: 100 }, signal);
      const found = answer.results.find((product) => product.sku?.trim().toLowerCase() === wanted);
      if (!found) throw new ExternalError(404, EXTERNAL_NOT_FOUND);
      return toExternal(found);
    },
    async ping(timeoutMs) {
      await page({ page_size: 1 }, AbortSignal.timeout(timeoutMs));
    },
  };
}
