/**
 * Reading and writing the import/export files (decision 021): CSV (UTF-8 or Windows-1252, `;` or `,`)
 * and XLSX, told apart by content, never by name; and the cell rules (es-AR amounts, si/no).
 */
import { QUANTITY_BREAKS_MAX, QUANTITY_RULE_MAX } from '@mayorista/shared/price-lists';
import type { AdminQuantityBreak } from '@mayorista/shared/product-admin';
import {
  CELL_MESSAGES,
  IMPORT_EXCERPT_LENGTH,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  TRANSFER_COLUMN_ALIASES,
  TRANSFER_COLUMNS,
  type TransferColumn,
} from '@mayorista/shared/product-transfer';
import { isProductIvaRate } from '@mayorista/shared/tax-profile';
import { fieldErrors } from '../../lib/errors.ts';
import {
  type Cell,
  cellText,
  centsText,
  isEmptyCell,
  normalizeHeader,
  type Parsed,
  parseCents,
  readTable,
} from '../../lib/sheet-reader.ts';
import { restoreFormula, type SheetCell, writeCsvFile, writeXlsxFile } from '../../lib/spreadsheet.ts';

// The file reading and the amount cells are lib/sheet-reader.ts's (the price lists' overrides read files too).
export { type Cell, cellText, centsText, type Parsed, parseCents } from '../../lib/sheet-reader.ts';

export type SheetRow = { row: number; cells: Partial<Record<TransferColumn, Cell>> };
export type Sheet = { columns: TransferColumn[]; ignoredColumns: string[]; rows: SheetRow[] };

const fileError = (message: string) => fieldErrors({ file: [message] });

/** Maps the header row to our columns; unknown ones are ignored (and reported), a repeated one refused. */
function readHeader(header: Cell[]): { index: Map<TransferColumn, number>; ignored: string[] } {
  const index = new Map<TransferColumn, number>();
  const ignored: string[] = [];
  header.forEach((raw, position) => {
    const normalized = normalizeHeader(raw);
    const name = TRANSFER_COLUMN_ALIASES[normalized] ?? normalized;
    if (!name) return;
    if (!(TRANSFER_COLUMNS as readonly string[]).includes(name)) {
      ignored.push(excerpt(String(raw).trim()));
      return;
    }
    const column = name as TransferColumn;
    if (index.has(column)) throw fileError(IMPORT_MESSAGES.columnRepeated(column));
    index.set(column, position);
  });
  if (!index.has('sku')) throw fileError(IMPORT_MESSAGES.skuColumnMissing);
  return { index, ignored };
}

/** A cell's text as an answer may repeat it: at most IMPORT_EXCERPT_LENGTH characters, then '…'. */
export const excerpt = (text: string) =>
  text.length > IMPORT_EXCERPT_LENGTH ? `${text.slice(0, IMPORT_EXCERPT_LENGTH)}…` : text;

/** Rows 2.. of a table (row 1 holds the headers); fully empty rows are skipped, numbers kept. */
function toSheet(table: Cell[][]): Sheet {
  const { index, ignored } = readHeader(table[0]);
  const rows: SheetRow[] = [];
  for (let i = 1; i < table.length; i++) {
    const line = table[i];
    if (line.every(isEmptyCell)) continue;
    const cells: SheetRow['cells'] = {};
    for (const [column, position] of index) {
      const cell = line[position];
      // A text the export wrote as "'=…" (neutralized) comes back as it was.
      cells[column] = isEmptyCell(cell) ? null : typeof cell === 'string' ? restoreFormula(cell) : cell;
    }
    rows.push({ row: i + 1, cells });
    if (rows.length > MAX_IMPORT_ROWS) throw fileError(IMPORT_MESSAGES.tooManyRows);
  }
  if (rows.length === 0) throw fileError(IMPORT_MESSAGES.noRows);
  return { columns: [...index.keys()], ignoredColumns: ignored, rows };
}

