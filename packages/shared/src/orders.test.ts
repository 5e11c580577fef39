import { describe, expect, it } from 'vitest';
import {
  CART_MAX_QUANTITY,
  CheckoutFormSchema,
  contactFromAccount,
  couponDiscount,
  DistributorOrderListQuerySchema,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  OrderCreateSchema,
  PICKUP_ADDRESS,
  parseZipFromAddress,
  shippingAddress,
  shippingFields,
} from './orders.ts';

/** First message per field, as the server answers and the form shows. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

const validForm = {
  recipient_name: 'Lucía Fernández',
  customer_phone: '1134567890',
  customer_email: 'lucia@example.com',
  delivery_type: 'delivery',
  shipping_street: 'Calle 14',
  shipping_number: '1450',
  shipping_postal_code: '1884',
  shipping_city: 'Berazategui',
};

describe('checkout form', () => {
  it('accepts a complete delivery form and a pickup form without address', () => {
    expect(CheckoutFormSchema.safeParse(validForm).success).toBe(true);
    const pickup = {
      recipient_name: 'Ana',
      customer_phone: '11 3456-7890',
      customer_email: 'a@b.co',
      delivery_type: 'pickup',
    };
    expect(CheckoutFormSchema.safeParse(pickup).success).toBe(true);
  });

  it('gives the spec messages for missing fields, one per field', () => {
    const result = CheckoutFormSchema.safeParse({});
    expect(fieldErrors(result)).toEqual({
      recipient_name: 'El nombre es requerido',
      customer_phone: 'El teléfono es requerido',
      customer_email: 'El email es requerido',
      delivery_type: 'Selecciona un método de entrega',
    });
    const blank = CheckoutFormSchema.safeParse({
      recipient_name: '  ',
      customer_phone: '',
      customer_email: '',
      delivery_type: '',
    });
    expect(fieldErrors(blank)).toEqual(fieldErrors(result));
    expect(blank.error?.issues).toHaveLength(4);
  });

  it('gives the spec messages for invalid values', () => {
    const result = CheckoutFormSchema.safeParse({
      ...validForm,
      recipient_name: 'Al',
      customer_phone: '12345',
      customer_email: 'no-es-email',
      delivery_type: 'envio',
    });
    expect(fieldErrors(result)).toEqual({
      recipient_name: 'El nombre debe tener al menos 3 caracteres',
      customer_phone: 'Ingresa un teléfono válido',
      customer_email: 'Ingresa un email válido',
      delivery_type: 'Selecciona un método de entrega',
    });
    expect(
      fieldErrors(CheckoutFormSchema.safeParse({ ...validForm, customer_phone: '11345678901' })),
    ).toEqual({
      customer_phone: 'Ingresa un teléfono válido',
    });
  });

  it('requires street, number, zip and city for delivery, even with other errors', () => {
    const result = CheckoutFormSchema.safeParse({
      recipient_name: 'Al',
      customer_phone: '1134567890',
      customer_email: 'a@b.co',
      delivery_type: 'delivery',
    });
    expect(fieldErrors(result)).toEqual({
      recipient_name: 'El nombre debe tener al menos 3 caracteres',
      shipping_street: 'La calle es requerida',
      shipping_number: 'El número es requerido',
      shipping_postal_code: 'El código postal es requerido',
      shipping_city: 'La ciudad es requerida',
    });
    const blankName = CheckoutFormSchema.safeParse({ recipient_name: '', delivery_type: 'delivery' });
    expect(Object.keys(fieldErrors(blankName))).toEqual([
      'recipient_name',
      'customer_phone',
      'customer_email',
      'shipping_street',
      'shipping_number',
      'shipping_postal_code',
      'shipping_city',
    ]);
    for (const zip of ['188', '188456', 'B1884', '1884ABC', 'BB1884AB', 'B1884AB1']) {
      expect(fieldErrors(CheckoutFormSchema.safeParse({ ...validForm, shipping_postal_code: zip }))).toEqual({
        shipping_postal_code: 'Ingresa un código postal válido (por ejemplo 1884 o B1884ABC)',
      });
    }
    expect(CheckoutFormSchema.safeParse({ ...validForm, shipping_postal_code: '18840' }).success).toBe(true);
  });

  it('accepts a full Argentine postal code (CPA) and keeps it in capitals', () => {
    for (const zip of ['B1884ABC', ' b1884abc ', 'C1043AAZ']) {
      const result = CheckoutFormSchema.safeParse({ ...validForm, shipping_postal_code: zip });
      expect(result.success, zip).toBe(true);
      expect(result.data?.shipping_postal_code).toBe(zip.trim().toUpperCase());
    }
    const order = OrderCreateSchema.safeParse({
      ...validForm,
      shipping_postal_code: 'b1884abc',
      products: [{ product_id: 1, quantity: 1 }],
    });
    expect(order.data?.shipping_postal_code).toBe('B1884ABC');
  });
});

describe('order payload', () => {
  const line = { product_id: 1, quantity: 2, price: 1, selected_variants: null, variant_display: '' };

  it('accepts the storefront payload and ignores the client price', () => {
    const parsed = OrderCreateSchema.parse({ ...validForm, products: [line], coupon_code: 'bienvenida10' });
    expect(parsed.products[0]).toMatchObject({ product_id: 1, quantity: 2 });
    expect(parsed.coupon_code).toBe('bienvenida10');
  });

  it('needs 1 to 100 lines with whole quantities from 1 to 99', () => {
    expect(fieldErrors(OrderCreateSchema.safeParse({ ...validForm, products: [] }))).toEqual({
      products: 'El carrito está vacío',
    });
    expect(fieldErrors(OrderCreateSchema.safeParse({ ...validForm }))).toEqual({
      products: 'El carrito está vacío',
    });
    const many = Array.from({ length: 101 }, () => line);
    expect(OrderCreateSchema.safeParse({ ...validForm, products: many }).success).toBe(false);
    for (const quantity of [0, CART_MAX_QUANTITY + 1, 1.5, '2']) {
      const result = OrderCreateSchema.safeParse({ ...validForm, products: [{ ...line, quantity }] });
      expect(fieldErrors(result), String(quantity)).toEqual({
        products: 'La cantidad debe ser un número entero entre 1 y 99',
      });
    }
    const variants = OrderCreateSchema.safeParse({
      ...validForm,
      products: [{ ...line, selected_variants: { Tamaño: 'Chico' } }],
    });
    expect(variants.success).toBe(true);
  });

  it('takes the client price only as an optional number (it is ignored), never as any JSON', () => {
    for (const price of [undefined, null, 0, 1234.5]) {
      expect(OrderCreateSchema.safeParse({ ...validForm, products: [{ ...line, price }] }).success).toBe(
        true,
      );
    }
    let deep: unknown = 1;
    for (let depth = 0; depth < 2000; depth++) deep = { a: deep };
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, index]));
    for (const price of [deep, wide, '100', [1]]) {
      const result = OrderCreateSchema.safeParse({ ...validForm, products: [{ ...line, price }] });
      expect(fieldErrors(result)).toEqual({ products: 'Precio inválido' });
    }
  });

  it('refuses control characters in every text, and a body that is not an object', () => {
    const nul = OrderCreateSchema.safeParse({
      ...validForm,
      delivery_time: 'a\u0000b',
      coupon_code: '\u0000',
      products: [{ ...line, selected_variants: { Talle: 'X\u0000L' } }],
    });
    expect(fieldErrors(nul)).toEqual({
      delivery_time: 'El texto contiene caracteres no permitidos.',
      coupon_code: 'El texto contiene caracteres no permitidos.',
      products: 'El texto contiene caracteres no permitidos.',
    });
    for (const body of [null, 5, 'texto', []]) {
      expect(() => OrderCreateSchema.safeParse(body)).not.toThrow();
      expect(OrderCreateSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('distributor order filters', () => {
  it('takes real calendar days, in order, and a known payment status', () => {
    expect(
      DistributorOrderListQuerySchema.parse({
        payment_status: 'pending',
        start_date: '2026-02-01',
        end_date: '2026-02-28',
        page: '2',
      }),
    ).toEqual({ payment_status: 'pending', start_date: '2026-02-01', end_date: '2026-02-28', page: 2 });
    for (const day of ['2026-02-30', '0000-01-01', '26-02-01', '2026-2-1']) {
      expect(fieldErrors(DistributorOrderListQuerySchema.safeParse({ start_date: day })), day).toEqual({
        start_date: 'start_date debe ser una fecha AAAA-MM-DD',
      });
    }
    expect(
      fieldErrors(
        DistributorOrderListQuerySchema.safeParse({ start_date: '2026-03-01', end_date: '2026-02-01' }),
      ),
    ).toEqual({ end_date: 'La fecha de fin no puede ser anterior a la de inicio' });
    expect(fieldErrors(DistributorOrderListQuerySchema.safeParse({ payment_status: 'debe' }))).toEqual({
      payment_status: 'Estado de pago inválido',
    });
  });
});

describe('coupon math', () => {
  it('takes a percentage of the subtotal, capped at max_amount when set', () => {
    expect(couponDiscount({ type: 'percentage', value: 10, max_amount: null }, 15000)).toBe(1500);
    expect(couponDiscount({ type: 'percentage', value: 10, max_amount: 20000 }, 500000)).toBe(20000);
    expect(couponDiscount({ type: 'percentage', value: 10, max_amount: 0 }, 500000)).toBe(50000);
    expect(couponDiscount({ type: 'percentage', value: 12.5, max_amount: null }, 99.99)).toBe(12.5);
  });

  it('subtracts a fixed value, never below a total of 0', () => {
    expect(couponDiscount({ type: 'fixed', value: 5000, max_amount: null }, 30000)).toBe(5000);
    expect(couponDiscount({ type: 'fixed', value: 5000, max_amount: null }, 3000)).toBe(3000);
    expect(couponDiscount({ type: 'percentage', value: 100, max_amount: null }, 3000)).toBe(3000);
    expect(couponDiscount({ type: 'fixed', value: 5000, max_amount: null }, 0)).toBe(0);
  });
});

describe('order statuses and address helpers', () => {
  it('labels every status in Spanish', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      'Pendiente',
      'Pendiente',
      'Pagado',
      'Enviado',
      'Entregado',
      'Cancelado',
    ]);
  });

  it('finds the zip code in a stored address', () => {
    expect(parseZipFromAddress('Calle 14 1450, Berazategui (1884), Buenos Aires')).toBe('1884');
    expect(parseZipFromAddress('Av. Mitre 1234, B1884ABC Berazategui')).toBe('1884');
    expect(parseZipFromAddress('Av. Corrientes 500, CP 1043, CABA')).toBe('1043');
    expect(parseZipFromAddress('Ruta 2 km 45, 7130 Chascomús')).toBe('7130');
    expect(parseZipFromAddress('Sin número')).toBe('');
    expect(parseZipFromAddress(null)).toBe('');
    expect(parseZipFromAddress('Tel 123456789')).toBe('');
  });
});

describe('the shipping address (checkout, staff sale, order columns, demo seed)', () => {
  const address = {
    shipping_street: 'Calle 14',
    shipping_number: '1450',
    shipping_city: 'Berazategui',
    shipping_postal_code: '1884',
  };

  it('writes a delivery address with its details, and the store words for a pickup', () => {
    expect(shippingAddress({ delivery_type: 'delivery', ...address })).toBe(
      'Calle 14 1450, Berazategui (1884)',
    );
    expect(shippingAddress({ delivery_type: 'delivery', ...address, shipping_details: 'Depto 2B' })).toBe(
      'Calle 14 1450, Berazategui (1884) - Depto 2B',
    );
    expect(shippingAddress({ delivery_type: 'delivery', shipping_city: 'Quilmes' })).toBe('Quilmes');
    expect(shippingAddress({ delivery_type: 'pickup', ...address })).toBe(PICKUP_ADDRESS);
  });

  it('gives the order its fields: the address given or built, no parts for a pickup', () => {
    expect(shippingFields({ delivery_type: 'delivery', ...address })).toEqual({
      shipping_address: 'Calle 14 1450, Berazategui (1884)',
      ...address,
    });
    expect(
      shippingFields({ delivery_type: 'delivery', ...address, shipping_address: 'Otra 1, X (1000)' }),
    ).toEqual({
      shipping_address: 'Otra 1, X (1000)',
      ...address,
    });
    expect(shippingFields({ delivery_type: 'pickup', ...address, shipping_address: 'Otra 1' })).toEqual({
      shipping_address: PICKUP_ADDRESS,
      shipping_street: '',
      shipping_number: '',
      shipping_city: '',
      shipping_postal_code: '',
    });
  });
});

describe('the contact prefilled from an account (checkout, staff sale)', () => {
  it('takes the name (else the fallback), the phone digits, the CUIT (else the DNI) and the address parts', () => {
    const account = {
      first_name: ' Lucía ',
      last_name: 'Fernández',
      email: 'demo@growshop-demo.com.ar',
      phone_number: '(11) 3456-7890',
      dni: '30123456',
      cuit: '',
      business_address: 'Calle 14 1450, Berazategui (1884), Buenos Aires',
    };
    expect(contactFromAccount(account, 'demo')).toEqual({
      recipient_name: 'Lucía Fernández',
      customer_phone: '1134567890',
      customer_email: 'demo@growshop-demo.com.ar',
      customer_dni_cuit: '30123456',
      shipping_street: 'Calle 14',
      shipping_number: '1450',
      shipping_postal_code: '1884',
      shipping_city: 'Berazategui',
    });
    expect(contactFromAccount({ first_name: ' ', cuit: '27301234564', dni: '1' }, 'Grow Sur')).toMatchObject({
      recipient_name: 'Grow Sur',
      customer_dni_cuit: '27301234564',
      customer_phone: '',
      customer_email: '',
    });
  });
});
