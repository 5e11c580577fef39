import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = path.resolve(import.meta.dirname, 'src');

/**
 * React's API served by Preact's compatibility layer (docs/decisions/050): the storefront's first
 * download is ~45 kB gzip lighter. Every import of React, its DOM renderer and its JSX runtime, from
 * the app and from the libraries, resolves to `preact/compat`; the same table serves the browser
 * build, the server's render and the unit tests (vitest.config.ts), so what is tested is what ships.
 */
export const PREACT_COMPAT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
/** react-router's package exports name only its development build (dev warnings on); the production one ships beside it. */
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * The libraries every page runs (React, the router, TanStack Query's client and useQuery) in one
 * 'vendor' chunk. Left to itself rolldown cuts them into several shared chunks as lazy modules start
 * using them (a lazy chunk never imports from the entry), and each file compresses on its own; one file
 * is smaller and stays cached across deploys. Mutations and infinite queries load with their pages.
 */
const SHELL_LIBRARIES =
  /node_modules[\\/](preact|react-router|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/;
/** The app's own modules the first script shares with the pages (API client, session, cart count): same file. */
const SHELL_MODULES = /src[\\/](api[\\/](client|errors)|lib[\\/](session|cart-count))\.ts$/;
const LATER_QUERY_PARTS =
  /[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/;

/** The server's render (`vite build --ssr src/entry-server.tsx`, docs/decisions/038): one self-contained module. */
const SSR_BUILD = {
  outDir: 'dist/.ssr',
  sourcemap: false,
  emptyOutDir: true,
  rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      ...PREACT_COMPAT,
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${routerDist}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${routerDist}/dom-export.mjs` },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  // Bundled whole (React, the router) so the server loads no second copy of them from node_modules,
  // in their production builds.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  // The manifest lets the server name a storefront page's own chunks in its HTML (decision 037).
  build: isSsrBuild
    ? SSR_BUILD
    : {
        outDir: 'dist',
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        manifest: true,
        // Browsers preload modules themselves (those without modulepreload, Safari before 17, fetch chunks
        // when imported): the polyfill only cost bytes of the first script.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Shared chunks named by their hash only: the first script lists them in its preload tables (the
            // manifest still maps each source to its file). Page chunks keep their readable names.
            chunkFileNames: (chunk) =>
              chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: (id: string) =>
                    (SHELL_LIBRARIES.test(id) && !LATER_QUERY_PARTS.test(id)) || SHELL_MODULES.test(id),
                },
              ],
            },
          },
        },
      },
}));