/** Reads an uploaded file by its content (lib/sheet-reader.ts) into the import's rows. */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  return toSheet(await readTable(bytes));
}

// ---- Cells ----

/** A whole number >= 0 ('12', or 12 from XLSX). */
export function parseWhole(cell: Cell): Parsed<number> {
  if (typeof cell === 'number' && Number.isInteger(cell) && cell >= 0) return { ok: true, value: cell };
  if (typeof cell === 'string' && /^\d{1,10}$/.test(cell.trim()))
    return { ok: true, value: Number(cell.trim()) };
  return { ok: false, message: 'stock' };
}

const YES = ['si', 'sí', 'true', '1', 'verdadero', 'x'];
const NO = ['no', 'false', '0', 'falso'];

export function parseYesNo(cell: Cell): Parsed<boolean> {
  if (typeof cell === 'boolean') return { ok: true, value: cell };
  const text = String(cell ?? '')
    .trim()
    .toLowerCase();
  if (YES.includes(text)) return { ok: true, value: true };
  if (NO.includes(text)) return { ok: true, value: false };
  return { ok: false, message: 'available' };
}

/** One tier: quantity ':' discount, then '#option' and '@list' when it is for one of them. */
const TIER = /^(\d+)\s*:\s*([^#@]+?)\s*(?:#\s*([^@]+?)\s*)?(?:@\s*(.+?))?$/;

/**
 * The `escalones` cell (decision 052): tiers separated by ';', each 'cantidad:descuento' with an
 * optional '#option' (its SKU, or its name) and '@list' (its name): '12:5;24:7,5;12:8#MAC-ROJO@Kiosco'.
 * An empty cell is no tier. `optionId` and `listId` answer null for an unknown name.
 */
export function parseTiers(
  cell: Cell,
  names: { optionId: (label: string) => number | null; listId: (name: string) => number | null },
): Parsed<AdminQuantityBreak[]> {
  const entries = cellText(cell)
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > QUANTITY_BREAKS_MAX)
    return { ok: false, message: CELL_MESSAGES.tooManyTiers(QUANTITY_BREAKS_MAX) };
  const tiers: AdminQuantityBreak[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const shown = excerpt(entry);
    const match = TIER.exec(entry);
    if (!match) return { ok: false, message: CELL_MESSAGES.tier(shown) };
    const [, quantityText, discountText, optionLabel, listName] = match;
    const quantity = Number(quantityText);
    if (quantity < 2 || quantity > QUANTITY_RULE_MAX)
      return { ok: false, message: CELL_MESSAGES.tierQuantity(shown) };
    const discount = parseCents(discountText);
    if (!discount.ok || discount.value <= 0 || discount.value >= 10_000)
      return { ok: false, message: CELL_MESSAGES.tierDiscount(shown) };
    const option = optionLabel === undefined ? null : names.optionId(optionLabel);
    if (option === null && optionLabel !== undefined)
      return { ok: false, message: CELL_MESSAGES.tierOption(shown) };
    const list = listName === undefined ? null : names.listId(listName);
    if (list === null && listName !== undefined) return { ok: false, message: CELL_MESSAGES.tierList(shown) };
    const key = `${option ?? 0}:${list ?? 0}:${quantity}`;
    if (seen.has(key)) return { ok: false, message: CELL_MESSAGES.tierRepeated(shown) };
    seen.add(key);
    tiers.push({ option, price_list: list, min_quantity: quantity, discount_percent: discount.value / 100 });
  }
  return { ok: true, value: tiers };
}

/** The `iva` cell: 21, 10,5, 27 or 0 ('10.5', '10,5 %' or 10.5 from XLSX). */
export function parseIvaRate(cell: Cell): Parsed<number> {
  const cents = parseCents(typeof cell === 'string' ? cell.replace(/%\s*$/, '').trim() : cell);
  const rate = cents.ok ? cents.value / 100 : Number.NaN;
  return isProductIvaRate(rate) ? { ok: true, value: rate } : { ok: false, message: CELL_MESSAGES.ivaRate };
}

/** A rate as the file writes it: '10,5'. */
export const ivaText = (rate: number) => String(rate).replace('.', ',');

// ---- Writing ----

/** A product as the export writes it (amounts in cents; stock null for products with variants). */
export type TransferRecord = {
  sku: string;
  nombre: string;
  marca: string | null;
  categoria: string | null;
  precio: number;
  precio_ars: number | null;
  precio_costo: number | null;
  moneda: string;
  descuento: number;
  /** The IVA rate the price contains (21, 10.5, 27 or 0). */
  iva: number;
  stock: number | null;
  disponible: boolean;
  unidad_venta: string;
  unidades_por_envase: number;
  cantidad_minima: number;
  multiplo_venta: number;
  /** The tiers as one line (quantityBreaksText): '12:5;24:8#SKU-OPCION@Kiosco'. */
  escalones: string;
};

const csvRow = (record: TransferRecord): Record<TransferColumn, string> => ({
  sku: record.sku,
  nombre: record.nombre,
  marca: record.marca ?? '',
  categoria: record.categoria ?? '',
  precio: centsText(record.precio),
  precio_ars: record.precio_ars == null ? '' : centsText(record.precio_ars),
  precio_costo: record.precio_costo == null ? '' : centsText(record.precio_costo),
  moneda: record.moneda,
  descuento: centsText(record.descuento),
  iva: ivaText(record.iva),
  stock: record.stock == null ? '' : String(record.stock),
  disponible: record.disponible ? 'si' : 'no',
  unidad_venta: record.unidad_venta,
  unidades_por_envase: String(record.unidades_por_envase),
  cantidad_minima: String(record.cantidad_minima),
  multiplo_venta: String(record.multiplo_venta),
  escalones: record.escalones,
});

/** UTF-8 with BOM (Excel reads the accents right), `;`, CRLF, formulas neutralized (lib/spreadsheet). */
export function writeCsv(records: TransferRecord[]): Buffer {
  return writeCsvFile(
    TRANSFER_COLUMNS,
    records.map((record) => {
      const row = csvRow(record);
      return TRANSFER_COLUMNS.map((column) => row[column]);
    }),
  );
}

const XLSX_WIDTHS: Record<TransferColumn, number> = {
  sku: 22,
  nombre: 44,
  marca: 18,
  categoria: 30,
  precio: 14,
  precio_ars: 14,
  precio_costo: 14,
  moneda: 8,
  descuento: 10,
  iva: 8,
  stock: 10,
  disponible: 11,
  unidad_venta: 12,
  unidades_por_envase: 12,
  cantidad_minima: 12,
  multiplo_venta: 12,
  escalones: 30,
};
const XLSX_AMOUNTS: readonly TransferColumn[] = ['precio', 'precio_ars', 'precio_costo', 'descuento'];

/** One sheet 'Productos', bold headers, amounts as numbers with two decimals. */
export function writeXlsx(records: TransferRecord[]): Promise<Buffer> {
  const columns = TRANSFER_COLUMNS.map((column) => ({
    header: column,
    width: XLSX_WIDTHS[column],
    numFmt: XLSX_AMOUNTS.includes(column) ? '0.00' : undefined,
  }));
  const amount = (cents: number | null) => (cents == null ? null : cents / 100);
  return writeXlsxFile(
    'Productos',
    columns,
    records.map((record) => {
      const row: Record<TransferColumn, SheetCell> = {
        ...record,
        precio: amount(record.precio),
        precio_ars: amount(record.precio_ars),
        precio_costo: amount(record.precio_costo),
        descuento: amount(record.descuento),
        disponible: record.disponible ? 'si' : 'no',
      };
      return TRANSFER_COLUMNS.map((column) => row[column]);
    }),
  );
}
