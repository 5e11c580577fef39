/**
 * Issuing invoices and credit notes with a CAE (issue 31 items 3-5, decision 055).
 *
 * A document is a row first (state 'pendiente', no number), then authorised under the numbering lock
 * (numbering.ts), one step committed at a time:
 *   1. any earlier send of this point of sale and type whose answer never came (a number kept on a
 *      'pendiente' row) is looked up with FECompConsultar: authorised -> stored; not there -> released;
 *      ARCA silent -> nothing else is sent (503): never a gap, never two CAEs;
 *   2. number = FECompUltimoAutorizado + 1, kept on the row before sending;
 *   3. FECAESolicitar: approved -> CAE, due date, 'autorizada'; rejected -> 'rechazada' with ARCA's
 *      observations and the number released (the staff fixes the data and asks again: same row);
 *      a timeout after sending -> FECompConsultar at once, else step 1 on the next attempt.
 */
import { type InvoiceLetter, invoiceLetter, type VoucherKind, voucherTypes } from '@mayorista/shared/fiscal';
import { FISCAL_SETTINGS_MESSAGES } from '@mayorista/shared/fiscal-settings';
import {
  type CreditNoteRequest,
  INVOICE_MESSAGES,
  type Invoice,
  invoiceTitle,
} from '@mayorista/shared/invoices';
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError, invalid, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { getUser } from '../auth/auth.service.ts';
import { orderForInvoice } from '../orders/order-invoicing.service.ts';
import { ORDER_NOT_FOUND } from '../orders/orders.service.ts';
import {
  argentinaToday,
  type FiscalIssuer,
  type FoundVoucher,
  IssuerError,
  messagesText,
  type VoucherRequest,
} from './fiscal-issuer.ts';
import {
  type FiscalSettingsRow,
  getFiscalSettings,
  isFiscalSettingsComplete,
} from './fiscal-settings.service.ts';
import {
  amountsOf,
  type BuyerProfile,
  checkReceiver,
  creditedAmount,
  type DocumentLine,
  invoiceLinesOf,
  lineSplit,
  receiverOf,
  voucherRequestOf,
} from './invoice-document.ts';
import { toInvoice } from './invoice-list.service.ts';
import type { Issuers } from './issuer.ts';
import { withNumberingLock } from './numbering.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

export type InvoicingDeps = {
  db: Db;
  issuers: Issuers;
  log?: FastifyBaseLogger;
  /**
   * A document (invoice or credit note) was just authorised, its row committed: the cuenta corriente
   * posts it when its order was sold on account (issue 32, handed in by app.ts). Awaited, so the
   * answer that says 'autorizada' finds it posted; a failure is logged, never thrown (the reminders
   * job posts what was missed).
   */
  documentAuthorised?: (invoiceId: number) => Promise<void>;
};

/** ARCA could not be asked, or its answer is not known yet: 503 / 504 with a Spanish detail. */
export class ArcaUnavailable extends Error {
  readonly status: 503 | 504;
  constructor(status: 503 | 504, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * What to tell the staff when ARCA could not be asked: silence is "try again"; a refused login or
 * an answer ARCA gave (its Spanish text, no secret in it) is said as it is, to be fixed first.
 */
function unavailableMessage(error: IssuerError): string {
  if (error.reason === 'unreachable' || error.reason === 'timeout') return INVOICE_MESSAGES.unreachable;
  return `${error.message}. El comprobante queda pendiente.`;
}

/** How many times a voucher sent without an answer is looked up before giving up for now. */
const LOOKUPS = 3;
const LOOKUP_PAUSE_MS = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rowById(db: Db, id: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}

async function linesOf(db: Db, invoiceId: number): Promise<LineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.id));
}

const titleOf = (row: InvoiceRow) =>
  invoiceTitle({
    kind: row.kind as VoucherKind,
    letter: row.letter as InvoiceLetter,
    point_of_sale: row.pointOfSale,
    number: row.number,
  });

/** What the stored row answers: the shared document shape (invoice-list.service.ts). */
async function answer(db: Db, row: InvoiceRow, settings: FiscalSettingsRow): Promise<Invoice> {
  return toInvoice(row, await linesOf(db, row.id), settings.cuit);
}

function requireSettings(settings: FiscalSettingsRow) {
  if (!isFiscalSettingsComplete(settings)) throw invalid(FISCAL_SETTINGS_MESSAGES.incomplete);
}

// ---- Authorising a stored document ----

