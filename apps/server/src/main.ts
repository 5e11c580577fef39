import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { LOCK_SEED, openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/seed.ts';
import { ensureDemoUsers } from './modules/auth/auth.service.ts';

const started = Date.now();
const config = loadConfig();
config.webDist ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
const app = await buildApp({ db: database.db, config });

// One process at a time when several start together on PostgreSQL (issue 14).
const seeded = await database.exclusive(LOCK_SEED, async () => {
  const result = await seedDemo(database.db, {
    uploadsDir: config.uploadsDir,
    storage: app.storage,
    log: (message) => app.log.info(message),
  });
  await ensureDemoUsers(database.db);
  return result;
});

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: cerrando`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const everyInterface = config.host === '0.0.0.0' || config.host === '::';
const url = `http://${everyInterface ? 'localhost' : config.host}:${config.port}`;
const storage =
  database.kind === 'pglite' ? `PGlite en ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)';
console.log(`
  Mayorista listo en ${url}  (${((Date.now() - started) / 1000).toFixed(1)} s, ${storage}${seeded.seeded ? ', catálogo demo creado' : ''})
  API: ${url}/api/docs
  Escuchando en ${config.host}${everyInterface ? ' (todas las interfaces; HOST=127.0.0.1 la limita a esta máquina)' : ''}

  Cuentas demo:
    Administrador:      admin / admin1234
    Comprador aprobado: demo  / demo1234
`);
