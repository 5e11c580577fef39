// Applies the pending migrations and exits (docs/deploy.md: migrations before the new code).
//   DATABASE_URL=postgres://... node --import tsx scripts/migrate.mjs
// The app also migrates when it starts (under an advisory lock); this runs them on their own, first.
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL no está definida (postgres://usuario@host:5432/base).');
  process.exit(1);
}
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const started = Date.now();
const database = await openDatabase({ url, poolSize: 2 });
await database.close();
console.log(`Migraciones al día (${((Date.now() - started) / 1000).toFixed(1)} s).`);
