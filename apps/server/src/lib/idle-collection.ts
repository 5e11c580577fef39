/**
 * One full garbage collection once the server goes quiet after work that left garbage (issue 26 item
 * 32, docs/decisions/046). V8 collects when allocation asks for it, so what the last requests of a
 * burst left behind (answers pushed out of the caches and their Buffers, bodies already sent) stays in
 * the heap and outside it until V8's memory reducer runs, 8 s to a minute after the burst. After the
 * bench's catalogue scenarios that was up to 56 MB of heap and 67 MB of Buffers above what was still
 * in use: the server's memory read 190 MB or 303 MB depending on whether a collection happened to
 * run in the last seconds of the load. A quiet server has time for one collection; a busy one is
 * never interrupted (none runs while responses keep going out).
 *
 * It needs node's `--expose-gc` (SERVER_NODE_ARGS in scripts/start-plan.mjs); without it, nothing.
 */
import diagnostics from 'node:diagnostics_channel';
import v8 from 'node:v8';

/**
 * Quiet: at most QUIET_RESPONSES responses in each of the last QUIET_CHECKS one-second checks (a
 * health check or a metrics scrape every few seconds is quiet; a burst is not).
 */
export const QUIET_CHECKS = 2;
export const QUIET_RESPONSES = 2;
/**
 * Worth a collection: what V8 holds for its heap and the Buffers grew by this much since the last one
 * (V8 keeps the heap it grew to under load committed until a full collection gives it back).
 */
export const MIN_GROWTH_BYTES = 32 * 2 ** 20;
const CHECK_EVERY_MS = 1_000;

export type IdleCollectionOptions = {
  /** The collection (node's `gc`, present with --expose-gc). */
  gc?: () => void;
  /** What V8 holds for its heap (in use or not) plus the memory outside it (Buffers), in bytes. */
  inUse?: () => number;
};

const heapAndBuffers = () => {
  const { total_heap_size, external_memory } = v8.getHeapStatistics();
  return total_heap_size + external_memory;
};

/** The check run every second: collects when quiet and grown; returns whether it collected. */
export function idleCollector(options: Required<IdleCollectionOptions>) {
  let responses = 0;
  let quietChecks = 0;
  let afterLast = options.inUse();
  return {
    responded() {
      responses++;
    },
    check(): boolean {
      quietChecks = responses <= QUIET_RESPONSES ? quietChecks + 1 : 0;
      responses = 0;
      if (quietChecks < QUIET_CHECKS) return false;
      const inUse = options.inUse();
      // Memory in use may also shrink (caches emptied): the next growth counts from there.
      if (inUse < afterLast) afterLast = inUse;
      if (inUse - afterLast < MIN_GROWTH_BYTES) return false;
      options.gc();
      afterLast = options.inUse();
      return true;
    },
  };
}

/**
 * Watches the process's HTTP responses (node's `http.server.response.finish` channel) and checks every
 * second; never keeps the process up. Returns whether it runs (false without --expose-gc).
 */
export function collectWhenIdle(options: IdleCollectionOptions = {}): boolean {
  const gc = options.gc ?? (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return false;
  const collector = idleCollector({ gc, inUse: options.inUse ?? heapAndBuffers });
  diagnostics.subscribe('http.server.response.finish', () => collector.responded());
  setInterval(() => collector.check(), CHECK_EVERY_MS).unref();
  return true;
}
