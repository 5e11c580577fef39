import { expect, test } from '../support/test';

test('login-only routes remember where the visitor was going', async ({ page }) => {
  await page.goto('/payment/result?order=7');
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fpayment%2Fresult/);
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/result\?order=7$/);
  // The payment's page of that order (whatever its state, or that it is not the buyer's), with the way to Mis Pedidos.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a Mis Pedidos' })).toHaveAttribute(
    'href',
    '/configuracion/mis-pedidos',
  );

  await page.goto('/configuracion/my-orders');
  await expect(page).toHaveURL(/\/configuracion\/mis-pedidos$/);
  await page.goto('/una/ruta/que/no/existe');
  await expect(page).toHaveURL(/\/$/);
});
