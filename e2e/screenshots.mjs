// Screenshots of the main pages at desktop and phone widths, for a person to look at:
//   node e2e/screenshots.mjs [baseURL] [outDir]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const outDir = process.argv[3] ?? 'screenshots';
const pages = (
  process.env.PAGES ??
  '/,/productos,/productos?category_name=ILUMINARIA&include_children=true,/iniciar-sesion'
).split(',');
const login = process.env.LOGIN; // e.g. demo:demo1234

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, locale: 'es-AR', deviceScaleFactor: 1 });
  const page = await context.newPage();
  if (login) {
    const [username, password] = login.split(':');
    await page.goto(`${base}/iniciar-sesion`);
    await page
      .getByLabel(/usuario/i)
      .first()
      .fill(username);
    await page
      .getByLabel(/contraseña/i)
      .first()
      .fill(password);
    await page
      .getByRole('button', { name: /ingresar|iniciar/i })
      .first()
      .click();
    await page.waitForURL((url) => !url.pathname.startsWith('/iniciar-sesion'));
  }
  for (const path of pages) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500);
    const name = `${label}${path.replace(/[^a-z0-9]+/gi, '_')}${login ? '_login' : ''}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL === '1' });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();
