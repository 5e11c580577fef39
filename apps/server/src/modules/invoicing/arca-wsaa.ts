/**
 * ARCA's login (WSAA, decision 055): a login ticket request (TRA) for the service 'wsfe', signed here
 * as CMS (PKCS#7 SignedData, SHA-256, the TRA inside) with the certificate and key of ARCA_CERT and
 * ARCA_KEY, sent to LoginCms; the token and sign it answers are kept until they expire (12 hours), in
 * memory and in a file of DATA_DIR (mode 0600) that the store's processes on this machine share:
 * WSAA refuses a second ticket while one is valid (coe.alreadyAuthenticated).
 * Neither the key, nor the token and sign, ever reach a log line or an answer.
 */
import { createHash, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { type LoginTicket, readLoginResponse, soapFault, wsaaLoginRequest } from './arca-soap.ts';
import { IssuerError } from './fiscal-issuer.ts';

/** '2025-03-14T10:20:30-03:00': ARCA's times, in Argentina's offset. */
export function arcaTime(date: Date): string {
  return `${new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

/** The TRA: valid from 10 minutes ago to 10 minutes ahead (WSAA tolerates small clock skews). */
export function loginTicketRequest(now: Date, service = 'wsfe'): string {
  const uniqueId = Math.floor(now.getTime() / 1000);
  return (
    `<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header>` +
    `<uniqueId>${uniqueId}</uniqueId>` +
    `<generationTime>${arcaTime(new Date(now.getTime() - 600_000))}</generationTime>` +
    `<expirationTime>${arcaTime(new Date(now.getTime() + 600_000))}</expirationTime>` +
    `</header><service>${service}</service></loginTicketRequest>`
  );
}

/** The TRA signed as CMS with the content inside, base64 DER (what LoginCms takes as in0). */
export function signLoginRequest(tra: string, certificatePem: string, keyPem: string): string {
  const certificate = forge.pki.certificateFromPem(certificatePem);
  const key = forge.pki.privateKeyFromPem(keyPem);
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(tra, 'utf8');
  signed.addCertificate(certificate);
  signed.addSigner({
    key,
    certificate,
    digestAlgorithm: forge.pki.oids.sha256,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest },
      { type: forge.pki.oids.signingTime, value: new Date() as unknown as string },
    ],
  });
  signed.sign();
  return forge.util.encode64(forge.asn1.toDer(signed.toAsn1()).getBytes());
}

export type WsaaOptions = {
  url: string;
  certFile: string;
  keyFile: string;
  /** Where the ticket is kept between processes and restarts (DATA_DIR). */
  dataDir: string;
  timeoutMs: number;
  now?: () => Date;
};

export type Wsaa = {
  /** A valid token and sign, from memory, the shared file, or a new login. */
  credentials: () => Promise<{ token: string; sign: string }>;
  /** Forget the ticket (WSFEv1 refused it): the next call logs in again. */
  invalidate: () => void;
};

/** A ticket is used until 5 minutes before it expires. */
const MARGIN_MS = 5 * 60_000;

export function createWsaa(options: WsaaOptions): Wsaa {
  const now = options.now ?? (() => new Date());
  // One file per certificate and address: homologación and producción tickets never mix.
  const id = createHash('sha256').update(`${options.certFile}\n${options.url}`).digest('hex').slice(0, 16);
  const file = path.join(options.dataDir, `arca-ticket-${id}.json`);
  let ticket: LoginTicket | null = null;
  /** The token WSFEv1 refused: the shared file may still hold it. */
  let refused: string | null = null;
  let pending: Promise<LoginTicket> | null = null;

  const valid = (t: LoginTicket | null): t is LoginTicket =>
    t !== null && new Date(t.expiresAt).getTime() - MARGIN_MS > now().getTime();

  function readFile(): LoginTicket | null {
    try {
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LoginTicket) : null;
    } catch {
      return null;
    }
  }

  function writeFile(t: LoginTicket) {
    mkdirSync(options.dataDir, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomInt(1e9)}`;
    writeFileSync(temporary, JSON.stringify(t), { mode: 0o600 });
    renameSync(temporary, file);
  }

  async function login(): Promise<LoginTicket> {
    const cms = signLoginRequest(
      loginTicketRequest(now()),
      readFileSync(options.certFile, 'utf8'),
      readFileSync(options.keyFile, 'utf8'),
    );
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
        body: wsaaLoginRequest(cms),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new IssuerError('unreachable', 'El servicio de autenticación de ARCA (WSAA) no responde', {
        sent: false,
        cause: error,
      });
    }
    const xml = await response.text();
    const fault = (() => {
      try {
        return soapFault(xml);
      } catch {
        return null;
      }
    })();
    if (fault) {
      // Another process of the store got the ticket a moment ago: it is in the shared file.
      const shared = readFile();
      if (fault.code.includes('alreadyAuthenticated') && valid(shared)) return shared;
      throw new IssuerError('login', `ARCA rechazó el inicio de sesión (WSAA): ${fault.message}`, {
        sent: false,
      });
    }
    try {
      const fresh = readLoginResponse(xml);
      writeFile(fresh);
      return fresh;
    } catch (error) {
      throw new IssuerError('bad_answer', 'WSAA respondió algo que no es un ticket de acceso', {
        sent: false,
        cause: error,
      });
    }
  }

  return {
    async credentials() {
      if (!valid(ticket)) {
        const shared = readFile();
        ticket = shared && shared.token !== refused ? shared : null;
      }
      if (!valid(ticket)) {
        pending ??= login().finally(() => {
          pending = null;
        });
        ticket = await pending;
      }
      return { token: ticket.token, sign: ticket.sign };
    },
    invalidate() {
      refused = ticket?.token ?? refused;
      ticket = null;
    },
  };
}
