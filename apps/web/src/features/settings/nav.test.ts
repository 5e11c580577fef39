import { describe, expect, it } from 'vitest';
import { activeItem, navGroups } from './nav';

describe('navGroups', () => {
  it('gives non-admins Mi Cuenta and Mis Pedidos first, then the buyer tools (issue 29)', () => {
    const items = navGroups(false).flatMap((group) => group.items.map((item) => item.label));
    expect(items.slice(0, 2)).toEqual(['Mi Cuenta', 'Mis Pedidos']);
    expect(items).toEqual(expect.arrayContaining(['Mis favoritos', 'Lo que más compras']));
  });

  it("lists 'Mi cuenta corriente' beside 'Mis comprobantes' only for a buyer who has an account (issue 32)", () => {
    const labels = (isAdmin: boolean, currentAccount?: boolean) =>
      navGroups(isAdmin, { currentAccount }).flatMap((group) => group.items.map((item) => item.label));
    expect(labels(false)).not.toContain('Mi cuenta corriente');
    expect(labels(false, false)).not.toContain('Mi cuenta corriente');
    const withAccount = labels(false, true);
    expect(withAccount.indexOf('Mi cuenta corriente')).toBe(withAccount.indexOf('Mis comprobantes') + 1);
    expect(labels(true, true)).not.toContain('Mi cuenta corriente');
  });

  it('gives admins the five groups plus the profile group', () => {
    expect(navGroups(true).map((group) => group.label)).toEqual([
      'Mi tienda',
      'Ventas',
      'Clientes',
      'Productos',
      'Ofertas',
      'Perfil',
    ]);
  });
});

describe('activeItem', () => {
  it('picks the longest matching section', () => {
    const groups = navGroups(true);
    expect(activeItem(groups, '/configuracion/productos/destacados')?.label).toBe('Destacados');
    expect(activeItem(groups, '/configuracion/productos/editar/3')?.label).toBe('Productos');
    expect(activeItem(groups, '/configuracion/clientes/crear/')?.label).toBe('Clientes');
    expect(activeItem(groups, '/configuracion')).toBeUndefined();
  });
});
