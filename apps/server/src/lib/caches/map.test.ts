/**
 * The map of caches (decision 046) is data the caches' own bounds come from; this holds the decision's
 * table and its memory budget to it, so a new cache or a new bound is written down where a newcomer
 * reads it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CACHE_MAP, MAX_AGE_MS, MAX_ANSWER_BYTES, MEMORY_BUDGET_MB } from './map.ts';

const decision = readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../../docs/decisions/046-one-map-of-caches.md',
  ),
  'utf8',
);

describe('the map of caches', () => {
  it("names every cache in decision 046's table, with its bound, lifetime and mover", () => {
    // The table of caches: from its header to the first line that is not a row.
    const lines = decision.split('\n');
    const header = lines.findIndex((line) => line.startsWith('| cache | where |'));
    const end = lines.findIndex((line, at) => at > header && !line.startsWith('|'));
    const rows = lines.slice(header, end).filter((line) => line.startsWith('| '));
    for (const cache of CACHE_MAP) {
      const row = rows.find((line) => line.startsWith(`| ${cache.name} |`));
      expect(row, cache.name).toBeDefined();
      for (const cell of [cache.where, cache.key, cache.bound, cache.lifetime, cache.movedBy])
        expect(row, `${cache.name}: ${cell}`).toContain(`| ${cell} |`);
    }
    // One row per cache, and the header.
    expect(rows.length).toBe(CACHE_MAP.length + 1);
  });

  it('states the summed bounds', () => {
    expect(MEMORY_BUDGET_MB).toBeLessThan(100);
    expect(decision).toContain(`Memory budget: ~${MEMORY_BUDGET_MB} MB`);
    expect(MAX_ANSWER_BYTES).toBe(16 * 2 ** 20);
    expect(MAX_AGE_MS).toBe(5 * 60_000);
  });
});
