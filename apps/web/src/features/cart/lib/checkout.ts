/** Checkout rules of storefront §4 and §5 that need no screen: prefill, address, stock check, minimum, payload. */
import type { CartQuote } from '@mayorista/shared/catalog';
import { accountRefusal } from '@mayorista/shared/current-account-rules';
import type { MyAccount } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { toCents } from '@mayorista/shared/order-totals';
import {
  type CheckoutForm,
  type CouponMath,
  contactFromAccount,
  type DeliveryType,
  type OrderCreate,
  type PaymentMethod,
  shippingAddress,
  shippingFields,
} from '@mayorista/shared/orders';
import type { CartItem } from '@/lib/cart-storage';

export const CHECKOUT_MESSAGES = {
  loginRequired: 'Debes iniciar sesión para realizar la compra',
  sessionExpired: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
  startFailed: 'Error al iniciar el checkout. Por favor, intenta nuevamente.',
  orderFailed: 'Error al crear la orden',
  success: '¡Tu pedido ha sido registrado con éxito! Te enviamos un email con los detalles.',
} as const;

export type PaymentOption = { value: PaymentMethod; label: string; hint: string };

/**
 * The checkout's payment choices: cash (coordinated with the seller) always, and the default as before
 * there was a choice; online while the store takes Mercado Pago (issue 30); the cuenta corriente for a
 * buyer whose account is enabled (issue 32), its hint the credit left.
 */
export const PAYMENT_OPTIONS: PaymentOption[] = [
  {
    value: 'cash',
    label: 'Efectivo o transferencia',
    hint: 'Coordinas el pago con el vendedor cuando confirmamos tu pedido.',
  },
  {
    value: 'online',
    label: 'Pagar online con Mercado Pago',
    hint: 'Pagas ahora con tarjeta, dinero en cuenta u otros medios de Mercado Pago.',
  },
  {
    value: 'account',
    label: 'Cuenta corriente',
    hint: 'Se suma al saldo de tu cuenta corriente.',
  },
];

/** The buyer's cuenta corriente as the checkout offers it: the credit left and, if it cannot be used, why. */
export type AccountChoice = {
  /** Crédito disponible (never shown below zero). */
  available: number;
  termsDays: number;
  /** The server's own refusal text (accountRefusal), or null when this order may go on account. */
  refusal: string | null;
};

/**
 * 'Cuenta corriente' at checkout, from GET /api/me/account/ and the cart's total: null when the account
 * is not enabled (the choice is not offered); otherwise the credit left and the refusal the server would
 * answer for this total (a debit overdue, or a total above the credit). The server decides again.
 */
export function accountChoice(
  account: Pick<MyAccount, 'summary'> | undefined,
  total: number | null,
): AccountChoice | null {
  if (!account?.summary.terms.enabled) return null;
  const { summary } = account;
  return {
    available: Math.max(0, summary.available_credit),
    termsDays: summary.terms.payment_terms_days,
    refusal: accountRefusal({
      enabled: true,
      overdueCents: toCents(summary.overdue),
      availableCents: toCents(summary.available_credit),
      // While the total loads only an overdue debit can refuse.
      orderCents: total === null ? 0 : toCents(total),
    }),
  };
}

/** 'Crédito disponible: $ 12.345,67'. */
export const availableCreditText = (amount: number) => `Crédito disponible: ${formatAmount2(amount)}`;

/** The choices this buyer has now, in order; a single one (cash) means there is nothing to choose. */
export function paymentOptions(choices: { online: boolean; account: boolean }): PaymentOption[] {
  return PAYMENT_OPTIONS.filter(
    (option) =>
      option.value === 'cash' ||
      (option.value === 'online' && choices.online) ||
      (option.value === 'account' && choices.account),
  );
}

export const DELIVERY_LABELS: Record<DeliveryType, string> = {
  delivery: 'Envío a domicilio',
  pickup: 'Retiro / Coordinar entrega',
};

/** The form's values as typed (before the schema trims and checks them). */
export type CheckoutValues = {
  recipient_name: string;
  customer_phone: string;
  customer_email: string;
  customer_dni_cuit: string;
  delivery_type?: DeliveryType;
  shipping_street: string;
  shipping_number: string;
  shipping_postal_code: string;
  shipping_city: string;
  shipping_details: string;
};

/** Current user of GET /api/auth/profile/ (storefront §3), as far as the checkout reads it. */
export type CheckoutProfile = {
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone_number?: string | null;
  dni?: string | null;
  cuit?: string | null;
  business_address?: string | null;
  /** A blocked buyer cannot order (DOMAIN.md): the cart says so before the form opens. */
  is_blocked?: boolean | null;
};

