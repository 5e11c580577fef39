/**
 * An order as an invoice (issue 31 item 3, decision 055), written as plain functions: the receiver
 * from the buyer's tax profile, the lines from the order's lines with the coupon spread over them and
 * the shipping as a line of its own (so the lines add up to the order's total to the cent), the
 * amounts per IVA rate, and the voucher ARCA is sent. The service stores and sends what these build.
 */
import {
  type BuyerIvaCondition,
  buyerIvaConditions,
  conceptProducts,
  consumerIdentificationThreshold,
  docTypes,
  type InvoiceLetter,
  type IvaRateAmounts,
  ivaBreakdown,
  ivaRateIds,
  lineIva,
  receiverIvaConditionIds,
  SHIPPING_IVA_RATE,
  saleIvaParts,
} from '@mayorista/shared/fiscal';
import { formatPrice } from '@mayorista/shared/format';
import { INVOICE_MESSAGES } from '@mayorista/shared/invoices';
import { fromCents, lineAmount, toCents } from '@mayorista/shared/order-totals';
import { isValidCuit, isValidDni, normalizeCuit, normalizeDni } from '@mayorista/shared/tax-profile';
import { AppError, invalid } from '../../lib/errors.ts';
import type { OrderForInvoice } from '../orders/order-invoicing.service.ts';
import type { VoucherRequest } from './fiscal-issuer.ts';

/** The shipping line's text and rate (a freight sold with goods at 21 %). */
export const SHIPPING_LINE = { description: 'Envío', ivaRate: SHIPPING_IVA_RATE } as const;

export type Receiver = {
  docType: number;
  docNumber: string;
  ivaCondition: BuyerIvaCondition;
  name: string;
  address: string;
};

export type DocumentLine = {
  orderItemId: number | null;
  sku: string | null;
  description: string;
  quantity: number;
  unitPrice: number;
  ivaRate: number;
  net: number;
  iva: number;
  total: number;
};

export type DocumentAmounts = {
  net: number;
  iva: number;
  exempt: number;
  total: number;
  ivaBreakdown: IvaRateAmounts[];
};

export type BuyerProfile = {
  cuit: string;
  dni: string;
  ivaCondition: string;
  businessName: string;
  firstName: string;
  lastName: string;
  businessAddress: string;
};

const asCondition = (value: string): BuyerIvaCondition =>
  (buyerIvaConditions as readonly string[]).includes(value)
    ? (value as BuyerIvaCondition)
    : 'consumidor_final';

/**
 * Who the invoice is made out to: the buyer's CUIT (DocTipo 80), else a DNI (96), else nobody (99,
 * DocNro 0: a Consumidor Final under the threshold). A guest order, or a buyer who left the number
 * out of the profile, is read from what was typed at checkout.
 */
export function receiverOf(order: OrderForInvoice, buyer: BuyerProfile | null): Receiver {
  const typed = normalizeCuit(order.customerDniCuit);
  const cuit = [normalizeCuit(buyer?.cuit ?? ''), typed].find((value) => isValidCuit(value));
  const dni = [normalizeDni(buyer?.dni ?? ''), normalizeDni(order.customerDniCuit)].find((value) =>
    isValidDni(value),
  );
  const doc = cuit
    ? { docType: docTypes.cuit, docNumber: cuit }
    : dni
      ? { docType: docTypes.dni, docNumber: dni }
      : { docType: docTypes.none, docNumber: '0' };
  const personName = `${buyer?.firstName ?? ''} ${buyer?.lastName ?? ''}`.trim();
  return {
    ...doc,
    ivaCondition: asCondition(buyer?.ivaCondition ?? ''),
    name: (buyer?.businessName.trim() || personName || order.recipientName).slice(0, 200),
    address: buyer?.businessAddress.trim() || order.shippingAddress,
  };
}

/** What ARCA would refuse for this receiver and letter, said before asking it (400, Spanish). */
export function checkReceiver(receiver: Receiver, letter: InvoiceLetter, total: number) {
  if (letter === 'A' && receiver.docType !== docTypes.cuit) throw invalid(INVOICE_MESSAGES.cuitRequired);
  if (receiver.docType === docTypes.none && total >= consumerIdentificationThreshold)
    throw invalid(INVOICE_MESSAGES.consumerDocument(formatPrice(consumerIdentificationThreshold)));
}

/** A line's net and IVA: none broken out on a C (the store is not an IVA taxpayer). */
export function lineSplit(total: number, rate: number, letter: InvoiceLetter) {
  return letter === 'C' ? { net: total, iva: 0 } : lineIva(total, rate);
}

