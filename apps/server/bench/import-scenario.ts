/**
 * The import scenario of `npm run bench` (decision 021): a generated CSV of BENCH_IMPORT_ROWS rows
 * (5,000 by default) with new SKUs, dry-run and applied through the real API as the demo admin, then
 * the same SKUs again with new prices and stock (every row an update). Prints the seconds of each call.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const CATEGORIES = ['CULTIVO', 'CULTIVO > Sustratos', 'ILUMINARIA', 'PARAFERNALIA', 'SALUD'];

export type ImportTiming = { backend: string; step: string; rows: number; seconds: number; outcome: string };

function importCsv(run: string, priceBase: number): Buffer {
  const lines = ['sku;nombre;marca;categoria;precio;precio_costo;moneda;descuento;stock;disponible'];
  for (let i = 0; i < ROWS; i++) {
    const price = `${priceBase + i},${String(i % 100).padStart(2, '0')}`;
    lines.push(
      `IMP-${run}-${i};Producto importado ${i};Marca Bench ${i % 20};${CATEGORIES[i % CATEGORIES.length]};` +
        `${price};${priceBase / 2};${i % 7 === 0 ? 'USD' : 'ARS'};${i % 3 === 0 ? 10 : 0};${(i * 7) % 500};` +
        `${i % 11 === 0 ? 'no' : 'si'}`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function post(
  base: string,
  token: string,
  csv: Buffer,
  dryRun: boolean,
): Promise<{ seconds: number; outcome: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const response = await fetch(`${base}/api/products/import/${dryRun ? '?dry_run=true' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text(); // the apply streams NDJSON: done when the last line arrives
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) return { seconds, outcome: `HTTP ${response.status}: ${text.slice(0, 200)}` };
  const last = JSON.parse(dryRun ? text : text.trim().split('\n').at(-1)!);
  const summary = dryRun ? last.summary : last.result?.summary;
  return {
    seconds,
    outcome: summary
      ? `${summary.create} nuevos, ${summary.update} modificados, ${summary.unchanged} sin cambios, ${summary.error} errores`
      : JSON.stringify(last).slice(0, 200),
  };
}

export async function benchImport(backend: string, base: string): Promise<ImportTiming[]> {
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
  });
  const { access } = await login.json();
  const run = `${process.pid}`;
  const timings: ImportTiming[] = [];
  const step = async (name: string, csv: Buffer, dryRun: boolean) => {
    const { seconds, outcome } = await post(base, access, csv, dryRun);
    timings.push({ backend, step: name, rows: ROWS, seconds, outcome });
    console.log(`  ${backend} · importación ${name} (${ROWS} filas): ${seconds.toFixed(2)} s — ${outcome}`);
  };
  const created = importCsv(run, 1000);
  await step('revisión, productos nuevos', created, true);
  await step('aplicación, productos nuevos', created, false);
  const updated = importCsv(run, 2000);
  await step('revisión, modificaciones', updated, true);
  await step('aplicación, modificaciones', updated, false);
  return timings;
}
