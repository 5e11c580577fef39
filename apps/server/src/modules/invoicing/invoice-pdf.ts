/**
 * An invoice or credit note as PDF (issue 31 item 7, decision 055), in the layout ARCA's documents
 * share: 'ORIGINAL', the issuer on the left and the document on the right of the letter box ('A',
 * 'COD. 01'), the receiver, the lines, the totals (net and IVA per rate on A; 'IVA contenido' on B,
 * Régimen de Transparencia Fiscal al Consumidor), the legends, and the ARCA QR with the CAE and its
 * due date. A test document (no certificate) says 'Comprobante de prueba - sin validez fiscal' on
 * top and across every page.
 *
 * Fonts: pdfkit's Helvetica (WinAnsi), like the price list: every Spanish letter and sign (á, ñ, ü,
 * ¿, ¡, º, €) is in it and nothing depends on fonts installed on the server. Any other character (a
 * name typed in another script) is written without its accent, or as '?', never as a wrong glyph.
 */

import { testVoucherLegend, transparencyLegend } from '@mayorista/shared/fiscal';
import { formatAmount2 } from '@mayorista/shared/format';
import type { Invoice } from '@mayorista/shared/invoices';
import { formatCuit, ivaRateLabel } from '@mayorista/shared/tax-profile';
import QRCode from 'qrcode';
import {
  BOLD,
  drawRowRule,
  drawTitleRow,
  GREY,
  LINE,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type Column as PdfColumn,
  pdfText,
  RED,
  REGULAR,
  startPdf,
  WIDTH,
} from '../../lib/pdf.ts';

export type InvoiceIssuer = {
  storeName: string;
  businessName: string;
  cuit: string;
  ivaConditionLabel: string;
  iibb: string;
  /** YYYY-MM-DD or null. */
  activityStart: string | null;
  address: string;
};

export type InvoicePdfInput = {
  invoice: Invoice;
  issuer: InvoiceIssuer;
  /** A credit note's invoice, as its title ('Factura A 00001-00000012'). */
  relatedTitle?: string | null;
};

export { pdfText };

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY'. */
const dayLabel = (value: string | null) => (value ? value.split('-').reverse().join('/') : '');

/** How the receiver's document prints, as label and value: CUIT 20-30111222-0, DNI 30111222, none. */
function receiverDocument(invoice: Invoice): [string, string] {
  const { doc_type: type, doc_number: number } = invoice.receiver;
  if (type === 80) return ['CUIT', formatCuit(number)];
  if (type === 86) return ['CUIL', formatCuit(number)];
  if (type === 96) return ['DNI', number];
  return ['Documento', 'sin identificar'];
}

type Column = PdfColumn<Invoice['lines'][number]>;

/** The lines' columns: an A shows net prices and the IVA rate, a B or C the prices as sold (IVA included). */
function columnsFor(invoice: Invoice): Column[] {
  const code: Column = { title: 'Código', width: 80, value: (line) => line.sku ?? '' };
  const quantity: Column = { title: 'Cant.', width: 40, right: true, value: (line) => String(line.quantity) };
  if (invoice.letter === 'A') {
    return [
      code,
      { title: 'Producto', width: 171, value: (line) => line.description },
      quantity,
      {
        title: 'Precio unit. s/IVA',
        width: 72,
        right: true,
        value: (line) => formatAmount2(line.quantity ? line.net / line.quantity : 0),
      },
      { title: 'Alíc. IVA', width: 45, right: true, value: (line) => ivaRateLabel(line.iva_rate) },
      { title: 'Subtotal s/IVA', width: 65, right: true, value: (line) => formatAmount2(line.net) },
      { title: 'Subtotal c/IVA', width: 66.28, right: true, value: (line) => formatAmount2(line.total) },
    ];
  }
  return [
    code,
    { title: 'Producto', width: 269.28, value: (line) => line.description },
    quantity,
    { title: 'Precio unit.', width: 75, right: true, value: (line) => formatAmount2(line.unit_price) },
    { title: 'Subtotal', width: 75, right: true, value: (line) => formatAmount2(line.total) },
  ];
}