/**
 * The invoice's lines: each order line at its sold amount less its share of the coupon (spread in
 * whole cents, spreadDiscount), then the shipping. They add up to the order's total exactly, or the
 * order is refused (its total no longer matches its lines).
 */
export function invoiceLinesOf(order: OrderForInvoice, letter: InvoiceLetter): DocumentLine[] {
  // The sale's amounts as the cart and the order showed their IVA (fiscal.ts saleIvaParts): one per
  // line, then the shipping.
  const parts = saleIvaParts({
    lines: order.lines.map((line) => ({
      amount: lineAmount(line.priceAtTime, line.quantity),
      rate: line.ivaRate,
    })),
    couponDiscount: order.couponDiscount,
    shippingCost: order.shippingCost,
  });
  const lines: DocumentLine[] = order.lines.map((line, index) => {
    const total = parts[index]?.total ?? 0;
    return {
      orderItemId: line.id,
      sku: line.sku,
      description: line.variantDisplay ? `${line.productName} (${line.variantDisplay})` : line.productName,
      quantity: line.quantity,
      unitPrice: fromCents(Math.round(toCents(total) / line.quantity)),
      ivaRate: line.ivaRate,
      ...lineSplit(total, line.ivaRate, letter),
      total,
    };
  });
  if (order.shippingCost > 0)
    lines.push({
      orderItemId: null,
      sku: null,
      description: SHIPPING_LINE.description,
      quantity: 1,
      unitPrice: order.shippingCost,
      ivaRate: SHIPPING_LINE.ivaRate,
      ...lineSplit(order.shippingCost, SHIPPING_LINE.ivaRate, letter),
      total: order.shippingCost,
    });
  const sum = lines.reduce((total, line) => total + toCents(line.total), 0);
  if (sum !== toCents(order.total))
    throw new AppError(
      'conflict',
      'El total del pedido no coincide con sus líneas. Usa "Recalcular total" en el pedido y vuelve a intentar.',
    );
  return lines;
}

/** The document's amounts: per rate on an A or a B (net + IVA = total per rate), all net on a C. */
export function amountsOf(lines: readonly DocumentLine[], letter: InvoiceLetter): DocumentAmounts {
  const total = fromCents(lines.reduce((sum, line) => sum + toCents(line.total), 0));
  if (letter === 'C') return { net: total, iva: 0, exempt: 0, total, ivaBreakdown: [] };
  const breakdown = ivaBreakdown(lines.map((line) => ({ total: line.total, rate: line.ivaRate })));
  return { net: breakdown.net, iva: breakdown.iva, exempt: 0, total, ivaBreakdown: breakdown.byRate };
}

/** The stored document as FECAESolicitar takes it. */
export function voucherRequestOf(document: {
  pointOfSale: number;
  voucherType: number;
  number: number;
  issueDate: string;
  receiverDocType: number;
  receiverDocNumber: string;
  receiverIvaCondition: string;
  net: number;
  iva: number;
  exempt: number;
  total: number;
  ivaBreakdown: IvaRateAmounts[];
  related: VoucherRequest['related'];
}): VoucherRequest {
  return {
    pointOfSale: document.pointOfSale,
    voucherType: document.voucherType,
    number: document.number,
    concept: conceptProducts,
    docType: document.receiverDocType,
    docNumber: document.receiverDocNumber,
    receiverIvaConditionId: receiverIvaConditionIds[asCondition(document.receiverIvaCondition)].id,
    date: document.issueDate,
    total: document.total,
    untaxed: 0,
    net: document.net,
    exempt: document.exempt,
    otherTaxes: 0,
    iva: document.iva,
    ivaItems: document.ivaBreakdown.map((rate) => ({
      id: ivaRateIds[rate.rate] ?? ivaRateIds[21],
      base: rate.net,
      amount: rate.iva,
    })),
    currency: 'PES',
    rate: 1,
    related: document.related,
  };
}

/**
 * The amount of `quantity` more units of an invoice line when `credited` were already credited:
 * the difference of the cumulative shares, so crediting a line in several notes adds up to exactly
 * the line's total and never more.
 */
export function creditedAmount(
  line: { quantity: number; total: number },
  credited: number,
  quantity: number,
): number {
  const share = (units: number) => Math.round((toCents(line.total) * units) / line.quantity);
  return fromCents(share(credited + quantity) - share(credited));
}
