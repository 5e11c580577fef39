/**
 * Kept answers hold only their own bytes (decision 046): a small Buffer from Buffer.from or zlib is a
 * slice of a shared 8 kB slab, and keeping it would keep the whole slab (measured: 4,000 small answers
 * and their gzip held 94 MB outside the heap for 6 MB counted). And the bound counts what an entry
 * costs beyond its bytes, so many small answers stay within it too (issue 26 item 32).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Entries, encode, MAX_BYTES, ownBytes } from './answers.ts';

/** V8 heap in use plus the memory outside it (Buffers), after full collections. */
function liveBytes(): number {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

describe('bytes kept by the catalogue answers', () => {
  it('copies a small pooled Buffer out of its shared slab, and leaves a Buffer of its own as it is', () => {
    const pooled = Buffer.from('{"results":[]}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    const own = ownBytes(pooled);
    expect(own.equals(pooled)).toBe(true);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(own.byteOffset).toBe(0);
    expect(ownBytes(own)).toBe(own);
    const gzip = encode(Buffer.from('x'.repeat(2000)), 'gzip');
    const kept = ownBytes(gzip);
    expect(kept.buffer.byteLength).toBe(kept.length);
    expect(gunzipSync(kept).toString()).toBe('x'.repeat(2000));
  });
});

describe('the bound of the catalogue answers', () => {
  it('holds for a stream of distinct small answers: what they take in memory stays within it', () => {
    const entries = new Entries();
    entries.use('v1');
    const before = liveBytes();
    // 60,000 distinct suggestions of ~150 bytes: 13 MB of keys and bodies, under the bound if only
    // those were counted, while each entry's strings, object and Buffer take ~1 kB more.
    for (let i = 0; i < 60_000; i++) {
      const body = ownBytes(
        Buffer.from(JSON.stringify({ results: [{ id: i, name: `Producto ${i} `.repeat(8) }] })),
      );
      entries.set(`anon /api/search/suggestions/?q=consulta-distinta-${i}`, {
        body,
        etag: `W/"${i.toString(36).padStart(22, '0')}"`,
        contentType: 'application/json; charset=utf-8',
        expiresAt: Date.now() + 60_000,
      });
    }
    const taken = liveBytes() - before;
    expect(entries.get('anon /api/search/suggestions/?q=consulta-distinta-59999', Date.now())).toBeDefined();
    expect(taken).toBeLessThanOrEqual(MAX_BYTES);
    entries.clear();
  });
});
