import { ACCOUNT_API_MESSAGES, type LedgerEntry, type Receipt } from '@mayorista/shared/current-accounts';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/index.ts';
import { dbKind } from '../../test/helpers.ts';
import {
  type AccountsContext,
  createAccountsApp,
  daysAgo,
  insertOrder,
  post,
} from './accounts.test-support.ts';
import { balanceCents, openItems } from './ledger.service.ts';

let ctx: AccountsContext;
let db: AccountsContext['database']['db'];

beforeAll(async () => {
  ctx = await createAccountsApp(3, 'pagador');
  db = ctx.database.db;
});
afterAll(() => ctx?.close());

const get = (url: string, headers = ctx.admin) => ctx.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = ctx.admin) =>
  ctx.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });

async function readPdf(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The credit entry of a receipt. */
async function entryOf(receiptId: number) {
  const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.receiptId, receiptId));
  return entry!;
}

const openOf = async (userId: number) =>
  (await openItems(db, userId)).debits.map((debit) => [debit.id, debit.openCents]);

describe(`receipts, adjustments and reversals (${dbKind})`, () => {
  let buyer: AccountsContext['buyers'][number];
  let a: number;
  let b: number;
  let c: number;
  let first: Receipt;
  let cheque: Receipt;
  let cash: Receipt;

  beforeAll(async () => {
    buyer = ctx.buyers[0]!;
    a = (await post(db, buyer.id, 100_000, daysAgo(60))).id;
    b = (await post(db, buyer.id, 200_000, daysAgo(30))).id;
    c = (await post(db, buyer.id, 300_000, daysAgo(10))).id;
  });

  it('a receipt of several lines pays the oldest debits first, numbered from 1', async () => {
    const response = await send('POST', `/api/accounts/${buyer.id}/receipts/`, {
      lines: [
        { method: 'transfer', amount: 1_500, reference: 'OP-778812' },
        { method: 'withholding', amount: 300, withholding_type: 'iibb', reference: 'CERT-12' },
      ],
      notes: 'Pago de marzo',
    });
    expect(response.statusCode, response.body).toBe(201);
    first = response.json();
    expect(first).toMatchObject({
      customer_id: buyer.id,
      point_of_sale: 1,
      number: 1,
      title: 'Recibo 0001-00000001',
      total: 1_800,
      source: 'staff',
      provider_payment_id: null,
      notes: 'Pago de marzo',
      applied: [
        { entry_id: a, amount: 1_000 },
        { entry_id: b, amount: 800 },
      ],
      unapplied: 0,
      annulled: false,
      created_by_name: 'admin',
    });
    expect(first.lines).toEqual([
      {
        method: 'transfer',
        amount: 1_500,
        reference: 'OP-778812',
        bank: '',
        cheque_date: null,
        withholding_type: '',
      },
      {
        method: 'withholding',
        amount: 300,
        reference: 'CERT-12',
        bank: '',
        cheque_date: null,
        withholding_type: 'iibb',
      },
    ]);
    expect(await openOf(buyer.id)).toEqual([
      [b, 120_000],
      [c, 300_000],
    ]);
  });

  it('pays the chosen debits first, then the oldest; what is left stays in favour', async () => {
    const response = await send('POST', `/api/accounts/${buyer.id}/receipts/`, {
      lines: [
        {
          method: 'cheque',
          amount: 2_500,
          reference: '00012345',
          bank: 'Banco Nación',
          cheque_date: daysAgo(0),
        },
      ],
      apply_to: [c],
    });
    expect(response.statusCode, response.body).toBe(201);
    cheque = response.json();
    expect(cheque).toMatchObject({ number: 2, applied: [{ entry_id: c, amount: 2_500 }], unapplied: 0 });
    const rest = await send('POST', `/api/accounts/${buyer.id}/receipts/`, {
      lines: [{ method: 'cash', amount: 5_000 }],
    });
    cash = rest.json();
    expect(cash).toMatchObject({
      number: 3,
      applied: [
        { entry_id: b, amount: 1_200 },
        { entry_id: c, amount: 500 },
      ],
      unapplied: 3_300,
    });
    expect(await openOf(buyer.id)).toEqual([]);
    expect(await balanceCents(db, buyer.id)).toBe(-330_000);
  });

  it('refuses debits that are not open debits of this customer, and invalid lines', async () => {
    const other = ctx.buyers[1]!;
    const theirs = (await post(db, other.id, 50_000, daysAgo(3))).id;
    const d = (await post(db, buyer.id, 10_000, daysAgo(1))).id; // taken at once by the credit in favour
    for (const applyTo of [[theirs], [a], [d], [999_999]]) {
      const refused = await send('POST', `/api/accounts/${buyer.id}/receipts/`, {
        lines: [{ method: 'cash', amount: 10 }],
        apply_to: applyTo,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: ACCOUNT_API_MESSAGES.applyToInvalid });
    }
    const invalid = async (payload: unknown) => {
      const response = await send('POST', `/api/accounts/${buyer.id}/receipts/`, payload);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await invalid({ lines: [] })).toMatchObject({ lines: ['Agrega al menos una forma de pago'] });
    expect(await invalid({ lines: [{ method: 'cheque', amount: 10, reference: '1' }] })).toMatchObject({
      lines: ['Indica número, banco y fecha del cheque'],
    });
    expect(await invalid({ lines: [{ method: 'cash', amount: 10.001 }] })).toMatchObject({
      lines: ['El importe admite hasta dos decimales'],
    });
    expect(await invalid({ lines: [{ method: 'cash', amount: 10 }], issue_date: '2999-01-01' })).toEqual({
      issue_date: ['La fecha no puede ser posterior a hoy'],
    });
    expect(
      (await send('POST', '/api/accounts/999999/receipts/', { lines: [{ method: 'cash', amount: 1 }] }))
        .statusCode,
    ).toBe(404);
    // Nothing refused took a number.
    const next = await send('POST', `/api/accounts/${other.id}/receipts/`, {
      lines: [{ method: 'cash', amount: 100 }],
    });
    expect(next.json()).toMatchObject({ number: 4, applied: [{ entry_id: theirs, amount: 100 }] });
  });

  it('the buyer reads and downloads their receipts; another buyer gets 404', async () => {
    const mine = await get(`/api/receipts/${first.id}/`, buyer.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(first);
    expect((await get(`/api/receipts/${first.id}/`, ctx.buyers[1]!.headers)).statusCode).toBe(404);
    expect((await get(`/api/receipts/${first.id}/pdf/`, ctx.buyers[1]!.headers)).statusCode).toBe(404);
    const pdf = await get(`/api/receipts/${first.id}/pdf/`, buyer.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="recibo-0001-00000001.pdf"');
    const text = await readPdf(pdf.rawPayload);
    expect(text).toContain('RECIBO');
    expect(text).toContain('0001-00000001');
    expect(text).toContain('Documento no válido como factura');
    expect(text).toContain(`Cliente: ${buyer.username}`);
    expect(text).toContain('La suma de: $ 1.800,00');
    expect(text).toContain('Transferencia');
    expect(text).toContain('Retención');
    expect(text).toContain('Ingresos Brutos - Certificado CERT-12');
    expect(text).toContain('Imputación');
    expect(text).not.toContain('ANULADO');
    expect((await get('/api/receipts/999999/')).statusCode).toBe(404);
  });

  it('a bounced cheque: the receipt is reversed once, its debit opens and the credit in favour pays it', async () => {
    const entry = await entryOf(cheque.id);
    const response = await send('POST', `/api/accounts/entries/${entry.id}/reverse/`, {
      reason: 'Cheque rechazado',
    });
    expect(response.statusCode, response.body).toBe(201);
    const reversal: LedgerEntry = response.json();
    expect(reversal).toMatchObject({
      kind: 'reversal',
      amount: 2_500,
      reverses_entry_id: entry.id,
      description: 'Anulación de Recibo 0001-00000002',
      reason: 'Cheque rechazado',
      created_by_name: 'admin',
    });
    const annulled: Receipt = (await get(`/api/receipts/${cheque.id}/`)).json();
    expect(annulled).toMatchObject({ annulled: true, applied: [], unapplied: 0 });
    // The cash receipt's credit in favour (3.300 - the 100 taken by the debit above) paid c again.
    const after: Receipt = (await get(`/api/receipts/${cash.id}/`)).json();
    expect(after.applied.find((row) => row.entry_id === c)?.amount).toBe(3_000);
    expect(await openOf(buyer.id)).toEqual([]);
    expect(await balanceCents(db, buyer.id)).toBe(-330_000 + 10_000 + 250_000);
    const entries = (await get(`/api/accounts/${buyer.id}/entries/`)).json().results as LedgerEntry[];
    expect(entries.find((row) => row.id === entry.id)?.reversed).toBe(true);

    const again = await send('POST', `/api/accounts/entries/${entry.id}/reverse/`, { reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Este movimiento ya fue anulado.' });
    const pdf = await readPdf((await get(`/api/receipts/${cheque.id}/pdf/`)).rawPayload);
    expect(pdf).toContain('RECIBO ANULADO');
  });

  it('invoices, orders and reversals are not reversed here', async () => {
    const order = await insertOrder(db, buyer.id, 1_000);
    const orderEntry = await post(db, buyer.id, 1_000, daysAgo(0), { kind: 'order', orderId: order });
    const invoiceEntry = await post(db, buyer.id, 2_000, daysAgo(0), { kind: 'invoice' });
    const [reversal] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'reversal'));
    const refusal = async (id: number) => {
      const response = await send('POST', `/api/accounts/entries/${id}/reverse/`, { reason: 'x' });
      expect(response.statusCode).toBe(400);
      return response.json().detail;
    };
    expect(await refusal(orderEntry.id)).toBe('Los pedidos se anulan cancelándolos.');
    expect(await refusal(invoiceEntry.id)).toBe('Las facturas se corrigen con una nota de crédito.');
    expect(await refusal(reversal!.id)).toBe(ACCOUNT_API_MESSAGES.reversalOnlyEntries);
    expect((await send('POST', '/api/accounts/entries/999999/reverse/', { reason: 'x' })).statusCode).toBe(
      404,
    );
    const noReason = await send('POST', `/api/accounts/entries/${orderEntry.id}/reverse/`, { reason: ' ' });
    expect(noReason.json()).toEqual({ reason: ['Indica el motivo'] });
  });

  it('adjustments: signed, with a reason, allocated like any entry; reversible once', async () => {
    const other = ctx.buyers[2]!;
    await post(db, other.id, 40_000, daysAgo(20));
    const invalid = async (payload: unknown) =>
      (await send('POST', `/api/accounts/${other.id}/adjustments/`, payload)).json();
    expect(await invalid({ amount: 100 })).toEqual({ reason: ['Indica el motivo'] });
    expect(await invalid({ amount: 0, reason: 'x' })).toEqual({ amount: ['El ajuste no puede ser cero'] });
    expect(await invalid({ amount: 1.005, reason: 'x' })).toEqual({
      amount: ['El importe admite hasta dos decimales'],
    });
    const credit = await send('POST', `/api/accounts/${other.id}/adjustments/`, {
      amount: -150,
      reason: 'Bonificación por volumen',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({
      kind: 'adjustment',
      amount: -150,
      open_amount: 0,
      description: 'Ajuste (crédito)',
      reason: 'Bonificación por volumen',
    });
    const debit: LedgerEntry = (
      await send('POST', `/api/accounts/${other.id}/adjustments/`, {
        amount: 75.5,
        reason: 'Intereses por mora',
      })
    ).json();
    expect(debit).toMatchObject({ amount: 75.5, open_amount: 75.5, description: 'Ajuste (débito)' });
    expect(await balanceCents(db, other.id)).toBe(40_000 - 15_000 + 7_550);
    const reversed = await send('POST', `/api/accounts/entries/${credit.json().id}/reverse/`, {
      reason: 'Error de carga',
    });
    expect(reversed.statusCode).toBe(201);
    expect(await balanceCents(db, other.id)).toBe(40_000 + 7_550);
  });

  it('every write is in Actividad', async () => {
    const log = (await get('/api/activity/?page_size=100')).json().results as {
      action: string;
      entity: string;
      summary: string;
    }[];
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'create',
          entity: 'receipt',
          summary: `Recibo 0001-00000001 de ${buyer.username} por $ 1.800,00: Transferencia $ 1.500,00, Retención Ingresos Brutos $ 300,00`,
        }),
        expect.objectContaining({
          action: 'reverse',
          entity: 'ledger_entry',
          summary: `Anulación de Recibo 0001-00000002 ($ 2.500,00) en la cuenta corriente de ${buyer.username}: Cheque rechazado`,
        }),
        expect.objectContaining({
          action: 'adjust',
          entity: 'ledger_entry',
          summary: `Ajuste de $ 75,50 en la cuenta corriente de ${ctx.buyers[2]!.username}: Intereses por mora`,
        }),
      ]),
    );
  });

  it('settings: the receipts point of sale; 20 receipts at once are numbered 1 to 20, no gaps or repeats', async () => {
    expect((await get('/api/account-settings/')).json()).toEqual({
      reminder_days_before: 3,
      overdue_reminders: true,
      overdue_repeat_days: 7,
      receipt_point_of_sale: 1,
    });
    const saved = await send('PUT', '/api/account-settings/', {
      reminder_days_before: 5,
      overdue_reminders: true,
      overdue_repeat_days: 7,
      receipt_point_of_sale: 7,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [activity] = (await get('/api/activity/?entity=account_settings')).json().results;
    expect(activity.summary).toBe(
      'Cuenta corriente: aviso antes del vencimiento (días): 3 → 5, punto de venta de los recibos: 1 → 7',
    );
    expect((await send('PUT', '/api/account-settings/', { reminder_days_before: -1 })).statusCode).toBe(400);

    const payers = ctx.buyers;
    for (const payer of payers) await post(db, payer.id, 1_000_000, daysAgo(5));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send('POST', `/api/accounts/${payers[index % payers.length]!.id}/receipts/`, {
          lines: [{ method: 'transfer', amount: 100 + index }],
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const receipts = responses.map((response) => response.json() as Receipt);
    expect(receipts.every((receipt) => receipt.point_of_sale === 7)).toBe(true);
    expect(receipts.map((receipt) => receipt.number).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(receipts[0]!.title).toMatch(/^Recibo 0007-000000\d\d$/);
  });
});
