/**
 * ARCA's SOAP, both ways (decision 055): the envelopes the client sends to WSAA (LoginCms) and WSFEv1
 * (FECompUltimoAutorizado, FECAESolicitar, FECompConsultar) and reads back, and the same envelopes as
 * the local double (arca-soap-double.ts) reads and answers them. One file, so the client and the
 * double cannot drift apart; fixtures/arca/ holds samples shaped after the manual's, compared by the tests.
 *
 * SOAP 1.1; WSFEv1's namespace http://ar.gov.afip.dif.FEV1/, WSAA's
 * http://wsaa.view.sua.dvadac.desein.afip.gov. Elements in the WSDL's order (it is a sequence).
 */
import { XMLParser } from 'fast-xml-parser';
import {
  type ArcaMessage,
  type FoundVoucher,
  fromArcaDate,
  type IssueResult,
  toArcaDate,
  type VoucherRequest,
} from './fiscal-issuer.ts';

export const WSFE_NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';
export const WSAA_NAMESPACE = 'http://wsaa.view.sua.dvadac.desein.afip.gov';
const SOAP_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';

/** The addresses by fiscal_settings.environment (ARCA_WSAA_URL / ARCA_WSFE_URL override them). */
export const ARCA_ADDRESSES = {
  homologacion: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  },
  produccion: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
  },
} as const;

export type WsfeOperation = 'FECompUltimoAutorizado' | 'FECAESolicitar' | 'FECompConsultar';
export type Auth = { token: string; sign: string; cuit: string };

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** `<ar:Name>value</ar:Name>`; children given as an array of already built elements. */
function el(name: string, content: string | number | string[], prefix = 'ar'): string {
  const inner = Array.isArray(content) ? content.join('') : escapeXml(String(content));
  return `<${prefix}:${name}>${inner}</${prefix}:${name}>`;
}

const amount = (value: number) => value.toFixed(2);

// ---- Requests (the client builds them, the double reads them) ----

export function wsaaLoginRequest(cmsBase64: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="${SOAP_NAMESPACE}" xmlns:wsaa="${WSAA_NAMESPACE}">` +
    `<soapenv:Header/><soapenv:Body>${el('loginCms', [el('in0', cmsBase64, 'wsaa')], 'wsaa')}</soapenv:Body>` +
    `</soapenv:Envelope>`
  );
}

function wsfeEnvelope(operation: WsfeOperation, parts: string[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="${SOAP_NAMESPACE}" xmlns:ar="${WSFE_NAMESPACE}">` +
    `<soapenv:Header/><soapenv:Body>${el(operation, parts)}</soapenv:Body></soapenv:Envelope>`
  );
}

const authElement = (auth: Auth) =>
  el('Auth', [el('Token', auth.token), el('Sign', auth.sign), el('Cuit', auth.cuit)]);

export function lastAuthorizedRequest(auth: Auth, pointOfSale: number, voucherType: number): string {
  return wsfeEnvelope('FECompUltimoAutorizado', [
    authElement(auth),
    el('PtoVta', pointOfSale),
    el('CbteTipo', voucherType),
  ]);
}

export function consultRequest(auth: Auth, pointOfSale: number, voucherType: number, number: number): string {
  return wsfeEnvelope('FECompConsultar', [
    authElement(auth),
    el('FeCompConsReq', [el('CbteTipo', voucherType), el('CbteNro', number), el('PtoVta', pointOfSale)]),
  ]);
}

export function caeRequest(auth: Auth, v: VoucherRequest): string {
  const detail = [
    el('Concepto', v.concept),
    el('DocTipo', v.docType),
    el('DocNro', v.docNumber),
    el('CbteDesde', v.number),
    el('CbteHasta', v.number),
    el('CbteFch', toArcaDate(v.date)),
    el('ImpTotal', amount(v.total)),
    el('ImpTotConc', amount(v.untaxed)),
    el('ImpNeto', amount(v.net)),
    el('ImpOpEx', amount(v.exempt)),
    el('ImpTrib', amount(v.otherTaxes)),
    el('ImpIVA', amount(v.iva)),
    el('MonId', v.currency),
    el('MonCotiz', v.rate),
    el('CondicionIVAReceptorId', v.receiverIvaConditionId),
  ];
  if (v.related.length)
    detail.push(
      el(
        'CbtesAsoc',
        v.related.map((r) =>
          el('CbteAsoc', [
            el('Tipo', r.voucherType),
            el('PtoVta', r.pointOfSale),
            el('Nro', r.number),
            el('Cuit', r.cuit),
            el('CbteFch', toArcaDate(r.date)),
          ]),
        ),
      ),
    );
  if (v.ivaItems.length)
    detail.push(
      el(
        'Iva',
        v.ivaItems.map((item) =>
          el('AlicIva', [
            el('Id', item.id),
            el('BaseImp', amount(item.base)),
            el('Importe', amount(item.amount)),
          ]),
        ),
      ),
    );
  return wsfeEnvelope('FECAESolicitar', [
    authElement(auth),
    el('FeCAEReq', [
      el('FeCabReq', [el('CantReg', 1), el('PtoVta', v.pointOfSale), el('CbteTipo', v.voucherType)]),
      el('FeDetReq', [el('FECAEDetRequest', detail)]),
    ]),
  ]);
}

