/**
 * The statement as files (issue 32 item 5): a PDF in the house style (the store's header, the
 * customer, the period, the opening balance, each entry with debit, credit and running balance, the
 * closing balance, then the aging and the available credit on the day it is printed) and an XLSX
 * through the one spreadsheet writer (lib/spreadsheet.ts, which neutralises formulas).
 */
import { AGING_BUCKETS, AGING_LABELS, LEDGER_KIND_LABELS } from '@mayorista/shared/current-account-rules';
import type { Statement, StatementLine } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { formatCuit } from '@mayorista/shared/tax-profile';
import { type SheetCell, type SheetColumn, writeXlsxFile } from '../../lib/spreadsheet.ts';
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
  startPdf,
  WIDTH,
} from './account-pdf.ts';

/** 'Resumen de cuenta corriente 2026-01-01 a 2026-03-31' as a file name: resumen-cc-usuario-2026-01-01-2026-03-31.pdf */
export function statementFileName(statement: Statement, extension: 'pdf' | 'xlsx'): string {
  const who = statement.summary.customer.username.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'cliente';
  return `resumen-cc-${who}-${statement.from}-${statement.to}.${extension}`;
}

/** What a line says of its document: the description, and the reason of an adjustment or reversal. */
export const lineDocument = (line: Pick<StatementLine, 'description' | 'reason'>) =>
  line.reason ? `${line.description} (${line.reason})` : line.description;

const customerName = (customer: AccountHolder) =>
  customer.businessName ||
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') ||
  customer.username;

