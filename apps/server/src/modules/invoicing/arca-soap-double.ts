/**
 * The local double of ARCA behind the real SOAP (decision 055), on loopback: WSAA's LoginCms (checks
 * the CMS signature of the TRA against the certificate inside it, answers a 12-hour token and sign)
 * and WSFEv1 (FECompUltimoAutorizado, FECAESolicitar, FECompConsultar) answered by arca-double.ts.
 * The real client (arca-client.ts) runs against it with ARCA_WSAA_URL and ARCA_WSFE_URL; `npm run
 * dev:arca` starts it. Faults are injected with POST /__double/faults (JSON: a list of
 * {kind: 'reject', observations} | {kind: 'timeout_after_send'} | {kind: 'unreachable'}).
 */
import { createHash, randomBytes, verify } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import forge from 'node-forge';
import {
  createLocalIssuer,
  type DoubleFault,
  type DoubleState,
  type LocalIssuer,
  storedVoucher,
} from './arca-double.ts';
import {
  caeAnswer,
  consultAnswer,
  faultAnswer,
  lastAuthorizedAnswer,
  loginAnswer,
  readLoginRequest,
  readWsfeRequest,
  wsfeErrorAnswer,
} from './arca-soap.ts';
import { arcaTime } from './arca-wsaa.ts';
import { IssuerError } from './fiscal-issuer.ts';

export type SoapDoubleOptions = {
  port?: number;
  host?: string;
  /** Keeps the vouchers between runs (dev:arca): a JSON file. */
  stateFile?: string;
  /** How long a 'timeout_after_send' holds its answer (longer than the client waits). */
  hangMs?: number;
  /** Refuse a second login while a ticket is valid, as WSAA does (coe.alreadyAuthenticated). */
  strictLogin?: boolean;
};

export type SoapDouble = {
  url: string;
  wsaaUrl: string;
  wsfeUrl: string;
  issuer: LocalIssuer;
  inject: (...faults: DoubleFault[]) => void;
  /** LoginCms calls answered with a ticket. */
  readonly logins: number;
  close: () => Promise<void>;
};

type Ticket = { sign: string; expires: number; cuit: string | null };

/** The bytes of the CMS content ([0] EXPLICIT OCTET STRING, possibly in chunks). */
function octets(node: forge.asn1.Asn1 | undefined): string {
  if (!node) return '';
  if (typeof node.value === 'string') return node.value;
  return node.value.map((child) => octets(child)).join('');
}

/** The TRA inside a CMS, after checking the signature over it with the certificate it carries. */
export function verifiedLoginRequest(cmsBase64: string): { tra: string; cuit: string | null } {
  const der = forge.util.decode64(cmsBase64);
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der)) as forge.pkcs7.PkcsSignedData & {
    rawCapture: {
      content?: forge.asn1.Asn1;
      authenticatedAttributes?: forge.asn1.Asn1[];
      signature: string;
    };
  };
  const certificate = message.certificates[0];
  if (!certificate) throw new Error('El CMS no trae el certificado');
  const content = octets(message.rawCapture.content);
  const attributes = message.rawCapture.authenticatedAttributes;
  if (!attributes) throw new Error('El CMS no trae atributos firmados');
  // messageDigest (1.2.840.113549.1.9.4) must be the content's SHA-256.
  const digest = createHash('sha256').update(Buffer.from(content, 'binary')).digest('binary');
  const child = (attribute: forge.asn1.Asn1, index: number) => (attribute.value as forge.asn1.Asn1[])[index];
  const digestAttribute = attributes.find(
    (attribute) => forge.asn1.derToOid(child(attribute, 0).value as string) === forge.pki.oids.messageDigest,
  );
  if (!digestAttribute) throw new Error('El CMS no trae el resumen del contenido');
  const stated = child(child(digestAttribute, 1), 0).value;
  if (stated !== digest) throw new Error('El resumen del CMS no corresponde al TRA');
  // The signature covers the attributes as a DER SET.
  const signedBytes = forge.asn1
    .toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes))
    .getBytes();
  const ok = verify(
    'sha256',
    Buffer.from(signedBytes, 'binary'),
    forge.pki.certificateToPem(certificate),
    Buffer.from(message.rawCapture.signature, 'binary'),
  );
  if (!ok) throw new Error('La firma del CMS no es válida');
  const serial = certificate.subject.getField({ name: 'serialNumber' })?.value as string | undefined;
  const cuit = serial?.match(/CUIT\s*(\d{11})/)?.[1] ?? null;
  return { tra: Buffer.from(content, 'binary').toString('utf8'), cuit };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function loadState(file: string | undefined): DoubleState | undefined {
  if (!file || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as DoubleState;
}

function saveState(file: string, state: DoubleState) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, file);
}

