/**
 * The one writer of the spreadsheets the back office downloads (the sales history and the product
 * export): CSV in UTF-8 with BOM, `;` separated with CRLF (what Excel in es-AR opens as columns), or
 * XLSX. Every text cell that a spreadsheet would read as a formula is written as text (issue 26
 * item 22, docs/decisions/041).
 */
import { stringify } from 'csv-stringify/sync';

/** A text starting with one of these is taken for a formula by Excel, LibreOffice or Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** '=HYPERLINK(…)' → "'=HYPERLINK(…)": the apostrophe makes a spreadsheet keep the cell as text. */
export const neutralizeFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** The inverse, for a file the store wrote and an admin imports back: "'=x" → '=x'. */
export const restoreFormula = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

export type SheetCell = string | number | Date | null;

/** Text cells neutralized; a number keeps its type (XLSX) or is written as the caller formatted it (CSV). */
const safe = (cell: SheetCell) => (typeof cell === 'string' ? neutralizeFormula(cell) : cell);

/** CSV: the header row, then the rows; numbers with a decimal comma, null as an empty cell. */
export function writeCsvFile(header: readonly string[], rows: SheetCell[][]): Buffer {
  const text = (cell: SheetCell) => {
    if (cell == null) return '';
    if (typeof cell === 'number') return String(cell).replace('.', ',');
    if (cell instanceof Date) return cell.toISOString();
    return neutralizeFormula(cell);
  };
  const body = stringify([[...header], ...rows.map((row) => row.map(text))], {
    delimiter: ';',
    record_delimiter: 'windows',
  });
  return Buffer.from(`\uFEFF${body}`, 'utf8');
}

export type SheetColumn = { header: string; width: number; numFmt?: string };

/** XLSX: one sheet, bold frozen header row, each column's width and number format. */
export async function writeXlsxFile(
  name: string,
  columns: SheetColumn[],
  rows: SheetCell[][],
): Promise<Buffer> {
  // Loaded on first use: exceljs is heavy (start-up time and idle memory, decision 030).
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mayorista';
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(safe));
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width;
    if (column.numFmt) sheetColumn.numFmt = column.numFmt;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
