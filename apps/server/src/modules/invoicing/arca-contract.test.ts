/**
 * One contract, two implementations (issue 31 item 6): the same cases run against the in-process
 * double and against the real client (WSAA login with a CMS-signed TRA, WSFEv1 over HTTP) pointed at
 * the SOAP double. Then what only the real client does: the ticket kept and shared, a refused
 * ticket renewed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificate } from './arca.test-support.ts';
import { createArcaClient } from './arca-client.ts';
import { createLocalIssuer, type DoubleFault } from './arca-double.ts';
import { type SoapDouble, startSoapDouble } from './arca-soap-double.ts';
import { createWsaa } from './arca-wsaa.ts';
import { type FiscalIssuer, IssuerError, type VoucherRequest } from './fiscal-issuer.ts';
import { cuitOf } from './invoicing.test-support.ts';

const STORE = cuitOf('30', 71234567);
const BUYER = cuitOf('20', 30111222);

type Setup = {
  issuer: FiscalIssuer;
  inject: (...faults: DoubleFault[]) => void;
  close: () => Promise<void>;
  /** Tries of one question: the real client asks again once when the connection broke. */
  tries: number;
};

const setups: [string, () => Promise<Setup>][] = [
  [
    'the in-process double',
    async () => {
      const issuer = createLocalIssuer();
      return { issuer, inject: issuer.inject, close: async () => {}, tries: 1 };
    },
  ],
  [
    'the real client against the SOAP double',
    async () => {
      const double = await startSoapDouble({ hangMs: 1_500 });
      const certificate = createTestCertificate(STORE);
      const wsaa = createWsaa({
        url: double.wsaaUrl,
        certFile: certificate.certFile,
        keyFile: certificate.keyFile,
        dataDir: certificate.dir,
        timeoutMs: 2_000,
      });
      const issuer = createArcaClient({ wsfeUrl: double.wsfeUrl, cuit: STORE, wsaa, timeoutMs: 500 });
      return { issuer, inject: double.inject, close: double.close, tries: 2 };
    },
  ],
];

/** A Factura B of $1.210 (21 %) to a Consumidor Final without document. */
const voucher = (number: number, changes: Partial<VoucherRequest> = {}): VoucherRequest => ({
  pointOfSale: 5,
  voucherType: 6,
  number,
  concept: 1,
  docType: 99,
  docNumber: '0',
  receiverIvaConditionId: 5,
  date: '2025-03-14',
  total: 1210,
  untaxed: 0,
  net: 1000,
  exempt: 0,
  otherTaxes: 0,
  iva: 210,
  ivaItems: [{ id: 5, base: 1000, amount: 210 }],
  currency: 'PES',
  rate: 1,
  related: [],
  ...changes,
});

describe.each(setups)('FiscalIssuer contract: %s', (_name, create) => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await create();
  });
  afterAll(() => setup?.close());

  it('numbers from the last authorised: a CAE of 14 digits due 10 days later', async () => {
    expect(await setup.issuer.lastAuthorized(5, 6)).toBe(0);
    const result = await setup.issuer.issue(voucher(1));
    expect(result).toMatchObject({ approved: true, caeDueDate: '2025-03-24', observations: [] });
    if (!result.approved) throw new Error('rejected');
    expect(result.cae).toMatch(/^\d{14}$/);
    expect(await setup.issuer.lastAuthorized(5, 6)).toBe(1);
    // Each point of sale and type has its own numbers.
    expect(await setup.issuer.lastAuthorized(5, 1)).toBe(0);
    expect(await setup.issuer.lastAuthorized(6, 6)).toBe(0);
  });

  it('refuses a number that is not the next one (10016)', async () => {
    for (const number of [1, 3]) {
      const result = await setup.issuer.issue(voucher(number));
      expect(result.approved).toBe(false);
      if (!result.approved) expect(result.errors.map((e) => e.code)).toContain(10016);
    }
  });

  it('refuses amounts that do not add up, and an A without a CUIT', async () => {
    const sums = await setup.issuer.issue(voucher(2, { total: 1210.01 }));
    expect(!sums.approved && sums.errors.map((e) => e.code)).toContain(10048);
    const letterA = await setup.issuer.issue(voucher(1, { voucherType: 1 }));
    expect(!letterA.approved && letterA.errors.map((e) => e.code)).toContain(10013);
    const withCuit = await setup.issuer.issue(
      voucher(1, { voucherType: 1, docType: 80, docNumber: BUYER, receiverIvaConditionId: 1 }),
    );
    expect(withCuit.approved).toBe(true);
    const note = await setup.issuer.issue(voucher(1, { voucherType: 8 }));
    expect(!note.approved && note.errors.map((e) => e.code)).toContain(10197);
  });

  it('finds an authorised voucher, and nothing under a number never authorised', async () => {
    const found = await setup.issuer.find(5, 6, 1);
    expect(found).toMatchObject({
      pointOfSale: 5,
      voucherType: 6,
      number: 1,
      total: 1210,
      docType: 99,
      result: 'A',
    });
    expect(found?.cae).toMatch(/^\d{14}$/);
    expect(await setup.issuer.find(5, 6, 2)).toBeNull();
  });

  it('an injected rejection carries its observations and takes no number', async () => {
    setup.inject({ kind: 'reject', observations: [{ code: 10015, message: 'DocNro invalido' }] });
    const result = await setup.issuer.issue(voucher(2));
    expect(result).toEqual({
      approved: false,
      observations: [{ code: 10015, message: 'DocNro invalido' }],
      errors: [],
    });
    expect(await setup.issuer.lastAuthorized(5, 6)).toBe(1);
  });

  it('a timeout after sending: the voucher was authorised and is found', async () => {
    setup.inject({ kind: 'timeout_after_send' });
    const error = await setup.issuer.issue(voucher(2)).catch((caught) => caught);
    expect(error).toBeInstanceOf(IssuerError);
    expect(error).toMatchObject({ reason: 'timeout', sent: true });
    expect(await setup.issuer.find(5, 6, 2)).toMatchObject({ number: 2, result: 'A' });
    expect(await setup.issuer.lastAuthorized(5, 6)).toBe(2);
  });

  it('no answer at all, then service again', async () => {
    for (let i = 0; i < setup.tries; i++) setup.inject({ kind: 'unreachable' });
    await expect(setup.issuer.lastAuthorized(5, 6)).rejects.toBeInstanceOf(IssuerError);
    expect(await setup.issuer.lastAuthorized(5, 6)).toBe(2);
  });
});

