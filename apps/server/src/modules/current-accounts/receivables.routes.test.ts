import type { AccountSummary, ReceivableRow, Receivables } from '@mayorista/shared/current-accounts';
import { toCents } from '@mayorista/shared/order-totals';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, users } from '../../db/schema/index.ts';
import { dbKind } from '../../test/helpers.ts';
import {
  type AccountsContext,
  createAccountsApp,
  daysAgo,
  insertOrder,
  post,
} from './accounts.test-support.ts';
import { lockAccount, reverseEntry } from './ledger.service.ts';

let ctx: AccountsContext;
let db: AccountsContext['database']['db'];

const get = (url: string, headers = ctx.admin) => ctx.app.inject({ method: 'GET', url, headers });
const cents = (value: number) => toCents(value);
const agingSum = (row: Pick<ReceivableRow, 'aging'>) =>
  cents(row.aging.d0_30) +
  cents(row.aging.d31_60) +
  cents(row.aging.d61_90) +
  cents(row.aging.d90_plus) +
  cents(row.aging.credit);

/** Every row of a listing, page after page. */
async function allRows(query = ''): Promise<{ rows: ReceivableRow[]; first: Receivables }> {
  const first: Receivables = (await get(`/api/receivables/?${query}`)).json();
  const rows = [...first.results];
  for (let page = 2; page <= first.total_pages; page++)
    rows.push(...((await get(`/api/receivables/?${query}&page=${page}`)).json() as Receivables).results);
  return { rows, first };
}

beforeAll(async () => {
  ctx = await createAccountsApp(23, 'cc');
  db = ctx.database.db;
  const [c] = [ctx.buyers];
  // Generated ledgers for the first five: debits, receipts and reversals on days up to 150 days ago.
  let seed = 11;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (const buyer of c!.slice(0, 5)) {
    const posted: Awaited<ReturnType<typeof post>>[] = [];
    for (let step = 0; step < 15; step++) {
      const day = daysAgo(Math.floor(random() * 150));
      const amount = Math.round(random() * 3_000_000) + 1;
      const roll = random();
      if (roll < 0.1 && posted.length) {
        const target = posted[Math.floor(random() * posted.length)]!;
        await db
          .transaction(async (tx) => {
            const terms = await lockAccount(tx, buyer.id);
            await reverseEntry(tx, terms, target, { reason: 'r', description: 'Anulación' });
          })
          .catch(() => {}); // already reversed
      } else posted.push(await post(db, buyer.id, roll < 0.6 ? amount : -amount, day));
    }
    await insertOrder(db, buyer.id, Math.round(random() * 500_000) + 1);
  }
  const named = async (index: number, businessName: string) =>
    db.update(users).set({ businessName }).where(eq(users.id, c![index]!.id));
  await named(5, '=HYPERLINK("http://malo.example/x","clic")');
  await post(db, c![5]!.id, 123_456, daysAgo(45));
  await named(6, 'Almacén Ñandú');
  await post(db, c![6]!.id, 10_000, daysAgo(2));
  await post(db, c![7]!.id, -50_000, daysAgo(3));
  await db
    .insert(customerAccounts)
    .values(
      c!
        .slice(8, 22)
        .map((buyer, index) => ({ userId: buyer.id, enabled: true, creditLimit: 1_000 * (index + 1) })),
    );
});
afterAll(() => ctx?.close());

