/**
 * The cart of storefront §3 (Cart item) and §4/§5 (add rules), kept in the browser: localStorage
 * 'cart' holds the items, a 7-day cookie 'cart' keeps [id, quantity, variants] so the cart can be
 * rebuilt when localStorage is empty (accounts §9). No price is stored: the cart page asks the
 * server for them (POST /api/cart/quote/) while a session is open, and shows none without one.
 */
import { CART_MAX_QUANTITY } from '@mayorista/shared/cart';
import type { Product } from '@mayorista/shared/catalog';
import { fitQuantity, highestQuantity, type QuantityFields, quantityRuleOf } from '@/lib/quantity-rule';
import {
  effectiveStock,
  missingVariantNames,
  missingVariantsMessage,
  type VariantLike,
  variantDisplay,
} from '@/lib/variants';
import {
  CART_COUPON_KEY,
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  EXPIRED_CART_COOKIE,
  subscribeCart,
} from './cart-count';

export { CART_STORAGE_KEY, CART_UPDATED_EVENT, subscribeCart };

export type SelectedVariants = Record<string, string>;

export type CartItem = {
  id: number;
  name: string;
  image: string | null;
  brand: string | null;
  /** Stock of the chosen combination when the line was added or refreshed. */
  stock: number;
  quantity: number;
  selected_variants: SelectedVariants | null;
  /** 'Name: option, Name: option'; '' without variants. */
  variant_display: string;
} & QuantityFields;

/** What the cart needs from a catalogue product (no price: the server quotes the lines). */
export type CartProduct = Pick<Product, 'id' | 'name' | 'stock' | 'is_available'> &
  Partial<Pick<Product, 'brand_name' | 'image' | 'image_small' | 'is_available_sparta' | 'has_variants'>> & {
    variants?: VariantLike[] | null;
  } & QuantityFields;

export const CART_MESSAGES = {
  added: 'Producto añadido al carrito',
  unavailable: 'Producto no disponible',
  notInChannel: 'Este producto no está disponible para la venta en este canal',
  outOfStock: 'Producto sin stock',
  onlyStock: (stock: number) => `Solo hay ${stock} unidades disponibles`,
  maxPerLine: `Puedes agregar hasta ${CART_MAX_QUANTITY} unidades de cada producto`,
  updateFailed: 'Error al actualizar la cantidad',
} as const;

export const CART_COOKIE_NAME = 'cart';
export const CART_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
/** Browsers keep about 4 KB per cookie; lines that do not fit stay only in localStorage. */
const CART_COOKIE_MAX_LENGTH = 3800;

// ---- Lines ----

function sortedVariants(selected: SelectedVariants | null | undefined): [string, string][] {
  return Object.entries(selected ?? {}).sort(([a], [b]) => a.localeCompare(b));
}

/** One line per product and chosen combination. */
export function cartLineKey(item: { id: number; selected_variants?: SelectedVariants | null }): string {
  const variants = sortedVariants(item.selected_variants);
  return variants.length === 0 ? String(item.id) : `${item.id}:${JSON.stringify(variants)}`;
}

/** Highest quantity for a line: its stock, at most 99 (at least 1 so a line can always be shown). */
export function maxLineQuantity(stock: number): number {
  return Math.max(1, Math.min(CART_MAX_QUANTITY, Math.floor(Number(stock) || 0)));
}

/** A typed quantity moved onto the line's quantity rule (decision 052) within min(stock, 99). */
export function clampCartQuantity(value: number, stock: number, rule: QuantityFields = {}): number {
  return fitQuantity(quantityRuleOf(rule), value, stock);
}

export function cartUnits(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The cart line for a product, the chosen variants and a quantity (not yet clamped). */
export function cartItemFromProduct(
  product: CartProduct,
  quantity: number,
  selected: SelectedVariants | null,
): CartItem {
  const variants = product.has_variants ? (product.variants ?? []) : [];
  const chosen = variants.length > 0 ? (selected ?? {}) : {};
  return {
    id: product.id,
    name: product.name,
    image: product.image_small || product.image || null,
    brand: product.brand_name || null,
    stock: effectiveStock(product, chosen),
    quantity,
    selected_variants: variants.length > 0 ? { ...chosen } : null,
    variant_display: variants.length > 0 ? variantDisplay(chosen) : '',
    ...quantityFields(product),
  };
}

/** The product's sale unit and quantity rule, kept on the line so its stepper follows them. */
function quantityFields(source: QuantityFields): QuantityFields {
  const { sale_unit, units_per_pack, min_quantity, quantity_step } = source;
  const fields = { sale_unit, units_per_pack, min_quantity, quantity_step };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));
}