describe('the real client: the WSAA ticket', () => {
  let double: SoapDouble;
  let certificate: ReturnType<typeof createTestCertificate>;
  const wsaaFor = (url: string) =>
    createWsaa({
      url,
      certFile: certificate.certFile,
      keyFile: certificate.keyFile,
      dataDir: certificate.dir,
      timeoutMs: 2_000,
    });

  beforeAll(async () => {
    // As WSAA: no second ticket while one is valid.
    double = await startSoapDouble({ strictLogin: true });
    certificate = createTestCertificate(STORE);
  });
  afterAll(() => double?.close());

  it('logs in once and shares the ticket with another process of the store (DATA_DIR)', async () => {
    const one = createArcaClient({
      wsfeUrl: double.wsfeUrl,
      cuit: STORE,
      wsaa: wsaaFor(double.wsaaUrl),
      timeoutMs: 2_000,
    });
    const two = createArcaClient({
      wsfeUrl: double.wsfeUrl,
      cuit: STORE,
      wsaa: wsaaFor(double.wsaaUrl),
      timeoutMs: 2_000,
    });
    await Promise.all([one.lastAuthorized(1, 1), one.lastAuthorized(1, 6), two.lastAuthorized(1, 11)]);
    expect(double.logins).toBe(1);
  });

  it('renews a ticket WSFEv1 refuses (600) and repeats the call', async () => {
    const wsaa = wsaaFor(double.wsaaUrl);
    const client = createArcaClient({ wsfeUrl: double.wsfeUrl, cuit: STORE, wsaa, timeoutMs: 2_000 });
    await client.lastAuthorized(1, 1);
    // ARCA forgets the ticket (restarted here: a new double on the same port, tickets gone).
    const port = Number(new URL(double.url).port);
    await double.close();
    double = await startSoapDouble({ port });
    expect(await client.lastAuthorized(1, 1)).toBe(0);
    expect(double.logins).toBe(1);
  });

  it('refuses a CMS not signed by the certificate it carries, and a CUIT the certificate does not name', async () => {
    const other = createTestCertificate(STORE);
    const forged = createWsaa({
      url: double.wsaaUrl,
      certFile: certificate.certFile,
      keyFile: other.keyFile,
      dataDir: other.dir,
      timeoutMs: 2_000,
    });
    await expect(forged.credentials()).rejects.toMatchObject({ reason: 'login' });
    const client = createArcaClient({
      wsfeUrl: double.wsfeUrl,
      cuit: cuitOf('30', 70000001),
      wsaa: wsaaFor(double.wsaaUrl),
      timeoutMs: 2_000,
    });
    await expect(client.lastAuthorized(1, 1)).rejects.toThrow(/601/);
  });
});

describe('the in-process double', () => {
  it('numbers after the store stored last, and keeps only the latest vouchers in memory', async () => {
    const stored = new Map<string, number>([['5:6', 40]]);
    const issuer = createLocalIssuer({
      storedLast: async (pos, type) => stored.get(`${pos}:${type}`) ?? 0,
      keep: 2,
    });
    expect(await issuer.lastAuthorized(5, 6)).toBe(40);
    for (const number of [41, 42, 43]) expect((await issuer.issue(voucher(number))).approved).toBe(true);
    expect(issuer.state.vouchers.map((v) => v.number)).toEqual([42, 43]);
    expect(await issuer.lastAuthorized(5, 6)).toBe(43);
    expect(await issuer.find(5, 6, 41)).toBeNull();
    expect(await issuer.find(5, 6, 43)).toMatchObject({ number: 43 });
  });
});
