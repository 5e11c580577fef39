/**
 * The cold miss of `npm run bench` (issue 15): the admin changes a product's price, and the very next
 * anonymous GET (of the plain list, and of the product's detail) is timed. A response cache
 * invalidated by admin writes answers that request from the database: this is its worst case.
 */
import { percentile } from './load.ts';

export const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 30);

export type ColdMiss = {
  target: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  failed: number;
};

async function timedGet(url: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok };
}

export async function coldMiss(
  base: string,
  adminToken: string,
  productId: number,
  listPath: string,
): Promise<ColdMiss[]> {
  const results: ColdMiss[] = [];
  let price = 10_000;
  for (const [target, path] of [
    ['lista anónima', listPath],
    ['detalle anónimo', `/api/products/${productId}/`],
  ] as const) {
    const times: number[] = [];
    let failed = 0;
    await timedGet(`${base}${path}`); // the connection and the route warm, outside the count
    for (let run = 0; run < COLD_RUNS; run++) {
      price += 10;
      const write = await fetch(`${base}/api/products/${productId}/`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ price }),
      });
      await write.arrayBuffer();
      if (!write.ok) throw new Error(`PATCH /api/products/${productId}/: HTTP ${write.status}`);
      const { ms, ok } = await timedGet(`${base}${path}`);
      times.push(ms);
      if (!ok) failed++;
    }
    times.sort((a, b) => a - b);
    results.push({
      target,
      runs: COLD_RUNS,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      max: percentile(times, 1),
      failed,
    });
  }
  return results;
}
