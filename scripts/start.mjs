// `npm start`: install what is missing, build the web app when its sources changed, then serve.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSTALL_ARGS, needsBuild, needsInstall, SERVER_BUNDLE, serverBundleIsFresh } from './start-plan.mjs';

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

const server = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
