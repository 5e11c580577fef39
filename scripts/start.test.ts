import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/test/network.ts';

/**
 * `npm start` under a supervisor (issue 26 item 30): a stop signal sent to the process the supervisor
 * started (npm) reaches the server, which drains and exits; npm ends when the server ends, with its
 * exit code, and the port is free. Real `npm start`, PGlite in a temporary DATA_DIR, production mode
 * with a first admin (no demo catalogue to seed, so the starts are quick).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-start-signals-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Every process under `pid` (children, grandchildren...), from /proc. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parentOf)
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
  };
  visit(pid);
  return found;
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

type Started = {
  npm: ChildProcess;
  /** npm's processes while it serves (start.mjs, the server): killed after each test if still alive. */
  tree: number[];
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  log: () => string;
};

/** `npm start` in its own process group (as a terminal or a supervisor runs it), once it serves. */
async function npmStart(): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ADMIN_USERNAME: 'duenio',
    ADMIN_PASSWORD: 'clave-del-duenio-2026',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JOBS: 'off',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'SEED_DEMO']) delete env[name];
  const npm = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  npm.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  npm.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 240_000;
  while (!(await listening(port))) {
    if (npm.exitCode !== null) throw new Error(`npm start terminó con ${npm.exitCode}:\n${log}`);
    if (Date.now() > deadline) throw new Error(`npm start no sirvió a tiempo:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const started = {
    npm,
    tree: [npm.pid as number, ...descendants(npm.pid as number)],
    port,
    exited,
    log: () => log,
  };
  running.push(started);
  return started;
}

const running: Started[] = [];
afterEach(() => {
  for (const started of running.splice(0))
    for (const pid of started.tree)
      if (commandOf(pid))
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
});

/** How npm ended, or 'running' after `ms`. */
function endOf(started: Started, ms: number) {
  const timer = new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), ms));
  return Promise.race([started.exited, timer]);
}

describe('npm start passes stop signals on and ends with the server', () => {
  it('SIGTERM to npm stops the server and frees the port; npm exits 0', { timeout: 300_000 }, async () => {
    const started = await npmStart();
    const server = started.tree.find((pid) => commandOf(pid).includes('main.mjs'));
    expect(server).toBeDefined();
    process.kill(started.npm.pid as number, 'SIGTERM');
    const result = await endOf(started, 20_000);
    expect(result, started.log()).toEqual({ code: 0, signal: null });
    expect(await listening(started.port)).toBe(false);
    expect(commandOf(server as number)).toBe('');
  });

  it('Ctrl-C (SIGINT to the whole group) drains once and exits 0', { timeout: 300_000 }, async () => {
    const started = await npmStart();
    process.kill(-(started.npm.pid as number), 'SIGINT');
    const result = await endOf(started, 20_000);
    // A second signal means "stop at once" (exit 1): one key press must not count as two.
    expect(result, started.log()).toEqual({ code: 0, signal: null });
    expect(started.log()).not.toContain('segunda señal');
    expect(await listening(started.port)).toBe(false);
  });

  it('a server that dies ends npm start with a failure', { timeout: 300_000 }, async () => {
    const started = await npmStart();
    const server = started.tree.find((pid) => commandOf(pid).includes('main.mjs'));
    process.kill(server as number, 'SIGKILL');
    const result = await endOf(started, 20_000);
    expect(result).not.toBe('running');
    expect(result).not.toEqual({ code: 0, signal: null });
  });
});