export async function statementPdf(input: {
  statement: Statement;
  issuer: AccountIssuer;
  customer: AccountHolder;
}): Promise<Buffer> {
  const { statement, issuer, customer } = input;
  const { summary } = statement;
  const title = `Resumen de cuenta corriente ${dayLabel(statement.from)} al ${dayLabel(statement.to)}`;
  const pdf = startPdf({ title, author: issuer.businessName || issuer.storeName });
  const { doc, text, labelled } = pdf;

  let y = drawHeader(pdf, issuer, 'RESUMEN DE CUENTA', [
    ['Período', `${dayLabel(statement.from)} al ${dayLabel(statement.to)}`],
    ['Emitido', dayLabel(summary.as_of)],
  ]);

  // --- Customer and terms -------------------------------------------------------------------------
  const boxHeight = 46;
  const leftX = MARGIN + 8;
  const rightX = MARGIN + WIDTH / 2 + 8;
  const half = WIDTH / 2 - 16;
  doc.rect(MARGIN, y, WIDTH, boxHeight).stroke();
  labelled('Cliente', customerName(customer), leftX, y + 7, half);
  labelled('Usuario', customer.username, rightX, y + 7, half);
  labelled('CUIT', customer.cuit ? formatCuit(customer.cuit) : '-', leftX, y + 20, half);
  labelled('E-mail', customer.email, rightX, y + 20, half);
  labelled(
    'Condiciones',
    summary.terms.enabled
      ? `${summary.terms.payment_terms_days} días, límite ${formatAmount2(summary.terms.credit_limit)}`
      : 'Cuenta corriente no habilitada',
    leftX,
    y + 33,
    half,
  );
  labelled('Domicilio', customer.businessAddress || '-', rightX, y + 33, half);
  y += boxHeight + 10;

  // --- Lines ----------------------------------------------------------------------------------------
  type Row = { date: string; document: string; due: string; debit: string; credit: string; balance: string };
  const columns: Column<Row>[] = [
    { title: 'Fecha', width: 55, value: (row) => row.date },
    { title: 'Comprobante', width: 190, value: (row) => row.document },
    { title: 'Vencimiento', width: 55, value: (row) => row.due },
    { title: 'Debe', width: 78, right: true, value: (row) => row.debit },
    { title: 'Haber', width: 78, right: true, value: (row) => row.credit },
    { title: 'Saldo', width: 83.28, right: true, value: (row) => row.balance },
  ];
  const money = (value: number) => (value ? formatAmount2(value) : '');
  const rows: Row[] = [
    {
      date: dayLabel(statement.from),
      document: 'Saldo inicial',
      due: '',
      debit: '',
      credit: '',
      balance: formatAmount2(statement.opening_balance),
    },
    ...statement.lines.map((line) => ({
      date: dayLabel(line.entry_date),
      document: lineDocument(line),
      due: dayLabel(line.due_date),
      debit: money(line.debit),
      credit: money(line.credit),
      balance: formatAmount2(line.balance),
    })),
    {
      date: dayLabel(statement.to),
      document: 'Saldo final',
      due: '',
      debit: formatAmount2(statement.total_debits),
      credit: formatAmount2(statement.total_credits),
      balance: formatAmount2(statement.closing_balance),
    },
  ];
  const first = rows[0];
  const last = rows[rows.length - 1];
  y = drawTable(pdf, y, columns, rows, {
    continued: title,
    emphasis: (row) => row === first || row === last,
  });
  if (statement.lines.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(8);
    text('Sin movimientos en el período.', MARGIN + 3, y);
    y += 14;
  }

  // --- The account today: aging, overdue, available credit -------------------------------------
  y = ensureRoom(pdf, y + 8, 90);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
  text(`Situación de la cuenta al ${dayLabel(summary.as_of)}`, MARGIN, y);
  y += 16;
  type AgingRow = Record<string, string>;
  const agingColumns: Column<AgingRow>[] = [
    ...AGING_BUCKETS.map((bucket) => ({
      title: AGING_LABELS[bucket],
      width: 77,
      right: true,
      value: (row: AgingRow) => row[bucket],
    })),
    { title: 'Saldo a favor', width: 77, right: true, value: (row) => row.credit },
    { title: 'Vencido', width: 77, right: true, value: (row) => row.overdue },
    { title: 'Saldo', width: 77.28, right: true, value: (row) => row.balance },
  ];
  y = drawTable(
    pdf,
    y,
    agingColumns,
    [
      {
        d0_30: formatAmount2(summary.aging.d0_30),
        d31_60: formatAmount2(summary.aging.d31_60),
        d61_90: formatAmount2(summary.aging.d61_90),
        d90_plus: formatAmount2(summary.aging.d90_plus),
        credit: formatAmount2(Math.abs(summary.aging.credit)),
        overdue: formatAmount2(summary.overdue),
        balance: formatAmount2(summary.balance),
      },
    ],
    { continued: title },
  );
  y += 4;
  labelled(
    'Pedidos en cuenta corriente sin facturar',
    formatAmount2(summary.pending_orders),
    MARGIN,
    y,
    WIDTH,
  );
  y += 14;
  labelled(
    'Crédito disponible',
    summary.terms.enabled ? formatAmount2(summary.available_credit) : 'Cuenta corriente no habilitada',
    MARGIN,
    y,
    WIDTH,
    10,
  );
  return finishPdf(pdf, { footer: `${customer.username} - ${title}` });
}

const MONEY_FORMAT = '#,##0.00';

/** The statement as one sheet: the opening balance, a row per entry, the closing balance. */
export function statementXlsx(statement: Statement): Promise<Buffer> {
  const columns: SheetColumn[] = [
    { header: 'Fecha', width: 12 },
    { header: 'Comprobante', width: 40 },
    { header: 'Tipo', width: 16 },
    { header: 'Vencimiento', width: 12 },
    { header: 'Debe', width: 14, numFmt: MONEY_FORMAT },
    { header: 'Haber', width: 14, numFmt: MONEY_FORMAT },
    { header: 'Saldo', width: 14, numFmt: MONEY_FORMAT },
    { header: 'Pendiente', width: 14, numFmt: MONEY_FORMAT },
  ];
  const rows: SheetCell[][] = [
    [dayLabel(statement.from), 'Saldo inicial', '', '', null, null, statement.opening_balance, null],
    ...statement.lines.map((line) => [
      dayLabel(line.entry_date),
      lineDocument(line),
      LEDGER_KIND_LABELS[line.kind],
      dayLabel(line.due_date),
      line.debit || null,
      line.credit || null,
      line.balance,
      line.open_amount || null,
    ]),
    [
      dayLabel(statement.to),
      'Saldo final',
      '',
      '',
      statement.total_debits,
      statement.total_credits,
      statement.closing_balance,
      null,
    ],
  ];
  return writeXlsxFile('Resumen de cuenta', columns, rows);
}
