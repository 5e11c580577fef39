/** An order as an invoice, without a database: receiver, lines (coupon and shipping), amounts, credits. */
import { consumerIdentificationThreshold } from '@mayorista/shared/fiscal';
import { INVOICE_MESSAGES } from '@mayorista/shared/invoices';
import { describe, expect, it } from 'vitest';
import type { OrderForInvoice } from '../orders/order-invoicing.service.ts';
import {
  amountsOf,
  type BuyerProfile,
  checkReceiver,
  creditedAmount,
  invoiceLinesOf,
  receiverOf,
  voucherRequestOf,
} from './invoice-document.ts';
import { cuitOf } from './invoicing.test-support.ts';

const cents = (value: number) => Math.round(value * 100);
const CUIT = cuitOf('20', 30111222);

const order = (changes: Partial<OrderForInvoice> = {}): OrderForInvoice => ({
  id: 9,
  userId: 4,
  status: 'paid',
  subtotal: 4469.96,
  couponDiscount: 0,
  shippingCost: 0,
  total: 4469.96,
  recipientName: 'Lucía Fernández',
  customerDniCuit: '',
  shippingAddress: 'Calle 14 1500, Berazategui',
  lines: [
    {
      id: 1,
      sku: 'CUL-1',
      productName: 'Sustrato',
      variantDisplay: '',
      quantity: 2,
      priceAtTime: 999.99,
      ivaRate: 21,
    },
    {
      id: 2,
      sku: 'LIB-1',
      productName: 'Libro',
      variantDisplay: 'Tapa dura',
      quantity: 2,
      priceAtTime: 1234.99,
      ivaRate: 10.5,
    },
  ],
  ...changes,
});

const buyer = (changes: Partial<BuyerProfile> = {}): BuyerProfile => ({
  cuit: '',
  dni: '',
  ivaCondition: '',
  businessName: '',
  firstName: 'Ana',
  lastName: 'Gómez',
  businessAddress: '',
  ...changes,
});

describe('receiverOf', () => {
  it('takes the CUIT, else a DNI, else nobody (99, 0); what was typed at checkout when the profile has none', () => {
    expect(
      receiverOf(
        order(),
        buyer({ cuit: CUIT, ivaCondition: 'responsable_inscripto', businessName: 'Gómez SA' }),
      ),
    ).toEqual({
      docType: 80,
      docNumber: CUIT,
      ivaCondition: 'responsable_inscripto',
      name: 'Gómez SA',
      address: 'Calle 14 1500, Berazategui',
    });
    expect(receiverOf(order(), buyer({ dni: '30.111.222' }))).toMatchObject({
      docType: 96,
      docNumber: '30111222',
      ivaCondition: 'consumidor_final',
      name: 'Ana Gómez',
    });
    expect(receiverOf(order(), buyer())).toMatchObject({ docType: 99, docNumber: '0' });
    expect(receiverOf(order({ customerDniCuit: CUIT }), null)).toMatchObject({
      docType: 80,
      docNumber: CUIT,
      name: 'Lucía Fernández',
    });
    // A CUIT with a wrong check digit is not a CUIT.
    expect(
      receiverOf(order(), buyer({ cuit: `${CUIT.slice(0, 10)}${(Number(CUIT[10]) + 1) % 10}` })),
    ).toMatchObject({ docType: 99 });
  });

  it('refuses an A without CUIT, and a Consumidor Final without document at the threshold', () => {
    const nobody = receiverOf(order(), buyer());
    expect(() => checkReceiver(nobody, 'A', 100)).toThrow(INVOICE_MESSAGES.cuitRequired);
    expect(() => checkReceiver(nobody, 'B', consumerIdentificationThreshold - 0.01)).not.toThrow();
    expect(() => checkReceiver(nobody, 'B', consumerIdentificationThreshold)).toThrow(/consumidor final/);
  });
});

describe('invoiceLinesOf and amountsOf', () => {
  it('spreads the coupon over the lines and adds the shipping: lines = the order total to the cent', () => {
    const discounted = order({ couponDiscount: 447, shippingCost: 850.5, total: 4469.96 - 447 + 850.5 });
    const lines = invoiceLinesOf(discounted, 'B');
    expect(lines.map((line) => line.description)).toEqual(['Sustrato', 'Libro (Tapa dura)', 'Envío']);
    expect(lines.reduce((sum, line) => sum + cents(line.total), 0)).toBe(cents(discounted.total));
    expect(lines[2]).toMatchObject({ orderItemId: null, quantity: 1, total: 850.5, ivaRate: 21 });
    for (const line of lines) expect(cents(line.net) + cents(line.iva)).toBe(cents(line.total));
    const amounts = amountsOf(lines, 'B');
    expect(cents(amounts.total)).toBe(cents(discounted.total));
    expect(cents(amounts.net) + cents(amounts.iva)).toBe(cents(amounts.total));
    expect(amounts.ivaBreakdown.map((rate) => rate.rate)).toEqual([10.5, 21]);
  });

  it('breaks nothing out on a C', () => {
    const lines = invoiceLinesOf(order(), 'C');
    expect(lines.every((line) => line.iva === 0 && line.net === line.total)).toBe(true);
    expect(amountsOf(lines, 'C')).toEqual({
      net: 4469.96,
      iva: 0,
      exempt: 0,
      total: 4469.96,
      ivaBreakdown: [],
    });
  });

  it('refuses an order whose total no longer matches its lines', () => {
    expect(() => invoiceLinesOf(order({ total: 4470 }), 'B')).toThrow(/Recalcular total/);
  });

  it('sends the amounts per rate as AlicIva, with the receiver condition id', () => {
    const lines = invoiceLinesOf(order(), 'A');
    const amounts = amountsOf(lines, 'A');
    const request = voucherRequestOf({
      pointOfSale: 3,
      voucherType: 1,
      number: 8,
      issueDate: '2025-03-14',
      receiverDocType: 80,
      receiverDocNumber: CUIT,
      receiverIvaCondition: 'monotributo',
      ...amounts,
      related: [],
    });
    expect(request.receiverIvaConditionId).toBe(6);
    expect(request.ivaItems.map((item) => item.id)).toEqual([4, 5]);
    expect(request.ivaItems.reduce((sum, item) => sum + cents(item.base), 0)).toBe(cents(request.net));
    expect(request.ivaItems.reduce((sum, item) => sum + cents(item.amount), 0)).toBe(cents(request.iva));
  });
});

describe('creditedAmount', () => {
  it('credits a line in parts that add up to exactly its total', () => {
    const line = { quantity: 3, total: 100 };
    const parts = [creditedAmount(line, 0, 1), creditedAmount(line, 1, 1), creditedAmount(line, 2, 1)];
    expect(parts).toEqual([33.33, 33.34, 33.33]);
    expect(parts.reduce((sum, part) => sum + cents(part), 0)).toBe(10_000);
    expect(creditedAmount(line, 0, 3)).toBe(100);
  });
});
