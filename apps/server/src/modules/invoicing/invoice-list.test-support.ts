/**
 * Documents written straight into the tables, for the tests of what reads them (lists, PDF, ZIP,
 * libro IVA). The amounts come from the shared rules (ivaBreakdown, lineIva), as issuing makes them.
 */
import {
  type InvoiceLetter,
  ivaBreakdown,
  lineIva,
  type VoucherKind,
  voucherTypes,
} from '@mayorista/shared/fiscal';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';

export type DocumentInput = {
  orderId: number;
  userId: number | null;
  letter: InvoiceLetter;
  kind?: VoucherKind;
  state?: 'pendiente' | 'autorizada' | 'rechazada';
  number?: number | null;
  pointOfSale?: number;
  issueDate: string;
  receiverName: string;
  receiverDocType?: number;
  receiverDocNumber?: string;
  receiverIvaCondition?: string;
  lines: { description: string; sku?: string; quantity: number; unitPrice: number; rate: number }[];
  test?: boolean;
  relatedInvoiceId?: number | null;
  observations?: string;
  cae?: string;
};

const cents = (value: number) => Math.round(value * 100) / 100;

export async function insertDocument(db: Db, input: DocumentInput) {
  const kind = input.kind ?? 'invoice';
  const state = input.state ?? 'autorizada';
  const lines = input.lines.map((line) => {
    const total = cents(line.quantity * line.unitPrice);
    return { ...line, total, ...lineIva(total, line.rate) };
  });
  const breakdown = ivaBreakdown(lines.map((line) => ({ total: line.total, rate: line.rate })));
  const isC = input.letter === 'C';
  const number = state === 'autorizada' ? (input.number ?? 1) : null;
  const [row] = await db
    .insert(invoices)
    .values({
      orderId: input.orderId,
      userId: input.userId,
      kind,
      letter: input.letter,
      voucherType: voucherTypes[kind][input.letter],
      pointOfSale: input.pointOfSale ?? 3,
      number,
      state,
      cae: number ? (input.cae ?? `7${String(number).padStart(13, '4')}`) : null,
      caeDueDate: number ? '2026-12-08' : null,
      issueDate: input.issueDate,
      receiverDocType: input.receiverDocType ?? 80,
      receiverDocNumber: input.receiverDocNumber ?? '20301112220',
      receiverIvaCondition: input.receiverIvaCondition ?? 'responsable_inscripto',
      receiverName: input.receiverName,
      receiverAddress: 'Calle 14 1500, Berazategui',
      net: isC ? breakdown.total : breakdown.net,
      iva: isC ? 0 : breakdown.iva,
      total: breakdown.total,
      ivaBreakdown: isC ? [] : breakdown.byRate,
      observations: input.observations ?? '',
      relatedInvoiceId: input.relatedInvoiceId ?? null,
      test: input.test ?? true,
    })
    .returning();
  await db.insert(invoiceLines).values(
    lines.map((line) => ({
      invoiceId: row.id,
      sku: line.sku ?? null,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      ivaRate: line.rate,
      net: isC ? line.total : line.net,
      iva: isC ? 0 : line.iva,
      total: line.total,
    })),
  );
  return row;
}
