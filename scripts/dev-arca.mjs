// `npm run dev:arca`: the local double of ARCA (decision 055) on loopback, speaking WSAA's and WSFEv1's
// SOAP, so the real ARCA client runs offline: apps/server/src/modules/invoicing/arca-double.main.ts,
// the same double the contract tests start. Its port is ARCA_DOUBLE_PORT (3004); it prints the
// ARCA_CERT, ARCA_KEY, ARCA_WSAA_URL and ARCA_WSFE_URL to start the store with. Without them the store
// uses the same double inside its own process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const double = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/modules/invoicing/arca-double.main.ts'],
  { cwd: root, env: process.env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => double.kill(signal));
double.on('exit', (code) => process.exit(code ?? 0));
