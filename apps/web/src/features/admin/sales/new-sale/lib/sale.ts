/** Rules of the new-sale screen that need no screen: lines, prefill from the customer, payload, errors. */
import type { CustomerDetail } from '@mayorista/shared/accounts';
import type { CartQuote, CartQuoteInput } from '@mayorista/shared/catalog';
import { accountRefusal } from '@mayorista/shared/current-account-rules';
import type { AccountSummary } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { toCents } from '@mayorista/shared/order-totals';
import {
  type AdminSaleCreate,
  type CheckoutForm,
  contactFromAccount,
  SALE_MESSAGES,
  shippingFields,
} from '@mayorista/shared/orders';
import type { QuantityRule } from '@mayorista/shared/sale-units';
import { ApiError } from '@/api/client';
import type { ProductPick } from '@/components/product-picker';
import { quantityRuleOf } from '@/lib/quantity-rule';
import { unitLabel } from '@/lib/unit-label';

export const NEW_SALE_MESSAGES = {
  failed: SALE_MESSAGES.failed,
  created: SALE_MESSAGES.created,
  noCustomer: 'Elige un cliente para la venta',
  noLines: 'Agrega al menos un producto',
  lineProblems: 'Revisa los productos marcados antes de crear la venta',
  quoteFailed: 'No se pudieron calcular los precios',
  customersFailed: 'Error al obtener la lista de clientes',
  customerFailed: 'No se pudieron cargar los datos del cliente',
  productsFailed: 'Error al buscar productos',
  productFailed: 'No se pudieron cargar las variantes del producto',
  blocked: 'Cliente bloqueado: no puede realizar pedidos',
} as const;

/** One line of the sale: a product and, for products with variants, one option name per group. */
export type SaleLine = {
  key: string;
  productId: number;
  name: string;
  sku: string | null;
  /** {Talle: 'XL'}: the names the order and the quote read. */
  selected: Record<string, string> | null;
  variantDisplay: string;
  quantity: number;
  /** The product's sale unit, minimum and step: the quantity input steps by them (decision 052). */
  rule: QuantityRule;
  /** 'Caja x 12'; null for single units. */
  unit: string | null;
};

export const lineKey = (productId: number, selected: Record<string, string> | null) =>
  [
    productId,
    ...Object.entries(selected ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, option]) => `${group}=${option}`),
  ].join('|');

/** A pick of the product picker as a line of the sale: its options by group name, and their display. */
export function saleLineOf({ product, options, quantity }: ProductPick): Omit<SaleLine, 'key'> {
  const picked = options.map(({ variant, option }) => ({ group: variant.variant_name, option: option.name }));
  return {
    productId: product.id,
    name: product.name,
    sku: product.sku,
    selected: picked.length ? Object.fromEntries(picked.map((pick) => [pick.group, pick.option])) : null,
    variantDisplay: picked.map((pick) => `${pick.group}: ${pick.option}`).join(', '),
    quantity,
    rule: quantityRuleOf(product),
    unit: unitLabel(product),
  };
}

/** Adds a line, or grows the same choice already in the sale (as the order would merge them). */
export function addLine(lines: readonly SaleLine[], line: Omit<SaleLine, 'key'>): SaleLine[] {
  const key = lineKey(line.productId, line.selected);
  const same = lines.find((current) => current.key === key);
  if (same)
    return lines.map((current) =>
      current.key === key ? { ...current, quantity: current.quantity + line.quantity } : current,
    );
  return [...lines, { ...line, key }];
}

/** The quote of the sale, priced with the chosen customer's price list (decision 052). */
export const quoteInput = (
  lines: readonly SaleLine[],
  coupon: string,
  customerId: number | null = null,
): CartQuoteInput => ({
  items: lines.map((line) => ({ product: line.productId, quantity: line.quantity, variants: line.selected })),
  ...(coupon.trim() ? { coupon_code: coupon.trim() } : {}),
  ...(customerId ? { customer_id: customerId } : {}),
});

/**
 * The customer's list minimum that the sale does not reach: staff may sell under it (decision 052),
 * so it is a notice, not a line problem. Null when met or when the list has none.
 */
export function minimumOrderNotice(
  quote: Pick<CartQuote, 'price_list' | 'min_order_missing'> | undefined,
): string | null {
  const minimum = quote?.price_list.min_order_amount;
  if (!quote || minimum == null || !(quote.min_order_missing > 0)) return null;
  return `Bajo el pedido mínimo de la lista ${quote.price_list.name} (${formatAmount2(minimum)}): faltan ${formatAmount2(quote.min_order_missing)}. Puedes crear la venta igual.`;
}

