/**
 * The price list as PDF (pdfkit, A4 landscape), piped to the answer as each page of rows is laid out.
 * Money is written es-AR ('$ 1.234,00'); the table's titles repeat on every page and each category
 * opens with its name as a heading (the XLSX has it as a column).
 *
 * Speed (10,000 products in well under 10 s): pdfkit's own wrapping measures every word with kerning
 * and then measures the line again to draw it, which made a 10,000-row list take seconds of CPU. The
 * cells are measured here with a width per character (cached per font; no kerning, a hair wider than
 * pdfkit's), wrapped or cut with '…' here, and each line is drawn once at its place without wrapping.
 */
import type { Writable } from 'node:stream';
import { formatAmount2 } from '@mayorista/shared/format';
import { PRICE_LIST_FILE_MESSAGES } from '@mayorista/shared/price-list-file';
import PDFDocument from 'pdfkit';
import type { PriceListFile, PriceListFileRow } from './price-list-file.service.ts';

const MARGIN = 30;
const FONT_SIZE = 7.5;
const LINE_HEIGHT = FONT_SIZE * 1.2;
const PADDING = 2.5;
const MAX_LINES = 3;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const SHADE = '#EEF2F6';

type Column = {
  title: string;
  width: number;
  value: (row: PriceListFileRow) => string;
  wrap?: boolean;
  right?: boolean;
  /** Lines the value is split into before wrapping. */
  lines?: (text: string) => string[];
};

/** A4 landscape less the margins: 781 points. The category is each group's heading. */
const COLUMNS: Column[] = [
  { title: 'SKU', width: 112, value: (row) => row.sku, wrap: true },
  { title: 'Producto', width: 188, value: (row) => row.product, wrap: true },
  { title: 'Opción', width: 90, value: (row) => row.option, wrap: true },
  { title: 'Marca', width: 76, value: (row) => row.brand },
  { title: 'Unidad', width: 56, value: (row) => row.unit },
  { title: 'Precio', width: 70, value: (row) => formatAmount2(row.price), right: true },
  // One tier a line.
  {
    title: 'Escalones',
    width: 134,
    value: (row) => row.tiers,
    wrap: true,
    lines: (text) => text.split('; '),
  },
  { title: 'Stock', width: 55, value: (row) => row.stock },
];
const TABLE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);

