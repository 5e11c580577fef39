import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKind, type TestContext } from './test/helpers.ts';

type Operation = { summary?: string; tags?: string[]; responses?: Record<string, unknown> };

/** docs/api.md points at /api/docs for every shape, so every route must be there and readable. */
describe(`OpenAPI document (${dbKind})`, () => {
  let ctx: TestContext;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    paths = response.json().paths;
  });
  afterAll(() => ctx?.close());

  it('documents every API route of the route table', () => {
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = ctx.app.routeTable.map(
      (route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(documented).toEqual(expect.arrayContaining(routes));
  });

  it('gives every operation a summary, a tag and its answers', () => {
    const incomplete = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            !operation.summary?.trim() ||
            !operation.tags?.length ||
            Object.keys(operation.responses ?? {}).length === 0,
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(incomplete).toEqual([]);
  });
});
