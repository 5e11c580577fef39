import {
  type AccountActionResponse,
  type AccountDetails,
  type BlockCustomerResponse,
  type ContactCustomerInput,
  type ContactCustomerResponse,
  type CreateCustomerInput,
  type CreateCustomerResponse,
  CUSTOMER_PAGE_SIZE,
  type CustomerDetail,
  type CustomerListItem,
  type CustomerPage,
  type CustomerUpdateInput,
} from '@mayorista/shared/accounts';
import { ACCOUNT_API_MESSAGES } from '@mayorista/shared/current-accounts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { customerPurchaseTotals, latestOrdersOf, type PurchaseTotals } from '../orders/orders.service.ts';
import type { AccountDeps } from './auth.deps.ts';
import { duplicateFieldErrors, duplicateFromError, findDuplicates, type UserRow } from './auth.service.ts';
import {
  ALL_CUSTOMER_FIELDS,
  customerColumns,
  customerValues,
  taxProfileChanges,
} from './customer-fields.ts';
import type { LoginGuard } from './login-throttle.ts';

/** A customer's list by name: a customer without a list (or with one gone) shows the default's. */
export type PriceListNames = { defaultId: number; nameOf: (listId: number | null) => string };

/**
 * What the customers' screens need of the price lists (the pricing module's price-lists.service),
 * handed in by app.ts: auth does not import pricing, which reads marketing's offers, which read users
 * through auth (decision 047: no circle).
 */
export type CustomerPriceLists = {
  names: (db: Db) => Promise<PriceListNames>;
  /** What a customer stores for a chosen list: null for the default one; a 400 for an unknown one. */
  assignable: (db: Db, listId: number | null) => Promise<number | null>;
};
type ListDeps = { db: Db; priceLists: CustomerPriceLists };

const CUSTOMER_NOT_FOUND = 'Cliente no encontrado';
const SOME_CUSTOMER_NOT_FOUND = 'Alguno de los clientes no existe';
const PENDING_NOT_FOUND = 'Usuario pendiente no encontrado';
const RECENT_ORDERS = 10;

const toIso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
};

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Pending user / customer fields of accounts §3. */
export function toAccountFields(user: UserRow): AccountDetails {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    ...customerValues(user, ALL_CUSTOMER_FIELDS),
    date_joined: user.dateJoined.toISOString(),
  };
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

// ---------------------------------------------------------------------------------------------
// Pending accounts

/** Verified, not yet approved accounts, oldest first; optional search over the §5 fields. */
export async function listPendingUsers(db: Db, search?: string): Promise<AccountDetails[]> {
  const term = search?.trim();
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.isStaff, false),
        eq(users.isActive, false),
        eq(users.emailVerified, true),
        term
          ? sql`(${users.username} ilike ${likePattern(term)} or ${users.email} ilike ${likePattern(term)}
                 or ${users.businessName} ilike ${likePattern(term)} or ${users.phoneNumber} ilike ${likePattern(term)}
                 or ${users.dni} ilike ${likePattern(term)})`
          : undefined,
      ),
    )
    .orderBy(asc(users.dateJoined), asc(users.id));
  return rows.map(toAccountFields);
}

/** Approving activates the account; `priceList` (the approval modal's choice) sets the list it buys with. */
export async function approveUser(
  deps: AccountDeps & { priceLists: CustomerPriceLists },
  actorId: number,
  id: number,
  priceList?: number | null,
): Promise<AccountActionResponse> {
  const listId = priceList === undefined ? undefined : await deps.priceLists.assignable(deps.db, priceList);
  const names = await deps.priceLists.names(deps.db);
  const user = await deps.db.transaction(async (tx) => {
    const [approved] = await tx
      .update(users)
      .set({ isActive: true, ...(listId === undefined ? {} : { priceListId: listId }) })
      .where(
        and(
          eq(users.id, id),
          eq(users.isStaff, false),
          eq(users.isActive, false),
          eq(users.emailVerified, true),
        ),
      )
      .returning();
    if (!approved) throw notFound(PENDING_NOT_FOUND);
    await recordActivity(tx, {
      userId: actorId,
      action: 'approve',
      entity: 'user',
      entityId: id,
      summary: `Cuenta aprobada: ${approved.username} (${approved.email}), lista de precios ${names.nameOf(approved.priceListId)}`,
    });
    return approved;
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Tu cuenta fue aprobada',
    text: `Hola ${user.firstName || user.username}, tu cuenta fue aprobada. Ya puedes iniciar sesión con tu usuario ${user.username} y ver todos los precios.`,
    kind: 'account_approved',
  });
  return { message: 'Usuario aprobado correctamente', id };
}

