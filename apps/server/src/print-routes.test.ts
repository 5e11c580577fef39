import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectRoutes, formatRouteTable } from './print-routes.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('npm run routes', () => {
  it('names the file and line that registers every API route', async () => {
    const table = await collectRoutes();
    expect(table.length).toBeGreaterThan(40);
    for (const route of table) {
      expect(route.file, `${route.method} ${route.url}`).toMatch(/^modules\/.+\.routes\.ts:\d+$/);
      const [file, line] = (route.file ?? '').split(':');
      const source = path.join(root, 'apps/server/src', file);
      expect(existsSync(source)).toBe(true);
      // The registering call is on that line or just above it (a multi-line call's stack points inside it).
      const lines = readFileSync(source, 'utf8').split('\n');
      const near = lines.slice(Math.max(0, Number(line) - 4), Number(line)).join('\n');
      expect(near, `${route.method} ${route.url} → ${route.file}`).toMatch(
        /\.(get|post|put|patch|delete|route)\b/,
      );
    }
  });

  it('prints one row per route, sorted by path', () => {
    const text = formatRouteTable([
      { method: 'POST', url: '/api/b/', role: 'staff', file: 'modules/b/b.routes.ts:3' },
      { method: 'GET', url: '/api/b/', role: 'public', file: 'modules/b/b.routes.ts:2' },
      { method: 'GET', url: '/api/a/', role: 'user', file: 'modules/a/a.routes.ts:9' },
    ]);
    expect(text.split('\n').map((row) => row.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'MÉTODO RUTA ROL',
      'GET /api/a/ user',
      'GET /api/b/ public',
      'POST /api/b/ staff',
    ]);
    expect(text).toContain('apps/server/src/modules/a/a.routes.ts:9');
  });
});
