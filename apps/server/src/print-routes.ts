// `npm run routes`: every API route with its method, role and the file that registers it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from './app.ts';
import type { Db } from './db/client.ts';
import type { RouteEntry } from './lib/guards.ts';

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The route table as aligned text, sorted by path and then method. */
export function formatRouteTable(table: RouteEntry[]): string {
  const rows = [...table]
    .sort(
      (a, b) => a.url.localeCompare(b.url) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
    )
    .map((route) => [
      route.method,
      route.url,
      route.role,
      route.file ? `apps/server/src/${route.file}` : '?',
    ]);
  const all = [['MÉTODO', 'RUTA', 'ROL', 'ARCHIVO'], ...rows];
  const widths = [0, 1, 2].map((column) => Math.max(...all.map((row) => row[column].length)));
  return all
    .map((row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell)).join('  '))
    .join('\n');
}

/** Builds the app without a database (registering routes queries nothing) and returns its route table. */
export async function collectRoutes(): Promise<RouteEntry[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-routes-'));
  const app = await buildApp({
    db: {} as Db,
    logger: false,
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      jwtSecret: 'x'.repeat(32),
      jwtTtlHours: 1,
      mailFrom: 'routes@localhost',
      logLevel: 'silent',
      loginRateLimit: 10,
      trustProxy: false,
    },
  });
  await app.ready();
  const table = app.routeTable;
  await app.close();
  return table;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatRouteTable(await collectRoutes()));
}
