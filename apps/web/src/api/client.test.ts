import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProducts } from '@/features/catalog/api/get-products';
import { featuredProductsQueryOptions } from '@/features/home/api/get-featured-products';
import { latestProductsQueryOptions } from '@/features/home/api/get-latest-products';
import { apiGet, DEFAULT_TIMEOUT_MS, PRODUCT_LIST_TIMEOUT_MS } from './client';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A server that never answers: reports when each request is aborted. */
function silentServer() {
  const aborted: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted.push(Date.now());
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    ),
  );
  return aborted;
}

describe('per-call timeouts (accounts §9)', () => {
  it('gives product lists 15 s instead of 30 s', async () => {
    expect(PRODUCT_LIST_TIMEOUT_MS).toBe(15_000);
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    const calls = [
      () => getProducts({ page: 1 } as never),
      () => latestProductsQueryOptions().queryFn?.({ signal: new AbortController().signal } as never),
      () => featuredProductsQueryOptions().queryFn?.({ signal: new AbortController().signal } as never),
    ];
    for (const call of calls) {
      vi.useFakeTimers({ now: 0 });
      const aborted = silentServer();
      void Promise.resolve(call()).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(PRODUCT_LIST_TIMEOUT_MS - 1);
      expect(aborted).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(aborted).toEqual([PRODUCT_LIST_TIMEOUT_MS]);
      vi.useRealTimers();
    }
  });
});

describe('error answers (accounts §7)', () => {
  it("falls back to 'Error en la operación' when the answer holds no usable message", async () => {
    for (const answer of [
      new Response(null, { status: 500 }),
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      Response.json({}, { status: 400 }),
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer),
      );
      await expect(apiGet('/products/1/')).rejects.toMatchObject({
        message: 'Error en la operación',
        status: answer.status,
      });
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ detail: 'No encontrado.' }, { status: 404 })),
    );
    await expect(apiGet('/products/1/')).rejects.toMatchObject({ message: 'No encontrado.', status: 404 });
  });
});
