import { agingOf, agingTotal, storeDayOf } from '@mayorista/shared/current-account-rules';
import {
  ACCOUNT_API_MESSAGES,
  type AccountSummary,
  type LedgerEntryPage,
  type MyAccount,
  type Statement,
} from '@mayorista/shared/current-accounts';
import { toCents } from '@mayorista/shared/order-totals';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { dbKind } from '../../test/helpers.ts';
import { rejectUser } from '../auth/customers.service.ts';
import { hasAccountHistory } from './account.service.ts';
import {
  type AccountsContext,
  createAccountsApp,
  daysAgo,
  insertOrder,
  post,
} from './accounts.test-support.ts';
import { openItems } from './ledger.service.ts';

let ctx: AccountsContext;
let db: AccountsContext['database']['db'];

beforeAll(async () => {
  ctx = await createAccountsApp(3);
  db = ctx.database.db;
});
afterAll(() => ctx?.close());

const get = (url: string, headers = ctx.admin) => ctx.app.inject({ method: 'GET', url, headers });

async function readPdf(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe(`a customer's account (${dbKind})`, () => {
  const today = storeDayOf();
  let buyer: AccountsContext['buyers'][number];
  let d2: number;
  let orderDebit: number;

  beforeAll(async () => {
    buyer = ctx.buyers[0]!;
    const terms = await ctx.app.inject({
      method: 'PUT',
      url: `/api/accounts/${buyer.id}/terms/`,
      headers: ctx.admin,
      payload: { enabled: true, credit_limit: 100_000, payment_terms_days: 30 },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    // Debits 100, 70, 40 and 5 days old (due 30 days later), then a receipt of 12.000 yesterday.
    await post(db, buyer.id, 1_000_000, daysAgo(100));
    d2 = (await post(db, buyer.id, 500_000, daysAgo(70))).id;
    await post(db, buyer.id, 300_000, daysAgo(40));
    await post(db, buyer.id, 200_000, daysAgo(5));
    await post(db, buyer.id, -1_200_000, daysAgo(1));
    // Orders: one on account not in the ledger (pending), one cancelled, one cash, one already posted.
    await insertOrder(db, buyer.id, 150_000);
    await insertOrder(db, buyer.id, 99_900, { status: 'cancelled' });
    await insertOrder(db, buyer.id, 77_700, { paymentMethod: 'cash' });
    const posted = await insertOrder(db, buyer.id, 250_000);
    orderDebit = (await post(db, buyer.id, 250_000, today, { kind: 'order', orderId: posted })).id;
  });

  it('sums the balance, the orders not in the ledger, the available credit, what is overdue and the aging', async () => {
    const response = await get(`/api/accounts/${buyer.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const summary: AccountSummary = response.json();
    expect(summary).toMatchObject({
      customer: { id: buyer.id, username: buyer.username },
      terms: { enabled: true, credit_limit: 100_000, payment_terms_days: 30 },
      balance: 10_500,
      pending_orders: 1_500,
      available_credit: 88_000,
      overdue: 6_000,
      aging: { d0_30: 4_500, d31_60: 3_000, d61_90: 3_000, d90_plus: 0, credit: 0 },
      as_of: today,
    });
    const { d0_30, d31_60, d61_90, d90_plus, credit } = summary.aging;
    expect(d0_30 + d31_60 + d61_90 + d90_plus + credit).toBe(summary.balance);
  });

  it('a customer with credit in favour: a negative aging credit, and available credit above the limit', async () => {
    const other = ctx.buyers[1]!;
    await post(db, other.id, 100_000, daysAgo(10));
    await post(db, other.id, -150_000, daysAgo(2));
    const summary: AccountSummary = (await get(`/api/accounts/${other.id}/`)).json();
    expect(summary).toMatchObject({
      terms: { enabled: false, credit_limit: 0, payment_terms_days: 30 },
      balance: -500,
      pending_orders: 0,
      available_credit: 500,
      overdue: 0,
      aging: { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, credit: -500 },
    });
  });

  it('lists the entries newest first with what is open, overdue and reversed', async () => {
    const page: LedgerEntryPage = (await get(`/api/accounts/${buyer.id}/entries/`)).json();
    expect(page.count).toBe(6);
    expect(page.results.map((entry) => entry.entry_date)).toEqual([
      today,
      daysAgo(1),
      daysAgo(5),
      daysAgo(40),
      daysAgo(70),
      daysAgo(100),
    ]);
    const byDate = Object.fromEntries(page.results.map((entry) => [entry.entry_date, entry]));
    expect(byDate[daysAgo(100)]).toMatchObject({ amount: 10_000, open_amount: 0, overdue: false });
    expect(byDate[daysAgo(70)]).toMatchObject({
      id: d2,
      open_amount: 3_000,
      overdue: true,
      due_date: daysAgo(40),
    });
    expect(byDate[daysAgo(5)]).toMatchObject({ open_amount: 2_000, overdue: false });
    expect(byDate[daysAgo(1)]).toMatchObject({
      kind: 'receipt',
      amount: -12_000,
      open_amount: 0,
      reversed: false,
    });
    expect(byDate[today]).toMatchObject({ id: orderDebit, kind: 'order', order_id: expect.any(Number) });
    expect((await get(`/api/accounts/${buyer.id}/entries/?page=2`)).statusCode).toBe(404);
  });

  it('a statement: opening + debits - credits = closing = the balance; the buyer sees the same figures', async () => {
    const url = `statement/?from=${daysAgo(50)}&to=${today}`;
    const staff = await get(`/api/accounts/${buyer.id}/${url}`);
    expect(staff.statusCode, staff.body).toBe(200);
    const statement: Statement = staff.json();
    expect(statement).toMatchObject({
      from: daysAgo(50),
      to: today,
      opening_balance: 15_000,
      total_debits: 7_500,
      total_credits: 12_000,
      closing_balance: 10_500,
    });
    expect(statement.lines.map((line) => [line.debit, line.credit, line.balance])).toEqual([
      [3_000, 0, 18_000],
      [2_000, 0, 20_000],
      [0, 12_000, 8_000],
      [2_500, 0, 10_500],
    ]);
    expect(
      toCents(statement.opening_balance) + toCents(statement.total_debits) - toCents(statement.total_credits),
    ).toBe(toCents(statement.closing_balance));
    expect(statement.closing_balance).toBe(statement.summary.balance);

    const mine = await get(`/api/me/account/${url}`, buyer.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual(statement);

    // A period before anything happened: no lines, the opening balance is the closing one.
    const before: Statement = (
      await get(`/api/accounts/${buyer.id}/statement/?from=2020-01-01&to=2020-01-31`)
    ).json();
    expect(before).toMatchObject({ opening_balance: 0, closing_balance: 0, lines: [] });
    // Without a period: the last 90 days, ending today.
    const recent: Statement = (await get(`/api/accounts/${buyer.id}/statement/`)).json();
    expect([recent.from, recent.to]).toEqual([daysAgo(90), today]);
    expect(recent.opening_balance).toBe(10_000);
  });

  it('refuses a period backwards, too long or with a day that does not exist', async () => {
    const backwards = await get(`/api/accounts/${buyer.id}/statement/?from=2026-03-01&to=2026-02-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ from: ['El período no es válido'] });
    const long = await get(`/api/me/account/statement/?from=2000-01-01&to=2020-01-01`, buyer.headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().from[0]).toMatch(/hasta 3660 días/);
    const missing = await get(`/api/accounts/${buyer.id}/statement/?from=2026-02-30`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ from: ['Fecha inválida'] });
  });

  it('the statement as PDF and XLSX, with the same figures', async () => {
    const pdf = await get(
      `/api/me/account/statement/?from=${daysAgo(50)}&to=${today}&format=pdf`,
      buyer.headers,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="resumen-cc-${buyer.username}-${daysAgo(50)}-${today}.pdf"`,
    );
    const text = await readPdf(pdf.rawPayload);
    expect(text).toContain('RESUMEN DE CUENTA');
    expect(text).toContain('Saldo inicial');
    expect(text).toContain('$ 15.000,00');
    expect(text).toContain('Saldo final');
    expect(text).toContain('$ 10.500,00');
    expect(text).toContain('Crédito disponible: $ 88.000,00');
    expect(text).toContain('Más de 90 días');

    const xlsx = await get(
      `/api/accounts/${buyer.id}/statement/?from=${daysAgo(50)}&to=${today}&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[0]!.slice(0, 7)).toEqual([
      'Fecha',
      'Comprobante',
      'Tipo',
      'Vencimiento',
      'Debe',
      'Haber',
      'Saldo',
    ]);
    expect(rows[1]![1]).toBe('Saldo inicial');
    expect(rows[1]![6]).toBe(15_000);
    expect(rows.at(-1)!.slice(4, 7)).toEqual([7_500, 12_000, 10_500]);
    expect(rows.length).toBe(2 + 4 + 1);
  });

  it("'Mi cuenta corriente': the summary, the open debits oldest first and the latest entries", async () => {
    const response = await get('/api/me/account/', buyer.headers);
    expect(response.statusCode, response.body).toBe(200);
    const mine: MyAccount = response.json();
    expect(mine.summary).toEqual((await get(`/api/accounts/${buyer.id}/`)).json());
    expect(mine.open_debits.map((entry) => [entry.entry_date, entry.open_amount])).toEqual([
      [daysAgo(70), 3_000],
      [daysAgo(40), 3_000],
      [daysAgo(5), 2_000],
      [today, 2_500],
    ]);
    expect(mine.recent.length).toBe(6);
    expect(mine.can_pay_online).toBe(false);
    // The aging is the ledger's open items read by the shared rule.
    const open = await openItems(db, buyer.id);
    expect(agingTotal(agingOf(open.debits, 0, today))).toBe(toCents(mine.summary.balance));
  });

  it("staff read the same open debits (what 'Registrar cobro' can pay); a buyer cannot", async () => {
    const response = await get(`/api/accounts/${buyer.id}/open-debits/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual((await get('/api/me/account/', buyer.headers)).json().open_debits);
    expect((await get(`/api/accounts/${buyer.id}/open-debits/`, buyer.headers)).statusCode).toBe(403);
    expect((await get('/api/accounts/999999/open-debits/')).statusCode).toBe(404);
  });

  it('a buyer without an account sees zeros; staff are not customers; unknown customers are 404', async () => {
    const third = ctx.buyers[2]!;
    const mine: MyAccount = (await get('/api/me/account/', third.headers)).json();
    expect(mine.summary).toMatchObject({ balance: 0, available_credit: 0, terms: { enabled: false } });
    expect(mine.open_debits).toEqual([]);
    const missing = await get('/api/accounts/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: ACCOUNT_API_MESSAGES.customerNotFound });
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    expect((await get(`/api/accounts/${admin!.id}/`)).statusCode).toBe(404);
  });

  it('terms: validated, recorded in Actividad with the old and new values', async () => {
    const third = ctx.buyers[2]!;
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/accounts/${third.id}/terms/`,
      headers: ctx.admin,
      payload: { enabled: true, credit_limit: -1, payment_terms_days: 400 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      credit_limit: ['Ingresa un límite de crédito válido (0 o más)'],
      payment_terms_days: ['Los días de plazo deben estar entre 0 y 365'],
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/accounts/${third.id}/terms/`,
      headers: ctx.admin,
      payload: { enabled: true, credit_limit: 50_000.5, payment_terms_days: 45 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      terms: { enabled: true, credit_limit: 50_000.5, payment_terms_days: 45 },
      available_credit: 50_000.5,
    });
    const log = (await get(`/api/activity/?entity=customer_account&entity_id=${third.id}`)).json();
    expect(log.results[0]).toMatchObject({
      action: 'update',
      entity: 'customer_account',
      summary: `Cuenta corriente de ${third.username}: habilitada: no → sí, límite de crédito: $ 0,00 → $ 50.000,50, plazo de pago: 30 días → 45 días`,
    });
    // A buyer cannot change terms, nor read another's account.
    const asBuyer = await ctx.app.inject({
      method: 'PUT',
      url: `/api/accounts/${third.id}/terms/`,
      headers: third.headers,
      payload: { enabled: true, credit_limit: 9_999_999, payment_terms_days: 365 },
    });
    expect(asBuyer.statusCode).toBe(403);
    expect((await get(`/api/accounts/${buyer.id}/`, third.headers)).statusCode).toBe(403);
  });

  it('a customer with a cuenta corriente cannot be deleted (rejected): 409, and the customer stays', async () => {
    const [pending] = await db
      .insert(users)
      .values({
        username: 'pendiente-cc',
        email: 'pendiente-cc@example.com',
        passwordHash: 'x',
        isActive: false,
      })
      .returning({ id: users.id });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/accounts/${pending!.id}/terms/`,
      headers: ctx.admin,
      payload: { enabled: false, credit_limit: 0, payment_terms_days: 30 },
    });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/reject-user/${pending!.id}/`,
      headers: ctx.admin,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ detail: ACCOUNT_API_MESSAGES.customerHasAccount });
    const [still] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'pendiente-cc'));
    expect(still?.id).toBe(pending!.id);
    // With the check app.ts hands to the customers' routes, refused before the DELETE is tried.
    expect(await hasAccountHistory(db, pending!.id)).toBe(true);
    expect(await hasAccountHistory(db, ctx.buyers[2]!.id)).toBe(true);
    const [fresh] = await db
      .insert(users)
      .values({ username: 'sin-cc', email: 'sin-cc@example.com', passwordHash: 'x', isActive: false })
      .returning({ id: users.id });
    expect(await hasAccountHistory(db, fresh!.id)).toBe(false);
    const deps = { db, accountHistory: hasAccountHistory } as unknown as Parameters<typeof rejectUser>[0];
    await expect(rejectUser(deps, 1, pending!.id)).rejects.toMatchObject({
      kind: 'conflict',
      message: ACCOUNT_API_MESSAGES.customerHasAccount,
    });
  });
});