/** The related invoice of a credit note, as CbtesAsoc. */
async function relatedOf(
  db: Db,
  row: InvoiceRow,
  settings: FiscalSettingsRow,
): Promise<VoucherRequest['related']> {
  if (row.relatedInvoiceId == null) return [];
  const invoice = await rowById(db, row.relatedInvoiceId);
  return [
    {
      voucherType: invoice.voucherType,
      pointOfSale: invoice.pointOfSale,
      number: invoice.number as number,
      cuit: settings.cuit,
      date: invoice.issueDate,
    },
  ];
}

/** A voucher ARCA holds under our number is ours when its receiver and total are those of the row. */
const isOurs = (row: InvoiceRow, found: FoundVoucher) =>
  Math.round(found.total * 100) === Math.round(row.total * 100) &&
  found.docType === row.receiverDocType &&
  String(Number(found.docNumber)) === String(Number(row.receiverDocNumber));

async function markAuthorised(
  deps: InvoicingDeps,
  row: InvoiceRow,
  cae: string,
  dueDate: string,
  notes: string,
) {
  const { db } = deps;
  const [updated] = await db
    .update(invoices)
    .set({ state: 'autorizada', cae, caeDueDate: dueDate, observations: notes, updatedAt: new Date() })
    .where(eq(invoices.id, row.id))
    .returning();
  await recordActivity(db, {
    userId: row.createdBy,
    action: 'create',
    entity: 'order',
    entityId: row.orderId,
    summary: `${titleOf(updated)} autorizada por ARCA (CAE ${cae})${updated.test ? ', de prueba' : ''}`,
  });
  if (deps.documentAuthorised)
    await deps
      .documentAuthorised(updated.id)
      .catch((error) =>
        deps.log?.warn(
          { invoice: updated.id, err: error },
          'Cuenta corriente: el comprobante autorizado no se asentó; la tarea de recordatorios lo reintenta',
        ),
      );
  return updated;
}

async function release(db: Db, row: InvoiceRow, state: 'pendiente' | 'rechazada', observations: string) {
  const [updated] = await db
    .update(invoices)
    .set({ number: null, state, observations, updatedAt: new Date() })
    .where(eq(invoices.id, row.id))
    .returning();
  return updated;
}

/**
 * Step 1: the sends of this point of sale and type that never got their answer. Throws 503 when ARCA
 * cannot tell (nothing more may be sent until it does).
 */
async function resolveUnansweredSends(
  deps: InvoicingDeps,
  issuer: FiscalIssuer,
  pointOfSale: number,
  voucherType: number,
) {
  const { db } = deps;
  const waiting = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.pointOfSale, pointOfSale),
        eq(invoices.voucherType, voucherType),
        eq(invoices.state, 'pendiente'),
        isNotNull(invoices.number),
      ),
    )
    .orderBy(asc(invoices.number));
  for (const row of waiting) {
    let found: FoundVoucher | null;
    try {
      found = await issuer.find(pointOfSale, voucherType, row.number as number);
    } catch (error) {
      if (error instanceof IssuerError) throw new ArcaUnavailable(503, INVOICE_MESSAGES.unconfirmed);
      throw error;
    }
    if (found && isOurs(row, found)) {
      await markAuthorised(deps, row, found.cae, found.caeDueDate, '');
      continue;
    }
    await release(
      db,
      row,
      'pendiente',
      found
        ? 'ARCA tiene otro comprobante con ese número: este no se emitió. Vuelve a intentarlo.'
        : 'ARCA no recibió el comprobante: no se emitió. Vuelve a intentarlo.',
    );
  }
}

/**
 * Steps 2 and 3 for one row, under the lock. Answers the row as it ended (authorised or rejected);
 * throws ArcaUnavailable when ARCA did not answer.
 */
