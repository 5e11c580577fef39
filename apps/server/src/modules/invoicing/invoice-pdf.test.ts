import { ivaBreakdown, lineIva } from '@mayorista/shared/fiscal';
import type { Invoice } from '@mayorista/shared/invoices';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { invoicePdf, pdfText } from './invoice-pdf.ts';

const issuer = {
  storeName: 'Mayorista',
  businessName: 'Mayorista Sur S.R.L.',
  cuit: '30712345671',
  ivaConditionLabel: 'Monotributo',
  iibb: '',
  activityStart: null,
  address: 'Av. Mitre 1234, Berazategui',
};

function invoiceC(lineCount: number): Invoice {
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const total = 1000 + index;
    return {
      id: index + 1,
      order_item_id: index + 1,
      sku: `SKU-${index + 1}`,
      description: `Producto número ${index + 1} con un nombre largo que ocupa dos renglones en la tabla`,
      quantity: 1,
      unit_price: total,
      iva_rate: 21,
      ...lineIva(total, 21),
      total,
    };
  });
  const sums = ivaBreakdown(lines.map((line) => ({ total: line.total, rate: 21 })));
  return {
    id: 1,
    order_id: 9,
    user_id: 2,
    kind: 'invoice',
    letter: 'C',
    voucher_type: 11,
    voucher_name: 'Factura C',
    point_of_sale: 1,
    number: 3,
    number_label: '00001-00000003',
    state: 'autorizada',
    state_label: 'Autorizada',
    cae: '74123456789012',
    cae_due_date: '2026-12-08',
    issue_date: '2026-11-28',
    receiver: {
      doc_type: 99,
      doc_number: '0',
      iva_condition: 'consumidor_final',
      iva_condition_label: 'Consumidor Final',
      name: 'Łukasz Ñandú 😀',
      address: '',
    },
    net: sums.total,
    iva: 0,
    exempt: 0,
    total: sums.total,
    iva_breakdown: [],
    lines,
    observations: '',
    related_invoice_id: null,
    test: false,
    legends: [],
    qr_url: 'https://www.afip.gob.ar/fe/qr/?p=e30=',
    created_at: '2026-11-28T12:00:00.000Z',
  };
}

async function pagesOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}

describe('invoice PDF', () => {
  it('writes what Helvetica can draw: Spanish as is, other letters without accent, else ?', () => {
    expect(pdfText('Razón social: Ñandú, ¿cuántos? 1º — “sí” €')).toBe(
      'Razón social: Ñandú, ¿cuántos? 1º — “sí” €',
    );
    expect(pdfText('Łukasz Dvořák 😀\nfin')).toBe('?ukasz Dvorák ? fin');
  });

  it('a C of many lines: the table goes on the next page, the totals, CAE and QR on the last; no IVA', async () => {
    const pages = await pagesOf(await invoicePdf({ invoice: invoiceC(45), issuer }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('COD. 11');
    expect(pages[0]).toContain('Pág. 1/');
    const last = pages[pages.length - 1];
    expect(last).toContain(`Pág. ${pages.length}/${pages.length}`);
    expect(last).toContain('Factura C 00001-00000003 (continuación)');
    expect(last).toContain('Código Producto Cant. Precio unit. Subtotal');
    expect(last).toContain('Importe total: $ 45.990,00');
    expect(last).toContain('CAE N.º: 74123456789012');
    expect(pages.join('\n')).not.toMatch(/IVA (21|contenido)/);
    expect(pages.join('\n')).not.toContain('SIN VALIDEZ FISCAL');
    expect(pages[0]).toContain('Documento: sin identificar');
    expect(pages[0]).toContain('?ukasz Ñandú ?');
  });
});