export const EMPTY_CHECKOUT: CheckoutValues = {
  recipient_name: '',
  customer_phone: '',
  customer_email: '',
  customer_dni_cuit: '',
  delivery_type: undefined,
  shipping_street: '',
  shipping_number: '',
  shipping_postal_code: '',
  shipping_city: '',
  shipping_details: '',
};

/** What Cancel clears (storefront §4): phone, shipping method and the address fields. */
export const CLEARED_ON_CANCEL = [
  'customer_phone',
  'delivery_type',
  'shipping_street',
  'shipping_number',
  'shipping_postal_code',
  'shipping_city',
  'shipping_details',
] as const satisfies readonly (keyof CheckoutValues)[];

/** The form prefilled from the profile (storefront §4 step 2). */
export function checkoutDefaults(profile: CheckoutProfile | null | undefined): CheckoutValues {
  if (!profile) return { ...EMPTY_CHECKOUT };
  return { ...EMPTY_CHECKOUT, ...contactFromAccount(profile, profile.username?.trim() || '') };
}

/** The one shipping-address builder (decision 049), for the checkout's tests and screens. */
export { shippingAddress };

/**
 * 'Te faltan $ X para el pedido mínimo de tu lista (Kiosco: $ Y)' while the quoted lines are under the
 * buyer's list minimum (decision 052); null when it is met or the list has none. Amounts as the
 * server's refusal writes them.
 */
export function minimumMissingMessage(
  quote: Pick<CartQuote, 'price_list' | 'min_order_missing'> | undefined,
): string | null {
  const minimum = quote?.price_list?.min_order_amount;
  if (!quote || minimum == null || !(quote.min_order_missing > 0)) return null;
  return `Te faltan ${formatAmount2(quote.min_order_missing)} para el pedido mínimo de tu lista (${quote.price_list?.name}: ${formatAmount2(minimum)})`;
}

/** 'No hay suficiente stock de {product}. Stock disponible: {n}' for the first line above its stock. */
export function stockProblem(items: readonly CartItem[]): string | null {
  for (const item of items) {
    if (item.quantity > item.stock) {
      const name = item.variant_display ? `${item.name} (${item.variant_display})` : item.name;
      return `No hay suficiente stock de ${name}. Stock disponible: ${Math.max(0, item.stock)}`;
    }
  }
  return null;
}

/** The order payload of storefront §3; it carries no price (the server computes every one). */
export function orderPayload(
  values: CheckoutForm,
  items: readonly CartItem[],
  couponCode: string | null,
  paymentMethod: PaymentMethod = 'cash',
): OrderCreate {
  return {
    payment_method: paymentMethod,
    recipient_name: values.recipient_name,
    customer_phone: values.customer_phone,
    customer_email: values.customer_email,
    customer_dni_cuit: values.customer_dni_cuit ?? '',
    delivery_type: values.delivery_type,
    delivery_time: '',
    shipping_method: DELIVERY_LABELS[values.delivery_type],
    ...shippingFields(values),
    products: items.map((item) => ({
      product_id: item.id,
      quantity: item.quantity,
      selected_variants: item.selected_variants,
      variant_display: item.variant_display,
    })),
    ...(couponCode ? { coupon_code: couponCode } : {}),
  };
}

/** Coupon response of storefront §3 as POST /api/marketing/coupons/validate/ answers it. */
export type AppliedCoupon = CouponMath & { code: string; discount: number; min_purchase: number };

/** Form fields an order 400 may name; others go to the form's alert. */
export const CHECKOUT_FIELDS = [
  'recipient_name',
  'customer_phone',
  'customer_email',
  'customer_dni_cuit',
  'delivery_type',
  'shipping_street',
  'shipping_number',
  'shipping_postal_code',
  'shipping_city',
] as const satisfies readonly (keyof CheckoutValues)[];

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** A DRF-style 400 body ({field: [message]}) split into form-field messages and the rest. */
export function splitFieldErrors(body: unknown): {
  fields: Partial<Record<CheckoutField, string>>;
  other: string[];
} {
  const fields: Partial<Record<CheckoutField, string>> = {};
  const other: string[] = [];
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { fields, other };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const message = Array.isArray(value) ? value.find((entry) => typeof entry === 'string') : value;
    if (typeof message !== 'string' || !message) continue;
    if ((CHECKOUT_FIELDS as readonly string[]).includes(key)) fields[key as CheckoutField] = message;
    else other.push(message);
  }
  return { fields, other };
}