/** The PDF of one document, whole (a few pages at most), as a Buffer. */
export async function invoicePdf({ invoice, issuer, relatedTitle }: InvoicePdfInput): Promise<Buffer> {
  const qr = invoice.qr_url ? await QRCode.toBuffer(invoice.qr_url, { margin: 0, width: 240 }) : null;
  const title = invoice.kind === 'credit_note' ? 'NOTA DE CRÉDITO' : 'FACTURA';
  const pdf = startPdf({
    title: `${invoice.voucher_name} ${invoice.number_label ?? ''}`.trim(),
    author: issuer.businessName || issuer.storeName,
  });
  const { doc, done, text, labelled } = pdf;

  // --- Test band and 'ORIGINAL' ---------------------------------------------------------------
  let y = MARGIN;
  if (invoice.test) {
    doc.rect(MARGIN, y, WIDTH, 18).fill('#FEE2E2');
    doc.fillColor(RED).font(BOLD).fontSize(10);
    text(testVoucherLegend.toUpperCase(), MARGIN, y + 5, { width: WIDTH, align: 'center' });
    doc.fillColor('#000000');
    y += 22;
  }
  doc.lineWidth(0.8).strokeColor(LINE);
  doc.rect(MARGIN, y, WIDTH, 16).stroke();
  doc.font(BOLD).fontSize(9);
  text('ORIGINAL', MARGIN, y + 4.5, { width: WIDTH, align: 'center' });
  y += 16;

  // --- Header: issuer | letter box | document -----------------------------------------------
  const headerTop = y;
  const headerHeight = 118;
  const center = MARGIN + WIDTH / 2;
  const box = 46;
  doc.rect(MARGIN, headerTop, WIDTH, headerHeight).stroke();
  doc.rect(center - box / 2, headerTop, box, box).fillAndStroke('#FFFFFF', LINE);
  doc.fillColor('#000000').font(BOLD).fontSize(26);
  text(invoice.letter, center - box / 2, headerTop + 6, { width: box, align: 'center' });
  doc.font(BOLD).fontSize(6.5);
  text(`COD. ${String(invoice.voucher_type).padStart(2, '0')}`, center - box / 2, headerTop + box - 10, {
    width: box,
    align: 'center',
  });
  doc
    .moveTo(center, headerTop + box)
    .lineTo(center, headerTop + headerHeight)
    .stroke();

  const leftX = MARGIN + 8;
  const leftWidth = WIDTH / 2 - box / 2 - 14;
  doc.font(BOLD).fontSize(15);
  doc.text(pdfText(issuer.storeName || issuer.businessName), leftX, headerTop + 10, {
    width: leftWidth,
    height: 38,
    ellipsis: true,
  });
  const halfWidth = WIDTH / 2 - 16;
  labelled('Razón social', issuer.businessName, leftX, headerTop + 52, halfWidth);
  doc.font(BOLD).fontSize(8.5);
  text('Domicilio comercial:', leftX, headerTop + 66);
  doc.font(REGULAR).fontSize(8.5);
  doc.text(pdfText(issuer.address), leftX, headerTop + 77, { width: halfWidth, height: 22, ellipsis: true });
  labelled('Condición frente al IVA', issuer.ivaConditionLabel, leftX, headerTop + 101, halfWidth);

  const rightX = center + box / 2 + 8;
  const rightWidth = MARGIN + WIDTH - rightX - 8;
  doc.font(BOLD).fontSize(15);
  text(title, rightX, headerTop + 10, { width: rightWidth });
  const number = invoice.number == null ? 'sin número' : String(invoice.number).padStart(8, '0');
  doc.font(BOLD).fontSize(9);
  text(
    `Punto de venta: ${String(invoice.point_of_sale).padStart(5, '0')}    Comp. Nro: ${number}`,
    rightX,
    headerTop + 32,
    { width: rightWidth },
  );
  const docX = center + 8;
  labelled('Fecha de emisión', dayLabel(invoice.issue_date), docX, headerTop + 52, halfWidth);
  labelled('CUIT', formatCuit(issuer.cuit), docX, headerTop + 66, halfWidth);
  labelled('Ingresos brutos', issuer.iibb || '-', docX, headerTop + 80, halfWidth);
  labelled('Inicio de actividades', dayLabel(issuer.activityStart) || '-', docX, headerTop + 94, halfWidth);
  y = headerTop + headerHeight + 4;

  // --- Receiver ------------------------------------------------------------------------------
  const receiverHeight = 46;
  doc.rect(MARGIN, y, WIDTH, receiverHeight).stroke();
  const [docLabel, docValue] = receiverDocument(invoice);
  const rightColumn = center - 60;
  const rightColumnWidth = MARGIN + WIDTH - rightColumn - 8;
  labelled(docLabel, docValue, leftX, y + 7, 200);
  labelled(
    'Apellido y nombre / Razón social',
    invoice.receiver.name || 'Consumidor final',
    rightColumn,
    y + 7,
    rightColumnWidth,
  );
  labelled('Condición frente al IVA', invoice.receiver.iva_condition_label, leftX, y + 20, 200);
  labelled('Domicilio', invoice.receiver.address || '-', rightColumn, y + 20, rightColumnWidth);
  labelled('Pedido', `N.º ${invoice.order_id}`, leftX, y + 33, 200);
  if (relatedTitle) labelled('Comprobante asociado', relatedTitle, rightColumn, y + 33, rightColumnWidth);
  y += receiverHeight + 6;

  // --- Lines ---------------------------------------------------------------------------------
  const columns = columnsFor(invoice);
  const footerSpace = 150;
  const titles = () => {
    y = drawTitleRow(pdf, y, columns);
  };
  titles();
  doc.font(REGULAR).fontSize(8);
  for (const line of invoice.lines) {
    doc.font(REGULAR).fontSize(8);
    const cells = columns.map((column) => pdfText(column.value(line)));
    const heights = columns.map((column, index) =>
      column.right ? 10 : Math.min(doc.heightOfString(cells[index], { width: column.width - 6 }), 3 * 10 + 1),
    );
    const height = Math.max(...heights) + 4;
    if (y + height > PAGE_HEIGHT - MARGIN - footerSpace) {
      doc.addPage();
      y = MARGIN;
      // A continued page names its document.
      doc.font(BOLD).fontSize(9);
      text(`${invoice.voucher_name} ${invoice.number_label ?? ''} (continuación)`, MARGIN, y);
      y += 16;
      titles();
      doc.font(REGULAR).fontSize(8);
    }
    let x = MARGIN;
    columns.forEach((column, index) => {
      doc.text(cells[index], x + 3, y + 1, {
        width: column.width - 6,
        height: heights[index],
        ellipsis: true,
        align: column.right ? 'right' : 'left',
      });
      x += column.width;
    });
    y += height;
    drawRowRule(pdf, y);
  }
  doc.lineWidth(0.8).strokeColor(LINE);

  // --- Totals, legends, CAE and QR (on the last page, at its foot) -------------------------------
  const totals: [string, string][] = [];
  if (invoice.letter === 'A') {
    totals.push(['Importe neto gravado', formatAmount2(invoice.net)]);
    for (const rate of invoice.iva_breakdown)
      totals.push([`IVA ${ivaRateLabel(rate.rate)}`, formatAmount2(rate.iva)]);
    if (invoice.exempt) totals.push(['Importe exento', formatAmount2(invoice.exempt)]);
  } else {
    totals.push(['Subtotal', formatAmount2(invoice.total)]);
  }
  // The test legend is the band on top and the watermark; the transparency one heads its own box.
  const legends = invoice.legends.filter(
    (legend) => legend !== testVoucherLegend && legend !== transparencyLegend,
  );
  const transparency = invoice.letter === 'B';
  const totalsHeight = (totals.length + 1) * 13 + 10;
  const legendLines = legends.length * 22 + (transparency ? 30 : 0);
  const blockHeight = totalsHeight + 6 + legendLines + 108;
  if (y + blockHeight > PAGE_HEIGHT - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  y = Math.max(y + 6, PAGE_HEIGHT - MARGIN - blockHeight);

  const totalsX = MARGIN + WIDTH - 250;
  doc.rect(totalsX, y, 250, totalsHeight).stroke();
  let ty = y + 6;
  for (const [label, value] of totals) {
    doc.font(BOLD).fontSize(8.5);
    text(`${label}:`, totalsX + 8, ty, { width: 140, align: 'right' });
    doc.font(REGULAR);
    text(value, totalsX + 150, ty, { width: 92, align: 'right' });
    ty += 13;
  }
  doc.font(BOLD).fontSize(10);
  text('Importe total:', totalsX + 8, ty, { width: 140, align: 'right' });
  text(formatAmount2(invoice.total), totalsX + 150, ty, { width: 92, align: 'right' });
  y += totalsHeight + 6;

  if (transparency) {
    doc.rect(MARGIN, y, WIDTH, 26).stroke();
    doc.font(BOLD).fontSize(8);
    text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', MARGIN + 8, y + 4, {
      width: WIDTH - 16,
    });
    labelled('IVA contenido', formatAmount2(invoice.iva), MARGIN + 8, y + 15, 200, 8);
    labelled('Otros impuestos nacionales indirectos', formatAmount2(0), MARGIN + 230, y + 15, 300, 8);
    y += 30;
  }
  for (const legend of legends) {
    doc.font(REGULAR).fontSize(7.5);
    doc.text(pdfText(legend), MARGIN, y, { width: WIDTH, height: 20, ellipsis: true });
    y += 22;
  }

  const footerTop = PAGE_HEIGHT - MARGIN - 96;
  doc
    .moveTo(MARGIN, footerTop - 4)
    .lineTo(MARGIN + WIDTH, footerTop - 4)
    .stroke();
  if (qr) doc.image(qr, MARGIN, footerTop, { width: 88, height: 88 });
  const afterQr = MARGIN + 100;
  doc.font(BOLD).fontSize(10);
  if (invoice.state === 'autorizada') {
    text('Comprobante autorizado', afterQr, footerTop + 6);
    doc.font(REGULAR).fontSize(7).fillColor(GREY);
    doc.text(
      pdfText(
        'Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación.',
      ),
      afterQr,
      footerTop + 22,
      { width: 220 },
    );
    doc.fillColor('#000000');
  } else {
    doc.fillColor(RED);
    text(`Comprobante ${invoice.state_label.toLowerCase()}: sin CAE`, afterQr, footerTop + 6);
    doc.fillColor('#000000');
  }
  const caeX = MARGIN + WIDTH - 200;
  labelled('CAE N.º', invoice.cae ?? '-', caeX, footerTop + 6, 200, 9.5);
  labelled('Fecha de vto. de CAE', dayLabel(invoice.cae_due_date) || '-', caeX, footerTop + 22, 200, 9.5);

  // --- Every page: the test watermark and the page number ------------------------------------------
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    if (invoice.test) {
      doc.save();
      doc.rotate(-35, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
      doc.font(BOLD).fontSize(34).fillColor(RED).fillOpacity(0.12);
      text('SIN VALIDEZ FISCAL', 0, PAGE_HEIGHT / 2 - 17, { width: PAGE_WIDTH, align: 'center' });
      doc.restore();
      doc.fillOpacity(1).fillColor('#000000');
    }
    doc.font(REGULAR).fontSize(7).fillColor(GREY);
    text(`Pág. ${index + 1}/${range.count}`, MARGIN, PAGE_HEIGHT - MARGIN + 8, {
      width: WIDTH,
      align: 'right',
    });
    doc.fillColor('#000000');
    doc.page.margins = margins;
  }
  doc.end();
  return done;
}
