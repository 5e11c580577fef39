import type { APIRequestContext, Page } from '@playwright/test';
import { mailsTo, waitForCode } from '../support/mailbox';
import { expect, test } from '../support/test';

// Accounts and access journeys (accounts spec §2, §4, §8) against the real server, with real SMTP
// delivery to the sink of e2e/smtp-sink.mjs. Every journey makes its own users; `demo` and `admin`
// are only logged in with.

const ADMIN = { username: 'admin', password: 'admin1234' };
const DEMO = { username: 'demo', password: 'demo1234' };
const PASSWORD = 'clave-segura-1';
const NO_PERMISSION = 'No tienes permisos para acceder a esta sección';

let sequence = 0;
function uniqueUser(prefix: string) {
  sequence += 1;
  const username = `${prefix}${Date.now()}${sequence}`;
  return { username, email: `${username}@e2e.test`, password: PASSWORD };
}

type User = ReturnType<typeof uniqueUser>;

async function login(page: Page, username: string, password: string) {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/iniciar-sesion/);
}

/** Logout from the /configuracion sidebar: clears the session and reloads the home page. */
async function logout(page: Page) {
  await page.goto('/configuracion/mi-cuenta');
  await expect(page.getByRole('heading', { name: 'Mi Cuenta', level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menú', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
}

async function apiToken(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/auth/login/', { data: { username, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { access: string }).access;
}

/** An active customer made through the API (for journeys that are not about creating one). */
async function createCustomerViaApi(request: APIRequestContext, user: User) {
  const token = await apiToken(request, ADMIN.username, ADMIN.password);
  const response = await request.post('/api/auth/customers/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username: user.username, email: user.email, password: user.password, business_name: 'Grow E2E' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function fillRegistration(page: Page, user: User, invitationCode?: string) {
  await page.goto('/crear-cuenta');
  await expect(page.getByRole('heading', { name: 'Crear cuenta', level: 1 })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellido', { exact: true }).fill('Prueba');
  await page.getByLabel('Nombre de usuario', { exact: true }).fill(user.username);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByLabel('Repetir contraseña', { exact: true }).fill(user.password);
  await page.getByLabel('Nombre del negocio', { exact: true }).fill('Grow de Prueba');
  await page.getByLabel('Tipo de negocio', { exact: true }).selectOption('Grow Shop');
  await page.getByLabel('Dirección del negocio', { exact: true }).fill('Calle Falsa 123, Quilmes');
  await page.getByLabel('Teléfono', { exact: true }).fill('1134567890');
  await page.getByLabel('DNI', { exact: true }).fill('30123456');
  await page.getByLabel('Instagram', { exact: true }).fill('@growdeprueba');
  if (invitationCode) {
    await page.getByLabel('Código de invitación (opcional)').fill(invitationCode);
  }
}

async function verifyEmail(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: /^Verific(á|a) tu email$/ })).toBeVisible();
  const code = await waitForCode(email, 'Código de verificación');
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
}

test('a visitor registers, verifies the e-mail, waits for approval, an admin approves and the user logs in', async ({
  page,
}) => {
  const user = uniqueUser('alta');
  await fillRegistration(page, user);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await verifyEmail(page, user.email);

  await expect(page.getByRole('status').filter({ hasText: 'espera de aprobación' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  // Until approved, login answers the waiting message.
  await page.getByLabel('Usuario').fill(user.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('main').getByText(/espera de aprobación/)).toBeVisible();

  await login(page, ADMIN.username, ADMIN.password);
  await page.goto('/configuracion/aprobar-cuentas');
  await expect(page.getByRole('heading', { name: 'Aprobar cuentas pendientes' })).toBeVisible();
  await page.getByPlaceholder('Buscar usuario...').fill(user.username);
  const row = page.getByRole('row').filter({ hasText: user.username });
  await expect(row).toContainText(user.email);
  await expect(row).toContainText('Grow de Prueba');

  await row.getByRole('button', { name: `Información de ${user.username}` }).click();
  const info = page.getByRole('dialog', { name: 'Información del usuario' });
  await expect(info).toContainText('Ana Prueba');
  await expect(info).toContainText('Grow Shop');
  await info.getByRole('button', { name: 'Aprobar usuario' }).click();
  await expect(page.getByText('Usuario aprobado correctamente')).toBeVisible();
  await expect(info).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: user.username })).toHaveCount(0);

  await logout(page);
  await login(page, user.username, user.password);
  await expect(page).toHaveURL(/\/configuracion\/mi-cuenta$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
});

test('a visitor who left the verification step logs in later, asks for a new code and verifies', async ({
  page,
}) => {
  const user = uniqueUser('retoma');
  await fillRegistration(page, user);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: /^Verific(á|a) tu email$/ })).toBeVisible();
  const firstCode = await waitForCode(user.email, 'Código de verificación');

  // A reload keeps the step (it was a blank form, and registering again said the name was taken).
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Verific(á|a) tu email$/ })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  // Coming back later: the login leads to the code and to a new one.
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Usuario').fill(user.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: /^Verific(á|a) tu email$/ })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  const sent = (await mailsTo(user.email)).length;
  await page.getByRole('button', { name: 'Reenviar código' }).click();
  const newCode = await waitForCode(user.email, 'Código de verificación', sent);

  // The new code replaced the first one.
  if (newCode !== firstCode) {
    await page.getByLabel('Código de verificación').fill(firstCode);
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Código inválido o expirado' })).toBeVisible();
  }
  await page.getByLabel('Código de verificación').fill(newCode);
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'espera de aprobación' }).first()).toBeVisible();

  // Verified: the login now answers the approval wait, not the verification.
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Usuario').fill(user.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('main').getByText(/espera de aprobación/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Verific(á|a) tu email$/ })).toHaveCount(0);
});

