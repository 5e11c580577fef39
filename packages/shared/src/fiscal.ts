/**
 * The fiscal rules of invoices (issue 31, decision 055): ARCA's codes written once, the invoice
 * letter, the legends, the IVA contained in a price and the ARCA QR. The server issues with them, the
 * web shows the IVA of a cart and an order with them, the PDF prints them.
 *
 * Codes are WSFEv1's (Manual para el Desarrollador, FEParamGetTiposCbte, FEParamGetTiposDoc,
 * FEParamGetTiposIva, FEParamGetCondicionIvaReceptor); decision 055 says which were checked offline.
 *
 * Amounts are pesos with two decimals (numeric(14,2)); every sum is made in whole cents.
 */
import { fromCents, toCents } from './order-totals.ts';

/** The store's IVA condition (fiscal_settings.iva_condition). */
export const storeIvaConditions = ['responsable_inscripto', 'monotributo', 'exento'] as const;
export type StoreIvaCondition = (typeof storeIvaConditions)[number];

/** A buyer's IVA condition (users.iva_condition; null when not given). */
export const buyerIvaConditions = [
  'responsable_inscripto',
  'monotributo',
  'exento',
  'consumidor_final',
] as const;
export type BuyerIvaCondition = (typeof buyerIvaConditions)[number];

/**
 * CondicionIVAReceptorId (RG 5616, mandatory in FECAESolicitar since 2025), with ARCA's description.
 * A buyer who gave no condition is invoiced as Consumidor Final.
 */
export const receiverIvaConditionIds: Record<BuyerIvaCondition, { id: number; description: string }> = {
  responsable_inscripto: { id: 1, description: 'IVA Responsable Inscripto' },
  exento: { id: 4, description: 'IVA Sujeto Exento' },
  consumidor_final: { id: 5, description: 'Consumidor Final' },
  monotributo: { id: 6, description: 'Responsable Monotributo' },
};

export type InvoiceLetter = 'A' | 'B' | 'C';
export type VoucherKind = 'invoice' | 'credit_note';

/** CbteTipo per letter and kind: Factura A 1, B 6, C 11; Nota de Crédito A 3, B 8, C 13. */
export const voucherTypes: Record<VoucherKind, Record<InvoiceLetter, number>> = {
  invoice: { A: 1, B: 6, C: 11 },
  credit_note: { A: 3, B: 8, C: 13 },
};

/** The name a voucher type prints with ('Factura A', 'Nota de Crédito B'). */
export function voucherName(kind: VoucherKind, letter: InvoiceLetter): string {
  return `${kind === 'invoice' ? 'Factura' : 'Nota de Crédito'} ${letter}`;
}

/** The letter and kind of a CbteTipo, or null for a type this store does not issue. */
export function voucherOfType(voucherType: number): { kind: VoucherKind; letter: InvoiceLetter } | null {
  for (const kind of ['invoice', 'credit_note'] as const) {
    for (const letter of ['A', 'B', 'C'] as const) {
      if (voucherTypes[kind][letter] === voucherType) return { kind, letter };
    }
  }
  return null;
}

/** DocTipo: 80 CUIT, 86 CUIL, 96 DNI, 99 sin identificar (with DocNro 0). */
export const docTypes = { cuit: 80, cuil: 86, dni: 96, none: 99 } as const;

/** Id of an IVA rate in AlicIva: 0 % 3, 10.5 % 4, 21 % 5, 27 % 6 (2.5 % 9 and 5 % 8 are not sold here). */
export const ivaRateIds: Record<number, number> = { 0: 3, 10.5: 4, 21: 5, 27: 6 };

/** Concepto: 1 Productos (a distributor sells goods; services would need service dates). */
export const conceptProducts = 1;

/**
 * Above this total a Factura B to a Consumidor Final must identify the buyer (DocTipo 80/86/96);
 * below it DocTipo 99 with DocNro 0 is accepted. RG 5700/2025 set it at $10.000.000 (not checked
 * offline: decision 055); the server refuses to send above it without a document.
 */
export const consumerIdentificationThreshold = 10_000_000;

/**
 * The invoice letter: a Responsable Inscripto store issues A to Responsable Inscripto and
 * Monotributo buyers and B to Consumidor Final, Exento and buyers who gave no condition; a
 * Monotributo or Exento store issues C to everyone.
 */
export function invoiceLetter(
  store: StoreIvaCondition,
  buyer: BuyerIvaCondition | null | undefined,
): InvoiceLetter {
  if (store !== 'responsable_inscripto') return 'C';
  return buyer === 'responsable_inscripto' || buyer === 'monotributo' ? 'A' : 'B';
}

/** RG 5003 (art. 15 RG 1415): the legend of an A to a Monotributo buyer. */
export const monotributoLegend =
  'El crédito fiscal discriminado en el presente comprobante, sólo podrá ser computado a efectos del Régimen de Sostenimiento e Inclusión Fiscal para Pequeños Contribuyentes de la Ley Nº 27.618';
/** Ley 27.743 (Régimen de Transparencia Fiscal al Consumidor): a B shows the IVA its prices contain. */
export const ivaContainedLegend = 'IVA contenido';
export const transparencyLegend = 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)';
/** Every document issued without an ARCA certificate (by the local double). */
export const testVoucherLegend = 'Comprobante de prueba - sin validez fiscal';

/** The legends a document prints, in order. */
export function invoiceLegends(input: {
  letter: InvoiceLetter;
  buyer: BuyerIvaCondition | null | undefined;
  test: boolean;
}): string[] {
  const legends: string[] = [];
  if (input.letter === 'A' && input.buyer === 'monotributo') legends.push(monotributoLegend);
  if (input.letter === 'B') legends.push(transparencyLegend);
  if (input.test) legends.push(testVoucherLegend);
  return legends;
}

