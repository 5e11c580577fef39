import { describe, expect, it } from 'vitest';
import {
  arcaQrPayload,
  arcaQrUrl,
  buyerIvaConditions,
  invoiceLegends,
  invoiceLetter,
  ivaBreakdown,
  ivaRateIds,
  lineIva,
  monotributoLegend,
  receiverIvaConditionIds,
  spreadDiscount,
  testVoucherLegend,
  voucherName,
  voucherOfType,
  voucherTypes,
} from './fiscal.ts';
import { PRODUCT_IVA_RATES } from './tax-profile.ts';

/** A small deterministic generator (the same numbers on every run). */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const cents = (amount: number) => Math.round(amount * 100);

describe('ARCA codes', () => {
  it('holds the WSFEv1 voucher types, IVA ids and receiver conditions', () => {
    expect(voucherTypes).toEqual({ invoice: { A: 1, B: 6, C: 11 }, credit_note: { A: 3, B: 8, C: 13 } });
    expect(ivaRateIds).toEqual({ 0: 3, 10.5: 4, 21: 5, 27: 6 });
    for (const rate of PRODUCT_IVA_RATES) expect(ivaRateIds[rate]).toBeDefined();
    expect(Object.fromEntries(buyerIvaConditions.map((c) => [c, receiverIvaConditionIds[c].id]))).toEqual({
      responsable_inscripto: 1,
      monotributo: 6,
      exento: 4,
      consumidor_final: 5,
    });
    expect(voucherOfType(8)).toEqual({ kind: 'credit_note', letter: 'B' });
    expect(voucherOfType(2)).toBeNull();
    expect(voucherName('credit_note', 'C')).toBe('Nota de Crédito C');
  });
});

describe('invoiceLetter', () => {
  it('follows the matrix of store and buyer conditions', () => {
    const rows = [
      ['responsable_inscripto', 'responsable_inscripto', 'A'],
      ['responsable_inscripto', 'monotributo', 'A'],
      ['responsable_inscripto', 'exento', 'B'],
      ['responsable_inscripto', 'consumidor_final', 'B'],
      ['responsable_inscripto', null, 'B'],
      ['monotributo', 'responsable_inscripto', 'C'],
      ['monotributo', 'monotributo', 'C'],
      ['monotributo', 'consumidor_final', 'C'],
      ['monotributo', null, 'C'],
      ['exento', 'responsable_inscripto', 'C'],
      ['exento', 'exento', 'C'],
      ['exento', 'consumidor_final', 'C'],
    ] as const;
    for (const [store, buyer, letter] of rows)
      expect([store, buyer, invoiceLetter(store, buyer)]).toEqual([store, buyer, letter]);
  });

  it('prints the Monotributo legend on an A to a Monotributo buyer only, IVA contenido on a B, the test legend on a test', () => {
    expect(invoiceLegends({ letter: 'A', buyer: 'monotributo', test: false })).toEqual([monotributoLegend]);
    expect(invoiceLegends({ letter: 'A', buyer: 'responsable_inscripto', test: false })).toEqual([]);
    expect(invoiceLegends({ letter: 'B', buyer: 'consumidor_final', test: true }).join(' ')).toContain(
      'Ley 27.743',
    );
    expect(invoiceLegends({ letter: 'C', buyer: 'monotributo', test: true })).toEqual([testVoucherLegend]);
    expect(monotributoLegend).toContain('Ley Nº 27.618');
  });
});

