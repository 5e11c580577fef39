// The CI's PGlite step names its files by pattern (vitest.pglite.config.ts): a file moved or renamed
// must not drop out of it unnoticed (docs/decisions/051).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_MODULE_GRAPH } from '../vitest.config.ts';
import { PGLITE_FILES } from '../vitest.pglite.config.ts';

const root = path.resolve(import.meta.dirname, '..');

function files(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (name === 'node_modules') return [];
    return statSync(path.join(root, relative)).isDirectory() ? files(relative) : [relative];
  });
}

/** 'a/**\/b.test.ts' as a regular expression: '**' any folders, '*' any name part. */
const matcher = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\/\*\*\//g, '/(?:.+/)?')
      .replace(/\*/g, '[^/]*')}$`,
  );

describe('test layout', () => {
  const serverFiles = files('apps/server/src');

  it.each(PGLITE_FILES)('the PGlite step pattern %s names one test file', (pattern) => {
    expect(serverFiles.filter((file) => matcher(pattern).test(file))).toHaveLength(1);
  });

  // The Node tests share one module graph per worker (vitest.config.ts): a file that replaces a module
  // with vi.mock would change it for the files after it, or find it loaded already and not replaced.
  it.each(
    [...serverFiles, ...files('packages/shared/src'), ...files('scripts')].filter((file) =>
      file.endsWith('.test.ts'),
    ),
  )('%s mocks no module, or runs with a module graph of its own', (file) => {
    const mocks = /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8'));
    expect(mocks).toBe(OWN_MODULE_GRAPH.includes(file));
  });

  // The journeys run one stack per worker (e2e/support/stack.ts): a spec that took `test` from
  // Playwright itself would talk to no stack's app server.
  it.each(files('e2e/tests').filter((file) => file.endsWith('.spec.ts')))(
    '%s takes test and expect from e2e/support/test.ts',
    (file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      expect(source).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\.\/support\/test';/);
      expect(source).not.toMatch(
        /import \{[^}]*(?<!type )\b(test|expect)\b[^}]*\} from '@playwright\/test';/,
      );
    },
  );
});
