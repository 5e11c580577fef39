// Every workspace declares what it imports, and every installed package runs on the Node the README
// and `engines` name (issue 27 item 5). Read from the files and the lock file, no network.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const rootPackage = readJson('package.json');
const lock = readJson('package-lock.json');

/** Source folders of each package.json: the root owns `scripts/` and its config files. */
const WORKSPACES: { manifest: string; folders: string[] }[] = [
  { manifest: 'package.json', folders: ['scripts', '.'] },
  { manifest: 'apps/server/package.json', folders: ['apps/server/src', 'apps/server/bench', 'apps/server'] },
  { manifest: 'apps/web/package.json', folders: ['apps/web/src', 'apps/web'] },
  { manifest: 'packages/shared/package.json', folders: ['packages/shared/src'] },
  { manifest: 'e2e/package.json', folders: ['e2e'] },
];
const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results', '.bench']);

function sourceFiles(folder: string, recursive: boolean): string[] {
  const full = path.join(root, folder);
  return readdirSync(full).flatMap((name) => {
    const file = path.join(full, name);
    if (statSync(file).isDirectory())
      return recursive && !SKIP.has(name) && !name.startsWith('.')
        ? sourceFiles(path.join(folder, name), true)
        : [];
    return SOURCE.test(name) ? [file] : [];
  });
}

/** The package a bare specifier names ('@scope/name/sub' -> '@scope/name'); null for relative, alias and node: imports. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/')) return null;
  if (specifier.startsWith('node:') || specifier.startsWith('virtual:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? null : name;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

describe('dependencies', () => {
  it.each(WORKSPACES)('$manifest declares every package its code imports', ({ manifest, folders }) => {
    const declared = readJson(manifest);
    const names = new Set([
      ...Object.keys(declared.dependencies ?? {}),
      ...Object.keys(declared.devDependencies ?? {}),
      ...Object.keys(declared.peerDependencies ?? {}),
    ]);
    const missing = new Set<string>();
    // A folder that is also the workspace root ('.', 'apps/web') is read without descending.
    for (const folder of folders) {
      const recursive = !(
        folder === '.' || folders.some((other) => other !== folder && other.startsWith(`${folder}/`))
      );
      for (const file of sourceFiles(folder, recursive)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(IMPORT)) {
          const name = packageOf(match[1] ?? match[2] ?? match[3]);
          if (name && !names.has(name) && name !== declared.name)
            missing.add(`${name} (${path.relative(root, file)})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('every installed package runs on the oldest Node that package.json engines allows', () => {
    const oldest = semver.minVersion(rootPackage.engines.node)?.version;
    expect(oldest).toBeTruthy();
    const refusing = Object.entries<{ version: string; engines?: { node?: string } }>(lock.packages)
      .filter(([, entry]) => typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.satisfies(oldest!, entry.engines!.node!))
      .map(([name, entry]) => `${name}@${entry.version} (node ${entry.engines!.node})`);
    expect(refusing).toEqual([]);
  });
});
