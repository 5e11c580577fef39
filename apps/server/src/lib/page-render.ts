/**
 * The storefront's pages drawn on the server (issue 15, docs/decisions/038): `/`, `/productos` and
 * `/producto/:id` are rendered by the web build's server entry (apps/web/src/entry-server.tsx, built
 * to `<web dist>/.ssr/`) as an anonymous visitor sees them, so the HTML paints the page and the
 * browser's JavaScript takes the markup over. Their GETs are answered in process (`app.inject`, the
 * catalogue cache of decision 035): the markup carries no price. Without that build, or when a page
 * cannot be drawn (a product that does not exist, an answer that failed), the HTML is the plain shell.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_STATE_ID } from '@mayorista/shared/page-state';
import type { FastifyInstance } from 'fastify';

type ServerAnswer = (url: string) => Promise<{ status: number; body: unknown }>;
type ServerEntry = {
  render: (url: string, answer: ServerAnswer) => Promise<{ html: string; state: unknown } | null>;
  /** The URL a page is drawn and kept for: its path and the query parameters it reads. */
  pageUrl: (url: string) => string;
};

/** A page drawn on the server: its `<title>`, the markup inside #root and the state script. */
export type DrawnPage = { title: string | null; root: string; state: string };

/** The pages drawn on the server (storefront §4 home, §5 list, §6 detail). */
const DRAWN = /^\/(productos|producto\/\d{1,9})?$/;
/**
 * The page's `<title>`, written where the page renders it (Preact's renderer, docs/decisions/050, does
 * not move it first as React did): taken out of the markup into the head. The browser's render of a
 * `<title>` draws nothing in place (apps/web/src/lib/react-compat.ts), so the markup matches.
 */
const PAGE_TITLE = /<title>[^<]*<\/title>/;

/** The storefront script and module preloads the web build writes into index.html's head. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The HTML of a page drawn on the server, from the web build's index.html: the page's `<title>`, its
 * markup inside #root (inert until the browser takes it over, main.tsx), its state, and the app's
 * scripts and module preloads moved into a `<template>` that /after-load.js starts once the page
 * has loaded (at once with a session). `head` is what else goes into the head (the LCP image preload).
 */
export function drawnPageHtml(indexHtml: string, drawn: DrawnPage, head: string, chunks: string): string {
  // Each file once: the browser starts every preload as its element is added (~0.6 ms of main thread
  // on a fast machine each), and the page's chunks include the entry's own imports.
  const urls = new Set<string>();
  const scripts = [...`${indexHtml}${chunks}`.matchAll(APP_SCRIPTS)]
    .map((match) => match[0])
    .filter((tag) => {
      const url = tag.match(/(?:src|href)="([^"]+)"/)?.[1] ?? tag;
      if (urls.has(url)) return false;
      urls.add(url);
      return true;
    })
    .join('');
  let html = indexHtml.replace(APP_SCRIPTS, '');
  if (drawn.title) html = html.replace(/<title>[^<]*<\/title>/, () => drawn.title ?? '');
  // Replacer functions: a page's text with `$&` or `$'` must stay as written.
  return html
    .replace('</head>', () => `${head}<script src="/after-load.js" defer></script></head>`)
    .replace('<div id="root"></div>', () => `<div id="root" inert>${drawn.root}</div>`)
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${PAGE_STATE_ID}">${drawn.state}</script>` +
        `<template id="after-load">${scripts}</template></body>`,
    );
}

/** JSON inside a `<script>` element: `<` escaped so no text can close it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function pageRenderer(app: FastifyInstance, webDist: string | undefined) {
  const file = webDist ? path.join(webDist, '.ssr', 'entry-server.js') : '';
  let entry: Promise<ServerEntry | null> | undefined;
  const load = () => {
    entry ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ServerEntry>).catch((error) => {
          app.log.error({ err: error }, 'server render unavailable');
          return null;
        })
      : Promise.resolve(null);
    return entry;
  };
  const answer: ServerAnswer = async (url) => {
    const response = await app.inject({ method: 'GET', url });
    let body: unknown = null;
    try {
      body = JSON.parse(response.body);
    } catch {
      // Not JSON: the page shows the call's error.
    }
    return { status: response.statusCode, body };
  };

  return {
    /**
     * The URL the page of a request is drawn and kept for (issue 26 item 20): parameters the page does
     * not read are left out, so `?cb=1`, `?cb=2`... are one page. As asked without a server build.
     */
    pageUrl: async (url: string): Promise<string> => (await load())?.pageUrl(url) ?? url,
    /** The page at `url` drawn on the server, or null (not one of those pages, no server build, a failure). */
    draw: (url: string) => draw(url),
  };

  async function draw(url: string): Promise<DrawnPage | null> {
    if (!DRAWN.test(url.split('?')[0])) return null;
    const server = await load();
    if (!server) return null;
    try {
      const drawn = await server.render(url, answer);
      if (!drawn) return null;
      const title = drawn.html.match(PAGE_TITLE);
      return {
        title: title ? title[0] : null,
        root: title ? drawn.html.replace(PAGE_TITLE, '') : drawn.html,
        state: scriptJson(drawn.state),
      };
    } catch (error) {
      app.log.warn({ err: error, url }, 'server render failed');
      return null;
    }
  }
}
