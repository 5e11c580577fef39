/**
 * The one reader of the spreadsheets the back office uploads (the product import, a price list's
 * overrides): CSV (UTF-8 or Windows-1252, `;`, `,` or tab) and XLSX, told apart by content, never by
 * name, within the import bounds (decision 041); and the es-AR amount cells they hold.
 */
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_CELL_LENGTH,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
} from '@mayorista/shared/product-transfer';
import { hasControlCharacters } from '@mayorista/shared/text';
import { parse } from 'csv-parse/sync';
import { fieldErrors } from './errors.ts';
import { readXlsxTable } from './xlsx-reader.ts';

/** A cell as read: text, a number or a boolean (XLSX), or null when empty. */
export type Cell = string | number | boolean | null;

const fileError = (message: string) => fieldErrors({ file: [message] });

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export const isEmptyCell = (cell: Cell | undefined) =>
  cell == null || (typeof cell === 'string' && cell.trim() === '');

export const cellText = (cell: Cell) => (cell == null ? '' : String(cell).trim());

/** Rows of at most MAX_IMPORT_COLUMNS cells of at most MAX_IMPORT_CELL_LENGTH characters. */
function checkBounds(table: Cell[][]) {
  for (const line of table) {
    if (line.length > MAX_IMPORT_COLUMNS) throw fileError(IMPORT_MESSAGES.tooManyColumns);
    for (const cell of line)
      if (typeof cell === 'string' && cell.length > MAX_IMPORT_CELL_LENGTH)
        throw fileError(IMPORT_MESSAGES.cellTooLong);
  }
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

function readCsv(bytes: Buffer): Cell[][] {
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
    table.slice(MAX_IMPORT_ROWS + 1).some((line) => !line.every(isEmptyCell))
  )
    throw fileError(IMPORT_MESSAGES.tooManyRows);
  return table;
}

/** The first sheet of an XLSX (xlsx-reader.ts: bounded before it is read), as a table. */
async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  const table = await readXlsxTable(bytes);
  if (!table) throw fileError(IMPORT_MESSAGES.noRows);
  if (table.length > MAX_IMPORT_ROWS + 1) throw fileError(IMPORT_MESSAGES.tooManyRows);
  for (const line of table)
    for (const cell of line)
      if (typeof cell === 'string' && hasControlCharacters(cell))
        throw fileError(IMPORT_MESSAGES.fileNotValid);
  return table;
}

/**
 * An uploaded file's rows (the header row first) by its content: a ZIP is an XLSX, readable text is
 * a CSV, anything else is refused with a 400 on `file`. Empty rows are kept (row numbers hold).
 */
export async function readTable(bytes: Buffer): Promise<Cell[][]> {
  if (bytes.length === 0) throw fileError(IMPORT_MESSAGES.noRows);
  const table = ZIP_MAGIC.every((byte, index) => bytes[index] === byte)
    ? await readXlsx(bytes)
    : readCsv(bytes);
  if (table.length === 0) throw fileError(IMPORT_MESSAGES.noRows);
  checkBounds(table);
  return table;
}

/** 'Precio Costo', 'categoría' → 'precio_costo', 'categoria'. */
export const normalizeHeader = (value: Cell) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

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

/** Cents as the CSV writes them: es-AR decimal comma, no thousands separator, no ',00' ('1234,5' → '1234,50'). */
export function centsText(cents: number): string {
  const text = (cents / 100).toFixed(2).replace('.', ',');
  return text.endsWith(',00') ? text.slice(0, -3) : text;
}
