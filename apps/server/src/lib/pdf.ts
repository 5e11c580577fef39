/**
 * What the store's PDFs share (invoices, receipts, statements): A4 in points, Helvetica (WinAnsi),
 * the house colours, and `pdfText` for what Helvetica can draw.
 */
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