/**
 * Whether a customer has a cuenta corriente the database keeps (issue 32: an account row, entries,
 * receipts): such a customer is never deleted (FK restrict), only blocked. Handed in by app.ts from
 * the current-accounts module, which sits above auth (decision 047).
 */
export type AccountHistory = (db: Db, userId: number) => Promise<boolean>;

/**
 * A delete refused by a foreign key (23001 restrict_violation for ON DELETE RESTRICT, 23503 otherwise):
 * only the cuenta corriente's tables restrict a user's deletion.
 */
function isForeignKeyViolation(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (current.code === '23001' || current.code === '23503') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * Rejecting deletes the account that was never approved (docs/decisions/004): its username and e-mail
 * become free again and no personal data of a refused applicant is kept. The log keeps who it was.
 * A customer with a cuenta corriente is refused with a 409 before trying (and, should the check not
 * be wired, when the database refuses).
 */
export async function rejectUser(
  deps: AccountDeps & { accountHistory?: AccountHistory },
  actorId: number,
  id: number,
): Promise<AccountActionResponse> {
  const user = await deps.db.transaction(async (tx) => {
    if (await deps.accountHistory?.(tx, id))
      throw new AppError('conflict', ACCOUNT_API_MESSAGES.customerHasAccount);
    const [deleted] = await tx
      .delete(users)
      .where(and(eq(users.id, id), eq(users.isStaff, false), eq(users.isActive, false)))
      .returning()
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error))
          throw new AppError('conflict', ACCOUNT_API_MESSAGES.customerHasAccount);
        throw error;
      });
    if (!deleted) throw notFound(PENDING_NOT_FOUND);
    await recordActivity(tx, {
      userId: actorId,
      action: 'reject',
      entity: 'user',
      entityId: id,
      summary: `Cuenta rechazada y eliminada: ${deleted.username} (${deleted.email})`,
    });
    return deleted;
  });
  if (user.emailVerified) {
    await deps.mailer.send({
      to: user.email,
      subject: 'Tu solicitud de cuenta no fue aprobada',
      text: `Hola ${user.firstName || user.username}, revisamos tu solicitud de cuenta y no pudimos aprobarla. Si crees que es un error, contáctanos.`,
      kind: 'account_rejected',
    });
  }
  return { message: 'Usuario rechazado correctamente', id };
}

// ---------------------------------------------------------------------------------------------
// Customers

type CustomerRow = {
  id: number;
  username: string;
  email: string;
  dni: string;
  business_name: string;
  phone_number: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  is_blocked: boolean;
  date_joined: unknown;
  price_list_id: number | null;
};

const NO_PURCHASES: PurchaseTotals = { totalOrders: 0, totalSpent: 0, lastPurchase: null };

/** Customers are the non-staff accounts whose e-mail is verified (pending ones included). */
const CUSTOMER = sql`u.is_staff = false and u.email_verified = true`;

/** The customers of a list: the default one's are also those without a list of their own. */
const onListSql = (listId: number, names: PriceListNames) =>
  listId === names.defaultId
    ? sql`(u.price_list_id is null or u.price_list_id = ${listId})`
    : sql`u.price_list_id = ${listId}`;

const customerWhere = (options: { search?: string; priceList?: number }, names: PriceListNames) => {
  const term = options.search?.trim();
  const pattern = term ? likePattern(term) : null;
  return sql`${CUSTOMER}
    ${options.priceList === undefined ? sql`` : sql`and ${onListSql(options.priceList, names)}`}
    ${
      pattern
        ? sql`and (u.username ilike ${pattern} or u.email ilike ${pattern}
            or u.business_name ilike ${pattern} or u.dni ilike ${pattern})`
        : sql``
    }`;
};

/** How many customers buy with each list (null: no list of their own); for the price lists' counts. */
export async function customersPerPriceList(db: Db): Promise<Map<number | null, number>> {
  const rows = await queryRows<{ price_list_id: number | null; total: number }>(
    db,
    sql`select u.price_list_id, count(*)::int as total from users u where ${CUSTOMER} group by u.price_list_id`,
  );
  return new Map(rows.map((row) => [row.price_list_id, Number(row.total)]));
}

const priceListFields = (listId: number | null, names: PriceListNames) => ({
  price_list: listId,
  price_list_name: names.nameOf(listId),
});

