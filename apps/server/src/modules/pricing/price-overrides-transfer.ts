/**
 * A price list's overrides as a file (decision 052): the export writes sku, producto, opcion,
 * precio_base and precio; the import reads sku (a product's or a variant option's) and precio (empty
 * removes the override) and ignores the other columns. CSV and XLSX as the product files
 * (lib/sheet-reader.ts, lib/spreadsheet.ts).
 */
import {
  OVERRIDE_FILE_COLUMNS,
  OVERRIDE_IMPORT_MESSAGES,
  type OverrideImportError,
  PRICE_LIST_MONEY_MAX,
  type PriceOverride,
} from '@mayorista/shared/price-lists';
import type { Db } from '../../db/client.ts';
import { fieldErrors } from '../../lib/errors.ts';
import {
  type Cell,
  cellText,
  centsText,
  isEmptyCell,
  normalizeHeader,
  parseCents,
} from '../../lib/sheet-reader.ts';
import { restoreFormula, type SheetCell, writeCsvFile, writeXlsxFile } from '../../lib/spreadsheet.ts';
import { type OverrideEntry, refsBySku } from './price-lists.service.ts';

const toCents = (amount: number) => Math.round(amount * 100);

function rowCells(row: PriceOverride, amount: (value: number) => SheetCell): SheetCell[] {
  return [row.sku ?? '', row.product_name, row.option_name ?? '', amount(row.base_price), amount(row.price)];
}

/** CSV: UTF-8 with BOM, `;`, amounts with a decimal comma ('1234,50'). */
export function writeOverridesCsv(rows: PriceOverride[]): Buffer {
  return writeCsvFile(
    OVERRIDE_FILE_COLUMNS,
    rows.map((row) => rowCells(row, (value) => centsText(toCents(value)))),
  );
}

const XLSX_WIDTHS = [22, 44, 24, 14, 14];

/** XLSX: one sheet 'Precios especiales', amounts as numbers with two decimals. */
export function writeOverridesXlsx(rows: PriceOverride[]): Promise<Buffer> {
  return writeXlsxFile(
    'Precios especiales',
    OVERRIDE_FILE_COLUMNS.map((header, index) => ({
      header,
      width: XLSX_WIDTHS[index],
      numFmt: header.startsWith('precio') ? '0.00' : undefined,
    })),
    rows.map((row) => rowCells(row, (value) => value)),
  );
}

export type ReadOverrides =
  | { ok: true; entries: OverrideEntry[] }
  | { ok: false; errors: OverrideImportError[] };

type FileRow = { row: number; sku: string; price: Cell };

/** The sku and precio of every non-empty row below the header. */
function fileRows(table: Cell[][]): FileRow[] {
  const header = table[0].map(normalizeHeader);
  const skuAt = header.indexOf('sku');
  const priceAt = header.indexOf('precio');
  if (skuAt < 0 || priceAt < 0) throw fieldErrors({ file: [OVERRIDE_IMPORT_MESSAGES.columnsMissing] });
  const rows: FileRow[] = [];
  table.slice(1).forEach((line, index) => {
    if (line.every(isEmptyCell)) return;
    // A text the export wrote as "'=…" (neutralized) comes back as it was.
    rows.push({
      row: index + 2,
      sku: restoreFormula(cellText(line[skuAt] ?? null)),
      price: line[priceAt] ?? null,
    });
  });
  return rows;
}

/** An override's price in pesos, null for an empty cell (remove), undefined when not valid. */
function priceOf(cell: Cell): number | null | undefined {
  if (isEmptyCell(cell)) return null;
  const parsed = parseCents(cell);
  if (!parsed.ok || parsed.value <= 0 || parsed.value > PRICE_LIST_MONEY_MAX * 100) return undefined;
  return parsed.value / 100;
}

/** Matches each row by SKU and checks its price; every row's error in Spanish, by row number. */
export async function readOverrides(db: Db, table: Cell[][]): Promise<ReadOverrides> {
  const rows = fileRows(table);
  const refs = await refsBySku(db, [...new Set(rows.map((row) => row.sku).filter(Boolean))]);
  const errors: OverrideImportError[] = [];
  const entries: OverrideEntry[] = [];
  const seen = new Map<string, number>();
  for (const { row, sku, price: cell } of rows) {
    const ref = sku ? refs.get(sku) : undefined;
    const price = priceOf(cell);
    const first = seen.get(sku);
    let message: string | null = null;
    if (!sku) message = OVERRIDE_IMPORT_MESSAGES.skuRequired;
    else if (first !== undefined) message = OVERRIDE_IMPORT_MESSAGES.skuRepeated(first);
    else if (!ref) message = OVERRIDE_IMPORT_MESSAGES.skuUnknown(sku);
    else if (price === undefined) message = OVERRIDE_IMPORT_MESSAGES.price;
    if (sku && first === undefined) seen.set(sku, row);
    if (message) errors.push({ row, message: `Fila ${row}, ${message}` });
    else if (ref && price !== undefined) entries.push({ ...ref, price });
  }
  return errors.length ? { ok: false, errors } : { ok: true, entries };
}
