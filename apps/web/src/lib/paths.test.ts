import { LOGIN_LINK_PATH } from '@mayorista/shared/accounts';
import { describe, expect, it } from 'vitest';
import { adminSalesUrl, categoryUrl, loginUrl, paths, productsUrl, safeRedirect } from './paths';

describe('paths', () => {
  it('builds product and admin paths', () => {
    expect(paths.product(12)).toBe('/producto/12');
    expect(paths.adminEditProduct('7')).toBe('/configuracion/productos/editar/7');
  });

  it('opens e-mailed sign-in links where the server writes them', () => {
    expect(paths.loginLink).toBe(LOGIN_LINK_PATH);
  });
});

describe('productsUrl', () => {
  it('is /productos without filters', () => {
    expect(productsUrl()).toBe('/productos');
    expect(productsUrl({ search: '   ' })).toBe('/productos');
  });
  it('encodes the filters', () => {
    expect(productsUrl({ search: 'lámpara led' })).toBe('/productos?search=l%C3%A1mpara+led');
    expect(productsUrl({ brand_name: 'Raíz Nativa' })).toBe('/productos?brand_name=Ra%C3%ADz+Nativa');
    expect(productsUrl({ sale: true })).toBe('/productos?sale=true');
    expect(categoryUrl('CULTIVO')).toBe('/productos?category_name=CULTIVO&include_children=true');
  });
});

describe('safeRedirect', () => {
  it("maps 'carrito' to the cart", () => {
    expect(safeRedirect('carrito')).toBe('/carrito');
  });
  it('accepts app paths only', () => {
    expect(safeRedirect('/configuracion/mis-pedidos?x=1')).toBe('/configuracion/mis-pedidos?x=1');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('javascript:alert(1)')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
  it('never loops back to login', () => {
    expect(safeRedirect('/iniciar-sesion')).toBeNull();
    expect(safeRedirect('/login')).toBeNull();
  });
});

describe('loginUrl', () => {
  it('carries the intended path', () => {
    expect(loginUrl('/configuracion/mi-cuenta')).toBe(
      '/iniciar-sesion?redirect=%2Fconfiguracion%2Fmi-cuenta',
    );
    expect(loginUrl(null)).toBe('/iniciar-sesion');
  });
});

describe('adminSalesUrl', () => {
  it('filters the sales history by customer e-mail and id', () => {
    expect(adminSalesUrl({ search: 'ana+1@x.com', customer_id: 7 })).toBe(
      '/configuracion/ventas?search=ana%2B1%40x.com&customer_id=7',
    );
    expect(adminSalesUrl()).toBe('/configuracion/ventas');
  });
});