function toCustomerListItem(
  row: CustomerRow,
  totals: PurchaseTotals,
  names: PriceListNames,
): CustomerListItem {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    dni: row.dni,
    business_name: row.business_name,
    phone_number: row.phone_number,
    is_active: row.is_active,
    is_blocked: row.is_blocked,
    total_orders: totals.totalOrders,
    total_spent: totals.totalSpent,
    last_purchase: toIso(totals.lastPurchase),
    date_joined: toIso(row.date_joined) ?? '',
    name: fullName(row.first_name, row.last_name),
    ...priceListFields(row.price_list_id, names),
  };
}

/**
 * One page of customers, newest first. The list neither filters nor sorts by purchases, so the page
 * is read from users alone and its purchase totals come from the orders module in one grouped query.
 */
export async function listCustomers(
  { db, priceLists }: ListDeps,
  options: { page: number; search?: string; priceList?: number; url: string },
): Promise<CustomerPage> {
  const names = await priceLists.names(db);
  const where = customerWhere(options, names);
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from users u where ${where}`,
  );
  const rows = await queryRows<CustomerRow>(
    db,
    sql`select u.id, u.username, u.email, u.dni, u.business_name, u.phone_number, u.first_name, u.last_name,
               u.is_active, u.is_blocked, u.date_joined, u.price_list_id
        from users u
        where ${where}
        order by u.date_joined desc, u.id desc
        limit ${CUSTOMER_PAGE_SIZE} offset ${(options.page - 1) * CUSTOMER_PAGE_SIZE}`,
  );
  const totals = await customerPurchaseTotals(
    db,
    rows.map((row) => row.id),
  );
  return toPage(
    rows.map((row) => toCustomerListItem(row, totals.get(row.id) ?? NO_PURCHASES, names)),
    { count: Number(total), page: options.page, pageSize: CUSTOMER_PAGE_SIZE, url: options.url },
  );
}

async function findCustomer(db: Db, id: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isStaff, false)));
  if (!user) throw notFound(CUSTOMER_NOT_FOUND);
  return user;
}

/** Profile, purchase totals and the latest orders of one customer. */
export async function getCustomer(
  { db, guard, priceLists }: ListDeps & { guard: LoginGuard },
  id: number,
): Promise<CustomerDetail> {
  const user = await findCustomer(db, id);
  const totals = (await customerPurchaseTotals(db, [id])).get(id) ?? NO_PURCHASES;
  const recent = await latestOrdersOf(db, id, RECENT_ORDERS);
  const loginLock = await guard.accountLock(id);
  const names = await priceLists.names(db);
  return {
    ...toAccountFields(user),
    name: fullName(user.firstName, user.lastName),
    is_active: user.isActive,
    is_blocked: user.isBlocked,
    email_verified: user.emailVerified,
    last_login: user.lastLogin ? user.lastLogin.toISOString() : null,
    login_locked: loginLock.locked,
    login_locked_until: loginLock.until?.toISOString() ?? null,
    total_orders: totals.totalOrders,
    total_spent: totals.totalSpent,
    last_purchase: toIso(totals.lastPurchase),
    recent_orders: recent.map((order) => ({
      id: order.id,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      total: order.total,
    })),
    ...priceListFields(user.priceListId, names),
  };
}

/** An admin-created account is active and verified at once. */
export async function createCustomer(
  deps: AccountDeps & { guard: LoginGuard; priceLists: CustomerPriceLists },
  actorId: number,
  input: CreateCustomerInput,
): Promise<CreateCustomerResponse> {
  const duplicates = await findDuplicates(deps.db, { email: input.email, username: input.username });
  if (duplicates.email || duplicates.username) throw fieldErrors(duplicateFieldErrors(duplicates));
  const priceListId = await deps.priceLists.assignable(deps.db, input.price_list ?? null);
  const names = await deps.priceLists.names(deps.db);
  const passwordHash = await hashPassword(input.password);
  let created: UserRow;
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          ...customerColumns(input, 'empty'),
          isActive: true,
          emailVerified: true,
          priceListId,
        })
        .returning();
      await recordActivity(tx, {
        userId: actorId,
        action: 'create',
        entity: 'customer',
        entityId: user.id,
        summary: `Cliente creado: ${user.username} (${user.email}), lista de precios ${names.nameOf(priceListId)}`,
      });
      return user;
    });
  } catch (error) {
    const duplicate = duplicateFromError(error);
    if (duplicate) throw fieldErrors(duplicateFieldErrors(duplicate));
    throw error;
  }
  return { ...(await getCustomer(deps, created.id)), message: 'Cliente creado exitosamente' };
}

/** A blocked customer can still log in and see orders; the orders module refuses new ones. */
export async function setCustomerBlocked(
  db: Db,
  actorId: number,
  id: number,
  blocked: boolean,
): Promise<BlockCustomerResponse> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isBlocked: blocked })
      .where(and(eq(users.id, id), eq(users.isStaff, false)))
      .returning();
    if (!user) throw notFound(CUSTOMER_NOT_FOUND);
    await recordActivity(tx, {
      userId: actorId,
      action: blocked ? 'block' : 'unblock',
      entity: 'customer',
      entityId: id,
      summary: `Cliente ${blocked ? 'bloqueado' : 'desbloqueado'}: ${user.username}`,
    });
    return {
      message: blocked ? 'Cliente bloqueado correctamente' : 'Cliente desbloqueado correctamente',
      id,
      is_blocked: user.isBlocked,
    };
  });
}

/** The admin's message to a customer, really sent (kind 'customer_contact'). */
export async function contactCustomer(
  deps: AccountDeps,
  actorId: number,
  id: number,
  input: ContactCustomerInput,
): Promise<ContactCustomerResponse> {
  const user = await findCustomer(deps.db, id);
  const { delivered } = await deps.mailer.send({
    to: user.email,
    subject: input.subject,
    text: input.message,
    kind: 'customer_contact',
  });
  await recordActivity(deps.db, {
    userId: actorId,
    action: 'contact',
    entity: 'customer',
    entityId: id,
    summary: `Mensaje a ${user.username}: ${input.subject}${delivered ? '' : ' (no entregado)'}`,
  });
  return {
    message: delivered
      ? 'Mensaje enviado correctamente'
      : 'No se pudo entregar el mensaje; quedó guardado en la bandeja de salida.',
    delivered,
  };
}

// ---------------------------------------------------------------------------------------------
// A customer's price list (decision 052): the default list is stored as null

/**
 * PATCH /auth/customers/{id}/: the customer's price list and tax profile (issue 31), each logged with
 * the old and the new value; what the body leaves out stays.
 */
export async function updateCustomer(
  deps: ListDeps & { guard: LoginGuard },
  actorId: number,
  id: number,
  input: CustomerUpdateInput,
): Promise<CustomerDetail> {
  const { price_list: priceList, ...tax } = input;
  if (Object.values(tax).some((value) => value !== undefined))
    await updateTaxProfile(deps.db, actorId, id, tax);
  if (priceList !== undefined) await assignPriceList(deps, actorId, [id], priceList, CUSTOMER_NOT_FOUND);
  return getCustomer(deps, id);
}

/** A customer's CUIT, DNI and IVA condition as staff change them: checked against the stored ones. */
async function updateTaxProfile(
  db: Db,
  actorId: number,
  id: number,
  input: Omit<CustomerUpdateInput, 'price_list'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.isStaff, false)))
      .for('update');
    if (!user) throw notFound(CUSTOMER_NOT_FOUND);
    const { columns, summary } = taxProfileChanges(user, input);
    if (!summary) return;
    await tx.update(users).set(columns).where(eq(users.id, id));
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: 'customer',
      entityId: id,
      summary: `Datos fiscales de ${user.username}: ${summary}`,
    });
  });
}

/**
 * Moves the customers to a list in one transaction and logs each move (customer, old list, new
 * list); a customer already on it is left as is. An id that is not a customer refuses them all.
 */
export async function assignPriceList(
  { db, priceLists }: ListDeps,
  actorId: number,
  ids: number[],
  priceList: number | null,
  notFoundMessage = SOME_CUSTOMER_NOT_FOUND,
): Promise<number> {
  const listId = await priceLists.assignable(db, priceList);
  const names = await priceLists.names(db);
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: users.id, username: users.username, priceListId: users.priceListId })
      .from(users)
      .where(and(inArray(users.id, unique), eq(users.isStaff, false)))
      .for('update');
    if (found.length !== unique.length) throw notFound(notFoundMessage);
    const moving = found.filter((user) => user.priceListId !== listId);
    if (moving.length === 0) return 0;
    await tx
      .update(users)
      .set({ priceListId: listId })
      .where(
        inArray(
          users.id,
          moving.map((user) => user.id),
        ),
      );
    for (const user of moving)
      await recordActivity(tx, {
        userId: actorId,
        action: 'update',
        entity: 'customer',
        entityId: user.id,
        summary: `Lista de precios de ${user.username}: ${names.nameOf(user.priceListId)} → ${names.nameOf(listId)}`,
        details: { price_list: { old: user.priceListId, new: listId } },
      });
    return moving.length;
  });
}
