/**
 * Hand-built XLSX files for the import's limits (issue 26 item 21): a ZIP written entry by entry, so
 * a test can make a sheet of hundreds of MB from a few kB (a zip bomb), or lie about its sizes,
 * without holding the sheet in memory.
 */
import { crc32, createDeflateRaw } from 'node:zlib';

export type ZipEntry = {
  name: string;
  /** The entry's bytes, in pieces (a long sheet is a piece repeated, never one buffer). */
  pieces: Iterable<Buffer>;
  /** Writes this size in the headers instead of the real one. */
  declaredSize?: number;
};

/** One raw deflate stream of the pieces, read piece by piece (the whole is never in memory). */
async function deflatePieces(pieces: Iterable<Buffer>) {
  let crc = 0;
  let size = 0;
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (const piece of pieces) {
    crc = crc32(piece, crc);
    size += piece.length;
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { crc, size, data: Buffer.concat(chunks) };
}

/** A ZIP (deflate) of the entries. */
export async function zip(entries: ZipEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const { crc, size, data } = await deflatePieces(entry.pieces);
    const declared = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `count` times the same piece (yielded in slices of up to a thousand, so deflating it is quick). */
export function* repeat(piece: string, count: number): Iterable<Buffer> {
  const batch = Math.min(count, 1000);
  const bytes = Buffer.from(piece.repeat(batch), 'utf8');
  for (let left = count; left > 0; left -= batch)
    yield left >= batch ? bytes : Buffer.from(piece.repeat(left), 'utf8');
}

const once = (text: string) => [Buffer.from(text, 'utf8')];

/**
 * The smallest XLSX a spreadsheet opens: one sheet whose XML is `sheetData` (the <sheetData> element's
 * content, in pieces) and, optionally, a lie about its size.
 */
export function xlsx(sheetData: Iterable<Buffer>, options: { declaredSize?: number } = {}): Promise<Buffer> {
  const ns = 'http://schemas.openxmlformats.org';
  return zip([
    {
      name: '[Content_Types].xml',
      pieces: once(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      pieces: once(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      pieces: once(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" ` +
          `xmlns:r="${ns}/officeDocument/2006/relationships"><sheets>` +
          '<sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: once(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      declaredSize: options.declaredSize,
      pieces: (function* () {
        yield Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>`,
        );
        yield* sheetData;
        yield Buffer.from('</sheetData></worksheet>');
      })(),
    },
  ]);
}

/** An inline-text cell. */
export const textCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
