/**
 * What the cuenta corriente's PDFs (receipt, statement) share, in the house style of the invoices
 * (invoicing/invoice-pdf.ts): A4, Helvetica (WinAnsi, through the same `pdfText`), the store's header
 * from the fiscal and store settings boxed on the left and the document on the right, tables with a
 * shaded title row, and 'Pág. n/m' at the foot of every page.
 */
import { STORE_IVA_CONDITION_LABELS } from '@mayorista/shared/fiscal-settings';
import { formatCuit } from '@mayorista/shared/tax-profile';
import type { Db } from '../../db/client.ts';
import {
  BOLD,
  type Column,
  drawRowRule,
  drawTitleRow,
  GREY,
  LINE,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type Pdf,
  pdfText,
  RED,
  REGULAR,
  SHADE,
  startPdf,
  WIDTH,
} from '../../lib/pdf.ts';
import { getFiscalSettings } from '../invoicing/fiscal-settings.service.ts';
import { getSiteConfig } from '../settings/settings.service.ts';

export { BOLD, GREY, LINE, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, pdfText, RED, REGULAR, SHADE, startPdf, WIDTH };

export type AccountIssuer = {
  storeName: string;
  businessName: string;
  cuit: string;
  ivaConditionLabel: string;
  address: string;
};

/** The store as its documents print it: the fiscal settings and the store's name and address. */
export async function accountIssuerOf(db: Db): Promise<AccountIssuer> {
  const [fiscal, store] = await Promise.all([getFiscalSettings(db), getSiteConfig(db)]);
  return {
    storeName: store.storeName,
    businessName: fiscal.businessName,
    cuit: fiscal.cuit,
    ivaConditionLabel: STORE_IVA_CONDITION_LABELS[fiscal.ivaCondition] ?? fiscal.ivaCondition,
    address: store.storeAddress,
  };
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY'. */
export const dayLabel = (value: string | null) => (value ? value.split('-').reverse().join('/') : '');

export type { Column, Pdf };

/**
 * The header box: the store on the left (name, razón social, CUIT, address, IVA condition), the
 * document's title and its lines on the right. Answers the y below it.
 */
export function drawHeader(
  { doc, text, labelled }: Pdf,
  issuer: AccountIssuer,
  title: string,
  right: [string, string][],
  top = MARGIN,
): number {
  const height = 96;
  const center = MARGIN + WIDTH / 2;
  doc.lineWidth(0.8).strokeColor(LINE);
  doc.rect(MARGIN, top, WIDTH, height).stroke();
  doc
    .moveTo(center, top)
    .lineTo(center, top + height)
    .stroke();
  const leftX = MARGIN + 8;
  const halfWidth = WIDTH / 2 - 16;
  doc.fillColor('#000000').font(BOLD).fontSize(14);
  doc.text(pdfText(issuer.storeName || issuer.businessName || 'Mayorista'), leftX, top + 8, {
    width: halfWidth,
    height: 20,
    ellipsis: true,
    lineBreak: false,
  });
  labelled('Razón social', issuer.businessName || '-', leftX, top + 32, halfWidth);
  labelled('CUIT', issuer.cuit ? formatCuit(issuer.cuit) : '-', leftX, top + 46, halfWidth);
  labelled('Condición frente al IVA', issuer.ivaConditionLabel || '-', leftX, top + 60, halfWidth);
  labelled('Domicilio', issuer.address || '-', leftX, top + 74, halfWidth);

  const rightX = center + 8;
  doc.font(BOLD).fontSize(14);
  text(title, rightX, top + 8, { width: halfWidth });
  right.forEach(([label, value], index) => {
    const lineY = top + 32 + index * 14;
    if (label) {
      labelled(label, value, rightX, lineY, halfWidth, 9);
      return;
    }
    // A line without a label is a legend ('Documento no válido como factura').
    doc.font(REGULAR).fontSize(8).fillColor(GREY);
    text(value, rightX, lineY + 1, { width: halfWidth });
    doc.fillColor('#000000');
  });
  return top + height + 6;
}

/**
 * A table from `y` on: the title row shaded, each row one line (cut with an ellipsis), a new page
 * (with `continued` on top and the titles again) when a row would not fit above `bottom`.
 */
export function drawTable<Row>(
  pdf: Pdf,
  y: number,
  columns: Column<Row>[],
  rows: readonly Row[],
  options: { continued: string; bottom?: number; emphasis?: (row: Row) => boolean },
): number {
  const { doc, text } = pdf;
  const bottom = options.bottom ?? PAGE_HEIGHT - MARGIN - 20;
  const rowHeight = 14;
  const titles = () => {
    y = drawTitleRow(pdf, y, columns);
  };
  titles();
  for (const row of rows) {
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = MARGIN;
      doc.font(BOLD).fontSize(9).fillColor('#000000');
      text(`${options.continued} (continuación)`, MARGIN, y);
      y += 16;
      titles();
    }
    doc.font(options.emphasis?.(row) ? BOLD : REGULAR).fontSize(8);
    let x = MARGIN;
    for (const column of columns) {
      doc.text(pdfText(column.value(row)), x + 3, y + 1, {
        width: column.width - 6,
        height: 10,
        ellipsis: true,
        lineBreak: false,
        align: column.right ? 'right' : 'left',
      });
      x += column.width;
    }
    y += rowHeight;
    drawRowRule(pdf, y);
  }
  doc.lineWidth(0.8).strokeColor(LINE);
  return y + 4;
}

/** Moves to a new page when `height` does not fit below `y`; answers where to draw. */
export function ensureRoom({ doc }: Pdf, y: number, height: number): number {
  if (y + height <= PAGE_HEIGHT - MARGIN - 20) return y;
  doc.addPage();
  return MARGIN;
}

/** Every page: an optional watermark (an annulled receipt) and 'Pág. n/m'; then the document ends. */
export function finishPdf(pdf: Pdf, options: { watermark?: string; footer?: string } = {}): Promise<Buffer> {
  const { doc, text } = pdf;
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    if (options.watermark) {
      doc.save();
      doc.rotate(-35, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
      doc.font(BOLD).fontSize(40).fillColor(RED).fillOpacity(0.12);
      text(options.watermark, 0, PAGE_HEIGHT / 2 - 20, { width: PAGE_WIDTH, align: 'center' });
      doc.restore();
      doc.fillOpacity(1).fillColor('#000000');
    }
    doc.font(REGULAR).fontSize(7).fillColor(GREY);
    if (options.footer) text(options.footer, MARGIN, PAGE_HEIGHT - MARGIN + 8, { width: WIDTH - 80 });
    text(`Pág. ${index + 1}/${range.count}`, MARGIN, PAGE_HEIGHT - MARGIN + 8, {
      width: WIDTH,
      align: 'right',
    });
    doc.fillColor('#000000');
    doc.page.margins = margins;
  }
  doc.end();
  return pdf.done;
}