export type CartResult =
  | { ok: true; items: CartItem[]; quantity: number; notice?: string }
  | { ok: false; message: string };

/**
 * Adds a product to the items (storefront §4, §5): every variant group needs a choice, the product
 * must be available in this channel and in stock; the line's quantity (merged with an existing
 * line of the same combination) is moved onto the product's quantity rule within min(stock, 99).
 */
export function addToItems(
  items: readonly CartItem[],
  product: CartProduct,
  quantity: number,
  selected: SelectedVariants | null,
): CartResult {
  const variants = product.has_variants ? (product.variants ?? []) : [];
  const missing = missingVariantNames(variants, selected ?? {});
  if (missing.length > 0) return { ok: false, message: missingVariantsMessage(missing) };
  if (!product.is_available) return { ok: false, message: CART_MESSAGES.unavailable };
  if (product.is_available_sparta === false) return { ok: false, message: CART_MESSAGES.notInChannel };

  const line = cartItemFromProduct(product, quantity, selected);
  if (line.stock <= 0) return { ok: false, message: CART_MESSAGES.outOfStock };

  const key = cartLineKey(line);
  const existing = items.find((item) => cartLineKey(item) === key);
  const already = existing?.quantity ?? 0;
  const wanted = already + Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1));
  const rule = quantityRuleOf(line);
  const max = highestQuantity(rule, line.stock);
  if (already >= max) {
    return {
      ok: false,
      message:
        line.stock < CART_MAX_QUANTITY ? CART_MESSAGES.onlyStock(line.stock) : CART_MESSAGES.maxPerLine,
    };
  }
  const next = { ...line, quantity: fitQuantity(rule, wanted, line.stock) };
  const notice = wanted > line.stock ? CART_MESSAGES.onlyStock(line.stock) : undefined;
  const merged = existing ? items.map((item) => (cartLineKey(item) === key ? next : item)) : [...items, next];
  return { ok: true, items: merged, quantity: next.quantity, notice };
}

/** Sets a line's quantity: above its stock gives 'Solo hay {stock} unidades disponibles' and the stock. */
export function setItemQuantity(items: readonly CartItem[], key: string, value: number): CartResult {
  const line = items.find((item) => cartLineKey(item) === key);
  if (!line || !Number.isFinite(value)) return { ok: false, message: CART_MESSAGES.updateFailed };
  const quantity = clampCartQuantity(value, line.stock, line);
  const notice = value > line.stock ? CART_MESSAGES.onlyStock(line.stock) : undefined;
  return {
    ok: true,
    items: items.map((item) => (item === line ? { ...item, quantity } : item)),
    quantity,
    notice,
  };
}

export function removeItem(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((item) => cartLineKey(item) !== key);
}

// ---- Parsing what the browser kept ----

const toNumber = (value: unknown, fallback = 0) => {
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
};

function parseVariants(value: unknown): SelectedVariants | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** Items read back from localStorage; anything malformed is dropped, and so are prices an older version kept. */
export function parseCartItems(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  const items: CartItem[] = [];
  for (const entry of raw) {
    if (!entry || typeof entry !== 'object') continue;
    const value = entry as Record<string, unknown>;
    const id = toNumber(value.id, Number.NaN);
    const quantity = Math.floor(toNumber(value.quantity));
    if (!Number.isInteger(id) || id <= 0 || quantity <= 0) continue;
    const selected = parseVariants(value.selected_variants);
    const stock = Math.max(0, Math.floor(toNumber(value.stock, quantity)));
    items.push({
      id,
      name: typeof value.name === 'string' ? value.name : `Producto #${id}`,
      image: typeof value.image === 'string' && value.image ? value.image : null,
      brand: typeof value.brand === 'string' && value.brand ? value.brand : null,
      stock,
      quantity: Math.min(quantity, CART_MAX_QUANTITY),
      selected_variants: selected,
      variant_display:
        typeof value.variant_display === 'string'
          ? value.variant_display
          : selected
            ? variantDisplay(selected)
            : '',
      ...parseQuantityFields(value),
    });
  }
  return items;
}

const positiveInteger = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;

function parseQuantityFields(value: Record<string, unknown>): QuantityFields {
  return quantityFields({
    sale_unit: typeof value.sale_unit === 'string' ? value.sale_unit : undefined,
    units_per_pack: positiveInteger(value.units_per_pack),
    min_quantity: positiveInteger(value.min_quantity),
    quantity_step: positiveInteger(value.quantity_step),
  });
}

// ---- Cookie ----

/** A line as the cookie keeps it: [product id, quantity, selected variants or 0]. */
export type CookieLine = [number, number, SelectedVariants | 0];

