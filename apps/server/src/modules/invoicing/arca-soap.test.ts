/**
 * The SOAP envelopes against the samples of fixtures/arca/ (shaped after ARCA's manuals): the
 * client's requests element by element, ARCA's answers read by the client's readers, and the local
 * double's answers in the same shape as ARCA's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  caeAnswer,
  caeRequest,
  consultAnswer,
  consultRequest,
  lastAuthorizedAnswer,
  lastAuthorizedRequest,
  loginAnswer,
  readCaeResponse,
  readConsultResponse,
  readLastAuthorized,
  readLoginRequest,
  readLoginResponse,
  readWsfeRequest,
  soapFault,
  WsfeErrors,
  wsaaLoginRequest,
} from './arca-soap.ts';
import { loginTicketRequest } from './arca-wsaa.ts';
import type { VoucherRequest } from './fiscal-issuer.ts';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', 'arca', name), 'utf8');

const ordered = new XMLParser({
  preserveOrder: true,
  removeNSPrefix: true,
  ignoreAttributes: true,
  trimValues: true,
  parseTagValue: false,
  processEntities: false,
});

type Tree = [string, Tree[] | string];

/** Elements as [name, children or text], in document order: prefixes, attributes and layout aside. */
function tree(xml: string): Tree[] {
  const walk = (nodes: Record<string, unknown>[]): Tree[] =>
    nodes.flatMap((node) => {
      const name = Object.keys(node).find((key) => key !== ':@');
      if (!name || name === '?xml') return [];
      const children = node[name] as Record<string, unknown>[];
      const text = children.length === 1 && '#text' in children[0] ? String(children[0]['#text']) : null;
      return [[name, text ?? walk(children.filter((child) => !('#text' in child)))] as Tree];
    });
  return walk(ordered.parse(xml));
}

/** The same without values: only the element names, for answers whose times differ. */
const shape = (nodes: Tree[]): unknown[] =>
  nodes.map(([name, content]) => (typeof content === 'string' ? name : [name, shape(content)]));

const auth = { token: 'TOKEN', sign: 'SIGN', cuit: '30712345671' };

/** The credit note of the sample: a Nota de Crédito A, two rates, the invoice it corrects. */
const creditNote: VoucherRequest = {
  pointOfSale: 3,
  voucherType: 3,
  number: 42,
  concept: 1,
  docType: 80,
  docNumber: '20301112223',
  receiverIvaConditionId: 1,
  date: '2025-03-14',
  total: 1431,
  untaxed: 0,
  net: 1200,
  exempt: 0,
  otherTaxes: 0,
  iva: 231,
  ivaItems: [
    { id: 4, base: 200, amount: 21 },
    { id: 5, base: 1000, amount: 210 },
  ],
  currency: 'PES',
  rate: 1,
  related: [{ voucherType: 1, pointOfSale: 3, number: 41, cuit: '30712345671', date: '2025-03-10' }],
};

describe('ARCA SOAP requests match the samples', () => {
  it('FECAESolicitar, element by element (WSDL order, amounts with two decimals, CondicionIVAReceptorId)', () => {
    expect(tree(caeRequest(auth, creditNote))).toEqual(tree(fixture('wsfe-FECAESolicitar.request.xml')));
  });

  it('FECompUltimoAutorizado and FECompConsultar', () => {
    expect(tree(lastAuthorizedRequest(auth, 3, 1))).toEqual(
      tree(fixture('wsfe-FECompUltimoAutorizado.request.xml')),
    );
    expect(tree(consultRequest(auth, 3, 1, 42))).toEqual(tree(fixture('wsfe-FECompConsultar.request.xml')));
  });

  it('LoginCms, with the CMS in in0', () => {
    const sample = fixture('wsaa-loginCms.request.xml');
    const cms = readLoginRequest(sample);
    expect(tree(wsaaLoginRequest(cms))).toEqual(tree(sample));
  });

  it('the TRA asks for wsfe, valid from 10 minutes before to 10 minutes after, in Argentina time', () => {
    const tra = loginTicketRequest(new Date('2025-03-14T13:00:00Z'));
    expect(tree(tra)).toEqual([
      [
        'loginTicketRequest',
        [
          [
            'header',
            [
              ['uniqueId', '1741957200'],
              ['generationTime', '2025-03-14T09:50:00-03:00'],
              ['expirationTime', '2025-03-14T10:10:00-03:00'],
            ],
          ],
          ['service', 'wsfe'],
        ],
      ],
    ]);
  });

  it('the double reads the sample request back into the same voucher', () => {
    expect(readWsfeRequest(fixture('wsfe-FECAESolicitar.request.xml'))).toEqual({
      operation: 'FECAESolicitar',
      auth,
      count: 1,
      voucher: creditNote,
    });
  });
});