async function authoriseLocked(
  deps: InvoicingDeps,
  id: number,
  settings: FiscalSettingsRow,
): Promise<InvoiceRow> {
  const { db } = deps;
  const { issuer, test } = deps.issuers.for(settings);
  let row = await rowById(db, id);
  if (row.state === 'autorizada') return row;
  await resolveUnansweredSends(deps, issuer, row.pointOfSale, row.voucherType);
  row = await rowById(db, id);
  if (row.state === 'autorizada') return row;

  let number: number;
  try {
    number = (await issuer.lastAuthorized(row.pointOfSale, row.voucherType)) + 1;
  } catch (error) {
    if (!(error instanceof IssuerError)) throw error;
    const message = unavailableMessage(error);
    await release(db, row, 'pendiente', message);
    throw new ArcaUnavailable(503, message);
  }
  // The number is kept before sending: a crash or a lost answer is looked up by it (step 1).
  [row] = await db
    .update(invoices)
    .set({ number, issueDate: argentinaToday(), test, updatedAt: new Date() })
    .where(eq(invoices.id, row.id))
    .returning();
  const request = voucherRequestOf({
    ...row,
    number,
    ivaBreakdown: row.ivaBreakdown,
    related: await relatedOf(db, row, settings),
  });

  try {
    const result = await issuer.issue(request);
    if (result.approved)
      return markAuthorised(deps, row, result.cae, result.caeDueDate, messagesText(result.observations));
    const observations =
      messagesText([...result.errors, ...result.observations]) || 'ARCA rechazó el comprobante.';
    deps.log?.warn({ invoice: row.id, observations }, 'ARCA rechazó un comprobante');
    return release(db, row, 'rechazada', observations);
  } catch (error) {
    if (!(error instanceof IssuerError)) throw error;
    if (!error.sent) {
      const message = unavailableMessage(error);
      await release(db, row, 'pendiente', message);
      throw new ArcaUnavailable(503, message);
    }
    // Sent without an answer: look it up before anything else (never two CAEs, never a gap).
    for (let attempt = 0; attempt < LOOKUPS; attempt++) {
      try {
        const found = await issuer.find(row.pointOfSale, row.voucherType, number);
        if (found && isOurs(row, found)) return markAuthorised(deps, row, found.cae, found.caeDueDate, '');
        await release(
          db,
          row,
          'pendiente',
          'ARCA no recibió el comprobante: no se emitió. Vuelve a intentarlo.',
        );
        throw new ArcaUnavailable(504, INVOICE_MESSAGES.unreachable);
      } catch (lookup) {
        if (!(lookup instanceof IssuerError)) throw lookup;
        await pause(LOOKUP_PAUSE_MS * (attempt + 1));
      }
    }
    await db
      .update(invoices)
      .set({ observations: INVOICE_MESSAGES.unconfirmed, updatedAt: new Date() })
      .where(eq(invoices.id, row.id));
    throw new ArcaUnavailable(504, INVOICE_MESSAGES.unconfirmed);
  }
}

// ---- Invoices ----

async function buyerProfile(db: Db, userId: number | null): Promise<BuyerProfile | null> {
  if (userId == null) return null;
  try {
    return await getUser(db, userId);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  }
}

/**
 * The row of an order's invoice with what the order and the buyer's profile say now: created, or an
 * earlier rejected or unsent one rewritten (same row). A row holding a number sent without an answer
 * is left as it was sent.
 */
async function prepareInvoice(
  db: Db,
  orderId: number,
  settings: FiscalSettingsRow,
  actorId: number | null,
): Promise<{ row: InvoiceRow; created: boolean }> {
  const order = await orderForInvoice(db, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const [existing] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (existing?.state === 'autorizada')
    throw new AppError('conflict', INVOICE_MESSAGES.alreadyInvoiced(titleOf(existing)));
  if (existing && existing.number != null) return { row: existing, created: false };
  // A row no attempt has touched yet (another 'Facturar' at once just wrote it) is still this
  // request's new invoice: whichever of the two authorises it answers 201, the other 409.
  const created = !existing || (existing.state === 'pendiente' && existing.observations === '');
  if (order.status === 'cancelled') throw invalid(INVOICE_MESSAGES.orderCancelled);
  if (order.status === 'payment_pending') throw invalid(INVOICE_MESSAGES.orderAwaitingPayment);
  if (!(order.total > 0)) throw invalid(INVOICE_MESSAGES.orderEmpty);

  const receiver = receiverOf(order, await buyerProfile(db, order.userId));
  const letter = invoiceLetter(settings.ivaCondition, receiver.ivaCondition);
  checkReceiver(receiver, letter, order.total);
  const lines = invoiceLinesOf(order, letter);
  const amounts = amountsOf(lines, letter);
  const values = {
    orderId,
    userId: order.userId,
    kind: 'invoice',
    letter,
    voucherType: voucherTypes.invoice[letter],
    pointOfSale: settings.pointOfSale,
    number: null,
    state: 'pendiente',
    cae: null,
    caeDueDate: null,
    issueDate: argentinaToday(),
    receiverDocType: receiver.docType,
    receiverDocNumber: receiver.docNumber,
    receiverIvaCondition: receiver.ivaCondition,
    receiverName: receiver.name,
    receiverAddress: receiver.address,
    ...amounts,
    observations: existing?.observations ?? '',
    relatedInvoiceId: null,
    createdBy: existing?.createdBy ?? actorId,
    updatedAt: new Date(),
  };
  try {
    const row = await db.transaction(async (tx) => {
      // Rewritten only while it holds no number: another request may have taken one and be sending it.
      const [saved] = existing
        ? await tx
            .update(invoices)
            .set(values)
            .where(
              and(eq(invoices.id, existing.id), isNull(invoices.number), ne(invoices.state, 'autorizada')),
            )
            .returning()
        : await tx.insert(invoices).values(values).returning();
      if (!saved) return null;
      await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, saved.id));
      await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: saved.id })));
      return saved;
    });
    if (row) return { row, created };
    return { row: await rowById(db, (existing as InvoiceRow).id), created };
  } catch (error) {
    // Two 'Facturar' at once: the other request created the row; this one goes on with it.
    if (!existing && isUniqueViolation(error)) {
      const [other] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
      if (other) return { row: other, created: true };
    }
    throw error;
  }
}

