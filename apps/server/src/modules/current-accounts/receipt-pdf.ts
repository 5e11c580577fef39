/**
 * A receipt as PDF (issue 32 item 4), like the invoices': the store's header with 'RECIBO' and its
 * number, who paid, the amount, how (method, number, bank, date, withholding and certificate), what it
 * paid and what is left in favour. Not a fiscal document ('Documento no válido como factura'). An
 * annulled receipt says so on top and across every page.
 */
import {
  RECEIPT_METHOD_LABELS,
  WITHHOLDING_LABELS,
  type WithholdingType,
} from '@mayorista/shared/current-account-rules';
import type { Receipt } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { formatCuit, ivaConditionLabel } from '@mayorista/shared/tax-profile';
import type { AccountHolder } from '../auth/account-holders.service.ts';
import {
  type AccountIssuer,
  type Column,
  dayLabel,
  drawHeader,
  drawTable,
  ensureRoom,
  finishPdf,
  MARGIN,
  RED,
  startPdf,
  WIDTH,
} from './account-pdf.ts';

/** recibo-0001-00000042.pdf */
export const receiptFileName = (receipt: Pick<Receipt, 'point_of_sale' | 'number'>) =>
  `recibo-${String(receipt.point_of_sale).padStart(4, '0')}-${String(receipt.number).padStart(8, '0')}.pdf`;

/** What a line says besides its method and amount: number, bank, cheque date, withholding type. */
export function receiptLineDetail(line: Receipt['lines'][number]): string {
  const parts: string[] = [];
  if (line.method === 'withholding' && line.withholding_type)
    parts.push(WITHHOLDING_LABELS[line.withholding_type as WithholdingType] ?? line.withholding_type);
  if (line.reference)
    parts.push(`${line.method === 'withholding' ? 'Certificado' : 'N.º'} ${line.reference}`);
  if (line.bank) parts.push(line.bank);
  if (line.cheque_date) parts.push(`Fecha ${dayLabel(line.cheque_date)}`);
  return parts.join(' - ');
}

export async function receiptPdf(input: {
  receipt: Receipt;
  issuer: AccountIssuer;
  customer: AccountHolder;
}): Promise<Buffer> {
  const { receipt, issuer, customer } = input;
  const pdf = startPdf({ title: receipt.title, author: issuer.businessName || issuer.storeName });
  const { doc, text, labelled } = pdf;
  let y = MARGIN;
  if (receipt.annulled) {
    doc.rect(MARGIN, y, WIDTH, 18).fill('#FEE2E2');
    doc.fillColor(RED).font('Helvetica-Bold').fontSize(10);
    text('RECIBO ANULADO', MARGIN, y + 5, { width: WIDTH, align: 'center' });
    doc.fillColor('#000000');
    y += 22;
  }
  y = drawHeader(
    pdf,
    issuer,
    'RECIBO',
    [
      ['N.º', `${String(receipt.point_of_sale).padStart(4, '0')}-${String(receipt.number).padStart(8, '0')}`],
      ['Fecha', dayLabel(receipt.issue_date)],
      ['', 'Documento no válido como factura'],
    ],
    y,
  );

  // --- Who paid, and how much -------------------------------------------------------------------
  const boxHeight = 46;
  const leftX = MARGIN + 8;
  const rightX = MARGIN + WIDTH / 2 + 8;
  const half = WIDTH / 2 - 16;
  doc.rect(MARGIN, y, WIDTH, boxHeight).stroke();
  const name =
    customer.businessName ||
    [customer.firstName, customer.lastName].filter(Boolean).join(' ') ||
    customer.username;
  labelled('Recibimos de', name, leftX, y + 7, half);
  labelled('CUIT', customer.cuit ? formatCuit(customer.cuit) : '-', rightX, y + 7, half);
  labelled('Condición frente al IVA', ivaConditionLabel(customer.ivaCondition), leftX, y + 20, half);
  labelled('Domicilio', customer.businessAddress || '-', rightX, y + 20, half);
  labelled('La suma de', formatAmount2(receipt.total), leftX, y + 33, half, 10);
  labelled('Cliente', customer.username, rightX, y + 33, half);
  y += boxHeight + 10;

  // --- How -----------------------------------------------------------------------------------------
  type Line = Receipt['lines'][number];
  const lineColumns: Column<Line>[] = [
    { title: 'Forma de pago', width: 110, value: (line) => RECEIPT_METHOD_LABELS[line.method] },
    { title: 'Detalle', width: 319.28, value: receiptLineDetail },
    { title: 'Importe', width: 110, right: true, value: (line) => formatAmount2(line.amount) },
  ];
  y = drawTable(pdf, y, lineColumns, receipt.lines, { continued: receipt.title });
  doc.font('Helvetica-Bold').fontSize(10);
  text('Total:', MARGIN + WIDTH - 230, y + 2, { width: 110, align: 'right' });
  text(formatAmount2(receipt.total), MARGIN + WIDTH - 113, y + 2, { width: 110, align: 'right' });
  y += 22;

  // --- What it paid ----------------------------------------------------------------------------------
  if (!receipt.annulled) {
    y = ensureRoom(pdf, y, 60);
    doc.font('Helvetica-Bold').fontSize(10);
    text('Imputación', MARGIN, y);
    y += 14;
    type Applied = { description: string; amount: string };
    const appliedRows: Applied[] = [
      ...receipt.applied.map((row) => ({ description: row.description, amount: formatAmount2(row.amount) })),
      ...(receipt.unapplied > 0
        ? [{ description: 'A cuenta (saldo a favor)', amount: formatAmount2(receipt.unapplied) }]
        : []),
    ];
    y = drawTable(
      pdf,
      y,
      [
        { title: 'Comprobante', width: 429.28, value: (row) => row.description },
        { title: 'Importe aplicado', width: 110, right: true, value: (row) => row.amount },
      ],
      appliedRows,
      { continued: receipt.title },
    );
  }
  if (receipt.notes) {
    y = ensureRoom(pdf, y + 4, 30);
    labelled('Observaciones', receipt.notes, MARGIN, y, WIDTH);
    y += 14;
  }
  const by = receipt.source === 'mercadopago' ? 'Pago con Mercado Pago' : receipt.created_by_name;
  return finishPdf(pdf, {
    watermark: receipt.annulled ? 'ANULADO' : undefined,
    footer: by ? `${receipt.title} - ${by}` : receipt.title,
  });
}
