// `npm run dev:mercadopago`: the local double of Mercado Pago (decision 054) on loopback, so online
// payment runs offline: apps/server/src/modules/payments/mercadopago-double.ts, the same double the
// tests start. Its port is MP_DOUBLE_PORT (3002); MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET, when set, are
// the ones it expects and signs with (otherwise local test values, printed for the store's command).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const double = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/modules/payments/mercadopago-double.ts'],
  { cwd: root, env: process.env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => double.kill(signal));
double.on('exit', (code) => process.exit(code ?? 0));