/** The cookie value: compact JSON of [id, qty, variants], URI-encoded, cut to what a cookie holds. */
export function encodeCartCookie(items: readonly CartItem[]): string {
  const lines: CookieLine[] = [];
  let value = encodeURIComponent('[]');
  for (const item of items) {
    const candidate = encodeURIComponent(
      JSON.stringify([...lines, [item.id, item.quantity, item.selected_variants ?? 0]]),
    );
    if (candidate.length > CART_COOKIE_MAX_LENGTH) break;
    lines.push([item.id, item.quantity, item.selected_variants ?? 0]);
    value = candidate;
  }
  return value;
}

export function decodeCartCookie(value: string | null | undefined): CookieLine[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!Array.isArray(parsed)) return [];
    const lines: CookieLine[] = [];
    for (const entry of parsed) {
      if (!Array.isArray(entry)) continue;
      const id = toNumber(entry[0], Number.NaN);
      const quantity = Math.floor(toNumber(entry[1]));
      if (!Number.isInteger(id) || id <= 0 || quantity <= 0) continue;
      lines.push([id, Math.min(quantity, CART_MAX_QUANTITY), parseVariants(entry[2]) ?? 0]);
    }
    return lines;
  } catch {
    return [];
  }
}

/** The 'cart' value in a document.cookie string. */
export function readCookieValue(cookies: string, name = CART_COOKIE_NAME): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The Set-Cookie text for the items: 7 days, SameSite=Lax, Secure; an empty cart expires it. */
export function cartCookie(items: readonly CartItem[]): string {
  if (items.length === 0) return EXPIRED_CART_COOKIE;
  return `${CART_COOKIE_NAME}=${encodeCartCookie(items)}; Max-Age=${CART_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`;
}

// ---- The store (browser) ----

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The empty cart: one array, so the server's snapshot and the browser's first read are the same object. */
export const EMPTY_CART: CartItem[] = [];

let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = EMPTY_CART;

/** The items in localStorage; the same array until the stored text changes (for useSyncExternalStore). */
export function readCart(): CartItem[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const items = raw ? parseCartItems(JSON.parse(raw)) : EMPTY_CART;
      cachedItems = items.length > 0 ? items : EMPTY_CART;
    } catch {
      cachedItems = EMPTY_CART;
    }
  }
  return cachedItems;
}

/** Writes localStorage and the cookie, then tells this tab ('cart-updated'); throws if storage fails. */
export function saveCart(items: readonly CartItem[]): void {
  const store = storage();
  if (!store) throw new Error(CART_MESSAGES.updateFailed);
  if (items.length === 0) {
    store.removeItem(CART_STORAGE_KEY);
    store.removeItem(CART_COUPON_KEY);
  } else store.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  if (typeof document !== 'undefined') document.cookie = cartCookie(items);
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** The coupon code applied to the cart; null without one. The cart page's quote checks it again. */
export function readCartCoupon(): string | null {
  try {
    return storage()?.getItem(CART_COUPON_KEY) || null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, drops) the cart's coupon code, and tells this tab. */
export function saveCartCoupon(code: string | null): void {
  try {
    if (code) storage()?.setItem(CART_COUPON_KEY, code);
    else storage()?.removeItem(CART_COUPON_KEY);
  } catch {
    // Not kept: the coupon lasts until the page is left.
  }
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** Empties the cart (after an order, on logout). */
export function clearCart(): void {
  try {
    saveCart([]);
  } catch {
    // Nothing stored to clear.
  }
}

function apply(result: CartResult): CartResult {
  if (!result.ok) return result;
  try {
    saveCart(result.items);
    return result;
  } catch {
    return { ok: false, message: CART_MESSAGES.updateFailed };
  }
}

export function addProductToCart(
  product: CartProduct,
  quantity: number,
  selected: SelectedVariants | null,
): CartResult {
  return apply(addToItems(readCart(), product, quantity, selected));
}

export function updateCartQuantity(key: string, value: number): CartResult {
  return apply(setItemQuantity(readCart(), key, value));
}

export function removeFromCart(key: string): void {
  saveCart(removeItem(readCart(), key));
}

/** Replaces the stored items (a refresh from the server, a cookie restore). */
export function replaceCart(items: readonly CartItem[]): void {
  saveCart(items);
}

/** Lines of the cookie when localStorage has no cart: the cart page rebuilds them from the catalogue. */
export function cookieLinesToRestore(): CookieLine[] {
  if (typeof document === 'undefined' || readCart().length > 0) return [];
  return decodeCartCookie(readCookieValue(document.cookie));
}
