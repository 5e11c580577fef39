/**
 * 'Cuentas corrientes' exported (issue 32 item 6): every row of the filter, in its order, as CSV
 * (UTF-8 with BOM, `;` and decimal comma) or XLSX, through the one spreadsheet writer
 * (lib/spreadsheet.ts: a name typed as '=HYPERLINK(…)' is written as text, never as a formula).
 */
import { AGING_LABELS } from '@mayorista/shared/current-account-rules';
import type { ReceivableRow } from '@mayorista/shared/current-accounts';
import { type SheetCell, type SheetColumn, writeCsvFile, writeXlsxFile } from '../../lib/spreadsheet.ts';

const MONEY = '#,##0.00';

const COLUMNS: SheetColumn[] = [
  { header: 'Usuario', width: 18 },
  { header: 'Razón social', width: 30 },
  { header: 'Cuenta habilitada', width: 10 },
  { header: 'Límite de crédito', width: 14, numFmt: MONEY },
  { header: 'Plazo (días)', width: 10 },
  { header: 'Saldo', width: 14, numFmt: MONEY },
  { header: 'Vencido', width: 14, numFmt: MONEY },
  { header: 'Crédito disponible', width: 14, numFmt: MONEY },
  { header: AGING_LABELS.d0_30, width: 13, numFmt: MONEY },
  { header: AGING_LABELS.d31_60, width: 13, numFmt: MONEY },
  { header: AGING_LABELS.d61_90, width: 13, numFmt: MONEY },
  { header: AGING_LABELS.d90_plus, width: 13, numFmt: MONEY },
  { header: 'Saldo a favor', width: 13, numFmt: MONEY },
  { header: 'Vencimiento más antiguo', width: 12 },
];

const dayLabel = (value: string | null) => (value ? value.split('-').reverse().join('/') : '');

function cellsOf(row: ReceivableRow): SheetCell[] {
  return [
    row.username,
    row.business_name,
    row.enabled ? 'Sí' : 'No',
    row.credit_limit,
    row.payment_terms_days,
    row.balance,
    row.overdue,
    row.available_credit,
    row.aging.d0_30,
    row.aging.d31_60,
    row.aging.d61_90,
    row.aging.d90_plus,
    Math.abs(row.aging.credit),
    dayLabel(row.oldest_due_date),
  ];
}

export async function exportReceivables(
  rows: ReceivableRow[],
  format: 'csv' | 'xlsx',
  today: string,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const cells = rows.map(cellsOf);
  if (format === 'csv')
    return {
      body: writeCsvFile(
        COLUMNS.map((column) => column.header),
        cells,
      ),
      contentType: 'text/csv; charset=utf-8',
      fileName: `cuentas-corrientes-${today}.csv`,
    };
  return {
    body: await writeXlsxFile('Cuentas corrientes', COLUMNS, cells),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `cuentas-corrientes-${today}.xlsx`,
  };
}
