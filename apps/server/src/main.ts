import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_ADMIN_PATH } from '@mayorista/shared/first-admin';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { LOCK_SEED, openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/seed.ts';
import { collectWhenIdle } from './lib/idle-collection.ts';
import { ensureDemoUsers } from './modules/auth/auth.service.ts';
import { prepareFirstAdmin } from './modules/auth/first-admin.service.ts';

const started = Date.now();
const config = loadConfig();
config.webDist ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
const app = await buildApp({ db: database.db, config, pool: database.pool });

// One process at a time when several start together on PostgreSQL (issue 14). The demo and its
// known passwords only outside production or with SEED_DEMO=true; otherwise the first admin comes
// from ADMIN_USERNAME/ADMIN_PASSWORD or a setup link (DOMAIN "Production start", issue 26 item 29).
const start = await database.exclusive(LOCK_SEED, async () => {
  if (!config.seedDemo)
    return prepareFirstAdmin(database.db, { admin: config.firstAdmin, secret: config.jwtSecret });
  const result = await seedDemo(database.db, {
    uploadsDir: config.uploadsDir,
    storage: app.storage,
    log: (message) => app.log.info(message),
  });
  await ensureDemoUsers(database.db);
  return { kind: 'demo' as const, seeded: result.seeded };
});

/** Longest wait for in-flight requests on SIGTERM/SIGINT; then open connections are cut. */
const DRAIN_MS = 10_000;
let stopping = false;
/**
 * Graceful shutdown (docs/decisions/030): stop accepting connections, let the requests under way
 * finish (up to DRAIN_MS, then cut the connections still open), stop the jobs and the shared state
 * (app onClose hooks), close the database pool, exit 0 (1 when connections had to be cut).
 * A second signal exits at once.
 */
const shutdown = async (signal: string) => {
  if (stopping) {
    app.log.warn(`${signal}: segunda señal, salida inmediata`);
    process.exit(1);
  }
  stopping = true;
  app.log.info(`${signal}: cerrando (se terminan las solicitudes en curso)`);
  let cut = false;
  const force = setTimeout(() => {
    cut = true;
    app.log.warn(`Cierre: pasaron ${DRAIN_MS / 1000} s, se cortan las conexiones abiertas`);
    app.server.closeAllConnections();
    // A job run or a pool that still does not let go: give up 5 s later.
    setTimeout(() => {
      app.log.error('Cierre: no terminó a tiempo, salida forzada');
      process.exit(1);
    }, 5_000).unref();
  }, DRAIN_MS);
  force.unref();
  try {
    await app.close();
    clearTimeout(force);
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'Cierre: error al cerrar');
    process.exit(1);
  }
  process.exit(cut ? 1 : 0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// One collection when the server goes quiet after a burst (with --expose-gc, SERVER_NODE_ARGS; decision 046).
collectWhenIdle();
const everyInterface = config.host === '0.0.0.0' || config.host === '::';
const url = `http://${everyInterface ? 'localhost' : config.host}:${config.port}`;
const storage =
  database.kind === 'pglite' ? `PGlite en ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)';
const accounts = {
  demo: `  Cuentas demo:
    Administrador:      admin / admin1234
    Comprador aprobado: demo  / demo1234`,
  created: `  Administrador creado: ${start.kind === 'created' ? start.username : ''} (ADMIN_USERNAME / ADMIN_PASSWORD)`,
  // Printed by the start that made it; any link works until an admin exists.
  link: `  La tienda no tiene administrador. Para crearlo, abre este enlace (vale 24 horas, una sola vez):
    ${config.siteUrl ?? url}${FIRST_ADMIN_PATH}#${start.kind === 'link' ? start.token : ''}`,
  exists: '',
}[start.kind];
console.log(`
  Mayorista listo en ${url}  (${((Date.now() - started) / 1000).toFixed(1)} s, ${storage}${start.kind === 'demo' && start.seeded ? ', catálogo demo creado' : ''})
  API: ${url}/api/docs
  Escuchando en ${config.host}${everyInterface ? ' (todas las interfaces; HOST=127.0.0.1 la limita a esta máquina)' : ''}
${accounts ? `\n${accounts}\n` : ''}`);
