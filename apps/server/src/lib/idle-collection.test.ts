/**
 * The collection a quiet server runs after a burst (issue 26 item 32, decision 046): only when at most
 * QUIET_RESPONSES responses went out in each of the last QUIET_CHECKS checks and memory in use grew by
 * MIN_GROWTH_BYTES since the last one; and, with node's --expose-gc, a real collection gives back what
 * a burst left.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { idleCollector, MIN_GROWTH_BYTES, QUIET_CHECKS, QUIET_RESPONSES } from './idle-collection.ts';

function world() {
  const state = { inUse: 100 * 2 ** 20, collections: 0 };
  const collector = idleCollector({
    inUse: () => state.inUse,
    gc: () => {
      state.collections++;
      state.inUse = 110 * 2 ** 20;
    },
  });
  /** One second of the server's life: `responses` answers, then the check. */
  const second = (responses: number) => {
    for (let i = 0; i < responses; i++) collector.responded();
    return collector.check();
  };
  return { state, second };
}

describe('one collection when the server goes quiet after a burst', () => {
  it('waits for quiet, collects once for a burst, and not again until memory grows again', () => {
    const { state, second } = world();
    state.inUse += MIN_GROWTH_BYTES + 1;
    expect(second(500)).toBe(false);
    for (let i = 1; i < QUIET_CHECKS; i++) expect(second(0)).toBe(false);
    // A response more than quiet allows starts the count again.
    expect(second(QUIET_RESPONSES + 1)).toBe(false);
    for (let i = 1; i < QUIET_CHECKS; i++) expect(second(QUIET_RESPONSES)).toBe(false);
    // Health checks and a metrics scrape are quiet.
    expect(second(QUIET_RESPONSES)).toBe(true);
    expect(state.collections).toBe(1);
    for (let i = 0; i < 60; i++) expect(second(1)).toBe(false);
    state.inUse += MIN_GROWTH_BYTES - 1;
    expect(second(0)).toBe(false);
    state.inUse += 2;
    expect(second(0)).toBe(true);
    expect(state.collections).toBe(2);
  });

  it('counts growth from the lowest point since the last collection (emptied caches)', () => {
    const { state, second } = world();
    state.inUse = 60 * 2 ** 20;
    for (let i = 0; i < QUIET_CHECKS; i++) expect(second(0)).toBe(false);
    state.inUse = 60 * 2 ** 20 + MIN_GROWTH_BYTES;
    expect(second(0)).toBe(true);
  });

  it('gives back what a burst left in a real server started with --expose-gc, which keeps it without', () => {
    // A server whose answers are kept, as the catalogue's are, until a write empties what it kept:
    // after that last request everything kept is garbage, and nothing allocates to collect it.
    const script = `
      const { collectWhenIdle } = await import(${JSON.stringify(new URL('./idle-collection.ts', import.meta.url).href)});
      const http = await import('node:http');
      const v8 = await import('node:v8');
      const inUse = () => { const s = v8.getHeapStatistics(); return s.used_heap_size + s.external_memory; };
      if (process.argv.includes('collect') && !collectWhenIdle()) throw new Error('no gc');
      const kept = new Map();
      const server = http.createServer((request, response) => {
        if (request.url === '/write') kept.clear();
        else kept.set(request.url, { body: Buffer.alloc(20_000, 1), rows: Array.from({ length: 100 }, (_, i) => ({ i })) });
        response.end(String(kept.size));
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address();
      const get = async (path) => (await fetch('http://127.0.0.1:' + port + path)).text();
      for (let i = 0; i < 1_500; i++) await get('/' + i);
      await get('/write');
      const afterBurst = inUse();
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      console.log(JSON.stringify({ afterBurst, quiet: inUse() }));
      server.close();
    `;
    const memoryOf = (collect: boolean) => {
      const run = spawnSync(
        process.execPath,
        [
          '--expose-gc',
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          script,
          ...(collect ? ['collect'] : []),
        ],
        { encoding: 'utf8' },
      );
      expect(run.stderr).toBe('');
      return JSON.parse(run.stdout) as { afterBurst: number; quiet: number };
    };
    const left = memoryOf(false);
    const collected = memoryOf(true);
    // ~45 MB kept, then garbage: still there 4.5 s later without the collection, gone with it.
    expect(left.quiet).toBeGreaterThan(left.afterBurst - MIN_GROWTH_BYTES / 4);
    expect(collected.afterBurst - collected.quiet).toBeGreaterThan(MIN_GROWTH_BYTES);
  });
});