// ---- Reading XML ----

const ARRAYS = new Set(['Obs', 'Err', 'Evt', 'AlicIva', 'CbteAsoc', 'FECAEDetRequest', 'FECAEDetResponse']);
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ARRAYS.has(name),
});

/** Parsed XML: read field by field and checked by the readers below. */
type Node = any;

/** The SOAP body's first element, with its name. Throws on XML that is not a SOAP envelope. */
export function soapBody(xml: string): { name: string; node: Node } {
  const doc = parser.parse(xml);
  const body = doc?.Envelope?.Body;
  if (!body || typeof body !== 'object') throw new Error('La respuesta no es un sobre SOAP');
  const name = Object.keys(body)[0];
  if (!name) throw new Error('El sobre SOAP está vacío');
  return { name, node: body[name] ?? {} };
}

const text = (value: unknown): string => (value == null ? '' : String(value));
const int = (value: unknown): number => Number.parseInt(text(value), 10);
const num = (value: unknown): number => Number(text(value));

function messages(list: Node, item: 'Obs' | 'Err' | 'Evt'): ArcaMessage[] {
  const entries: Node[] = list?.[item] ?? [];
  return entries.map((entry) => ({ code: int(entry.Code), message: text(entry.Msg) }));
}

/** A SOAP Fault's code and text, or null. */
export function soapFault(xml: string): { code: string; message: string } | null {
  const { name, node } = soapBody(xml);
  if (name !== 'Fault') return null;
  return { code: text(node.faultcode), message: text(node.faultstring) };
}

export type LoginTicket = { token: string; sign: string; expiresAt: string };

export function readLoginResponse(xml: string): LoginTicket {
  const { name, node } = soapBody(xml);
  if (name !== 'loginCmsResponse') throw new Error(`WSAA respondió ${name}`);
  const ticket = parser.parse(text(node.loginCmsReturn))?.loginTicketResponse;
  const token = text(ticket?.credentials?.token);
  const sign = text(ticket?.credentials?.sign);
  const expiresAt = text(ticket?.header?.expirationTime);
  if (!token || !sign || !expiresAt) throw new Error('WSAA no devolvió token y firma');
  return { token, sign, expiresAt };
}

function resultOf(xml: string, operation: WsfeOperation): Node {
  const { name, node } = soapBody(xml);
  if (name !== `${operation}Response`) throw new Error(`WSFEv1 respondió ${name} a ${operation}`);
  return node[`${operation}Result`] ?? {};
}

/** ARCA's errors of an answer (600-602 on the token, 10000s on the request). */
export class WsfeErrors extends Error {
  readonly errors: ArcaMessage[];
  constructor(errors: ArcaMessage[]) {
    super(errors.map((e) => `${e.code}: ${e.message}`).join(' '));
    this.errors = errors;
  }
}

export function readLastAuthorized(xml: string): number {
  const result = resultOf(xml, 'FECompUltimoAutorizado');
  const errors = messages(result.Errors, 'Err');
  if (errors.length) throw new WsfeErrors(errors);
  return int(result.CbteNro);
}

export function readCaeResponse(xml: string): IssueResult {
  const result = resultOf(xml, 'FECAESolicitar');
  const detail: Node = result.FeDetResp?.FECAEDetResponse?.[0] ?? {};
  const observations = messages(detail.Observaciones, 'Obs');
  const errors = messages(result.Errors, 'Err');
  // Refused before looking at the voucher (the ticket: 600, 601): nothing was processed.
  if (!result.FeDetResp && errors.some((e) => e.code === 600 || e.code === 601)) throw new WsfeErrors(errors);
  const approved = text(detail.Resultado) === 'A' && text(detail.CAE).length === 14;
  if (approved)
    return {
      approved,
      cae: text(detail.CAE),
      caeDueDate: fromArcaDate(text(detail.CAEFchVto)),
      observations,
    };
  return { approved: false, observations, errors };
}

/** ARCA's "no existen datos" for a number it never authorised. */
export const NOT_FOUND_CODE = 602;

