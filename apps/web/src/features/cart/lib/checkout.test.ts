import { ACCOUNT_MESSAGES } from '@mayorista/shared/current-account-rules';
import type { MyAccount } from '@mayorista/shared/current-accounts';
import { CheckoutFormSchema, splitAddress } from '@mayorista/shared/orders';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/lib/cart-storage';
import {
  accountChoice,
  availableCreditText,
  checkoutDefaults,
  orderPayload,
  paymentOptions,
  shippingAddress,
  splitFieldErrors,
  stockProblem,
} from './checkout';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 74,
  name: 'Remera Oversize',
  image: null,
  brand: null,
  stock: 6,
  quantity: 2,
  selected_variants: { Talle: 'XL', Color: 'Negro' },
  variant_display: 'Talle: XL, Color: Negro',
  ...overrides,
});

const form = (values: Record<string, unknown>) => CheckoutFormSchema.parse(values);

describe('splitAddress and checkoutDefaults', () => {
  it('splits street, number, city and zip', () => {
    expect(splitAddress('Calle 14 1450, Berazategui (1884), Buenos Aires')).toEqual({
      street: 'Calle 14',
      number: '1450',
      city: 'Berazategui',
      zip: '1884',
    });
    expect(splitAddress('Av. Mitre 1234, B1884ABC Berazategui')).toEqual({
      street: 'Av. Mitre',
      number: '1234',
      city: 'Berazategui',
      zip: '1884',
    });
    expect(splitAddress('')).toEqual({ street: '', number: '', city: '', zip: '' });
  });

  it('prefills from the profile', () => {
    expect(
      checkoutDefaults({
        username: 'demo',
        first_name: 'Lucía',
        last_name: 'Fernández',
        email: 'demo@example.com',
        phone_number: '11 3456-7890',
        dni: '30123456',
        cuit: '',
        business_address: 'Calle 14 1450, Berazategui (1884), Buenos Aires',
      }),
    ).toMatchObject({
      recipient_name: 'Lucía Fernández',
      customer_phone: '1134567890',
      customer_email: 'demo@example.com',
      customer_dni_cuit: '30123456',
      delivery_type: undefined,
      shipping_street: 'Calle 14',
      shipping_number: '1450',
      shipping_postal_code: '1884',
      shipping_city: 'Berazategui',
    });
    expect(checkoutDefaults({ username: 'demo' }).recipient_name).toBe('demo');
  });
});

describe('order payload', () => {
  const contact = {
    recipient_name: 'Lucía Fernández',
    customer_phone: '1134567890',
    customer_email: 'demo@example.com',
    customer_dni_cuit: '27301234564',
  };

  it('builds a delivery address from street, number, zip, city and details', () => {
    const values = form({
      ...contact,
      delivery_type: 'delivery',
      shipping_street: 'Calle 14',
      shipping_number: '1450',
      shipping_postal_code: '1884',
      shipping_city: 'Berazategui',
      shipping_details: 'Depto 2B',
    });
    expect(shippingAddress(values)).toBe('Calle 14 1450, Berazategui (1884) - Depto 2B');
    const payload = orderPayload(values, [item()], 'BIENVENIDA10');
    expect(payload).toMatchObject({
      delivery_type: 'delivery',
      shipping_method: 'Envío a domicilio',
      shipping_street: 'Calle 14',
      shipping_postal_code: '1884',
      coupon_code: 'BIENVENIDA10',
      products: [
        {
          product_id: 74,
          quantity: 2,
          selected_variants: { Talle: 'XL', Color: 'Negro' },
          variant_display: 'Talle: XL, Color: Negro',
        },
      ],
    });
    expect(payload.products[0]).not.toHaveProperty('price');
  });

  it('sends cash unless the buyer chose to pay online', () => {
    const values = form({
      recipient_name: 'Ana Pérez',
      customer_phone: '1123456789',
      customer_email: 'ana@example.com',
      delivery_type: 'pickup',
    });
    expect(orderPayload(values, [item()], null).payment_method).toBe('cash');
    expect(orderPayload(values, [item()], null, 'online').payment_method).toBe('online');
  });

  it("sends 'Coordinar entrega' for pickup and no coupon when none is applied", () => {
    const values = form({ ...contact, delivery_type: 'pickup', shipping_street: 'Calle 14' });
    const payload = orderPayload(values, [item()], null);
    expect(payload.shipping_address).toBe('Coordinar entrega');
    expect(payload.shipping_street).toBe('');
    expect(payload).not.toHaveProperty('coupon_code');
  });
});

describe('stock and errors', () => {
  it('names the first line above its stock', () => {
    expect(stockProblem([item()])).toBeNull();
    expect(stockProblem([item({ quantity: 8 })])).toBe(
      'No hay suficiente stock de Remera Oversize (Talle: XL, Color: Negro). Stock disponible: 6',
    );
  });

  it('splits a 400 body into field messages and the rest', () => {
    expect(
      splitFieldErrors({
        customer_phone: ['Ingresa un teléfono válido'],
        products: ['El carrito está vacío'],
        detail: 'x',
      }),
    ).toEqual({
      fields: { customer_phone: 'Ingresa un teléfono válido' },
      other: ['El carrito está vacío', 'x'],
    });
  });
});

describe('the cuenta corriente at checkout (issue 32)', () => {
  const account = (
    summary: Partial<MyAccount['summary']> & { enabled?: boolean },
  ): Pick<MyAccount, 'summary'> => {
    const { enabled = true, ...rest } = summary;
    return {
      summary: {
        customer: { id: 3, username: 'demo', business_name: 'Demo', email: 'demo@example.com' },
        terms: { enabled, credit_limit: 100_000, payment_terms_days: 30 },
        balance: 0,
        pending_orders: 0,
        available_credit: 100_000,
        overdue: 0,
        aging: { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, credit: 0 },
        as_of: '2026-11-29',
        ...rest,
      },
    };
  };

  it('is not offered without an enabled account', () => {
    expect(accountChoice(undefined, 5000)).toBeNull();
    expect(accountChoice(account({ enabled: false }), 5000)).toBeNull();
    expect(paymentOptions({ online: false, account: false }).map((option) => option.value)).toEqual(['cash']);
    expect(paymentOptions({ online: true, account: true }).map((option) => option.value)).toEqual([
      'cash',
      'online',
      'account',
    ]);
    expect(paymentOptions({ online: false, account: true }).map((option) => option.value)).toEqual([
      'cash',
      'account',
    ]);
  });

  it('passes a total within the credit, to the cent', () => {
    expect(accountChoice(account({ available_credit: 9000.1 }), 9000.1)).toEqual({
      available: 9000.1,
      termsDays: 30,
      refusal: null,
    });
    expect(availableCreditText(9000.1)).toBe('Crédito disponible: $ 9.000,10');
  });

  it("refuses a total over the credit with the server's words and the credit left", () => {
    const choice = accountChoice(account({ available_credit: 9000.1 }), 9000.11);
    expect(choice?.refusal).toBe(`${ACCOUNT_MESSAGES.overLimit} Tu crédito disponible es $ 9.000,10.`);
  });

  it('refuses any total while a debit is overdue, and shows no credit below zero', () => {
    const choice = accountChoice(account({ overdue: 1500, available_credit: -250, balance: 100_250 }), null);
    expect(choice?.available).toBe(0);
    expect(choice?.refusal).toBe(`${ACCOUNT_MESSAGES.overdue} Tu crédito disponible es $ 0,00.`);
  });
});
