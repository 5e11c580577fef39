/**
 * Reading and writing the import/export files (decision 021): CSV (UTF-8 or Windows-1252, `;` or `,`)
 * and XLSX, told apart by content, never by name; and the cell rules (es-AR amounts, si/no).
 */
import {
  IMPORT_EXCERPT_LENGTH,
  IMPORT_MESSAGES,
  MAX_IMPORT_CELL_LENGTH,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  TRANSFER_COLUMNS,
  type TransferColumn,
} from '@mayorista/shared/product-transfer';
import { hasControlCharacters } from '@mayorista/shared/text';
import { parse } from 'csv-parse/sync';
import { fieldErrors } from '../../lib/errors.ts';
import { restoreFormula, type SheetCell, writeCsvFile, writeXlsxFile } from '../../lib/spreadsheet.ts';
import { readXlsxTable } from './xlsx-reader.ts';

/** A cell as read: text, a number or a boolean (XLSX), or null when empty. */
export type Cell = string | number | boolean | null;
export type SheetRow = { row: number; cells: Partial<Record<TransferColumn, Cell>> };
export type Sheet = { columns: TransferColumn[]; ignoredColumns: string[]; rows: SheetRow[] };

const fileError = (message: string) => fieldErrors({ file: [message] });

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** 'Precio Costo', 'categoría' → 'precio_costo', 'categoria'. */
const normalizeHeader = (value: Cell) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Maps the header row to our columns; unknown ones are ignored (and reported), a repeated one refused. */
function readHeader(header: Cell[]): { index: Map<TransferColumn, number>; ignored: string[] } {
  const index = new Map<TransferColumn, number>();
  const ignored: string[] = [];
  header.forEach((raw, position) => {
    const name = normalizeHeader(raw);
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

/** Rows of at most MAX_IMPORT_COLUMNS cells of at most MAX_IMPORT_CELL_LENGTH characters. */
function checkBounds(table: Cell[][]) {
  for (const line of table) {
    if (line.length > MAX_IMPORT_COLUMNS) throw fileError(IMPORT_MESSAGES.tooManyColumns);
    for (const cell of line)
      if (typeof cell === 'string' && cell.length > MAX_IMPORT_CELL_LENGTH)
        throw fileError(IMPORT_MESSAGES.cellTooLong);
  }
}

const isEmpty = (cell: Cell | undefined) => cell == null || (typeof cell === 'string' && cell.trim() === '');

/** Rows 2.. of a table (row 1 holds the headers); fully empty rows are skipped, numbers kept. */
function toSheet(table: Cell[][]): Sheet {
  if (table.length === 0) throw fileError(IMPORT_MESSAGES.noRows);
  checkBounds(table);
  const { index, ignored } = readHeader(table[0]);
  const rows: SheetRow[] = [];
  for (let i = 1; i < table.length; i++) {
    const line = table[i];
    if (line.every(isEmpty)) continue;
    const cells: SheetRow['cells'] = {};
    for (const [column, position] of index) {
      const cell = line[position];
      // A text the export wrote as "'=…" (neutralized) comes back as it was.
      cells[column] = isEmpty(cell) ? null : typeof cell === 'string' ? restoreFormula(cell) : cell;
    }
    rows.push({ row: i + 1, cells });
    if (rows.length > MAX_IMPORT_ROWS) throw fileError(IMPORT_MESSAGES.tooManyRows);
  }
  if (rows.length === 0) throw fileError(IMPORT_MESSAGES.noRows);
  return { columns: [...index.keys()], ignoredColumns: ignored, rows };
}

/** UTF-8 (with or without BOM); Excel's "CSV (delimitado por comas)" in es-AR writes Windows-1252. */
function decodeText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  text = text.replace(/^\uFEFF/, '');
  return hasControlCharacters(text) ? null : text;
}

/** The separator of the header line: `;`, `,` or tab, whichever it holds most of. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((char) => ({ char, count: firstLine.split(char).length - 1 }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0].count > 0 ? counts[0].char : ',';
}

function readCsv(bytes: Buffer): Sheet {
  const text = decodeText(bytes);
  if (text === null) throw fileError(IMPORT_MESSAGES.fileNotValid);
  let table: string[][];
  try {
    table = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      bom: true,
      to: MAX_IMPORT_ROWS + 2,
    });
  } catch {
    throw fileError(IMPORT_MESSAGES.fileNotValid);
  }
  if (
    table.length > MAX_IMPORT_ROWS + 1 &&
    table.slice(MAX_IMPORT_ROWS + 1).some((line) => !line.every(isEmpty))
  )
    throw fileError(IMPORT_MESSAGES.tooManyRows);
  return toSheet(table);
}

/** The first sheet of an XLSX (xlsx-reader.ts: bounded before it is read), as a table. */
async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const table = await readXlsxTable(bytes);
  if (!table) throw fileError(IMPORT_MESSAGES.noRows);
  if (table.length > MAX_IMPORT_ROWS + 1) throw fileError(IMPORT_MESSAGES.tooManyRows);
  for (const line of table)
    for (const cell of line)
      if (typeof cell === 'string' && hasControlCharacters(cell))
        throw fileError(IMPORT_MESSAGES.fileNotValid);
  return toSheet(table);
}

/** Reads an uploaded file by its content: a ZIP is an XLSX, readable text is a CSV, anything else is refused. */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.length === 0) throw fileError(IMPORT_MESSAGES.noRows);
  if (ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) return readXlsx(bytes);
  return readCsv(bytes);
}