describe(`receivables (${dbKind})`, () => {
  it('one row per customer with an account or entries; totals = the sum of every row; each row = its account', async () => {
    const { rows, first } = await allRows();
    expect(first.count).toBe(22);
    expect(first.results.length).toBe(20);
    expect(first.total_pages).toBe(2);
    expect(rows.length).toBe(22);
    expect(rows.map((row) => row.customer_id)).not.toContain(ctx.buyers[22]!.id);
    expect((await get('/api/receivables/?page=3')).statusCode).toBe(404);

    const sum = (pick: (row: ReceivableRow) => number) =>
      rows.reduce((total, row) => total + cents(pick(row)), 0);
    expect(cents(first.totals.balance)).toBe(sum((row) => row.balance));
    expect(cents(first.totals.overdue)).toBe(sum((row) => row.overdue));
    expect(cents(first.totals.aging.d0_30)).toBe(sum((row) => row.aging.d0_30));
    expect(cents(first.totals.aging.d90_plus)).toBe(sum((row) => row.aging.d90_plus));
    expect(cents(first.totals.aging.credit)).toBe(sum((row) => row.aging.credit));
    expect(agingSum(first.totals)).toBe(cents(first.totals.balance));

    // The grouped SQL and the per-customer rule (openItems + agingOf) give the same figures.
    for (const row of rows) {
      expect(agingSum(row)).toBe(cents(row.balance));
      const summary: AccountSummary = (await get(`/api/accounts/${row.customer_id}/`)).json();
      expect(row, row.username).toMatchObject({
        balance: summary.balance,
        overdue: summary.overdue,
        available_credit: summary.available_credit,
        aging: summary.aging,
        enabled: summary.terms.enabled,
        credit_limit: summary.terms.credit_limit,
      });
    }
  });

  it('sorted by balance, largest first, unless told; by name; by the oldest due date with none last', async () => {
    const { rows } = await allRows();
    const balances = rows.map((row) => row.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const byName = (await allRows('sort=name')).rows.map((row) => row.business_name || row.username);
    expect(byName).toEqual([...byName].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
    const byDue = (await allRows('sort=oldest_due_date')).rows.map((row) => row.oldest_due_date);
    const dated = byDue.filter((due) => due !== null) as string[];
    expect(byDue.slice(0, dated.length)).toEqual([...dated].sort());
    expect(byDue.slice(dated.length).every((due) => due === null)).toBe(true);
    const overdueAsc = (await allRows('sort=overdue&order=asc')).rows.map((row) => row.overdue);
    expect(overdueAsc).toEqual([...overdueAsc].sort((a, b) => a - b));
  });

  it('filters: with a balance, overdue, and a search by name, business name or e-mail (accents ignored)', async () => {
    const owing = await allRows('only=with_balance');
    expect(owing.rows.length).toBeGreaterThan(0);
    expect(owing.rows.every((row) => row.balance > 0)).toBe(true);
    expect(owing.first.count).toBe((await allRows()).rows.filter((row) => row.balance > 0).length);
    const overdue = await allRows('only=overdue');
    expect(overdue.rows.map((row) => row.customer_id)).toContain(ctx.buyers[5]!.id);
    expect(overdue.rows.every((row) => row.overdue > 0)).toBe(true);
    expect(cents(overdue.first.totals.overdue)).toBe(
      overdue.rows.reduce((sum, row) => sum + cents(row.overdue), 0),
    );
    const found = await allRows(`search=${encodeURIComponent('almacen ñandu')}`);
    expect(found.rows.map((row) => row.customer_id)).toEqual([ctx.buyers[6]!.id]);
    const byEmail = await allRows(`search=${encodeURIComponent(`${ctx.buyers[7]!.username}@example`)}`);
    expect(byEmail.rows).toMatchObject([
      { customer_id: ctx.buyers[7]!.id, balance: -500, aging: { credit: -500 } },
    ]);
    expect(byEmail.first.totals.balance).toBe(-500);
  });

  it('exports every row of the filter as CSV (formulas written as text) and XLSX', async () => {
    const csv = await get('/api/receivables/?format=csv&sort=name');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="cuentas-corrientes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = csv.body.replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Usuario;Razón social;Cuenta habilitada;Límite de crédito;Plazo (días);Saldo;Vencido;Crédito disponible;0-30 días;31-60 días;61-90 días;Más de 90 días;Saldo a favor;Vencimiento más antiguo',
    );
    expect(lines.length).toBe(1 + 22);
    expect(text).toContain(`"'=HYPERLINK(""http://malo.example/x"",""clic"")"`);
    expect(text).not.toMatch(/;"?=HYPERLINK/);
    expect(text).toContain(`${ctx.buyers[5]!.username};"'=HYPERLINK`);
    expect(text).toContain('1234,56');

    const xlsx = await get('/api/receivables/?format=xlsx&only=overdue');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      values.push((row.values as unknown[]).slice(1));
    });
    const overdue = (await allRows('only=overdue')).rows;
    expect(values.length).toBe(1 + overdue.length);
    expect(values.slice(1).map((row) => row[6])).toEqual(overdue.map((row) => row.overdue));
    const hyperlink = values.find((row) => row[0] === ctx.buyers[5]!.username);
    expect(hyperlink?.[1]).toBe(`'=HYPERLINK("http://malo.example/x","clic")`);
  });

  it('the dashboards: what customers owe, what is overdue, and how many', async () => {
    const { rows } = await allRows();
    const summary = (await get('/api/receivables/summary/')).json();
    const owing = rows.filter((row) => row.balance > 0);
    const overdue = rows.filter((row) => row.overdue > 0);
    expect(summary).toEqual({
      receivables: owing.reduce((sum, row) => sum + cents(row.balance), 0) / 100,
      overdue: overdue.reduce((sum, row) => sum + cents(row.overdue), 0) / 100,
      customers_with_balance: owing.length,
      customers_overdue: overdue.length,
    });
    expect(summary.customers_overdue).toBeGreaterThan(0);
  });
});
