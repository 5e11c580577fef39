// `npm run dev:supplier`: a second instance of this server playing the external distributor
// (DOMAIN.md "External supplier inventory", decision 026): its own port and data directory, PGlite,
// its price list public (PUBLIC_PRICES=true) and the supplier demo catalogue (SEED_PROFILE=supplier),
// which overlaps the store's by SKU. Point the store at it with EXTERNAL_API_URL=http://localhost:3001.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE, SERVER_NODE_ARGS, serverBundleIsFresh } from './start-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  PORT: process.env.SUPPLIER_PORT ?? '3001',
  DATA_DIR: process.env.SUPPLIER_DATA_DIR ?? path.join(root, 'data', 'supplier'),
  PUBLIC_PRICES: 'true',
  SEED_PROFILE: 'supplier',
};
// The supplier never shares the store's database nor calls a supplier of its own.
delete env.DATABASE_URL;
delete env.EXTERNAL_API_URL;
delete env.JWT_SECRET;

console.log(
  `Proveedor externo de prueba en el puerto ${env.PORT} (datos en ${env.DATA_DIR}).\n` +
    `Para conectar la tienda: EXTERNAL_API_URL=http://localhost:${env.PORT} npm start`,
);
// The bundle npm start runs when it is up to date (no transpiling at start), else the sources.
const entry = serverBundleIsFresh(root)
  ? [...SERVER_NODE_ARGS, SERVER_BUNDLE]
  : ['--import', 'tsx', 'apps/server/src/main.ts'];
const server = spawn(process.execPath, entry, {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
