/**
 * An uploaded XLSX measured before any spreadsheet library opens it (issue 26 item 21, decision 041):
 * a ZIP of a few hundred kB can unpack to gigabytes, or to a sheet of a million rows, and exceljs
 * builds an object per cell of everything it unpacks. Here the ZIP's directory is read, each part is
 * inflated with zlib stopping at what is left of the budget (the declared sizes are checked first but
 * never trusted), and the sheets' XML is scanned for rows, columns and text length. Only a file within
 * the bounds goes on to exceljs.
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
import { fieldErrors } from '../../lib/errors.ts';

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
 * Refuses (400, in Spanish) an XLSX whose parts together unpack to more than MAX_XLSX_UNZIPPED_BYTES,
 * whose sheets reach past the rows or columns an import takes, or with a cell longer than Excel allows.
 */
export async function checkXlsxBounds(bytes: Buffer): Promise<void> {
  const entries = readDirectory(bytes);
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > MAX_XLSX_UNZIPPED_BYTES) throw refuse(IMPORT_MESSAGES.unzippedTooLarge);
  let budget = MAX_XLSX_UNZIPPED_BYTES;
  let cells = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const part = await unpack(bytes, entry, budget);
    budget -= part.length;
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) cells = checkSheet(part.toString('utf8'), cells);
    else if (entry.name === 'xl/sharedStrings.xml') checkTexts(part.toString('utf8'));
  }
}