describe('ivaBreakdown', () => {
  it('splits the IVA a total contains per rate, net + iva = total to the cent', () => {
    expect(ivaBreakdown([{ total: 121, rate: 21 }])).toEqual({
      byRate: [{ rate: 21, net: 100, iva: 21 }],
      net: 100,
      iva: 21,
      total: 121,
    });
    const mixed = ivaBreakdown([
      { total: 1000, rate: 21 },
      { total: 99.99, rate: 10.5 },
      { total: 500, rate: 0 },
      { total: 0.01, rate: 27 },
      { total: 2500.5, rate: 21 },
    ]);
    expect(mixed.byRate.map((r) => r.rate)).toEqual([0, 10.5, 21, 27]);
    // 3500.50 / 1.21 = 2892.975... -> 2892.98; 99.99 / 1.105 = 90.488... -> 90.49
    expect(mixed.byRate[2]).toEqual({ rate: 21, net: 2892.98, iva: 607.52 });
    expect(mixed.byRate[1]).toEqual({ rate: 10.5, net: 90.49, iva: 9.5 });
    expect(mixed.byRate[0]).toEqual({ rate: 0, net: 500, iva: 0 });
    expect(mixed.byRate[3]).toEqual({ rate: 27, net: 0.01, iva: 0 });
    expect(mixed.total).toBe(4100.5);
    expect(cents(mixed.net) + cents(mixed.iva)).toBe(cents(mixed.total));
    expect(ivaBreakdown([])).toEqual({ byRate: [], net: 0, iva: 0, total: 0 });
  });

  it('adds back to the total per rate and overall on 2000 random documents', () => {
    const random = generator(31);
    for (let n = 0; n < 2000; n++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 8) }, () => ({
        total: Math.round(random() * 5_000_000) / 100,
        rate: PRODUCT_IVA_RATES[Math.floor(random() * PRODUCT_IVA_RATES.length)] ?? 21,
      }));
      const b = ivaBreakdown(lines);
      expect(cents(b.total)).toBe(lines.reduce((sum, l) => sum + cents(l.total), 0));
      expect(b.byRate.reduce((sum, r) => sum + cents(r.net), 0)).toBe(cents(b.net));
      expect(b.byRate.reduce((sum, r) => sum + cents(r.iva), 0)).toBe(cents(b.iva));
      expect(cents(b.net) + cents(b.iva)).toBe(cents(b.total));
      for (const r of b.byRate) {
        const rateTotal = lines.filter((l) => l.rate === r.rate).reduce((sum, l) => sum + cents(l.total), 0);
        expect(cents(r.net) + cents(r.iva)).toBe(rateTotal);
        // The IVA is the rate of the net within a cent (ARCA checks Importe against BaseImp x rate).
        expect(Math.abs(cents(r.iva) - (cents(r.net) * r.rate) / 100)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('splits one line the same way', () => {
    expect(lineIva(1210, 21)).toEqual({ net: 1000, iva: 210 });
    expect(lineIva(110.5, 10.5)).toEqual({ net: 100, iva: 10.5 });
    expect(lineIva(5, 0)).toEqual({ net: 5, iva: 0 });
  });
});

describe('spreadDiscount', () => {
  it('spreads a coupon over the lines so they sum to subtotal - coupon exactly', () => {
    // 100.00 over three lines: 33.33 each and the leftover cent off the first.
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([66.66, 66.67, 66.67]);
    expect(spreadDiscount([1000, 500], 150)).toEqual([900, 450]);
    expect(spreadDiscount([10, 20], 0)).toEqual([10, 20]);
    expect(spreadDiscount([10, 20], 100)).toEqual([0, 0]);
    expect(spreadDiscount([], 10)).toEqual([]);
  });

  it('sums back to the total and never goes below zero on 2000 random orders', () => {
    const random = generator(55);
    for (let n = 0; n < 2000; n++) {
      const amounts = Array.from(
        { length: 1 + Math.floor(random() * 10) },
        () => Math.round(random() * 1_000_000) / 100,
      );
      const subtotal = amounts.reduce((sum, a) => sum + cents(a), 0);
      const discount = Math.round(random() * subtotal * 1.2) / 100;
      const spread = spreadDiscount(amounts, discount);
      const expected = subtotal - Math.min(cents(discount), subtotal);
      expect(spread.reduce((sum, a) => sum + cents(a), 0)).toBe(expected);
      spread.forEach((a, i) => {
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(amounts[i] ?? 0);
      });
      // The breakdown of the discounted lines still adds to the discounted total.
      const b = ivaBreakdown(spread.map((total, i) => ({ total, rate: i % 2 ? 10.5 : 21 })));
      expect(cents(b.total)).toBe(expected);
    }
  });
});

describe('arcaQrUrl', () => {
  it("encodes ARCA's JSON in base64 after the QR address", () => {
    const data = {
      date: '2025-03-14',
      cuit: '30712345675',
      pointOfSale: 3,
      voucherType: 1,
      number: 42,
      total: 12100.5,
      receiverDocType: 80,
      receiverDocNumber: '20123456786',
      cae: '75123456789012',
    };
    const url = arcaQrUrl(data);
    expect(url.startsWith('https://www.afip.gob.ar/fe/qr/?p=')).toBe(true);
    const json = JSON.parse(atob(url.slice('https://www.afip.gob.ar/fe/qr/?p='.length)));
    expect(json).toEqual({
      ver: 1,
      fecha: '2025-03-14',
      cuit: 30712345675,
      ptoVta: 3,
      tipoCmp: 1,
      nroCmp: 42,
      importe: 12100.5,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 80,
      nroDocRec: 20123456786,
      tipoCodAut: 'E',
      codAut: 75123456789012,
    });
    expect(Object.keys(arcaQrPayload(data))).toEqual([
      'ver',
      'fecha',
      'cuit',
      'ptoVta',
      'tipoCmp',
      'nroCmp',
      'importe',
      'moneda',
      'ctz',
      'tipoDocRec',
      'nroDocRec',
      'tipoCodAut',
      'codAut',
    ]);
  });
});
