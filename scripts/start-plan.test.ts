import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTALL_ARGS, needsBuild, needsInstall } from './start-plan.mjs';

function fakeClone({ installed = false, binaries = [] as string[] } = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mayorista-start-'));
  writeFileSync(path.join(root, 'package-lock.json'), '{}');
  utimesSync(path.join(root, 'package-lock.json'), new Date(1_000_000), new Date(1_000_000));
  if (installed) {
    mkdirSync(path.join(root, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{}');
    for (const name of binaries) writeFileSync(path.join(root, 'node_modules', '.bin', name), '');
  }
  return root;
}

describe('npm start under NODE_ENV=production', () => {
  it('installs the build tools even though npm omits devDependencies in production', () => {
    expect(INSTALL_ARGS).toContain('--include=dev');
    // npm itself agrees that the flag brings the devDependencies back under NODE_ENV=production.
    const config = spawnSync('npm', ['config', 'get', 'omit', ...INSTALL_ARGS.slice(1)], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(config.stdout.trim()).not.toContain('dev');
  });

  it('installs on a fresh clone and again when an earlier production install left vite out', () => {
    expect(needsInstall(fakeClone())).toBe(true);
    expect(needsInstall(fakeClone({ installed: true, binaries: ['tsx'] }))).toBe(true);
    expect(needsInstall(fakeClone({ installed: true, binaries: ['tsx', 'vite'] }))).toBe(false);
  });

  it('builds when there is no build yet', () => {
    expect(needsBuild(fakeClone())).toBe(true);
  });
});
