import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToItems,
  CART_MESSAGES,
  type CartItem,
  type CartProduct,
  cartCookie,
  cartLineKey,
  clampCartQuantity,
  cookieLinesToRestore,
  decodeCartCookie,
  EMPTY_CART,
  encodeCartCookie,
  parseCartItems,
  readCart,
  readCookieValue,
  removeItem,
  saveCart,
  setItemQuantity,
} from './cart-storage';

const simple: CartProduct = {
  id: 7,
  name: 'Sustrato Premium 50 L',
  brand_name: 'Tierra Viva',
  image: '/media/a-1000.webp',
  image_small: '/media/a-400.webp',
  stock: 5,
  is_available: true,
  is_available_sparta: true,
};

const shirt: CartProduct = {
  id: 74,
  name: 'Remera Oversize',
  stock: 48,
  is_available: true,
  is_available_sparta: true,
  has_variants: true,
  variants: [
    {
      variant_name: 'Talle',
      options: [
        { name: 'S', stock: 10 },
        { name: 'XL', stock: 6 },
      ],
    },
    {
      variant_name: 'Color',
      options: [
        { name: 'Negro', stock: 30 },
        { name: 'Blanco', stock: 0 },
      ],
    },
  ],
};

function added(result: ReturnType<typeof addToItems>) {
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('addToItems', () => {
  it('adds a line with brand, image and stock, and no price', () => {
    const result = added(addToItems([], simple, 2, null));
    expect(result.items).toEqual([
      {
        id: 7,
        name: 'Sustrato Premium 50 L',
        image: '/media/a-400.webp',
        brand: 'Tierra Viva',
        stock: 5,
        quantity: 2,
        selected_variants: null,
        variant_display: '',
      },
    ]);
    expect(result.notice).toBeUndefined();
  });

  it('merges the same product and combination into one line', () => {
    const first = added(addToItems([], shirt, 1, { Talle: 'S', Color: 'Negro' }));
    const second = added(addToItems(first.items, shirt, 2, { Color: 'Negro', Talle: 'S' }));
    expect(second.items).toHaveLength(1);
    expect(second.items[0].quantity).toBe(3);
    const other = added(addToItems(second.items, shirt, 1, { Talle: 'XL', Color: 'Negro' }));
    expect(other.items).toHaveLength(2);
    expect(other.items[1]).toMatchObject({
      variant_display: 'Talle: XL, Color: Negro',
      selected_variants: { Talle: 'XL', Color: 'Negro' },
      stock: 6,
    });
  });

  it('clamps to the stock with the spec message', () => {
    const result = added(addToItems([], simple, 8, null));
    expect(result.quantity).toBe(5);
    expect(result.notice).toBe('Solo hay 5 unidades disponibles');
    const full = addToItems(result.items, simple, 1, null);
    expect(full).toEqual({ ok: false, message: 'Solo hay 5 unidades disponibles' });
  });

  it('never goes above 99 units per line', () => {
    const big = { ...simple, stock: 500 };
    const result = added(addToItems([], big, 150, null));
    expect(result.quantity).toBe(99);
    expect(result.notice).toBeUndefined();
    expect(addToItems(result.items, big, 1, null)).toEqual({ ok: false, message: CART_MESSAGES.maxPerLine });
  });

  it('requires every variant group', () => {
    expect(addToItems([], shirt, 1, { Talle: 'S' })).toEqual({
      ok: false,
      message: 'Por favor selecciona: Color',
    });
    expect(addToItems([], shirt, 1, null)).toEqual({
      ok: false,
      message: 'Por favor selecciona: Talle, Color',
    });
  });

  it('refuses unavailable, other-channel and sold-out products', () => {
    expect(addToItems([], { ...simple, is_available: false }, 1, null)).toEqual({
      ok: false,
      message: 'Producto no disponible',
    });
    expect(addToItems([], { ...simple, is_available_sparta: false }, 1, null)).toEqual({
      ok: false,
      message: 'Este producto no está disponible para la venta en este canal',
    });
    expect(addToItems([], { ...simple, stock: 0 }, 1, null)).toEqual({
      ok: false,
      message: 'Producto sin stock',
    });
    expect(addToItems([], shirt, 1, { Talle: 'S', Color: 'Blanco' })).toEqual({
      ok: false,
      message: 'Producto sin stock',
    });
  });
});

describe('quantities', () => {
  const items = added(addToItems([], simple, 2, null)).items;
  const key = cartLineKey(items[0]);

  it('clamps into 1..min(stock, 99)', () => {
    expect(clampCartQuantity(0, 5)).toBe(1);
    expect(clampCartQuantity(3.7, 5)).toBe(3);
    expect(clampCartQuantity(12, 5)).toBe(5);
    expect(clampCartQuantity(120, 500)).toBe(99);
    expect(clampCartQuantity(Number.NaN, 5)).toBe(1);
  });

  it('sets a quantity and warns above the stock', () => {
    expect(setItemQuantity(items, key, 4)).toMatchObject({ ok: true, quantity: 4, notice: undefined });
    expect(setItemQuantity(items, key, 9)).toMatchObject({
      ok: true,
      quantity: 5,
      notice: 'Solo hay 5 unidades disponibles',
    });
    expect(setItemQuantity(items, 'nope', 1)).toEqual({
      ok: false,
      message: 'Error al actualizar la cantidad',
    });
  });

  it('removes a line', () => {
    const both = added(addToItems(items, shirt, 1, { Talle: 'XL', Color: 'Negro' })).items;
    expect(removeItem(both, key)).toHaveLength(1);
  });
});

describe('quantities by the sale unit (decision 052)', () => {
  const box: CartProduct = {
    ...simple,
    id: 8,
    stock: 40,
    sale_unit: 'caja',
    units_per_pack: 12,
    min_quantity: 12,
    quantity_step: 6,
  };

  it('keeps the rule on the line, adds from the minimum and merges on the steps', () => {
    const first = added(addToItems([], box, 1, null));
    expect(first.items[0]).toMatchObject({
      quantity: 12,
      sale_unit: 'caja',
      min_quantity: 12,
      quantity_step: 6,
    });
    expect(added(addToItems(first.items, box, 12, null)).quantity).toBe(24);
    expect(added(addToItems(first.items, box, 40, null))).toMatchObject({
      quantity: 36,
      notice: 'Solo hay 40 unidades disponibles',
    });
    expect(addToItems([], { ...box, stock: 8 }, 12, null)).toEqual({
      ok: false,
      message: 'Solo hay 8 unidades disponibles',
    });
  });

  it('sets quantities on the steps, within the stock', () => {
    const items = added(addToItems([], box, 12, null)).items;
    const key = cartLineKey(items[0]);
    expect(setItemQuantity(items, key, 13)).toMatchObject({ quantity: 18 });
    expect(setItemQuantity(items, key, 2)).toMatchObject({ quantity: 12 });
    expect(setItemQuantity(items, key, 60)).toMatchObject({ quantity: 36 });
  });

  it('reads the rule back from storage, dropping what is not a rule', () => {
    const [item] = parseCartItems([
      {
        id: 8,
        quantity: 12,
        stock: 40,
        sale_unit: 'caja',
        units_per_pack: 12,
        min_quantity: 12,
        quantity_step: 'x',
      },
    ]);
    expect(item).toMatchObject({ sale_unit: 'caja', units_per_pack: 12, min_quantity: 12 });
    expect(item).not.toHaveProperty('quantity_step');
  });
});

describe('parseCartItems', () => {
  it('keeps valid items and fills what a hand-made item lacks', () => {
    const items = parseCartItems([
      { id: 3, name: 'X', quantity: 2, stock: 9, selected_variants: { Talle: 'M' } },
      { id: 'bad', quantity: 1 },
      { id: 4, quantity: 0 },
      null,
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 3, quantity: 2, variant_display: 'Talle: M' });
  });

  it('drops the prices an older version kept, so no stored price is ever shown', () => {
    const [item] = parseCartItems([
      {
        id: 3,
        name: 'X',
        price: 500,
        discount: 10,
        final_price: 450,
        currency: 'ARS',
        quantity: 1,
        stock: 9,
      },
    ]);
    expect(Object.keys(item).sort()).toEqual(
      ['brand', 'id', 'image', 'name', 'quantity', 'selected_variants', 'stock', 'variant_display'].sort(),
    );
  });
});

describe('cookie', () => {
  const items: CartItem[] = [
    ...added(addToItems([], simple, 2, null)).items,
    ...added(addToItems([], shirt, 3, { Talle: 'S', Color: 'Negro' })).items,
  ];

  it('round-trips [id, quantity, variants]', () => {
    expect(decodeCartCookie(encodeCartCookie(items))).toEqual([
      [7, 2, 0],
      [74, 3, { Talle: 'S', Color: 'Negro' }],
    ]);
  });

  it('lasts 7 days, SameSite Lax, Secure; an empty cart expires it', () => {
    expect(cartCookie(items)).toMatch(/^cart=[^;]+; Max-Age=604800; Path=\/; SameSite=Lax; Secure$/);
    expect(cartCookie([])).toBe('cart=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('reads the value among other cookies and ignores garbage', () => {
    const value = encodeCartCookie(items);
    expect(readCookieValue(`a=1; cart=${value}; b=2`)).toBe(value);
    expect(readCookieValue('a=1')).toBeNull();
    expect(decodeCartCookie('%7Bnot')).toEqual([]);
    expect(decodeCartCookie(encodeURIComponent('[[0,1,0],[5,-1,0],[6,2,{"a":1}]]'))).toEqual([[6, 2, 0]]);
  });

  it('keeps within the size a browser stores', () => {
    const many = Array.from({ length: 300 }, (_, index) => ({ ...items[1], id: index + 1 }));
    const value = encodeCartCookie(many);
    expect(value.length).toBeLessThanOrEqual(3800);
    expect(decodeCartCookie(value).length).toBeGreaterThan(10);
  });
});

describe('browser store', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubBrowser() {
    const data = new Map<string, string>();
    const events: string[] = [];
    const doc = { cookie: '' };
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => data.set(key, value),
        removeItem: (key: string) => data.delete(key),
      },
      dispatchEvent: (event: Event) => events.push(event.type),
    });
    vi.stubGlobal('document', doc);
    return { data, events, doc };
  }

  it('saves to localStorage and the cookie, announces it, and restores lines from the cookie', () => {
    const { data, events, doc } = stubBrowser();
    const items = added(addToItems([], simple, 2, null)).items;
    saveCart(items);
    expect(JSON.parse(data.get('cart') ?? '[]')).toHaveLength(1);
    expect(doc.cookie).toContain('cart=');
    expect(events).toEqual(['cart-updated']);
    expect(readCart()).toEqual(items);
    expect(readCart()).toBe(readCart());
    expect(cookieLinesToRestore()).toEqual([]);

    // An empty cart is the server's very array: React takes the cart page over without drawing it again.
    saveCart([]);
    expect(readCart()).toBe(EMPTY_CART);

    data.delete('cart');
    doc.cookie = `cart=${encodeCartCookie(items)}`;
    expect(cookieLinesToRestore()).toEqual([[7, 2, 0]]);
  });
});
