/**
 * The real FiscalIssuer (decision 055): WSFEv1 over HTTPS with the ticket of arca-wsaa.ts. A refused
 * ticket (600/601) is renewed once and the call repeated: ARCA processed nothing. A timeout or a cut
 * connection on FECAESolicitar is reported as sent (IssuerError.sent): the caller looks the voucher up
 * with FECompConsultar before anything else.
 */
import {
  type Auth,
  caeRequest,
  consultRequest,
  lastAuthorizedRequest,
  readCaeResponse,
  readConsultResponse,
  readLastAuthorized,
  soapFault,
  WsfeErrors,
  type WsfeOperation,
} from './arca-soap.ts';
import type { Wsaa } from './arca-wsaa.ts';
import { type FiscalIssuer, IssuerError } from './fiscal-issuer.ts';

export type ArcaClientOptions = {
  wsfeUrl: string;
  /** The store's CUIT (Auth.Cuit). */
  cuit: string;
  wsaa: Wsaa;
  timeoutMs: number;
};

const TOKEN_ERRORS = new Set([600, 601]);

export function createArcaClient(options: ArcaClientOptions): FiscalIssuer {
  /**
   * A question (the last number, a lookup) is asked again once when the connection broke before an
   * answer (a kept-alive socket ARCA closed): asking twice changes nothing. A FECAESolicitar never is.
   */
  async function post(operation: WsfeOperation, body: string): Promise<string> {
    try {
      return await postOnce(operation, body);
    } catch (error) {
      if (operation === 'FECAESolicitar' || !(error instanceof IssuerError) || error.reason !== 'unreachable')
        throw error;
      return postOnce(operation, body);
    }
  }

  async function postOnce(operation: WsfeOperation, body: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(options.wsfeUrl, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: `"http://ar.gov.afip.dif.FEV1/${operation}"`,
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const xml = await response.text();
      const fault = safeFault(xml);
      if (fault)
        throw new IssuerError('bad_answer', `WSFEv1 respondió un error: ${fault.message}`, { sent: true });
      return xml;
    } catch (error) {
      if (error instanceof IssuerError) throw error;
      const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      // Refused: nothing left this server. Anything else may have reached ARCA.
      throw new IssuerError(
        timedOut ? 'timeout' : 'unreachable',
        timedOut ? 'ARCA no respondió a tiempo' : 'No se pudo conectar con ARCA',
        { sent: !refused, cause: error },
      );
    }
  }

  /** Runs a call with the ticket; a refused ticket is renewed once. */
  async function call<T>(operation: WsfeOperation, build: (auth: Auth) => string, read: (xml: string) => T) {
    for (let attempt = 0; ; attempt++) {
      const { token, sign } = await options.wsaa.credentials();
      const xml = await post(operation, build({ token, sign, cuit: options.cuit }));
      try {
        return read(xml);
      } catch (error) {
        if (
          error instanceof WsfeErrors &&
          attempt === 0 &&
          error.errors.some((e) => TOKEN_ERRORS.has(e.code))
        ) {
          options.wsaa.invalidate();
          continue;
        }
        if (error instanceof WsfeErrors)
          throw new IssuerError('bad_answer', `ARCA: ${error.message}`, { sent: true });
        throw new IssuerError('bad_answer', 'ARCA respondió algo que no se pudo leer', {
          sent: true,
          cause: error,
        });
      }
    }
  }

  return {
    kind: 'arca',
    lastAuthorized: (pointOfSale, voucherType) =>
      call(
        'FECompUltimoAutorizado',
        (auth) => lastAuthorizedRequest(auth, pointOfSale, voucherType),
        readLastAuthorized,
      ),
    async issue(voucher) {
      const result = await call('FECAESolicitar', (auth) => caeRequest(auth, voucher), readCaeResponse);
      // A rejection for the ticket itself (600/601) was processed as nothing: renewed above.
      return result;
    },
    find: (pointOfSale, voucherType, number) =>
      call(
        'FECompConsultar',
        (auth) => consultRequest(auth, pointOfSale, voucherType, number),
        readConsultResponse,
      ),
  };
}

function safeFault(xml: string) {
  try {
    return soapFault(xml);
  } catch {
    return null;
  }
}
