import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = path.resolve(import.meta.dirname, 'src');
/** react-router's package exports name only its development build (dev warnings on); the production one ships beside it. */
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
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
  // The manifest lets the server name a storefront page's own chunks in its HTML (decision 037).
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
}));