// ---- Cells ----

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * An amount in whole cents: a number (XLSX) or text in es-AR ('1.234,56', '1234,56') or plain
 * ('1234.56') form. A single dot followed by exactly three digits is a thousands separator ('1.500'
 * is 1500), since a price has at most 2 decimals. null when the text is not a number >= 0.
 */
export function parseCents(cell: Cell): Parsed<number> {
  const invalid = { ok: false, message: 'amount' } as const;
  let value: number;
  if (typeof cell === 'number') {
    value = cell;
  } else if (typeof cell === 'string') {
    let text = cell
      .trim()
      .replace(/^\$\s*/, '')
      .replace(/\s/g, '');
    if (!/^\d[\d.,]*$/.test(text)) return invalid;
    const lastDot = text.lastIndexOf('.');
    const lastComma = text.lastIndexOf(',');
    if (lastDot >= 0 && lastComma >= 0) {
      const decimal = lastComma > lastDot ? ',' : '.';
      const thousands = decimal === ',' ? '.' : ',';
      const [whole, fraction, ...rest] = text.split(decimal);
      if (rest.length || !/^\d{1,3}([.,]\d{3})*$/.test(whole) || whole.includes(decimal)) return invalid;
      text = `${whole.split(thousands).join('')}.${fraction}`;
    } else if (lastComma >= 0) {
      const parts = text.split(',');
      if (parts.length > 2) {
        if (!/^\d{1,3}(,\d{3})+$/.test(text)) return invalid;
        text = parts.join('');
      } else text = `${parts[0]}.${parts[1]}`;
    } else if (lastDot >= 0) {
      const parts = text.split('.');
      if (parts.length > 2 || /^\d{1,3}\.\d{3}$/.test(text)) {
        if (!/^\d{1,3}(\.\d{3})+$/.test(text)) return invalid;
        text = parts.join('');
      }
    }
    if (!/^\d+(\.\d*)?$/.test(text)) return invalid;
    if ((text.split('.')[1] ?? '').length > 2) return { ok: false, message: 'decimals' };
    value = Number(text);
  } else {
    return invalid;
  }
  if (!Number.isFinite(value) || value < 0) return invalid;
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-3) return { ok: false, message: 'decimals' };
  return { ok: true, value: cents };
}

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

export const cellText = (cell: Cell) => (cell == null ? '' : String(cell).trim());

// ---- Writing ----

/** Cents as the CSV writes them: es-AR decimal comma, no thousands separator, no ',00' ('1234,5' → '1234,50'). */
export function centsText(cents: number): string {
  const text = (cents / 100).toFixed(2).replace('.', ',');
  return text.endsWith(',00') ? text.slice(0, -3) : text;
}

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
  stock: number | null;
  disponible: boolean;
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
  stock: record.stock == null ? '' : String(record.stock),
  disponible: record.disponible ? 'si' : 'no',
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
  stock: 10,
  disponible: 11,
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
