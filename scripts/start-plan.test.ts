import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INSTALL_ARGS,
  JEMALLOC_PATHS,
  needsBuild,
  needsInstall,
  SERVER_BUNDLE,
  serverBundleIsFresh,
  serverEnv,
} from './start-plan.mjs';

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

  it('builds when there is no build yet, or no server render in it (decision 038)', () => {
    const root = fakeClone();
    expect(needsBuild(root)).toBe(true);
    const dist = path.join(root, 'apps/web/dist');
    mkdirSync(path.join(dist, '.ssr'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '');
    expect(needsBuild(root)).toBe(true);
    writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), '');
    expect(needsBuild(root)).toBe(false);
  });

  it('runs the server bundle only while it is newer than every server source', () => {
    const root = fakeClone();
    const source = path.join(root, 'apps/server/src/main.ts');
    const bundle = path.join(root, SERVER_BUNDLE);
    expect(serverBundleIsFresh(root)).toBe(false);
    mkdirSync(path.dirname(source), { recursive: true });
    mkdirSync(path.dirname(bundle), { recursive: true });
    writeFileSync(source, '');
    writeFileSync(bundle, '');
    utimesSync(source, new Date(2_000_000), new Date(2_000_000));
    utimesSync(bundle, new Date(3_000_000), new Date(3_000_000));
    expect(serverBundleIsFresh(root)).toBe(true);
    utimesSync(source, new Date(4_000_000), new Date(4_000_000));
    expect(serverBundleIsFresh(root)).toBe(false);
  });
});

describe('the allocator of every server start (issue 26 item 32, decision 046)', () => {
  it('preloads jemalloc where the system has it, and leaves a preload or MAYORISTA_ALLOCATOR=glibc alone', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-alloc-'));
    const jemalloc = path.join(dir, 'libjemalloc.so.2');
    const missing = path.join(dir, 'missing', 'libjemalloc.so.2');
    expect(serverEnv({}, [missing])).toEqual({});
    writeFileSync(jemalloc, '');
    expect(serverEnv({}, [missing, jemalloc])).toEqual({ LD_PRELOAD: jemalloc });
    expect(serverEnv({ LD_PRELOAD: '/opt/other.so' }, [jemalloc])).toEqual({});
    expect(serverEnv({ MAYORISTA_ALLOCATOR: 'glibc' }, [jemalloc])).toEqual({});
  });

  it("this machine's Node runs on jemalloc with that environment (Debian's libjemalloc2)", () => {
    const installed = JEMALLOC_PATHS.find((candidate) => existsSync(candidate));
    expect(installed, 'libjemalloc2 is installed (docs/deploy.md)').toBeDefined();
    const maps = spawnSync(
      process.execPath,
      ['-e', "process.stdout.write(require('node:fs').readFileSync('/proc/self/maps', 'utf8'))"],
      { env: { ...process.env, LD_PRELOAD: '', ...serverEnv({}) }, encoding: 'utf8' },
    );
    expect(maps.stdout).toContain(installed);
  });
});
