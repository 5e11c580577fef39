/**
 * Invoices and credit notes (issue 31 items 3-5, decision 055): the document as every screen reads
 * it, the credit note's request and the Spanish messages of issuing. The rules (letter, codes, IVA
 * per rate, QR) are fiscal.ts's.
 */
import { z } from 'zod';
import { type InvoiceLetter, type VoucherKind, voucherName } from './fiscal.ts';

export const INVOICE_STATES = ['pendiente', 'autorizada', 'rechazada'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  pendiente: 'Pendiente',
  autorizada: 'Autorizada',
  rechazada: 'Rechazada',
};

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;

/** '00003-00000042': point of sale (5 digits) and number (8), as ARCA and the printed documents show them. */
export function invoiceNumberLabel(pointOfSale: number, number: number | null): string | null {
  if (number == null) return null;
  return `${String(pointOfSale).padStart(5, '0')}-${String(number).padStart(8, '0')}`;
}

/** 'Factura A 00003-00000042', or 'Factura A (sin número)' before ARCA authorises it. */
export function invoiceTitle(doc: {
  kind: VoucherKind;
  letter: InvoiceLetter;
  point_of_sale: number;
  number: number | null;
}): string {
  const number = invoiceNumberLabel(doc.point_of_sale, doc.number);
  return `${voucherName(doc.kind, doc.letter)} ${number ?? '(sin número)'}`;
}

const money = z.number();

export const InvoiceLineSchema = z.object({
  id: z.number(),
  order_item_id: z.number().nullable(),
  sku: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  /** Per unit, IVA included, as sold (after the coupon's share on an invoice of a discounted order). */
  unit_price: money,
  iva_rate: z.number(),
  net: money,
  iva: money,
  total: money,
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  user_id: z.number().nullable(),
  kind: z.enum(INVOICE_KINDS),
  letter: z.enum(['A', 'B', 'C']),
  /** ARCA CbteTipo (1/6/11 Factura, 3/8/13 Nota de Crédito). */
  voucher_type: z.number(),
  /** 'Factura A', 'Nota de Crédito B'. */
  voucher_name: z.string(),
  point_of_sale: z.number(),
  number: z.number().nullable(),
  /** '00003-00000042' once authorised, else null. */
  number_label: z.string().nullable(),
  state: z.enum(INVOICE_STATES),
  state_label: z.string(),
  cae: z.string().nullable(),
  cae_due_date: z.string().nullable(),
  issue_date: z.string(),
  receiver: z.object({
    /** ARCA DocTipo: 80 CUIT, 86 CUIL, 96 DNI, 99 sin identificar. */
    doc_type: z.number(),
    doc_number: z.string(),
    iva_condition: z.string(),
    iva_condition_label: z.string(),
    name: z.string(),
    address: z.string(),
  }),
  net: money,
  iva: money,
  exempt: money,
  total: money,
  iva_breakdown: z.array(z.object({ rate: z.number(), net: money, iva: money })),
  lines: z.array(InvoiceLineSchema),
  /** ARCA's observations or errors of the last attempt, in Spanish ('' when none). */
  observations: z.string(),
  related_invoice_id: z.number().nullable(),
  /** Issued without an ARCA certificate, or in homologación: 'Comprobante de prueba - sin validez fiscal'. */
  test: z.boolean(),
  /** What the document prints under its lines (Monotributo legend, IVA contenido, test). */
  legends: z.array(z.string()),
  /** ARCA's QR address once authorised (fiscal.ts arcaQrUrl), else null. */
  qr_url: z.string().nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const CREDIT_NOTE_MESSAGES = {
  lineRequired: 'Elige al menos una línea con cantidad para acreditar.',
  quantity: 'La cantidad debe ser un número entero mayor a 0.',
} as const;

/**
 * A credit note's body: no lines (or `{}`) credits everything still not credited; lines credit
 * those quantities of the invoice's lines (each line at most what was invoiced minus what earlier
 * credit notes already took).
 */
export const CreditNoteRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        order_item_id: z.number().int().positive(),
        quantity: z.number({ message: CREDIT_NOTE_MESSAGES.quantity }).int().positive({
          message: CREDIT_NOTE_MESSAGES.quantity,
        }),
      }),
    )
    .min(1, { message: CREDIT_NOTE_MESSAGES.lineRequired })
    .max(500)
    .optional(),
});
export type CreditNoteRequest = z.infer<typeof CreditNoteRequestSchema>;

export const INVOICE_MESSAGES = {
  notFound: 'El comprobante no existe.',
  orderCancelled: 'Un pedido cancelado no se factura.',
  /** An online order is a sale once its payment is verified (decision 054): invoiced then. */
  orderAwaitingPayment: 'El pedido espera su pago online: se factura cuando Mercado Pago lo confirma.',
  orderEmpty: 'El pedido no tiene importe para facturar.',
  alreadyInvoiced: (title: string) => `El pedido ya tiene su comprobante: ${title}.`,
  /** A Factura A needs the buyer's CUIT. */
  cuitRequired:
    'Para emitir una factura A el cliente debe tener un CUIT válido. Complétalo en su perfil y vuelve a intentar.',
  consumerDocument: (amount: string) =>
    `Para facturar ${amount} o más a un consumidor final hace falta su DNI o CUIT. Complétalo en su perfil y vuelve a intentar.`,
  unreachable: 'ARCA no responde. El comprobante queda pendiente: vuelve a intentar en unos minutos.',
  unconfirmed:
    'ARCA no confirmó el comprobante enviado. Se consultará a ARCA antes de volver a enviarlo: vuelve a intentar en unos minutos.',
  creditOnlyAuthorized: 'La nota de crédito se hace sobre una factura autorizada.',
  creditOfCredit: 'Una nota de crédito no se acredita.',
  creditNothingLeft: 'Esta factura ya está acreditada por completo.',
  creditLineUnknown: 'Una de las líneas no está en la factura.',
  creditTooMuch: (description: string, left: number) =>
    `No se puede acreditar más de lo facturado: a "${description}" le ${left === 1 ? 'queda' : 'quedan'} ${left} por acreditar.`,
} as const;