test('an admin creates an invitation code and a new user registers with it and gets straight in', async ({
  page,
}) => {
  const description = `Feria E2E ${Date.now()}`;
  await login(page, ADMIN.username, ADMIN.password);
  await page.goto('/configuracion/invitation-codes');
  await page.getByRole('button', { name: 'Nuevo código' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Nuevo código de invitación' });
  await modal.getByLabel('Descripción (opcional)').fill(description);
  await expect(modal.getByLabel('Usos máximos')).toHaveValue('1');
  await modal.getByRole('button', { name: 'Crear código' }).click();
  await expect(page.getByText('Código creado correctamente')).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: description });
  await expect(card).toContainText('Activo');
  const code = ((await card.getByTestId('invitation-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{6}$/);
  await logout(page);

  const user = uniqueUser('invitado');
  await fillRegistration(page, user, code);
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText('Queda 1 uso disponible', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await verifyEmail(page, user.email);

  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await page.goto('/configuracion/mi-cuenta');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);

  // The code is used up now.
  await logout(page);
  await login(page, ADMIN.username, ADMIN.password);
  await page.goto('/configuracion/invitation-codes');
  await expect(page.getByRole('article').filter({ hasText: description })).toContainText('Agotado');
});

test('a customer changes the e-mail with a code sent to the new address', async ({ page, request }) => {
  const user = uniqueUser('cambio');
  await createCustomerViaApi(request, user);
  await login(page, user.username, user.password);
  await page.goto('/configuracion/mi-cuenta');
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(user.email);

  // Cancelling the password step restores the old address (the names, required here, are saved).
  const newEmail = `nuevo.${user.email}`;
  await page.getByLabel('Nombre', { exact: true }).fill('Carla');
  await page.getByLabel('Apellido', { exact: true }).fill('Cambio');
  await email.fill(newEmail);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Perfil actualizado correctamente')).toBeVisible();
  let modal = page.getByRole('dialog', { name: 'Confirmar cambio de email' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(email).toHaveValue(user.email);

  await email.fill(newEmail);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  modal = page.getByRole('dialog', { name: 'Confirmar cambio de email' });
  await modal.getByLabel('Ingresa tu contraseña para continuar').fill('incorrecta');
  await modal.getByRole('button', { name: 'Enviar código' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Contraseña incorrecta o error al solicitar código');

  await modal.getByLabel('Ingresa tu contraseña para continuar').fill(user.password);
  await modal.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Código de verificación enviado al nuevo email')).toBeVisible();

  await modal.getByLabel('Código de verificación').fill('000000');
  await modal.getByRole('button', { name: 'Confirmar email' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Código inválido o expirado');

  const code = await waitForCode(newEmail, 'nuevo email');
  await modal.getByLabel('Código de verificación').fill(code);
  await modal.getByRole('button', { name: 'Confirmar email' }).click();
  await expect(page.getByText('Email actualizado correctamente')).toBeVisible();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
});

test('an admin creates a customer, blocks them, and the customer cannot order', async ({ page }) => {
  const user = uniqueUser('bloq');
  await login(page, ADMIN.username, ADMIN.password);
  await page.goto('/configuracion/clientes');
  await page.getByRole('link', { name: 'Crear cliente' }).click();
  await expect(page.getByRole('heading', { name: 'Crear Nueva Cuenta de Cliente' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Crear Cuenta' });
  await expect(page.getByText('0% completado')).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.getByLabel('Nombre de usuario').fill(user.username);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await expect(page.getByText('67% completado')).toBeVisible();
  await page.getByLabel('DNI').fill('123');
  await page.getByLabel('Nombre del negocio').fill('Farmacia E2E');
  await page.getByLabel('Tipo de organización').selectOption('Farmacia');
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await expect(page.getByText('100% completado')).toBeVisible();
  await expect(page.getByText('El DNI debe tener al menos 7 caracteres')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('DNI').fill('27123456');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Cliente creado exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/configuracion\/clientes$/);

  await page.getByPlaceholder(/Buscar por usuario/).fill(user.username);
  await expect(page).toHaveURL(new RegExp(`search=${user.username}`));
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText('Activo');
  await row.getByRole('button', { name: `Acciones para ${user.username}` }).click();
  await page.getByRole('menuitem', { name: 'Bloquear' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bloquear cliente' });
  await confirm.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Cliente bloqueado correctamente')).toBeVisible();
  await expect(row).toContainText('Bloqueado');

  // The menu's "Ver pedidos" goes to the sales history filtered by the customer.
  await row.getByRole('button', { name: `Acciones para ${user.username}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Ver pedidos' })).toHaveAttribute(
    'href',
    new RegExp(`/configuracion/ventas\\?search=${encodeURIComponent(user.email)}&customer_id=\\d+`),
  );
  await page.keyboard.press('Escape');

  await logout(page);
  await login(page, user.username, user.password);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();

  const products = (await (await page.request.get('/api/products/?page_size=100')).json()) as {
    results: { id: number; has_variants: boolean; stock: number; is_available: boolean }[];
  };
  const product = products.results.find((item) => !item.has_variants && item.stock > 0 && item.is_available);
  expect(product, 'a simple product in stock').toBeTruthy();
  const order = await page.request.post('/api/orders/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      recipient_name: 'Cliente Bloqueado',
      customer_phone: '1134567890',
      customer_email: user.email,
      delivery_type: 'pickup',
      products: [{ product_id: product!.id, quantity: 1 }],
    },
  });
  expect(order.status()).toBe(403);
  const blockedMessage = ((await order.json()) as { detail: string }).detail;
  expect(blockedMessage).toMatch(/bloqueada/);

  // The cart and the start of the checkout say it with the server's words, before 'Confirmar pedido'.
  await page.evaluate((id) => {
    localStorage.setItem(
      'cart',
      JSON.stringify([{ id, name: 'Producto', stock: 5, quantity: 1, selected_variants: null }]),
    );
  }, product!.id);
  await page.goto('/carrito');
  const cartNotice = page.getByRole('alert').filter({ hasText: blockedMessage });
  await expect(cartNotice).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByText(blockedMessage).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Datos para tu pedido' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toHaveCount(0);
});

test('an owner locked out by failed logins gets in with a one-time link e-mailed to the verified address', async ({
  page,
  request,
}) => {
  const user = uniqueUser('enlace');
  await createCustomerViaApi(request, user);
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Usuario').fill(user.username);
  const password = page.getByLabel('Contraseña', { exact: true });
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  for (let n = 0; n < 10; n++) {
    await password.fill(`equivocada-${n}`);
    const answer = page.waitForResponse('**/api/auth/login/');
    await submit.click();
    expect((await answer).status()).toBe(400);
  }
  // Even the right password is refused now; the page offers the link at once.
  await password.fill(user.password);
  await submit.click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Demasiados intentos fallidos' }),
  ).toBeVisible();
  const linkForm = page.getByRole('form', { name: 'Ingresar con un enlace por email' });
  await expect(linkForm.getByLabel('Usuario o email')).toHaveValue(user.username);
  await linkForm.getByRole('button', { name: 'Enviarme un enlace' }).click();
  await expect(linkForm.getByRole('status')).toContainText('te enviamos un enlace para ingresar');

  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(user.email)).find((item) => item.subject === 'Tu enlace para ingresar');
      link = mail?.text.match(/https?:\/\/\S+\/acceso#[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page).toHaveURL(/\/configuracion\/mi-cuenta$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'El enlace para ingresar no es válido o ya venció. Pide uno nuevo.',
  );
});

test('a buyer typing an admin address is sent to Mis Pedidos with the permission message', async ({
  page,
}) => {
  await login(page, DEMO.username, DEMO.password);
  await page.goto('/configuracion/clientes');
  await expect(page).toHaveURL(/\/configuracion\/mis-pedidos$/);
  await expect(page.getByText(NO_PERMISSION)).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Configuración' });
  // The buyer's own entries only (issue 29 added the buyer tools, issue 31 their documents), never a
  // store screen.
  await expect(sidebar.getByRole('link')).toHaveText([
    'Mi Cuenta',
    'Mis Pedidos',
    'Mis favoritos',
    'Lo que más compras',
    'Cambios de precio',
    'Descargar lista de precios',
    'Mis comprobantes',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Clientes' })).toHaveCount(0);
});

test('a visitor is told up front that sending needs a session, and the draft survives the login', async ({
  page,
  request,
}) => {
  const user = uniqueUser('contacto');
  await createCustomerViaApi(request, user);
  await page.goto('/contacto');
  await expect(page.getByRole('heading', { name: 'CONECTÁ CON NOSOTROS' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Envíanos tu mensaje' })).toBeVisible();
  // Said before anything is typed.
  await expect(
    page.getByRole('status').filter({ hasText: 'Debes iniciar sesión para enviar un mensaje de contacto.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Ana Prueba');
  await page.getByLabel('Email', { exact: true }).fill('ana@e2e.test');
  await page.getByLabel('Motivo de consulta').selectOption('Quiero comprar al por mayor');
  await page.getByLabel('Mensaje', { exact: true }).fill('Hola, quisiera la lista de precios.');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  const loginNotice = page
    .getByRole('alert')
    .filter({ hasText: 'Debes iniciar sesión para enviar un mensaje de contacto.' });
  await expect(loginNotice).toBeVisible();
  await loginNotice.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fcontacto$/);
  await page.getByLabel('Usuario').fill(user.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  // Back on the form with the draft: reason and message kept.
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(page.getByLabel('Motivo de consulta')).toHaveValue('Quiero comprar al por mayor');
  await expect(page.getByLabel('Mensaje', { exact: true })).toHaveValue(
    'Hola, quisiera la lista de precios.',
  );
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Ana Prueba');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^¡Mensaje enviado correctamente! Te (hemos|responderemos)/ }),
  ).toBeVisible();
  await expect(page.getByLabel('Mensaje', { exact: true })).toHaveValue('');
  // A sent message is no draft any more.
  await page.reload();
  await expect(page.getByLabel('Motivo de consulta')).toHaveValue('');
  await expect(page.getByLabel('Mensaje', { exact: true })).toHaveValue('');
});

test('an anonymous visitor is sent to login with the intended path, and back after logging in', async ({
  page,
}) => {
  await page.goto('/configuracion/mi-cuenta');
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fconfiguracion%2Fmi-cuenta$/);
  await page.getByLabel('Usuario').fill(DEMO.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/configuracion\/mi-cuenta$/);
  await page.goto('/crear-cuenta');
  await expect(page).toHaveURL(/\/configuracion$/);
  await page.goto('/configuracion/no-existe');
  await expect(page).toHaveURL(/\/$/);
});
