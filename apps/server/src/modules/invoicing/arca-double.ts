/**
 * The local stand-in for ARCA's WSFEv1 (decision 055): numbering per point of sale and voucher type,
 * a 14-digit CAE with its due date (10 days later), the checks ARCA makes that this store can fail
 * (the next number, the amounts adding up, the receiver's document, a credit note's invoice), and
 * injectable faults: a rejection with observations, a timeout after the voucher was authorised, no
 * answer at all. Used in this process when no certificate is configured (every document is then a
 * test one), and behind SOAP by arca-soap-double.ts (`npm run dev:arca`, the contract tests).
 *
 * In this process its numbering starts from the store's own invoices (`storedLast`): the last number
 * stored for a point of sale and type, so a restart, or a second process, never repeats a number.
 */
import { createHash } from 'node:crypto';
import { toCents } from '@mayorista/shared/order-totals';
import { isValidCuit } from '@mayorista/shared/tax-profile';
import {
  type ArcaMessage,
  type FiscalIssuer,
  type FoundVoucher,
  type IssueResult,
  IssuerError,
  type VoucherRequest,
} from './fiscal-issuer.ts';

/** A fault for the next calls: a rejection, a timeout after authorising, or no answer. */
export type DoubleFault =
  | { kind: 'reject'; observations: ArcaMessage[] }
  | { kind: 'timeout_after_send' }
  | { kind: 'unreachable' };

type Stored = FoundVoucher & { request: VoucherRequest };

export type DoubleState = { vouchers: Stored[] };