export type IssueOutcome = { invoice: Invoice; created: boolean };

/** POST /api/orders/{id}/invoice/: the order's invoice, authorised or rejected (its state says which). */
export async function issueInvoice(
  deps: InvoicingDeps,
  orderId: number,
  actorId: number | null,
): Promise<IssueOutcome> {
  const settings = await getFiscalSettings(deps.db);
  requireSettings(settings);
  const { row, created } = await prepareInvoice(deps.db, orderId, settings, actorId);
  const done = await withNumberingLock(deps.db, row.pointOfSale, row.voucherType, async () => {
    const current = await rowById(deps.db, row.id);
    // Another request authorised it while this one waited.
    if (current.state === 'autorizada')
      throw new AppError('conflict', INVOICE_MESSAGES.alreadyInvoiced(titleOf(current)));
    return authoriseLocked(deps, row.id, settings);
  });
  return { invoice: await answer(deps.db, done, settings), created };
}

/**
 * Invoices an order by itself when it reaches the status the settings name (auto_invoice 'paid' or
 * 'delivered'); handed to the orders module by app.ts. Never throws: a failure is logged and the
 * order waits for the staff's 'Facturar'.
 */
export async function autoInvoice(deps: InvoicingDeps, orderId: number, status: string): Promise<void> {
  try {
    const settings = await getFiscalSettings(deps.db);
    if (settings.autoInvoice === 'off' || settings.autoInvoice !== status) return;
    if (!isFiscalSettingsComplete(settings)) {
      deps.log?.warn({ order: orderId }, 'Facturación automática: faltan los datos fiscales de la tienda');
      return;
    }
    const [existing] = await deps.db
      .select({ state: invoices.state })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
    if (existing?.state === 'autorizada') return;
    const { invoice } = await issueInvoice(deps, orderId, null);
    if (invoice.state !== 'autorizada')
      deps.log?.warn(
        { order: orderId, invoice: invoice.id },
        `Facturación automática: ${invoice.observations}`,
      );
  } catch (error) {
    deps.log?.warn(
      {
        order: orderId,
        err: error instanceof AppError || error instanceof ArcaUnavailable ? error.message : error,
      },
      'Facturación automática: el pedido queda para facturar a mano',
    );
  }
}

// ---- Credit notes ----

/** Units of each invoice line already credited (or in a credit note being sent), by invoice line. */
async function creditedUnits(db: Db, invoiceId: number, except: number | null): Promise<Map<string, number>> {
  const notes = await db
    .select({ id: invoices.id, state: invoices.state, number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.relatedInvoiceId, invoiceId),
        eq(invoices.kind, 'credit_note'),
        except == null ? undefined : ne(invoices.id, except),
      ),
    );
  const counted = notes
    .filter((note) => note.state === 'autorizada' || note.number != null)
    .map((note) => note.id);
  const units = new Map<string, number>();
  if (counted.length === 0) return units;
  const rows = await db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, counted));
  for (const line of rows) {
    const key = lineKey(line);
    units.set(key, (units.get(key) ?? 0) + line.quantity);
  }
  return units;
}

/** A credit line is matched to its invoice line by the order line (the shipping line has none). */
const lineKey = (line: { orderItemId: number | null }) =>
  line.orderItemId == null ? 'shipping' : String(line.orderItemId);

