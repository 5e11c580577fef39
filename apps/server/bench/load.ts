/**
 * One autocannon measurement: a warm-up run that is thrown away, then a measured run whose every
 * response time is kept, so p95 is computed exactly (autocannon's own summary has p90 and p97.5,
 * not p95). Used by every load scenario of `npm run bench`.
 */
import autocannon from 'autocannon';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

export type Measurement = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses outside 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
};

export type LoadOptions = {
  connections: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Several requests each connection cycles through (autocannon `requests`, may use setupRequest). */
  requests?: autocannon.Request[];
  seconds?: number;
  warmupSeconds?: number;
};

function run(
  url: string,
  options: LoadOptions,
  seconds: number,
  times?: number[],
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    // autocannon takes an explicit undefined (method, requests…) as a value: leave those keys out.
    const given = Object.fromEntries(
      Object.entries({
        method: options.method,
        headers: options.headers,
        body: options.body,
        requests: options.requests,
      }).filter(([, value]) => value !== undefined),
    );
    const instance = autocannon(
      { url, connections: options.connections, duration: seconds, timeout: 10, ...given },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (times) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** The value under which `fraction` of the sorted `values` fall (nearest rank), rounded to 0.1 ms. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round(sorted[index] * 10) / 10;
}

export async function measure(url: string, options: LoadOptions): Promise<Measurement> {
  const warmup = options.warmupSeconds ?? WARMUP_SECONDS;
  if (warmup > 0) await run(url, options, warmup);
  const times: number[] = [];
  const result = await run(url, options, options.seconds ?? SECONDS, times);
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.total / result.duration),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