describe("ARCA's answers read by the client", () => {
  it('a login ticket, and a fault', () => {
    expect(readLoginResponse(fixture('wsaa-loginCms.response.xml'))).toEqual({
      token: 'PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiIHN0YW5kYWxvbmU9InllcyI/Pgo=',
      sign: 'Q2jK7vN1bS9xZ3RlcnM=',
      expiresAt: '2025-03-14T22:05:12.123-03:00',
    });
    expect(soapFault(fixture('wsaa-fault.response.xml'))).toEqual({
      code: 'ns1:coe.alreadyAuthenticated',
      message: 'El CEE ya posee un TA valido para el acceso al WSN solicitado',
    });
    expect(soapFault(fixture('wsaa-loginCms.response.xml'))).toBeNull();
  });

  it('the last number, an approval with its observation, a rejection', () => {
    expect(readLastAuthorized(fixture('wsfe-FECompUltimoAutorizado.response.xml'))).toBe(41);
    const approved = readCaeResponse(fixture('wsfe-FECAESolicitar.approved.response.xml'));
    expect(approved).toMatchObject({ approved: true, cae: '75114123456789', caeDueDate: '2025-03-24' });
    expect(approved.observations.map((o) => o.code)).toEqual([10217]);
    expect(readCaeResponse(fixture('wsfe-FECAESolicitar.rejected.response.xml'))).toEqual({
      approved: false,
      errors: [],
      observations: [
        {
          code: 10015,
          message:
            'Factura A. Si DocTipo = 80 (CUIT), DocNro debe ser un CUIT valido y encontrarse activo en los padrones de ARCA.',
        },
      ],
    });
  });

  it('a voucher found, one not there (602), and a refused ticket (600) thrown for renewal', () => {
    expect(readConsultResponse(fixture('wsfe-FECompConsultar.response.xml'))).toEqual({
      pointOfSale: 3,
      voucherType: 1,
      number: 42,
      date: '2025-03-14',
      docType: 80,
      docNumber: '20301112223',
      total: 1431,
      cae: '75114123456789',
      caeDueDate: '2025-03-24',
      result: 'A',
    });
    expect(readConsultResponse(fixture('wsfe-FECompConsultar.not-found.response.xml'))).toBeNull();
    expect(() => readCaeResponse(fixture('wsfe-token-error.response.xml'))).toThrow(WsfeErrors);
  });
});

describe("the double's answers have ARCA's shape", () => {
  it('FECAESolicitar approved and rejected', () => {
    const approved = caeAnswer(
      creditNote,
      auth.cuit,
      {
        approved: true,
        cae: '75114123456789',
        caeDueDate: '2025-03-24',
        observations: [{ code: 10217, message: 'x' }],
      },
      '20250314101512',
    );
    expect(shape(tree(approved))).toEqual(shape(tree(fixture('wsfe-FECAESolicitar.approved.response.xml'))));
    const rejected = caeAnswer(
      creditNote,
      auth.cuit,
      { approved: false, observations: [{ code: 10015, message: 'x' }], errors: [] },
      '20250314101512',
    );
    expect(shape(tree(rejected))).toEqual(shape(tree(fixture('wsfe-FECAESolicitar.rejected.response.xml'))));
  });

  it('FECompUltimoAutorizado, FECompConsultar (found and not) and LoginCms', () => {
    expect(tree(lastAuthorizedAnswer(3, 1, 41))).toEqual(
      tree(fixture('wsfe-FECompUltimoAutorizado.response.xml')),
    );
    const found = consultAnswer({
      pointOfSale: 3,
      voucherType: 1,
      number: 42,
      date: '2025-03-14',
      docType: 80,
      docNumber: '20301112223',
      total: 1431,
      cae: '75114123456789',
      caeDueDate: '2025-03-24',
      result: 'A',
      request: creditNote,
    });
    expect(shape(tree(found))).toEqual(shape(tree(fixture('wsfe-FECompConsultar.response.xml'))));
    expect(readConsultResponse(found)).toMatchObject({ number: 42, cae: '75114123456789', total: 1431 });
    expect(tree(consultAnswer(null))).toEqual(tree(fixture('wsfe-FECompConsultar.not-found.response.xml')));
    const login = loginAnswer({
      uniqueId: 1,
      generationTime: '2025-03-14T10:05:12-03:00',
      expirationTime: '2025-03-14T22:05:12-03:00',
      token: 'T',
      sign: 'S',
    });
    expect(shape(tree(login))).toEqual(shape(tree(fixture('wsaa-loginCms.response.xml'))));
    expect(readLoginResponse(login)).toEqual({
      token: 'T',
      sign: 'S',
      expiresAt: '2025-03-14T22:05:12-03:00',
    });
  });
});