export function readConsultResponse(xml: string): FoundVoucher | null {
  const result = resultOf(xml, 'FECompConsultar');
  const errors = messages(result.Errors, 'Err');
  if (errors.some((e) => e.code === NOT_FOUND_CODE)) return null;
  if (errors.length) throw new WsfeErrors(errors);
  const got = result.ResultGet ?? {};
  return {
    pointOfSale: int(got.PtoVta),
    voucherType: int(got.CbteTipo),
    number: int(got.CbteDesde),
    date: fromArcaDate(text(got.CbteFch)),
    docType: int(got.DocTipo),
    docNumber: text(got.DocNro),
    total: num(got.ImpTotal),
    cae: text(got.CodAutorizacion),
    caeDueDate: fromArcaDate(text(got.FchVto)),
    result: text(got.Resultado),
  };
}

// ---- The double's side: reading requests, writing answers ----

export type WsfeCall =
  | { operation: 'FECompUltimoAutorizado'; auth: Auth; pointOfSale: number; voucherType: number }
  | { operation: 'FECompConsultar'; auth: Auth; pointOfSale: number; voucherType: number; number: number }
  | { operation: 'FECAESolicitar'; auth: Auth; voucher: VoucherRequest; count: number };

/** A WSFEv1 request as the double reads it. */
export function readWsfeRequest(xml: string): WsfeCall {
  const { name, node } = soapBody(xml);
  const auth: Auth = {
    token: text(node.Auth?.Token),
    sign: text(node.Auth?.Sign),
    cuit: text(node.Auth?.Cuit),
  };
  if (name === 'FECompUltimoAutorizado')
    return { operation: name, auth, pointOfSale: int(node.PtoVta), voucherType: int(node.CbteTipo) };
  if (name === 'FECompConsultar') {
    const req = node.FeCompConsReq ?? {};
    return {
      operation: name,
      auth,
      pointOfSale: int(req.PtoVta),
      voucherType: int(req.CbteTipo),
      number: int(req.CbteNro),
    };
  }
  if (name === 'FECAESolicitar') {
    const cab = node.FeCAEReq?.FeCabReq ?? {};
    const details: Node[] = node.FeCAEReq?.FeDetReq?.FECAEDetRequest ?? [];
    const d = details[0] ?? {};
    const related: Node[] = d.CbtesAsoc?.CbteAsoc ?? [];
    const iva: Node[] = d.Iva?.AlicIva ?? [];
    return {
      operation: name,
      auth,
      count: Math.max(int(cab.CantReg), details.length),
      voucher: {
        pointOfSale: int(cab.PtoVta),
        voucherType: int(cab.CbteTipo),
        number: int(d.CbteDesde),
        concept: int(d.Concepto),
        docType: int(d.DocTipo),
        docNumber: text(d.DocNro),
        receiverIvaConditionId: int(d.CondicionIVAReceptorId),
        date: fromArcaDate(text(d.CbteFch)),
        total: num(d.ImpTotal),
        untaxed: num(d.ImpTotConc),
        net: num(d.ImpNeto),
        exempt: num(d.ImpOpEx),
        otherTaxes: num(d.ImpTrib),
        iva: num(d.ImpIVA),
        ivaItems: iva.map((item) => ({
          id: int(item.Id),
          base: num(item.BaseImp),
          amount: num(item.Importe),
        })),
        currency: text(d.MonId),
        rate: num(d.MonCotiz),
        related: related.map((r) => ({
          voucherType: int(r.Tipo),
          pointOfSale: int(r.PtoVta),
          number: int(r.Nro),
          cuit: text(r.Cuit),
          date: fromArcaDate(text(r.CbteFch)),
        })),
      },
    };
  }
  throw new Error(`Operación desconocida: ${name}`);
}

/** The CMS of a WSAA LoginCms request. */
export function readLoginRequest(xml: string): string {
  const { name, node } = soapBody(xml);
  if (name !== 'loginCms') throw new Error(`Operación desconocida: ${name}`);
  return text(node.in0);
}

function answerEnvelope(body: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<soap:Envelope xmlns:soap="${SOAP_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${body}</soap:Body></soap:Envelope>`
  );
}

/** `<Name>...</Name>` without a prefix (ARCA's answers use a default namespace). */
function plain(name: string, content: string | number | string[]): string {
  const inner = Array.isArray(content) ? content.join('') : escapeXml(String(content));
  return `<${name}>${inner}</${name}>`;
}

const messageList = (wrapper: string, item: 'Obs' | 'Err', list: ArcaMessage[]) =>
  list.length
    ? plain(
        wrapper,
        list.map((m) => plain(item, [plain('Code', m.code), plain('Msg', m.message)])),
      )
    : '';

export function faultAnswer(code: string, message: string): string {
  return answerEnvelope(plain('soap:Fault', [plain('faultcode', code), plain('faultstring', message)]));
}