export type IvaRateAmounts = { rate: number; net: number; iva: number };
export type IvaBreakdown = { byRate: IvaRateAmounts[]; net: number; iva: number; total: number };

/** The net of a price that contains IVA at `rate`, in whole cents (rate has at most one decimal). */
function netCents(totalCents: number, rate: number): number {
  const tenths = Math.round(rate * 10);
  const quotient = (Math.abs(totalCents) * 1000) / (1000 + tenths);
  return Math.sign(totalCents) * Math.round(quotient);
}

/**
 * The IVA contained in lines whose totals include it. Per rate, the lines are added first and then
 * split: net = round(total / (1 + rate/100)), iva = total - net, so net + iva = total exactly, per
 * rate and overall. Rates are listed from the lowest.
 */
export function ivaBreakdown(lines: readonly { total: number; rate: number }[]): IvaBreakdown {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.rate, (totals.get(line.rate) ?? 0) + toCents(line.total));
  const byRate = [...totals.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, cents]) => {
      const net = netCents(cents, rate);
      return { rate, net: fromCents(net), iva: fromCents(cents - net), cents, netCents: net };
    });
  const totalCents = byRate.reduce((sum, r) => sum + r.cents, 0);
  const net = byRate.reduce((sum, r) => sum + r.netCents, 0);
  return {
    byRate: byRate.map(({ rate, net, iva }) => ({ rate, net, iva })),
    net: fromCents(net),
    iva: fromCents(totalCents - net),
    total: fromCents(totalCents),
  };
}

/** One line's net and IVA (for the line columns of an A; the document's sums use ivaBreakdown). */
export function lineIva(total: number, rate: number): { net: number; iva: number } {
  const cents = toCents(total);
  const net = netCents(cents, rate);
  return { net: fromCents(net), iva: fromCents(cents - net) };
}

/**
 * Spreads a discount (an order's coupon) over line amounts in proportion to each, in whole cents,
 * the leftover cents to the largest remainders (ties to the first line): the results sum to
 * sum(amounts) - discount exactly and none goes below zero. The discount is held between 0 and the sum.
 */
export function spreadDiscount(amounts: readonly number[], discount: number): number[] {
  const cents = amounts.map(toCents);
  const sum = cents.reduce((a, b) => a + b, 0);
  const off = Math.min(Math.max(toCents(discount), 0), Math.max(sum, 0));
  if (off === 0 || sum <= 0) return cents.map(fromCents);
  const shares = cents.map((c, index) => {
    const exact = (c * off) / sum;
    return { index, whole: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = off - shares.reduce((total, s) => total + s.whole, 0);
  const order = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of order) {
    if (left <= 0) break;
    share.whole += 1;
    left -= 1;
  }
  return cents.map((c, index) => fromCents(c - (shares[index]?.whole ?? 0)));
}

/** Shipping is a service at the general rate (the invoice's shipping line, the cart's breakdown). */
export const SHIPPING_IVA_RATE = 21;

/**
 * The amounts a sale's IVA is broken out on, one per line then the shipping: each line at its amount
 * less its share of the coupon (spreadDiscount, whole cents), the shipping at the general rate. They
 * add up to the sale's total to the cent. The one rule of the cart, the order and the invoice (its
 * lines are these amounts; ivaBreakdown of them is its IVA per rate).
 */
export function saleIvaParts(input: {
  lines: readonly { amount: number; rate: number }[];
  couponDiscount?: number;
  shippingCost?: number;
}): { total: number; rate: number }[] {
  const discounted = spreadDiscount(
    input.lines.map((line) => line.amount),
    input.couponDiscount ?? 0,
  );
  const parts = input.lines.map((line, index) => ({ total: discounted[index] ?? 0, rate: line.rate }));
  if ((input.shippingCost ?? 0) > 0) parts.push({ total: input.shippingCost ?? 0, rate: SHIPPING_IVA_RATE });
  return parts;
}

/** What the ARCA QR encodes (RG 4892): the document as ARCA authorised it. */
export type ArcaQrData = {
  /** Issue date, yyyy-mm-dd. */
  date: string;
  cuit: string | number;
  pointOfSale: number;
  voucherType: number;
  number: number;
  total: number;
  /** 'PES' unless another currency. */
  currency?: string;
  /** Exchange rate, 1 for pesos. */
  rate?: number;
  receiverDocType: number;
  receiverDocNumber: string | number;
  cae: string | number;
};

export const arcaQrBase = 'https://www.afip.gob.ar/fe/qr/?p=';

/** The JSON the QR carries, in ARCA's field order and types (numbers where ARCA has numbers). */
export function arcaQrPayload(data: ArcaQrData) {
  return {
    ver: 1,
    fecha: data.date,
    cuit: Number(data.cuit),
    ptoVta: data.pointOfSale,
    tipoCmp: data.voucherType,
    nroCmp: data.number,
    importe: data.total,
    moneda: data.currency ?? 'PES',
    ctz: data.rate ?? 1,
    tipoDocRec: data.receiverDocType,
    nroDocRec: Number(data.receiverDocNumber),
    tipoCodAut: 'E',
    codAut: Number(data.cae),
  };
}

/** The URL of an authorised document's QR: the base + base64 of its JSON (all ASCII). */
export function arcaQrUrl(data: ArcaQrData): string {
  return arcaQrBase + btoa(JSON.stringify(arcaQrPayload(data)));
}