/** The credit note's lines: everything not yet credited, or the asked quantities (never more). */
function creditLines(
  invoiceLineRows: LineRow[],
  credited: Map<string, number>,
  request: CreditNoteRequest,
  letter: InvoiceLetter,
): DocumentLine[] {
  const asked = request.lines
    ? request.lines.map((asked) => {
        const line = invoiceLineRows.find((row) => row.orderItemId === asked.order_item_id);
        if (!line) throw invalid(INVOICE_MESSAGES.creditLineUnknown);
        return { line, quantity: asked.quantity };
      })
    : invoiceLineRows.map((line) => ({ line, quantity: line.quantity - (credited.get(lineKey(line)) ?? 0) }));
  const lines: DocumentLine[] = [];
  const seen = new Map<number, number>();
  for (const { line, quantity } of asked) {
    const already = (credited.get(lineKey(line)) ?? 0) + (seen.get(line.id) ?? 0);
    const left = line.quantity - already;
    if (request.lines && quantity > left)
      throw invalid(INVOICE_MESSAGES.creditTooMuch(line.description, left));
    if (quantity <= 0) continue;
    seen.set(line.id, (seen.get(line.id) ?? 0) + quantity);
    const total = creditedAmount(line, already, quantity);
    lines.push({
      orderItemId: line.orderItemId,
      sku: line.sku,
      description: line.description,
      quantity,
      unitPrice: line.unitPrice,
      ivaRate: line.ivaRate,
      ...lineSplit(total, line.ivaRate, letter),
      total,
    });
  }
  if (lines.length === 0) throw invalid(INVOICE_MESSAGES.creditNothingLeft);
  return lines;
}

/**
 * POST /api/invoices/{id}/credit-note/: a credit note of the same letter, linked to the invoice, for
 * all that is not yet credited or for some lines; numbered like the invoices. An earlier credit note
 * of this invoice that was rejected or not sent is the one retried (same row, the new lines).
 * Everything runs under the numbering lock of the credit note's type, so two notes at once never
 * credit more than was invoiced.
 */
export async function issueCreditNote(
  deps: InvoicingDeps,
  invoiceId: number,
  request: CreditNoteRequest,
  actorId: number | null,
): Promise<IssueOutcome> {
  const { db } = deps;
  const settings = await getFiscalSettings(db);
  requireSettings(settings);
  const invoice = await rowById(db, invoiceId);
  if (invoice.kind !== 'invoice') throw invalid(INVOICE_MESSAGES.creditOfCredit);
  if (invoice.state !== 'autorizada') throw invalid(INVOICE_MESSAGES.creditOnlyAuthorized);
  const letter = invoice.letter as InvoiceLetter;
  const voucherType = voucherTypes.credit_note[letter];
  return withNumberingLock(db, settings.pointOfSale, voucherType, async () => {
    const [unfinished] = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.relatedInvoiceId, invoiceId),
          eq(invoices.kind, 'credit_note'),
          ne(invoices.state, 'autorizada'),
        ),
      );
    let id = unfinished?.id;
    // A note sent without an answer stays as it was sent.
    if (!unfinished || unfinished.number == null) {
      const lines = creditLines(
        await linesOf(db, invoiceId),
        await creditedUnits(db, invoiceId, unfinished?.id ?? null),
        request,
        letter,
      );
      const values = {
        orderId: invoice.orderId,
        userId: invoice.userId,
        kind: 'credit_note',
        letter,
        voucherType,
        pointOfSale: settings.pointOfSale,
        number: null,
        state: 'pendiente',
        issueDate: argentinaToday(),
        receiverDocType: invoice.receiverDocType,
        receiverDocNumber: invoice.receiverDocNumber,
        receiverIvaCondition: invoice.receiverIvaCondition,
        receiverName: invoice.receiverName,
        receiverAddress: invoice.receiverAddress,
        ...amountsOf(lines, letter),
        relatedInvoiceId: invoice.id,
        createdBy: unfinished?.createdBy ?? actorId,
        updatedAt: new Date(),
      };
      id = await db.transaction(async (tx) => {
        const [saved] = unfinished
          ? await tx.update(invoices).set(values).where(eq(invoices.id, unfinished.id)).returning()
          : await tx.insert(invoices).values(values).returning();
        await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, saved.id));
        await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: saved.id })));
        return saved.id;
      });
    }
    const done = await authoriseLocked(deps, id as number, settings);
    return { invoice: await answer(db, done, settings), created: !unfinished };
  });
}