export async function startSoapDouble(options: SoapDoubleOptions = {}): Promise<SoapDouble> {
  const issuer = createLocalIssuer({
    state: loadState(options.stateFile),
    onChange: options.stateFile ? (state) => saveState(options.stateFile!, state) : undefined,
  });
  const tickets = new Map<string, Ticket>();
  const hangMs = options.hangMs ?? 30_000;
  const held = new Set<NodeJS.Timeout>();
  let logins = 0;

  const soap = (status: number, xml: string) => ({ status, xml });

  function login(xml: string) {
    let cuit: string | null;
    try {
      const checked = verifiedLoginRequest(readLoginRequest(xml));
      if (!checked.tra.includes('<service>wsfe</service>'))
        return soap(
          500,
          faultAnswer('ns1:coe.notAuthorized', 'Computador no autorizado a acceder al servicio'),
        );
      cuit = checked.cuit;
    } catch (error) {
      return soap(500, faultAnswer('ns1:cms.bad', `CMS no es valido: ${(error as Error).message}`));
    }
    const now = Date.now();
    if (options.strictLogin && [...tickets.values()].some((t) => t.expires > now))
      return soap(
        500,
        faultAnswer(
          'ns1:coe.alreadyAuthenticated',
          'El CEE ya posee un TA valido para el acceso al WSN solicitado',
        ),
      );
    const token = randomBytes(48).toString('base64');
    const sign = randomBytes(24).toString('base64');
    const expires = now + 12 * 3_600_000;
    tickets.set(token, { sign, expires, cuit });
    logins += 1;
    return soap(
      200,
      loginAnswer({
        uniqueId: Math.floor(now / 1000),
        generationTime: arcaTime(new Date(now)),
        expirationTime: arcaTime(new Date(expires)),
        token,
        sign,
      }),
    );
  }

  /** An answer, or null when the connection is to be cut (unreachable) or held (timeout after send). */
  async function wsfe(xml: string): Promise<{ status: number; xml: string; holdMs?: number } | null> {
    const call = readWsfeRequest(xml);
    const ticket = tickets.get(call.auth.token);
    if (!ticket || ticket.sign !== call.auth.sign || ticket.expires < Date.now())
      return soap(
        200,
        wsfeErrorAnswer(call.operation, [
          { code: 600, message: 'ValidacionDeToken: No validaron las firmas digitales' },
        ]),
      );
    if (ticket.cuit && ticket.cuit !== call.auth.cuit)
      return soap(
        200,
        wsfeErrorAnswer(call.operation, [{ code: 601, message: 'CUIT representada no incluida en Token' }]),
      );
    try {
      if (call.operation === 'FECompUltimoAutorizado') {
        const last = await issuer.lastAuthorized(call.pointOfSale, call.voucherType);
        return soap(200, lastAuthorizedAnswer(call.pointOfSale, call.voucherType, last));
      }
      if (call.operation === 'FECompConsultar') {
        await issuer.find(call.pointOfSale, call.voucherType, call.number);
        return soap(
          200,
          consultAnswer(storedVoucher(issuer, call.pointOfSale, call.voucherType, call.number)),
        );
      }
      if (call.count !== 1)
        return soap(
          200,
          wsfeErrorAnswer('FECAESolicitar', [{ code: 10001, message: 'CantReg debe ser 1 en este doble' }]),
        );
      const processedAt = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      try {
        const outcome = await issuer.issue(call.voucher);
        return soap(200, caeAnswer(call.voucher, call.auth.cuit, outcome, processedAt));
      } catch (error) {
        if (!(error instanceof IssuerError) || error.reason !== 'timeout') throw error;
        // Authorised, but the answer comes too late for the client.
        const stored = storedVoucher(
          issuer,
          call.voucher.pointOfSale,
          call.voucher.voucherType,
          call.voucher.number,
        );
        const outcome = {
          approved: true as const,
          cae: stored!.cae,
          caeDueDate: stored!.caeDueDate,
          observations: [],
        };
        return {
          ...soap(200, caeAnswer(call.voucher, call.auth.cuit, outcome, processedAt)),
          holdMs: hangMs,
        };
      }
    } catch (error) {
      if (error instanceof IssuerError && error.reason === 'unreachable') return null;
      throw error;
    }
  }

  const server: Server = createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/__double/faults') {
        issuer.inject(...(JSON.parse(body) as DoubleFault[]));
        response.writeHead(204).end();
        return;
      }
      if (request.method !== 'POST') {
        response.writeHead(405).end();
        return;
      }
      const answer = url.startsWith('/ws/services/LoginCms') ? login(body) : await wsfe(body);
      if (!answer) {
        request.socket.destroy();
        return;
      }
      const send = () => {
        response.writeHead(answer.status, { 'content-type': 'text/xml; charset=utf-8' });
        response.end(answer.xml);
      };
      const holdMs = 'holdMs' in answer ? Number(answer.holdMs) : 0;
      if (holdMs > 0) {
        const timer = setTimeout(() => {
          held.delete(timer);
          if (!response.destroyed) send();
        }, holdMs);
        held.add(timer);
        return;
      }
      send();
    } catch (error) {
      response
        .writeHead(500, { 'content-type': 'text/xml; charset=utf-8' })
        .end(faultAnswer('soap:Server', (error as Error).message));
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    wsaaUrl: `${url}/ws/services/LoginCms`,
    wsfeUrl: `${url}/wsfev1/service.asmx`,
    issuer,
    inject: (...faults) => issuer.inject(...faults),
    get logins() {
      return logins;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of held) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
