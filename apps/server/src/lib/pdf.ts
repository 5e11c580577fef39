/**
 * What the store's PDFs share (invoices, receipts, statements): A4 in points, Helvetica (WinAnsi),
 * the house colours, `pdfText` for what Helvetica can draw, and `startPdf`.
 */
import PDFDocument from 'pdfkit';

export const MARGIN = 28;
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const GREY = '#555555';
export const LINE = '#333333';
export const SHADE = '#EEF2F6';
export const RED = '#B91C1C';

/** The characters of WinAnsiEncoding above ASCII that are not Latin-1 (pdfkit maps them). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text Helvetica can draw: Latin-1 and WinAnsi's extras; others lose their accent, else become '?'. */
export function pdfText(value: string): string {
  let out = '';
  for (const char of value.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
      continue;
    }
    if (char === '\n') {
      out += ' ';
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base && [...base].every((c) => (c.codePointAt(0) ?? 0) < 0x7f) ? base : '?';
  }
  return out;
}

/** A document being drawn: pdfkit's, the Buffer it ends in, and the text helpers every page uses. */
export function startPdf(info: { title: string; author: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: pdfText(info.title), Author: pdfText(info.author) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(value), x, y, { lineBreak: false, ...options });
  /** 'Label: value' with the label in bold, on one line cut to `width`. */
  const labelled = (label: string, value: string, x: number, y: number, width: number, size = 8.5) => {
    doc.font(BOLD).fontSize(size);
    const labelText = pdfText(`${label}: `);
    const labelWidth = doc.widthOfString(labelText);
    doc.text(labelText, x, y, { lineBreak: false });
    doc.font(REGULAR).fontSize(size);
    doc.text(pdfText(value), x + labelWidth, y, {
      width: Math.max(10, width - labelWidth),
      height: size * 1.25,
      ellipsis: true,
      lineBreak: false,
    });
  };
  return { doc, done, text, labelled };
}

export type Pdf = ReturnType<typeof startPdf>;

/** A table's column: its title, width in points, alignment and the text of a row. */
export type Column<Row> = {
  title: string;
  width: number;
  right?: boolean;
  value: (row: Row) => string;
};

/** A table's title row at `y`, shaded; answers where the first row goes. */
export function drawTitleRow(pdf: Pdf, y: number, columns: readonly Column<never>[]): number {
  const { doc, text } = pdf;
  doc.rect(MARGIN, y, WIDTH, 16).fill(SHADE);
  doc.fillColor('#000000').font(BOLD).fontSize(7.5);
  let x = MARGIN;
  for (const column of columns) {
    text(column.title, x + 3, y + 5, { width: column.width - 6, align: column.right ? 'right' : 'left' });
    x += column.width;
  }
  return y + 18;
}

/** The thin rule under a table row ending at `y`. */
export function drawRowRule({ doc }: Pdf, y: number): void {
  doc
    .moveTo(MARGIN, y - 2)
    .lineTo(MARGIN + WIDTH, y - 2)
    .lineWidth(0.3)
    .strokeColor('#CCCCCC')
    .stroke();
}
