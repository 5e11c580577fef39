/**
 * Kept answers hold only their own bytes (decision 046): a small Buffer from Buffer.from or zlib is a
 * slice of a shared 8 kB slab, and keeping it would keep the whole slab (measured: 4,000 small answers
 * and their gzip held 94 MB outside the heap for 6 MB counted).
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encode, ownBytes } from './answers.ts';

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