const IVA_RATE_OF_ID: Record<number, number> = { 3: 0, 4: 10.5, 5: 21, 6: 27, 8: 5, 9: 2.5 };
const CREDIT_NOTE_TYPES = new Set([3, 8, 13]);
const LETTER_A_TYPES = new Set([1, 3]);
const LETTER_C_TYPES = new Set([11, 13]);

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** What ARCA would object to in a voucher (its codes; texts in ARCA's Spanish). */
export function voucherProblems(v: VoucherRequest, expectedNumber: number): ArcaMessage[] {
  const problems: ArcaMessage[] = [];
  if (v.number !== expectedNumber)
    problems.push({
      code: 10016,
      message:
        'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
    });
  const parts =
    toCents(v.untaxed) + toCents(v.net) + toCents(v.exempt) + toCents(v.otherTaxes) + toCents(v.iva);
  if (toCents(v.total) !== parts)
    problems.push({
      code: 10048,
      message:
        'El campo ImpTotal debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.',
    });
  if (LETTER_C_TYPES.has(v.voucherType)) {
    if (toCents(v.iva) !== 0 || v.ivaItems.length)
      problems.push({ code: 10071, message: 'Para comprobantes tipo C el objeto IVA no debe informarse.' });
  } else {
    const base = v.ivaItems.reduce((sum, item) => sum + toCents(item.base), 0);
    const iva = v.ivaItems.reduce((sum, item) => sum + toCents(item.amount), 0);
    if (base !== toCents(v.net) || iva !== toCents(v.iva))
      problems.push({
        code: 10018,
        message: 'La suma de los campos BaseImp e Importe en AlicIva debe ser igual a ImpNeto e ImpIVA.',
      });
    for (const item of v.ivaItems) {
      const rate = IVA_RATE_OF_ID[item.id];
      if (rate === undefined)
        problems.push({ code: 10019, message: `El Id de IVA ${item.id} no es valido.` });
      else if (Math.abs(toCents(item.amount) - (toCents(item.base) * rate) / 100) > 1)
        problems.push({
          code: 10051,
          message: 'El campo Importe de AlicIva no se corresponde con BaseImp por la alicuota.',
        });
    }
  }
  if (LETTER_A_TYPES.has(v.voucherType) && (v.docType !== 80 || !isValidCuit(v.docNumber)))
    problems.push({ code: 10013, message: 'Para comprobantes clase A el campo DocTipo debe ser 80 (CUIT).' });
  if (v.docType === 80 && !isValidCuit(v.docNumber))
    problems.push({ code: 10015, message: 'El campo DocNro no es un CUIT valido.' });
  if (![1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16].includes(v.receiverIvaConditionId))
    problems.push({
      code: 10242,
      message: 'El campo Condicion Frente al IVA del receptor es obligatorio y debe ser un valor valido.',
    });
  if (CREDIT_NOTE_TYPES.has(v.voucherType) && v.related.length === 0)
    problems.push({
      code: 10197,
      message: 'Para comprobantes de tipo Nota de Credito es obligatorio informar comprobantes asociados.',
    });
  if (v.currency !== 'PES' || v.rate !== 1)
    problems.push({ code: 10119, message: 'La moneda debe ser PES con cotizacion 1.' });
  return problems;
}

export type LocalIssuerOptions = {
  /** The last number this store keeps for a point of sale and type (in-process use), else 0. */
  storedLast?: (pointOfSale: number, voucherType: number) => Promise<number>;
  /** The state to start from (the SOAP double's file), and a hook after every authorisation. */
  state?: DoubleState;
  onChange?: (state: DoubleState) => void;
  /**
   * Keep only the latest vouchers in memory (in-process use: the store's table holds the rest, and
   * only a recent one can be looked up after a lost answer). Unset: keep all (the SOAP double).
   */
  keep?: number;
};

export type LocalIssuer = FiscalIssuer & {
  /** Faults for the next calls of issue (and, for unreachable, of every method), in order. */
  inject: (...faults: DoubleFault[]) => void;
  /** How many FECAESolicitar calls reached it (the contract tests count sends). */
  readonly sends: number;
  readonly state: DoubleState;
};

export function createLocalIssuer(options: LocalIssuerOptions = {}): LocalIssuer {
  const state: DoubleState = options.state ?? { vouchers: [] };
  const faults: DoubleFault[] = [];
  let sends = 0;

  const key = (pointOfSale: number, voucherType: number, number: number) =>
    `${pointOfSale}:${voucherType}:${number}`;
  const index = new Map(state.vouchers.map((v) => [key(v.pointOfSale, v.voucherType, v.number), v]));

  const unreachable = () => {
    if (faults[0]?.kind !== 'unreachable') return;
    faults.shift();
    throw new IssuerError('unreachable', 'ARCA (doble local) no responde', { sent: false });
  };

  async function lastAuthorized(pointOfSale: number, voucherType: number): Promise<number> {
    const own = state.vouchers
      .filter((v) => v.pointOfSale === pointOfSale && v.voucherType === voucherType)
      .reduce((max, v) => Math.max(max, v.number), 0);
    const stored = options.storedLast ? await options.storedLast(pointOfSale, voucherType) : 0;
    return Math.max(own, stored);
  }

  /** A CAE: 14 digits, the same for the same voucher (so a test can tell two apart). */
  function caeFor(v: VoucherRequest): string {
    const digest = createHash('sha256')
      .update(`${v.pointOfSale}:${v.voucherType}:${v.number}:${v.date}`)
      .digest();
    return `7${(digest.readBigUInt64BE(0) % 10n ** 13n).toString().padStart(13, '0')}`;
  }

  return {
    kind: 'double',
    get sends() {
      return sends;
    },
    state,
    inject: (...more) => faults.push(...more),
    async lastAuthorized(pointOfSale, voucherType) {
      unreachable();
      return lastAuthorized(pointOfSale, voucherType);
    },
    async issue(v): Promise<IssueResult> {
      unreachable();
      sends += 1;
      const fault =
        faults[0]?.kind === 'reject' || faults[0]?.kind === 'timeout_after_send' ? faults.shift() : null;
      if (fault?.kind === 'reject')
        return {
          approved: false,
          observations: fault.observations,
          errors: [],
        };
      const problems = voucherProblems(v, (await lastAuthorized(v.pointOfSale, v.voucherType)) + 1);
      if (problems.length) return { approved: false, observations: [], errors: problems };
      const cae = caeFor(v);
      const caeDueDate = addDays(v.date, 10);
      const stored: Stored = {
        pointOfSale: v.pointOfSale,
        voucherType: v.voucherType,
        number: v.number,
        date: v.date,
        docType: v.docType,
        docNumber: v.docNumber,
        total: v.total,
        cae,
        caeDueDate,
        result: 'A',
        request: v,
      };
      state.vouchers.push(stored);
      index.set(key(v.pointOfSale, v.voucherType, v.number), stored);
      if (options.keep !== undefined && state.vouchers.length > options.keep) {
        const dropped = state.vouchers.splice(0, state.vouchers.length - options.keep);
        for (const old of dropped) index.delete(key(old.pointOfSale, old.voucherType, old.number));
      }
      options.onChange?.(state);
      if (fault?.kind === 'timeout_after_send')
        throw new IssuerError('timeout', 'ARCA (doble local) no respondió a tiempo', { sent: true });
      return { approved: true, cae, caeDueDate, observations: [] };
    },
    async find(pointOfSale, voucherType, number) {
      unreachable();
      const found = index.get(key(pointOfSale, voucherType, number));
      if (!found) return null;
      const { request: _request, ...voucher } = found;
      return voucher;
    },
  };
}

/** The stored voucher with its request, for the SOAP double's FECompConsultar answer. */
export function storedVoucher(
  issuer: LocalIssuer,
  pointOfSale: number,
  voucherType: number,
  number: number,
): Stored | null {
  return (
    issuer.state.vouchers.find(
      (v) => v.pointOfSale === pointOfSale && v.voucherType === voucherType && v.number === number,
    ) ?? null
  );
}
