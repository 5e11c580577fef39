// `npm run s3:local`: a local S3-compatible server (s3rver) for trying the S3 storage of uploads
// (docs/decisions/031) without a cloud account; `npm run start:cluster` starts it when S3_ENDPOINT
// is unset. A development tool only: it checks no permissions (anyone who reaches the port can
// write), so it listens on the loopback interface unless S3_LOCAL_HOST says otherwise.
//   S3_LOCAL_PORT (4569)       its port
//   S3_LOCAL_HOST (127.0.0.1)  the interface it listens on
//   S3_LOCAL_DIR (data/s3)     where the objects are kept between runs
//   S3_BUCKET (mayorista)      the bucket created at start (objects readable by anyone, as the
//                              storefront's images must be)
// Ctrl-C or SIGTERM stops it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = Number(env.S3_LOCAL_PORT ?? 4569);
const host = env.S3_LOCAL_HOST ?? '127.0.0.1';
const bucket = env.S3_BUCKET ?? 'mayorista';
const directory = path.resolve(root, env.S3_LOCAL_DIR ?? path.join('data', 's3'));

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('\n  s3:local: S3_LOCAL_PORT debe ser un número de puerto.\n');
  process.exit(1);
}
if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
  console.error(`\n  s3:local: "${bucket}" no es un nombre de bucket válido (S3_BUCKET).\n`);
  process.exit(1);
}
mkdirSync(directory, { recursive: true });

// Reads from any origin: a page may fetch an image (not only show it in an <img>).
const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const server = new S3rver({
  address: host,
  port,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [cors] }],
});

let address;
try {
  address = await server.run();
} catch (error) {
  console.error(`\n  s3:local: no se pudo escuchar en ${host}:${port} (${error.code ?? error.message}).\n`);
  process.exit(1);
}
const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const endpoint = `http://${shownHost}:${address.port}`;
const shownDir = directory.startsWith(`${root}${path.sep}`) ? path.relative(root, directory) : directory;
console.log(`
  S3 local (s3rver) listo en ${endpoint}, bucket "${bucket}", datos en ${shownDir}

  Variables para el servidor:
    S3_ENDPOINT=${endpoint}
    S3_BUCKET=${bucket}
    S3_REGION=us-east-1
    S3_ACCESS_KEY_ID=S3RVER
    S3_SECRET_ACCESS_KEY=S3RVER
    S3_PUBLIC_URL=${endpoint}/${bucket}

  Copiar al bucket las imágenes ya subidas: npm run migrate-uploads (con las mismas variables)
`);

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`  s3:local: ${signal}, cerrando`);
  await server.close().catch(() => {});
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
