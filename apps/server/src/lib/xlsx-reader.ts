/**
 * The import's XLSX reader (issue 26 item 21, decision 041). A ZIP of a few hundred kB can unpack to
 * gigabytes, or to a sheet of a million rows, and a spreadsheet library builds an object per cell of
 * everything it unpacks (exceljs took ~3 GB for a 104 kB file, and 5-9 s with 1.6 s stalls of the
 * event loop for a genuine 20,000-row file). So the file is read here: the ZIP's directory is read,
 * each part is inflated with zlib stopping at what is left of the budget (the declared sizes are
 * checked first but never trusted), the sheets' XML is scanned for rows, columns and text length, and
 * only then the first sheet's cells are read, as plain values, from its XML and the shared strings.
 */
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_CELL_LENGTH,
  MAX_IMPORT_CELLS,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_XLSX_UNZIPPED_BYTES,
} from '@mayorista/shared/product-transfer';
import { fieldErrors } from './errors.ts';

const inflate = promisify(inflateRaw);
const refuse = (message: string) => fieldErrors({ file: [message] });

/** An XLSX has a dozen parts; a ZIP of thousands is not a spreadsheet we import. */
const MAX_ENTRIES = 500;

type Entry = { name: string; method: number; compressed: number; size: number; offset: number };

/** The ZIP's central directory (the end record is within the last 64 kB + 22 bytes). */
function readDirectory(bytes: Buffer): Entry[] {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--)
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) throw refuse(IMPORT_MESSAGES.fileNotValid);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES) throw refuse(IMPORT_MESSAGES.fileNotValid);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50)
      throw refuse(IMPORT_MESSAGES.fileNotValid);
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** One part's bytes, inflated up to `budget` bytes (more is refused while inflating). */
async function unpack(bytes: Buffer, entry: Entry, budget: number): Promise<Buffer> {
  const local = entry.offset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50)
    throw refuse(IMPORT_MESSAGES.fileNotValid);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const data = bytes.subarray(start, start + entry.compressed);
  if (entry.method === 0) {
    if (data.length > budget) throw refuse(IMPORT_MESSAGES.unzippedTooLarge);
    return data;
  }
  if (entry.method !== 8) throw refuse(IMPORT_MESSAGES.fileNotValid);
  try {
    return await inflate(data, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw refuse(IMPORT_MESSAGES.unzippedTooLarge);
    throw refuse(IMPORT_MESSAGES.fileNotValid);
  }
}

/** 'A' → 1, 'XFD' → 16384. */
const columnNumber = (letters: string) =>
  [...letters].reduce((sum, char) => sum * 26 + char.charCodeAt(0) - 64, 0);

/**
 * A sheet's rows, cells and texts within the bounds: no row past MAX_IMPORT_ROWS + 1 (the header), no
 * cell past MAX_IMPORT_COLUMNS (by its reference, or by counting the cells of a row without one), at
 * most MAX_IMPORT_CELLS cells in all (`counted`: the cells of the sheets before), no text or value
 * longer than MAX_IMPORT_CELL_LENGTH. Answers the cells counted.
 */
function checkSheet(xml: string, counted: number): number {
  let row = 0;
  let cells = 0;
  let total = counted;
  for (const match of xml.matchAll(/<(?:\w+:)?(row|c)\b([^>]*)>/g)) {
    const reference = /\br="([A-Z]*)(\d*)"/.exec(match[2]);
    if (match[1] === 'row') {
      row = reference?.[2] ? Number(reference[2]) : row + 1;
      cells = 0;
      if (row > MAX_IMPORT_ROWS + 1) throw refuse(IMPORT_MESSAGES.tooManyRows);
      continue;
    }
    cells = reference?.[1] ? columnNumber(reference[1]) : cells + 1;
    if (++total > MAX_IMPORT_CELLS) throw refuse(IMPORT_MESSAGES.tooManyCells);
    if (cells > MAX_IMPORT_COLUMNS) throw refuse(IMPORT_MESSAGES.tooManyColumns);
    if (reference?.[2] && Number(reference[2]) > MAX_IMPORT_ROWS + 1)
      throw refuse(IMPORT_MESSAGES.tooManyRows);
  }
  checkTexts(xml);
  return total;
}

/** Every text (`<t>`) and value (`<v>`) within MAX_IMPORT_CELL_LENGTH characters. */
function checkTexts(xml: string) {
  for (const match of xml.matchAll(/<(?:\w+:)?(?:t|v)\b[^>]*>([^<]*)</g))
    if (match[1].length > MAX_IMPORT_CELL_LENGTH) throw refuse(IMPORT_MESSAGES.cellTooLong);
}

