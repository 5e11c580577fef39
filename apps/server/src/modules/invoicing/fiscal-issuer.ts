/**
 * The one interface to ARCA's electronic invoicing (issue 31 item 6, decision 055): the last number
 * authorised for a point of sale and voucher type, a request for a CAE, and the lookup of a voucher.
 * Two implementations: arca-client.ts (WSAA + WSFEv1 over HTTPS) and arca-double.ts (in this process,
 * or behind the SOAP of arca-soap-double.ts). Amounts are pesos with two decimals; dates yyyy-mm-dd.
 */

/** ARCA's code and message of an observation or error, as ARCA wrote it. */
export type ArcaMessage = { code: number; message: string };

/** One voucher for FECAESolicitar (CantReg 1: this store sends one at a time). */
export type VoucherRequest = {
  pointOfSale: number;
  voucherType: number;
  number: number;
  /** Concepto: 1 Productos. */
  concept: number;
  docType: number;
  /** '0' with DocTipo 99. */
  docNumber: string;
  /** CondicionIVAReceptorId (RG 5616). */
  receiverIvaConditionId: number;
  date: string;
  total: number;
  /** ImpTotConc: not taxed (0 here). */
  untaxed: number;
  net: number;
  exempt: number;
  /** ImpTrib: other taxes (0 here). */
  otherTaxes: number;
  iva: number;
  /** AlicIva per rate (empty on a C). */
  ivaItems: { id: number; base: number; amount: number }[];
  currency: string;
  rate: number;
  /** CbtesAsoc of a credit note: the invoice it corrects. */
  related: { voucherType: number; pointOfSale: number; number: number; cuit: string; date: string }[];
};

export type IssueResult =
  | { approved: true; cae: string; caeDueDate: string; observations: ArcaMessage[] }
  | { approved: false; observations: ArcaMessage[]; errors: ArcaMessage[] };

/** A voucher as FECompConsultar answers it. */
export type FoundVoucher = {
  pointOfSale: number;
  voucherType: number;
  number: number;
  date: string;
  docType: number;
  docNumber: string;
  total: number;
  cae: string;
  caeDueDate: string;
  /** 'A' approved ('R' is not kept by ARCA). */
  result: string;
};

export interface FiscalIssuer {
  /** 'arca' (the real client) or 'double' (this server's stand-in: every document is a test one). */
  readonly kind: 'arca' | 'double';
  lastAuthorized(pointOfSale: number, voucherType: number): Promise<number>;
  issue(request: VoucherRequest): Promise<IssueResult>;
  /** The voucher ARCA holds under that number, or null when it has none. */
  find(pointOfSale: number, voucherType: number, number: number): Promise<FoundVoucher | null>;
}

/**
 * ARCA could not be asked or did not answer. `sent`: the request left this server, so ARCA may have
 * authorised it (a timeout after sending): the voucher must be looked up before any retry.
 */
export class IssuerError extends Error {
  readonly reason: 'timeout' | 'unreachable' | 'bad_answer' | 'login';
  readonly sent: boolean;
  constructor(reason: IssuerError['reason'], message: string, options: { sent: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.reason = reason;
    this.sent = options.sent;
  }
}

/** 'yyyy-mm-dd' -> 'yyyymmdd' and back: ARCA's dates. */
export const toArcaDate = (date: string) => date.replaceAll('-', '');
export const fromArcaDate = (date: string) =>
  /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}` : date;

/** Today in Argentina (UTC-3, no daylight saving), yyyy-mm-dd: the date ARCA checks CbteFch against. */
export function argentinaToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** ARCA's codes and texts joined for the invoice's observations ('10016: El numero ...'). */
export function messagesText(messages: ArcaMessage[]): string {
  return messages.map((m) => `${m.code}: ${m.message}`).join(' ');
}
