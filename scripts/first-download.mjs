/**
 * What the browser really downloads before the first interaction (issue 26 item 33): a real Chromium
 * (CHROMIUM_PATH, /usr/bin/chromium) loads each storefront page as a visitor without a session, the
 * page's /after-load.js starts the template's scripts, and every JavaScript response until the
 * network has been quiet for a while is counted: files, bytes on the wire, and the gzip size of each
 * file (level 6, what the target is stated in, whatever encoding the server chose). Target: at most
 * 120 kB gzip per page. Used by the bench (apps/server/bench/run.ts prints it) and by the journey that
 * holds the target (e2e/tests/first-download.spec.ts); types in first-download.d.mts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const FIRST_DOWNLOAD_TARGET_KB = 120;
/** The network counts as quiet after this long without a request. */
const QUIET_MS = 1_500;

/** The gzip size of a built file, from the web build on disk (the URL's path under `dist`). */
function gzipSizeOf(dist, url) {
  try {
    return gzipSync(readFileSync(path.join(dist, new URL(url).pathname))).length;
  } catch {
    return 0;
  }
}

/** Each page's first download, one page after another, each in a new browser context (nothing cached). */
export async function measureFirstDownload(base, pages, dist) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = [];
  try {
    for (const page of pages) {
      // A new context per page: nothing cached from the previous one.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      const scripts = new Map();
      let lastRequest = Date.now();
      tab.on('request', () => {
        lastRequest = Date.now();
      });
      const reading = [];
      // Set once the page's downloads are counted: a request that finishes later (while the context
      // closes) is not counted and its read may fail without failing the bench.
      let counted = false;
      tab.on('requestfinished', (request) => {
        lastRequest = Date.now();
        const read = async () => {
          const response = await request.response();
          if (!/javascript/.test(response?.headers()['content-type'] ?? '')) return;
          scripts.set(request.url(), (await request.sizes()).responseBodySize);
        };
        reading.push(
          read().catch((error) => {
            if (!counted) throw error;
          }),
        );
      });
      await tab.goto(`${base}${page}`, { waitUntil: 'load' });
      // The template's scripts start after load; wait until they and what they import are in.
      await tab.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), null, {
        timeout: 30_000,
      });
      while (Date.now() - lastRequest < QUIET_MS) await tab.waitForTimeout(250);
      await Promise.all(reading);
      counted = true;
      const sized = [...scripts.keys()].map((url) => ({ url, gzip: gzipSizeOf(dist, url) }));
      sized.sort((a, b) => b.gzip - a.gzip);
      results.push({
        page,
        files: scripts.size,
        gzipKb: sized.reduce((sum, file) => sum + file.gzip, 0) / 1024,
        wireKb: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024,
        largest: sized
          .slice(0, 5)
          .map((file) => `${new URL(file.url).pathname} ${(file.gzip / 1024).toFixed(1)} kB`),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
