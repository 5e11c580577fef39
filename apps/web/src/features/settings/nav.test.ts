import { describe, expect, it } from 'vitest';
import { activeItem, navGroups } from './nav';

describe('navGroups', () => {
  it('gives non-admins Mi Cuenta and Mis Pedidos first, then the buyer tools (issue 29)', () => {
    const items = navGroups(false).flatMap((group) => group.items.map((item) => item.label));
    expect(items.slice(0, 2)).toEqual(['Mi Cuenta', 'Mis Pedidos']);
    expect(items).toEqual(expect.arrayContaining(['Mis favoritos', 'Lo que más compras']));
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