/**
 * The parts of an XLSX as text, refused (400, in Spanish) when they together unpack to more than
 * MAX_XLSX_UNZIPPED_BYTES, when its sheets reach past the rows or columns an import takes, or with a
 * cell longer than Excel allows. Only the parts the reader needs are kept.
 */
async function unpackXlsx(bytes: Buffer): Promise<Map<string, string>> {
  const entries = readDirectory(bytes);
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > MAX_XLSX_UNZIPPED_BYTES) throw refuse(IMPORT_MESSAGES.unzippedTooLarge);
  let budget = MAX_XLSX_UNZIPPED_BYTES;
  let cells = 0;
  const parts = new Map<string, string>();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const part = await unpack(bytes, entry, budget);
    budget -= part.length;
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name);
    if (!isSheet && !/^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml)$/.test(entry.name))
      continue;
    const text = part.toString('utf8');
    if (isSheet) cells = checkSheet(text, cells);
    else if (entry.name === 'xl/sharedStrings.xml') checkTexts(text);
    parts.set(entry.name, text);
  }
  return parts;
}

// ---- Reading the first sheet ----

/** A cell as read: text, a number or a boolean, or null when empty. */
export type XlsxCell = string | number | boolean | null;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text as it reads: entities and character references decoded. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** An attribute of an element's attribute text, with or without a namespace prefix. */
const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)(?:\\w+:)?${name}="([^"]*)"`).exec(attributes)?.[1];

/** The text of a string item (`<si>`, `<is>`): its runs' `<t>` joined, phonetic guides left out. */
const itemText = (xml: string) =>
  decode(
    [...xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '').matchAll(/<(?:\w+:)?t\b[^>]*>([^<]*)</g)]
      .map((match) => match[1])
      .join(''),
  );

/** The path of the workbook's first sheet, as the workbook lists its sheets. */
function firstSheetPath(parts: Map<string, string>): string | null {
  const workbook = parts.get('xl/workbook.xml') ?? '';
  const sheet = /<(?:\w+:)?sheet\b([^>]*)>/.exec(workbook);
  const id = sheet && attribute(sheet[1], 'id');
  if (!id) return null;
  for (const relation of (parts.get('xl/_rels/workbook.xml.rels') ?? '').matchAll(
    /<(?:\w+:)?Relationship\b([^>]*)>/g,
  )) {
    if (attribute(relation[1], 'Id') !== id) continue;
    const target = decode(attribute(relation[1], 'Target') ?? '');
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return null;
}

/** One cell's value from its type (`t`) and content: shared text, inline text, boolean, number or text. */
function cellValue(type: string | undefined, content: string, shared: string[]): XlsxCell {
  if (type === 'inlineStr') return itemText(content);
  const value = /<(?:\w+:)?v\b[^>]*>([^<]*)</.exec(content)?.[1];
  if (value === undefined) return null;
  if (type === 's') return shared[Number(value)] ?? null;
  if (type === 'b') return value.trim() === '1';
  if (type === 'str' || type === 'e' || type === 'd') return decode(value);
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : decode(value);
}

/** 'A' → 1, 'XFD' → 16384 (as above, for a reference's letters). */
const columnOf = (reference: string | undefined) => /^([A-Z]+)/.exec(reference ?? '')?.[1];

/**
 * The first sheet of an XLSX as rows of cells (row 1 first; rows and cells the sheet leaves out are
 * empty), within the bounds above. null when the file has no sheet.
 */
export async function readXlsxTable(bytes: Buffer): Promise<XlsxCell[][] | null> {
  const parts = await unpackXlsx(bytes);
  const path = firstSheetPath(parts);
  const sheet = path ? parts.get(path) : undefined;
  if (sheet === undefined) return null;
  const shared = [
    ...(parts.get('xl/sharedStrings.xml') ?? '').matchAll(
      /<(?:\w+:)?si\b[^>]*>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\b[^>]*\/>/g,
    ),
  ].map((match) => itemText(match[1] ?? ''));
  const table: XlsxCell[][] = [];
  let rowNumber = 0;
  for (const row of sheet.matchAll(/<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g)) {
    const r = Number(attribute(row[1], 'r'));
    rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
    const cells: XlsxCell[] = [];
    let column = 0;
    for (const cell of (row[2] ?? '').matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const letters = columnOf(attribute(cell[1], 'r'));
      column = letters ? columnNumber(letters) : column + 1;
      cells[column - 1] = cellValue(attribute(cell[1], 't'), cell[2] ?? '', shared);
    }
    table[rowNumber - 1] = Array.from(cells, (cell) => cell ?? null);
  }
  for (let i = 0; i < table.length; i++) table[i] ??= [];
  return table;
}
