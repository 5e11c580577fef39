import { test as base } from '@playwright/test';
import { stackPorts } from './stack';

export { expect } from '@playwright/test';

/**
 * Every journey imports `test` from here (scripts/test-layout.test.ts checks it): the same test with its
 * `baseURL` (pages and API requests) pointed at the app server of the worker's own stack.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${stackPorts(testInfo.parallelIndex).app}`);
  },
});
