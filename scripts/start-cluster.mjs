// `npm run start:cluster`: CLUSTER_SIZE app processes (default 2) behind nginx on PostgreSQL, Redis
// and an S3 bucket, for trying locally what docs/deploy.md describes for production.
//   PORT (3000)            nginx's port, the one to open in the browser
//   CLUSTER_SIZE (2)       app processes, on ports CLUSTER_BASE_PORT (3011) and up
//   DATABASE_URL           default postgres://postgres@127.0.0.1:5432/mayorista (created if missing)
//   REDIS_URL              default redis://127.0.0.1:6379
//   S3_ENDPOINT            unset: starts scripts/s3-local.mjs (s3rver on S3_LOCAL_PORT, 4569)
//   WEB_DIST               the web build (default apps/web/dist, built when missing)
// Ctrl-C or SIGTERM stops nginx and then each process gracefully (SIGTERM). SIGHUP restarts the app
// processes one at a time (a rolling restart: the others keep answering through nginx).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import {
  drainAndStop,
  reloadNginx,
  root,
  startApp,
  startNginx,
  stopProcess,
  waitReady,
  writeNginxConfig,
} from './cluster.mjs';

const env = process.env;
const port = Number(env.PORT ?? 3000);
const size = Number(env.CLUSTER_SIZE ?? 2);
const basePort = Number(env.CLUSTER_BASE_PORT ?? 3011);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mayorista';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dir = path.join(root, 'data', 'cluster');
mkdirSync(dir, { recursive: true });

const fail = (message) => {
  console.error(`\n  start:cluster: ${message}\n`);
  process.exit(1);
};
if (!Number.isInteger(size) || size < 1 || size > 16) fail('CLUSTER_SIZE debe ser un número entre 1 y 16.');

/** true when something accepts TCP connections on host:port. */
const reachable = (host, targetPort) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(targetPort) });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    fail(`no se pudo conectar a PostgreSQL en ${target.host} (${error.message}).`);
  }
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) {
    await client.query(`create database ${name}`);
    console.log(`  Base de datos ${name} creada.`);
  }
  await client.end();
}

/** The JWT secret every process shares (JWT_SECRET, or one kept in data/cluster/jwt-secret). */
function sharedSecret() {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const children = new Set();
let stopping = false;
let s3 = null;
let nginx = null;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n  Deteniendo nginx y los procesos...');
  if (nginx) await stopProcess(nginx, 10_000);
  await Promise.all([...apps].map((app) => stopProcess(app.child)));
  if (s3) await stopProcess(s3, 5_000);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

await ensureDatabase(databaseUrl);
const redis = new URL(redisUrl);
if (!(await reachable(redis.hostname, redis.port || 6379)))
  fail(`Redis no responde en ${redis.host} (REDIS_URL). En Debian: apt-get install -y redis-server.`);

const s3Env = {};
if (env.S3_ENDPOINT) {
  if (!env.S3_BUCKET) fail('S3_ENDPOINT necesita S3_BUCKET.');
} else {
  const s3Port = Number(env.S3_LOCAL_PORT ?? 4569);
  if (!existsSync(path.join(root, 'scripts', 's3-local.mjs')))
    fail('falta scripts/s3-local.mjs (npm run s3:local).');
  if (!(await reachable('127.0.0.1', s3Port))) {
    s3 = spawn(process.execPath, ['scripts/s3-local.mjs'], {
      cwd: root,
      env: { ...env, S3_LOCAL_PORT: String(s3Port) },
      stdio: 'inherit',
    });
    children.add(s3);
    const deadline = Date.now() + 30_000;
    while (!(await reachable('127.0.0.1', s3Port))) {
      if (Date.now() > deadline || s3.exitCode !== null)
        fail(`el S3 local no arrancó en el puerto ${s3Port}.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  Object.assign(s3Env, {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: env.S3_BUCKET ?? 'mayorista',
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID ?? 'S3RVER',
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY ?? 'S3RVER',
  });
}

// WEB_DIST: a build elsewhere (passed on to the processes); otherwise apps/web/dist, built if missing.
if (!env.WEB_DIST && !existsSync(path.join(root, 'apps', 'web', 'dist', 'index.html'))) {
  console.log('  Compilando la aplicación web...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) fail('no se pudo compilar la aplicación web.');
}

const appEnv = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  ...s3Env,
  TRUST_PROXY: 'true',
  JWT_SECRET: sharedSecret(),
  DATA_DIR: env.DATA_DIR ?? path.join(dir, 'app'),
  HOST: '127.0.0.1',
  LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
};
const ports = Array.from({ length: size }, (_, index) => basePort + index);
/** @type {Set<{ port: number, child: import('node:child_process').ChildProcess }>} */
const apps = new Set();

function launch(appPort) {
  const app = { port: appPort, child: startApp({ ...appEnv, PORT: String(appPort) }) };
  app.child.on('exit', (code, signal) => {
    if (!stopping && !app.restarting)
      console.error(`  El proceso del puerto ${appPort} terminó (${signal ?? code}).`);
  });
  apps.add(app);
  return app;
}

console.log(`  Arrancando ${size} procesos (puertos ${ports.join(', ')})...`);
const started = ports.map(launch);
try {
  await Promise.all(started.map((app) => waitReady(app.port, { child: app.child })));
} catch (error) {
  await shutdown(1);
  fail(error.message);
}

const nginxOptions = { listen: port, upstreamPorts: ports, prefix: dir };
const configFile = writeNginxConfig(nginxOptions);
try {
  nginx = startNginx(configFile, dir);
} catch (error) {
  await Promise.all(started.map((app) => stopProcess(app.child)));
  fail(error.message);
}
nginx.on('exit', (code) => {
  if (!stopping) {
    console.error(`  nginx terminó (${code}); mirá ${path.join(dir, 'error.log')}.`);
    void shutdown(1);
  }
});

// SIGHUP: rolling restart, one process at a time: nginx stops sending it requests (reload), it
// drains with SIGTERM, its replacement must be ready and back in nginx before the next one stops.
// New code and migrations are picked up by the new processes (docs/deploy.md).
let rolling = false;
process.on('SIGHUP', async () => {
  if (rolling || stopping) return;
  rolling = true;
  console.log('  Reinicio escalonado...');
  for (const app of [...apps]) {
    app.restarting = true;
    await drainAndStop(nginx, app.child, { ...nginxOptions, down: [app.port] });
    apps.delete(app);
    const next = launch(app.port);
    try {
      await waitReady(next.port, { child: next.child });
      writeNginxConfig(nginxOptions);
      await reloadNginx(nginx);
      console.log(`  Proceso del puerto ${app.port} reiniciado.`);
    } catch (error) {
      console.error(`  ${error.message}: el reinicio se detiene.`);
      break;
    }
  }
  rolling = false;
});

console.log(`
  Mayorista (${size} procesos detrás de nginx) listo en http://localhost:${port}
  PostgreSQL: ${databaseUrl.replace(/\/\/[^@]*@/, '//')}
  Redis: ${redisUrl}
  S3: ${s3Env.S3_ENDPOINT ?? env.S3_ENDPOINT} (bucket ${s3Env.S3_BUCKET ?? env.S3_BUCKET})
  nginx: ${configFile}

  Cuentas demo:
    Administrador:      admin / admin1234
    Comprador aprobado: demo  / demo1234

  Ctrl-C detiene todo; kill -HUP ${process.pid} reinicia los procesos de a uno.
`);