export function loginAnswer(ticket: {
  uniqueId: number;
  generationTime: string;
  expirationTime: string;
  token: string;
  sign: string;
}): string {
  const inner =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<loginTicketResponse version="1.0"><header><source>CN=wsaahomo, O=AFIP, C=AR</source>` +
    `<destination>SERIALNUMBER=CUIT</destination><uniqueId>${ticket.uniqueId}</uniqueId>` +
    `<generationTime>${ticket.generationTime}</generationTime><expirationTime>${ticket.expirationTime}</expirationTime>` +
    `</header><credentials><token>${ticket.token}</token><sign>${ticket.sign}</sign></credentials></loginTicketResponse>`;
  return answerEnvelope(
    `<loginCmsResponse xmlns="${WSAA_NAMESPACE}">${plain('loginCmsReturn', inner)}</loginCmsResponse>`,
  );
}

export function lastAuthorizedAnswer(
  pointOfSale: number,
  voucherType: number,
  number: number,
  errors: ArcaMessage[] = [],
): string {
  return answerEnvelope(
    `<FECompUltimoAutorizadoResponse xmlns="${WSFE_NAMESPACE}">` +
      plain('FECompUltimoAutorizadoResult', [
        plain('PtoVta', pointOfSale),
        plain('CbteTipo', voucherType),
        plain('CbteNro', number),
        messageList('Errors', 'Err', errors),
      ]) +
      `</FECompUltimoAutorizadoResponse>`,
  );
}

export function caeAnswer(
  v: VoucherRequest,
  cuit: string,
  outcome: IssueResult,
  processedAt: string,
): string {
  const approved = outcome.approved;
  const detail = [
    plain('Concepto', v.concept),
    plain('DocTipo', v.docType),
    plain('DocNro', v.docNumber),
    plain('CbteDesde', v.number),
    plain('CbteHasta', v.number),
    plain('CbteFch', toArcaDate(v.date)),
    plain('Resultado', approved ? 'A' : 'R'),
    messageList('Observaciones', 'Obs', outcome.observations),
    plain('CAE', approved ? outcome.cae : ''),
    plain('CAEFchVto', approved ? toArcaDate(outcome.caeDueDate) : ''),
  ];
  return answerEnvelope(
    `<FECAESolicitarResponse xmlns="${WSFE_NAMESPACE}">` +
      plain('FECAESolicitarResult', [
        plain('FeCabResp', [
          plain('Cuit', cuit),
          plain('PtoVta', v.pointOfSale),
          plain('CbteTipo', v.voucherType),
          plain('FchProceso', processedAt),
          plain('CantReg', 1),
          plain('Resultado', approved ? 'A' : 'R'),
          plain('Reproceso', 'N'),
        ]),
        plain('FeDetResp', [plain('FECAEDetResponse', detail)]),
        approved ? '' : messageList('Errors', 'Err', outcome.errors),
      ]) +
      `</FECAESolicitarResponse>`,
  );
}

export function consultAnswer(found: (FoundVoucher & { request: VoucherRequest }) | null): string {
  const body = found
    ? plain('ResultGet', [
        plain('Concepto', found.request.concept),
        plain('DocTipo', found.docType),
        plain('DocNro', found.docNumber),
        plain('CbteDesde', found.number),
        plain('CbteHasta', found.number),
        plain('CbteFch', toArcaDate(found.date)),
        plain('ImpTotal', amount(found.total)),
        plain('ImpTotConc', amount(found.request.untaxed)),
        plain('ImpNeto', amount(found.request.net)),
        plain('ImpOpEx', amount(found.request.exempt)),
        plain('ImpTrib', amount(found.request.otherTaxes)),
        plain('ImpIVA', amount(found.request.iva)),
        plain('MonId', found.request.currency),
        plain('MonCotiz', found.request.rate),
        plain('Resultado', found.result),
        plain('CodAutorizacion', found.cae),
        plain('EmisionTipo', 'CAE'),
        plain('FchVto', toArcaDate(found.caeDueDate)),
        plain('FchProceso', toArcaDate(found.date)),
        plain('PtoVta', found.pointOfSale),
        plain('CbteTipo', found.voucherType),
      ])
    : messageList('Errors', 'Err', [
        {
          code: NOT_FOUND_CODE,
          message: 'No existen datos en nuestros registros para los parametros ingresados.',
        },
      ]);
  return answerEnvelope(
    `<FECompConsultarResponse xmlns="${WSFE_NAMESPACE}">${plain('FECompConsultarResult', [body])}</FECompConsultarResponse>`,
  );
}

export function wsfeErrorAnswer(operation: WsfeOperation, errors: ArcaMessage[]): string {
  return answerEnvelope(
    `<${operation}Response xmlns="${WSFE_NAMESPACE}">${plain(`${operation}Result`, [messageList('Errors', 'Err', errors)])}</${operation}Response>`,
  );
}