/** The quote's line for a sale line (same order), and whether any line cannot be sold as it is. */
export function lineProblem(quote: CartQuote | undefined, index: number): string | null {
  const line = quote?.lines[index];
  if (!line) return null;
  if (line.error) return line.error;
  if (line.quantity > line.stock) return `No hay suficiente stock. Stock disponible: ${line.stock}`;
  return null;
}

/** The sale form's values as typed. */
export type SaleFormValues = {
  recipient_name: string;
  customer_phone: string;
  customer_email: string;
  customer_dni_cuit: string;
  delivery_type?: 'delivery' | 'pickup';
  shipping_street: string;
  shipping_number: string;
  shipping_postal_code: string;
  shipping_city: string;
  shipping_details: string;
};

export const SALE_FORM_FIELDS = [
  'recipient_name',
  'customer_phone',
  'customer_email',
  'customer_dni_cuit',
  'delivery_type',
  'shipping_street',
  'shipping_number',
  'shipping_postal_code',
  'shipping_city',
  'shipping_details',
] as const satisfies readonly (keyof SaleFormValues)[];

export const EMPTY_SALE_FORM: SaleFormValues = {
  recipient_name: '',
  customer_phone: '',
  customer_email: '',
  customer_dni_cuit: '',
  delivery_type: 'pickup',
  shipping_street: '',
  shipping_number: '',
  shipping_postal_code: '',
  shipping_city: '',
  shipping_details: '',
};

/** Contact and address prefilled from the customer's account (the staff can still change them). */
export function customerDefaults(
  customer: CustomerDetail,
  deliveryType: SaleFormValues['delivery_type'],
): SaleFormValues {
  return {
    ...EMPTY_SALE_FORM,
    delivery_type: deliveryType,
    ...contactFromAccount(customer, customer.business_name.trim() || customer.username),
  };
}

/** How the staff's sale is paid: cash, or the customer's cuenta corriente (issue 32). */
export type SalePaymentMethod = NonNullable<AdminSaleCreate['payment_method']>;

/**
 * What the staff should know before selling on account: the checkout would refuse this order (debts
 * overdue, or past the available credit: the shared rule), but staff may sell anyway, and it is logged.
 * Null when the checkout itself would take it.
 */
export function accountSaleWarning(account: AccountSummary, total: number): string | null {
  const overdueCents = toCents(account.overdue);
  const availableCents = toCents(account.available_credit);
  const refused = accountRefusal({
    enabled: account.terms.enabled,
    overdueCents,
    availableCents,
    orderCents: toCents(total),
  });
  if (!refused) return null;
  const reasons = [
    overdueCents > 0 ? `tiene deuda vencida por ${formatAmount2(account.overdue)}` : null,
    toCents(total) > availableCents
      ? `la venta supera su crédito disponible (${formatAmount2(Math.max(0, account.available_credit))})`
      : null,
  ].filter(Boolean);
  return `El cliente ${reasons.join(' y ')}. Puedes venderle en cuenta corriente igual: queda registrado en Actividad.`;
}

/** The body of POST /api/orders/admin-create/. Prices are not sent: the server sets them. */
export function salePayload(
  customerId: number,
  values: CheckoutForm,
  lines: readonly SaleLine[],
  coupon: string | null,
  paymentMethod: SalePaymentMethod = 'cash',
): AdminSaleCreate {
  return {
    customer_id: customerId,
    payment_method: paymentMethod,
    recipient_name: values.recipient_name,
    customer_phone: values.customer_phone,
    customer_email: values.customer_email,
    customer_dni_cuit: values.customer_dni_cuit ?? '',
    delivery_type: values.delivery_type,
    ...shippingFields(values),
    delivery_time: '',
    shipping_method: '',
    coupon_code: coupon?.trim() || null,
    products: lines.map((line) => ({
      product_id: line.productId,
      quantity: line.quantity,
      selected_variants: line.selected,
      variant_display: line.variantDisplay,
    })),
  };
}

/** The part of a failed create that the form's own fields do not show. */
export type SaleErrorParts = {
  customer?: string;
  products?: string;
  coupon?: string;
  /** The error without those keys, for setServerErrors (form fields and the form alert). */
  rest: unknown;
};

const first = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value)) return value.map(first).find(Boolean);
  return undefined;
};

export function splitSaleError(error: unknown): SaleErrorParts {
  if (!(error instanceof ApiError) || error.kind !== 'http') return { rest: error };
  const body = error.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { rest: error };
  const { customer_id, products, coupon_code, ...others } = body as Record<string, unknown>;
  const parts: SaleErrorParts = {
    customer: first(customer_id),
    products: first(products),
    coupon: first(coupon_code),
    rest: error,
  };
  if (parts.customer || parts.products || parts.coupon) {
    parts.rest = Object.keys(others).length
      ? new ApiError(error.message, error.status, others, error.kind)
      : null;
  }
  return parts;
}