export async function writePriceListPdf(file: PriceListFile, stream: Writable): Promise<void> {
  const { header } = file;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `Lista de precios ${header.listName} ${header.dateLabel}`, Author: header.storeName },
  });
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('close', resolve);
    stream.on('error', reject);
    doc.on('error', reject);
  });
  // Awaited at the end; a closed download returns before that, and its error must not go unhandled.
  done.catch(() => {});
  doc.pipe(stream);

  // Widths of one character at 1 point, per font, read from pdfkit once per character.
  const widths = new Map<string, Map<string, number>>();
  let font = REGULAR;
  const useFont = (name: string) => {
    font = name;
    doc.font(name).fontSize(FONT_SIZE);
  };
  const measure = (text: string) => {
    let table = widths.get(font);
    if (!table) {
      table = new Map();
      widths.set(font, table);
    }
    let width = 0;
    for (const char of text) {
      let one = table.get(char);
      if (one === undefined) {
        one = doc.widthOfString(char) / FONT_SIZE;
        table.set(char, one);
      }
      width += one;
    }
    return width * FONT_SIZE;
  };
  /** The longest start of `text` that fits with '…' after it. */
  const cut = (text: string, width: number) => {
    if (measure(text) <= width) return text;
    let end = text.length;
    while (end > 0 && measure(`${text.slice(0, end)}…`) > width) end -= 1;
    return `${text.slice(0, end).trimEnd()}…`;
  };
  /** The cell's lines: words wrapped to the width, at most MAX_LINES, the last cut with '…'. */
  const linesOf = (text: string, width: number, wrap: boolean): string[] => {
    if (!text) return [];
    if (!wrap || measure(text) <= width) return [cut(text, width)];
    const lines: string[] = [];
    let line = '';
    // A word wider than the cell (a long SKU) is broken where it has to.
    const words = text.split(' ').flatMap((word) => {
      if (measure(word) <= width) return [word];
      const pieces = [''];
      for (const char of word) {
        if (measure(pieces[pieces.length - 1] + char) > width) pieces.push('');
        pieces[pieces.length - 1] += char;
      }
      return pieces;
    });
    for (let index = 0; index < words.length; index++) {
      const next = line ? `${line} ${words[index]}` : words[index];
      if (measure(next) <= width || !line) {
        line = next;
        continue;
      }
      if (lines.length === MAX_LINES - 1) {
        line = `${line} ${words.slice(index).join(' ')}`;
        break;
      }
      lines.push(line);
      line = words[index];
    }
    lines.push(line);
    return lines.map((entry) => cut(entry, width));
  };

  const bottom = doc.page.height - MARGIN - 14;
  let pageNumber = 1;
  let y = MARGIN;

  // Written under the bottom margin: with the margin kept, pdfkit would open a new page for it.
  const footer = () => {
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .font(REGULAR)
      .fontSize(7)
      .fillColor('#666666')
      .text(
        `${header.storeName} · ${header.listName} · ${header.dateLabel} · Página ${pageNumber}`,
        MARGIN,
        doc.page.height - MARGIN - 8,
        { width: TABLE_WIDTH, align: 'right', lineBreak: false },
      )
      .fillColor('#000000');
    doc.page.margins = margins;
  };

  const drawLines = (cells: string[][], height: number, shade: boolean) => {
    if (shade) doc.rect(MARGIN, y, TABLE_WIDTH, height).fill(SHADE).fillColor('#000000');
    let x = MARGIN;
    cells.forEach((lines, index) => {
      const column = COLUMNS[index];
      lines.forEach((line, lineIndex) => {
        const width = measure(line);
        const left = column.right ? x + column.width - 3 * PADDING - width : x + PADDING;
        doc.text(line, left, y + PADDING + lineIndex * LINE_HEIGHT, {
          lineBreak: false,
          textWidth: width,
          wordCount: 1,
        } as PDFKit.Mixins.TextOptions);
      });
      x += column.width;
    });
    y += height;
  };

  const tableTitles = () => {
    useFont(BOLD);
    drawLines(
      COLUMNS.map((column) => [column.title]),
      LINE_HEIGHT + 2 * PADDING,
      true,
    );
    useFont(REGULAR);
  };
  const newPage = () => {
    footer();
    doc.addPage();
    pageNumber += 1;
    y = MARGIN;
    tableTitles();
  };
  const categoryHeading = (name: string) => {
    // The heading and at least one row on the same page.
    if (y + 3 * LINE_HEIGHT + 4 * PADDING > bottom) newPage();
    useFont(BOLD);
    y += PADDING;
    doc.text(cut(name || 'Sin categoría', TABLE_WIDTH - 2 * PADDING), MARGIN + PADDING, y + PADDING, {
      lineBreak: false,
    });
    y += LINE_HEIGHT + 2 * PADDING;
    doc
      .moveTo(MARGIN, y - 1)
      .lineTo(MARGIN + TABLE_WIDTH, y - 1)
      .lineWidth(0.5)
      .stroke('#999999');
    useFont(REGULAR);
  };

  useFont(BOLD);
  doc.fontSize(16).text(header.storeName, MARGIN, y);
  doc.font(REGULAR).fontSize(10).text(`Lista de precios: ${header.listName} · Fecha: ${header.dateLabel}`);
  if (header.filters) doc.text(header.filters);
  doc
    .fontSize(7)
    .fillColor('#555555')
    .text(
      'Precio por unidad de venta comprando la cantidad mínima, con los descuentos y ofertas de hoy; ' +
        'escalones: el precio desde esa cantidad. Precios sujetos a cambio sin aviso.',
    )
    .fillColor('#000000');
  y = doc.y + 6;
  tableTitles();

  let written = 0;
  let category: string | null = null;
  for await (const rows of file.pages()) {
    // The caller went away (a closed download): stop reading and writing.
    if (stream.destroyed) {
      doc.unpipe(stream);
      return;
    }
    useFont(REGULAR);
    for (const row of rows) {
      if (row.category !== category) {
        category = row.category;
        categoryHeading(category);
      }
      const cells = COLUMNS.map((column) => {
        const value = column.value(row);
        const width = column.width - 2 * PADDING;
        if (!column.lines || !value) return linesOf(value, width, column.wrap === true);
        return column
          .lines(value)
          .slice(0, MAX_LINES)
          .map((line) => cut(line, width));
      });
      const height = Math.max(1, ...cells.map((lines) => lines.length)) * LINE_HEIGHT + 2 * PADDING;
      if (y + height > bottom) {
        newPage();
        categoryHeading(`${category || 'Sin categoría'} (continúa)`);
      }
      drawLines(cells, height, written % 2 === 1);
      written += 1;
    }
  }
  if (written === 0)
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(PRICE_LIST_FILE_MESSAGES.empty, MARGIN, y + 10);
  footer();
  doc.end();
  await done;
}
