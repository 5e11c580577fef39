import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKind, type TestContext } from './test/helpers.ts';

type Operation = { summary?: string; tags?: string[]; responses?: Record<string, unknown> };

/** docs/api.md points at /api/docs for every shape, so every route must be there and readable. */
describe(`OpenAPI document (${dbKind})`, () => {
  let ctx: TestContext;
  let paths: Record<string, Record<string, Operation>>;
  let document: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.body;
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

  it('is a valid OpenAPI document for swagger-parser (every $ref resolves)', async () => {
    await expect(SwaggerParser.validate(JSON.parse(document))).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended rules without an error (issue 26 item 28)", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      // The paths end in '/' by contract (the spec's paths, DRF style): decision 044.
      rules: { 'no-path-trailing-slash': 'off' },
    });
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(errors).toEqual([]);
  });
});
