import type { APIRequestContext } from '@playwright/test';

/** The e2e server's METRICS_TOKEN (playwright.config.ts): tests read its memory from /metrics. */
export const METRICS_TOKEN = 'e2e-metrics-token-not-a-secret';

/** The server's resident memory and V8 heap in use, in MB, from prom-client's process metrics. */
export async function serverMemory(request: APIRequestContext): Promise<{ rssMb: number; heapMb: number }> {
  const response = await request.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok()) throw new Error(`/metrics answered ${response.status()}`);
  const text = await response.text();
  const value = (name: string) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? Number.NaN);
  return {
    rssMb: value('process_resident_memory_bytes') / 2 ** 20,
    heapMb: value('nodejs_heap_size_used_bytes') / 2 ** 20,
  };
}
