// `npm run migrate-uploads`: copies the images of the local uploads folder (DATA_DIR/uploads) to the
// S3 bucket of the S3_* variables, skipping what is already there (it can be run again). Stored
// URLs stay `/media/...`: with S3 the server answers them with a redirect to the bucket
// (docs/decisions/031), so no database row changes. Exits with 1 when a file could not be copied.
import { loadConfig } from './config.ts';
import { createS3Storage } from './lib/storage.ts';
import { migrateUploads } from './lib/upload-migration.ts';

// The JWT secret is not needed here: a placeholder keeps loadConfig from creating one in DATA_DIR.
const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET ?? 'x'.repeat(32) });
if (!config.s3) {
  console.error(
    '\n  migrate-uploads: falta S3_BUCKET (y S3_ENDPOINT o S3_PUBLIC_URL); ver README, "Imágenes en S3".\n',
  );
  process.exit(1);
}
const target = createS3Storage(config.s3);
console.log(`Copiando ${config.uploadsDir} al bucket "${config.s3.bucket}" (${config.s3.publicUrl})`);
const started = Date.now();
const summary = await migrateUploads({
  uploadsDir: config.uploadsDir,
  target,
  log: (line) => console.log(`  ${line}`),
});
target.destroy();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Listo en ${seconds} s: ${summary.copied} copiados, ${summary.skipped} ya estaban, ${summary.failed} con error` +
    (summary.ignored ? `, ${summary.ignored} ignorados` : ''),
);
process.exit(summary.failed > 0 ? 1 : 0);
