import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, apiLogin, expectAccessible, useSession } from '../support/axe';
import { expect, test } from '../support/test';

// Every public page and every screen of the /configuracion panel (read from the web app's route
// registry) must have no serious or critical axe violation, at desktop width and at 390 px.

type RegistryRoute = {
  path: string;
  aliases?: string[];
  role: 'public' | 'user' | 'staff';
  redirectTo?: string;
  sidebar?: { buyersOnly?: boolean };
};

const registryFile = path.resolve(import.meta.dirname, '../../apps/web/src/app-routes.ts');

async function panelRoutes(): Promise<RegistryRoute[]> {
  // A computed specifier: the registry is loaded at run time, not type-checked as part of e2e.
  const registry: { APP_ROUTES: RegistryRoute[] } = await import(pathToFileURL(registryFile).href);
  return registry.APP_ROUTES.filter((route) => route.path.startsWith('/configuracion') && !route.redirectTo);
}

type ApiProduct = { id: number; stock: number; is_available: boolean; has_variants: boolean; name: string };

async function firstProduct(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get('/api/products/?page_size=50');
  const products = (await response.json()).results as ApiProduct[];
  const product = products.find((item) => item.is_available && !item.has_variants && item.stock > 2);
  expect(product, 'a simple product in stock').toBeTruthy();
  return product!;
}

/** An order of the demo buyer (created once), so the order details screen has something to show. */
async function demoOrder(request: APIRequestContext, buyer: ApiSession): Promise<number> {
  const headers = { authorization: `Bearer ${buyer.access}` };
  const mine = await (await request.get('/api/orders/my-orders/', { headers })).json();
  const list = Array.isArray(mine) ? mine : (mine.results ?? []);
  if (list.length) return list[0].id;
  const product = await firstProduct(request);
  const response = await request.post('/api/orders/', {
    headers,
    data: {
      recipient_name: 'Demo Comprador',
      customer_phone: '1122334455',
      customer_email: 'demo@example.com',
      delivery_type: 'pickup',
      products: [{ product_id: product.id, quantity: 1 }],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).id;
}

async function customerId(request: APIRequestContext, admin: ApiSession): Promise<number> {
  const response = await request.get('/api/auth/customers/?search=demo', {
    headers: { authorization: `Bearer ${admin.access}` },
  });
  return (await response.json()).results[0].id;
}

/** Opens a page and waits for its data and lazy chunks to settle before axe reads it. */
async function open(page: Page, url: string) {
  await page.setViewportSize(WIDTHS[0].viewport);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
  await settled(page);
}

/**
 * Carousels and entrance animations finished (opacity transitions confuse color-contrast); after a
 * resize the home carousel recounts its slides 250 ms after the last resize event, then slides.
 * A fixed wait: waiting for `document.getAnimations()` to end was no faster (decision 051).
 */
async function settled(page: Page) {
  await page.waitForTimeout(700);
}

const WIDTHS = [
  { name: 'escritorio', viewport: { width: 1366, height: 900 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
];

/**
 * axe at every width on one visit (decision 051): the page is loaded once at desktop width, checked,
 * narrowed to 390 px (its media queries and resize listeners redraw it), settled and checked again.
 */
async function expectAccessibleAtEveryWidth(page: Page, label: string) {
  for (const { name, viewport } of WIDTHS) {
    if (viewport.width !== page.viewportSize()?.width) {
      await page.setViewportSize(viewport);
      await settled(page);
    }
    await expectAccessible(page, `${label} (${name})`);
  }
}

test.describe('axe a 1366 y a 390 px', () => {
  test('public pages', async ({ page, request }) => {
    test.setTimeout(240_000);
    const product = await firstProduct(request);
    const pages = [
      '/',
      '/productos',
      '/productos?category_name=ILUMINARIA&include_children=true',
      `/producto/${product.id}`,
      '/iniciar-sesion',
      '/acceso',
      '/crear-cuenta',
      '/contacto',
      '/nosotros',
      '/carrito',
      '/404',
    ];
    for (const url of pages) {
      await open(page, url);
      await expectAccessibleAtEveryWidth(page, url);
    }

    // The cart with a line in it.
    await page.evaluate((item) => {
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: item.id,
            name: item.name,
            price: 1000,
            discount: 0,
            currency: 'ARS',
            image: null,
            brand: null,
            stock: item.stock,
            quantity: 1,
            selected_variants: null,
            variant_display: '',
          },
        ]),
      );
    }, product);
    await open(page, '/carrito');
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, '/carrito con productos');
  });

  test('the panel as a buyer', async ({ page, request }) => {
    test.setTimeout(180_000);
    const buyer = await apiLogin(request, 'demo', 'demo1234');
    const order = await demoOrder(request, buyer);
    await useSession(page, buyer);
    // The buyer's own screens of the registry (Mis pedidos, the buyer tools...), besides these.
    const buyersOnly = (await panelRoutes())
      .filter((route) => route.sidebar?.buyersOnly)
      .map((route) => route.path);
    expect(buyersOnly.length).toBeGreaterThan(1);
    for (const url of new Set([
      '/configuracion',
      '/configuracion/mi-cuenta',
      ...buyersOnly,
      `/configuracion/pedidos/${order}`,
    ])) {
      await open(page, url);
      await expectAccessibleAtEveryWidth(page, `${url} comprador`);
    }
  });

  // The admin screens in three parts, so each test has a time bound that means something.
  const PARTS = 3;
  for (let part = 0; part < PARTS; part++) {
    test(`every /configuracion screen of the route registry as an admin (${part + 1}/${PARTS})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const admin = await apiLogin(request, 'admin', 'admin1234');
      const buyer = await apiLogin(request, 'demo', 'demo1234');
      const ids: Record<string, number> = {
        '/configuracion/clientes/:id': await customerId(request, admin),
        '/configuracion/pedidos/:id': await demoOrder(request, buyer),
      };
      await useSession(page, admin);
      const routes = await panelRoutes();
      expect(routes.length).toBeGreaterThan(30);
      const urls = routes
        .filter((route) => !route.sidebar?.buyersOnly)
        .flatMap((route) => [route.path, ...(route.aliases ?? [])])
        .map((pattern) => pattern.replace(/:(\w+)/g, () => String(ids[pattern] ?? 1)));
      const size = Math.ceil(urls.length / PARTS);
      for (const url of urls.slice(part * size, (part + 1) * size)) {
        await open(page, url);
        await expectAccessibleAtEveryWidth(page, `${url} admin`);
      }
    });
  }
});
