// `npm start`: install what is missing, build the web app when its sources changed, then serve.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    0,
  );
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || newestMtime(path.join(root, 'package-lock.json')) > newestMtime(installed)) {
  console.log('Instalando dependencias (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/shared/src'].map(
  (entry) => newestMtime(path.join(root, entry)),
);
if (!existsSync(webIndex) || Math.max(...webSources) > newestMtime(webIndex)) {
  console.log('Compilando la aplicación web...');
  run('npm', ['run', 'build', '--silent']);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
