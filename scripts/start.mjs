// `npm start`: install what is missing, build the web app when its sources changed, then serve.
// package.json runs it with `exec`: npm passes SIGINT/SIGTERM to its child, and without `exec` that
// child is the shell, which dies and leaves this process and the server running (issue 26 item 30).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  INSTALL_ARGS,
  needsBuild,
  needsInstall,
  SERVER_BUNDLE,
  SERVER_NODE_ARGS,
  serverBundleIsFresh,
  serverEnv,
} from './start-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (needsInstall(root)) {
  console.log(`Instalando dependencias (npm ${INSTALL_ARGS.join(' ')})...`);
  run('npm', INSTALL_ARGS);
}

if (needsBuild(root)) {
  console.log('Compilando la aplicación web...');
  run('npm', ['run', 'build', '--silent']);
}
// The server runs bundled (no transpiling at start: docs/decisions/034); rebuilt when its sources changed.
if (!serverBundleIsFresh(root)) run('node', ['scripts/build-server.mjs']);

// The server runs in a process group of its own, so a stop signal reaches it once, from here: Ctrl-C
// reaches this process twice (from the terminal and from npm, which passes signals on), and a second
// signal tells the server to stop at once instead of finishing its requests (main.ts).
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_BUNDLE], {
  cwd: root,
  env: { ...process.env, ...serverEnv() },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
/** A repeat within this long is the same key press or stop request seen twice. */
const SAME_SIGNAL_MS = 1_000;
let lastForwarded = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    if (Date.now() - lastForwarded < SAME_SIGNAL_MS) return;
    lastForwarded = Date.now();
    server.kill(signal);
  });
// `npm start` ends when the server does, the same way: its exit code, or the signal that killed it.
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
