import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKind, type TestContext } from './test/helpers.ts';

const HSTS = 'strict-transport-security';

describe(`HSTS only over HTTPS (${dbKind})`, () => {
  let direct: TestContext;
  let proxied: TestContext;
  const home = (ctx: TestContext, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/config/', headers });

  beforeAll(async () => {
    [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ trustProxy: true })]);
  });
  afterAll(async () => {
    await Promise.all([direct?.close(), proxied?.close()]);
  });

  it('sends no HSTS over plain HTTP, nor for a forged X-Forwarded-Proto without TRUST_PROXY', async () => {
    expect((await home(direct)).headers[HSTS]).toBeUndefined();
    expect((await home(direct, { 'x-forwarded-proto': 'https' })).headers[HSTS]).toBeUndefined();
    expect((await home(proxied, { 'x-forwarded-proto': 'http' })).headers[HSTS]).toBeUndefined();
  });

  it('sends HSTS behind TRUST_PROXY when the proxy says the request came over HTTPS', async () => {
    const response = await home(proxied, { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(response.headers[HSTS]).toBe('max-age=31536000; includeSubDomains');
  });
});

describe(`web app fallback (${dbKind})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'mayorista-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Mayorista</title>');
    ctx = await createTestApp({ webDist });
  });
  afterAll(() => ctx?.close());

  it('serves index.html to page paths and a DRF 404 to unknown API and media paths', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/catalogo?categoria=cultivo' });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    for (const url of ['/api/no-existe/', '/media/no-existe.png']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.json()], url).toEqual([404, { detail: 'No encontrado.' }]);
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/catalogo' });
    expect(post.statusCode).toBe(404);
  });

  it('answers HEAD on page paths as GET does, without the body (issue 26 item 31)', async () => {
    // Over real HTTP, as a client or a monitor sends it (what strips a HEAD body is the HTTP layer).
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/', '/productos?category_name=CULTIVO', '/producto/1', '/contacto', '/login']) {
      const get = await fetch(`${base}${url}`);
      const head = await fetch(`${base}${url}`, { method: 'HEAD' });
      expect([head.status, head.headers.get('content-type')], url).toEqual([200, 'text/html; charset=utf-8']);
      expect(head.headers.get('content-security-policy'), url).toBe(
        get.headers.get('content-security-policy'),
      );
      expect(await head.text(), url).toBe('');
    }
    expect((await fetch(`${base}/api/products/`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${base}/api/no-existe/`, { method: 'HEAD' })).status).toBe(404);
  });
});
