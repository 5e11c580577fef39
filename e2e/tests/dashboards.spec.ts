import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Issue 12: the admin lands on General after login and sees the figures the statistics API computes
 * from the orders; switches the period, applies a custom range, refreshes, opens an order of a list;
 * Métricas renders its cards and both charts from real data at desktop and 390 px. Read-only: it
 * changes no data.
 */

type Stats = {
  ventas: number;
  facturacion: number;
  ticketPromedio: number;
  visitas: number;
  clientes: number;
};

const money2 = (value: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;
const count = (value: number) => value.toLocaleString('es-AR');
const storeDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

async function analytics(request: APIRequestContext, token: string, query: string): Promise<Stats> {
  const response = await request.get(`/api/statistics/analytics/?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).stats as Stats;
}

const card = (page: Page, label: string) =>
  page.getByRole('article', { name: label }).getByTestId('stat-value');

async function expectOverviewFigures(page: Page, stats: Stats) {
  await expect(card(page, 'Ventas')).toHaveText(count(stats.ventas));
  await expect(card(page, 'Facturación')).toHaveText(money2(stats.facturacion));
  await expect(card(page, 'Ticket promedio')).toHaveText(money2(stats.ticketPromedio));
  await expect(card(page, 'Nuevos usuarios')).toHaveText(count(stats.visitas));
}

const STATUS_TITLES = {
  pending: 'Pendientes',
  paid: 'Pagados',
  shipped: 'Enviados',
  delivered: 'Entregados',
};

/** 'Pedidos por estado' shows the counts of the chosen period (issue 26 item 7). */
async function expectStatusCounts(page: Page, request: APIRequestContext, token: string, query: string) {
  const response = await request.get(`/api/statistics/dashboard-orders/?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { statuses } = (await response.json()) as { statuses: { status: string; count: number }[] };
  for (const { status, count: n } of statuses)
    await expect(
      page.getByRole('region', { name: STATUS_TITLES[status as keyof typeof STATUS_TITLES] }),
    ).toContainText(`${n} ${n === 1 ? 'pedido' : 'pedidos'}`);
  return statuses.reduce((sum, list) => sum + list.count, 0);
}

async function applyRange(page: Page, start: string, end: string) {
  await page.getByRole('button', { name: 'Personalizado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rango personalizado' });
  await dialog.getByLabel('Desde').fill(end);
  await dialog.getByLabel('Hasta').fill(start);
  // The start after the end: not applicable.
  await dialog.getByLabel('Desde').fill(end);
  await expect(dialog.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  await dialog.getByLabel('Desde').fill(start);
  await dialog.getByLabel('Hasta').fill(end);
  await expect(dialog.getByRole('button', { name: 'Aplicar' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog).toBeHidden();
}

test('overview: lands after login, figures match the API, period, custom range, refresh, open an order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', 'admin1234');

  await page.goto('/iniciar-sesion');
  await page
    .getByLabel(/usuario/i)
    .first()
    .fill('admin');
  await page
    .getByLabel(/contraseña/i)
    .first()
    .fill('admin1234');
  await page
    .getByRole('button', { name: /ingresar|iniciar/i })
    .first()
    .click();
  await page.waitForURL('**/configuracion/general');
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();

  await expect(page.getByRole('button', { name: 'Mes' })).toHaveAttribute('aria-pressed', 'true');
  await expectOverviewFigures(page, await analytics(request, admin.access, 'period=month'));

  await page.getByRole('button', { name: 'Hoy' }).click();
  await expectOverviewFigures(page, await analytics(request, admin.access, 'period=day'));
  const todayCount = await expectStatusCounts(page, request, admin.access, 'period=day');
  await page.getByRole('button', { name: 'Año' }).click();
  await expectOverviewFigures(page, await analytics(request, admin.access, 'period=year'));
  const yearCount = await expectStatusCounts(page, request, admin.access, 'period=year');
  // The demo history spans six months: the year holds more orders than today.
  expect(yearCount).toBeGreaterThan(todayCount);

  const today = storeDay(new Date());
  const weekAgo = storeDay(new Date(Date.now() - 6 * 86_400_000));
  await applyRange(page, weekAgo, today);
  await expectOverviewFigures(
    page,
    await analytics(request, admin.access, `start_date=${weekAgo}&end_date=${today}`),
  );

  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText('¡Datos actualizados correctamente!')).toBeVisible();

  for (const title of ['Pendientes', 'Pagados', 'Enviados', 'Entregados'])
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  await expectAccessible(page, 'General');

  const list = page.getByRole('region', { name: 'Entregados' });
  const first = list.getByRole('link', { name: /Ver detalles del pedido #\d+/ }).first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const id = label.match(/#(\d+)/)?.[1];
  expect(id).toBeTruthy();
  await first.click();
  await page.waitForURL(`**/configuracion/pedidos/${id}`);
});

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`Métricas (${name}): cards, both charts, top products, inactive customers, custom range`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const admin = await apiLogin(request, 'admin', 'admin1234');
    await page.addInitScript((token) => {
      localStorage.setItem('cacheVersion', '1.2');
      localStorage.setItem('accessToken', token);
      localStorage.setItem('isAdmin', 'true');
      localStorage.setItem('username', 'admin');
    }, admin.access);
    await page.goto('/configuracion/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Métricas' })).toBeVisible();

    const month = await analytics(request, admin.access, 'period=month');
    await expect(card(page, 'Facturación')).toHaveText(money2(month.facturacion));
    await expect(card(page, 'Ventas')).toHaveText(count(month.ventas));
    await expect(card(page, 'Clientes')).toHaveText(count(month.clientes));

    const revenue = page.getByRole('region', { name: 'Facturación y ticket promedio' }).locator('canvas');
    const doughnut = page.getByRole('region', { name: 'Clientes nuevos y existentes' }).locator('canvas');
    await expect(revenue).toBeVisible();
    await expect(doughnut).toBeVisible();
    const box = await revenue.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    await expect(
      page.getByRole('region', { name: 'Productos más vendidos' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Clientes inactivos' }).getByRole('link').first(),
    ).toHaveAttribute('href', /\/configuracion\/clientes\/\d+$/);
    await expect(page.getByRole('region', { name: 'Resumen de rendimiento' })).toBeVisible();

    const today = storeDay(new Date());
    const start = `${today.slice(0, 7)}-01`;
    await applyRange(page, start, today);
    const range = await analytics(request, admin.access, `start_date=${start}&end_date=${today}`);
    await expect(card(page, 'Ventas')).toHaveText(count(range.ventas));
    await expect(revenue).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, `Métricas ${name}`);
  });
}
