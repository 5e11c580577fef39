import { and, desc, eq } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance.ts';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

let sequence = 0;

/** A distinct client address per call, so per-IP rate limits stay out of the way of other tests. */
export const nextIp = () => {
  sequence++;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};

/** An address in a /24 network no earlier address used (the per-account lock counts networks). */
export const nextNetworkIp = () => {
  sequence = ((sequence >> 8) + 1) << 8;
  return nextIp();
};

export function registration(overrides: Record<string, unknown> = {}) {
  sequence++;
  const id = `${Date.now().toString(36)}${sequence}`;
  return {
    first_name: 'Marina',
    last_name: 'Gómez',
    username: `tienda${id}`,
    email: `tienda${id}@example.com`,
    password: 'secreto123',
    password2: 'secreto123',
    business_name: 'Grow Marina',
    business_address: 'Av. Siempre Viva 742',
    phone_number: '1155556666',
    dni: '30111222',
    business_type: 'Grow Shop',
    instagram: '@growmarina',
    ...overrides,
  };
}

/** POST/PUT/PATCH/GET/DELETE from a fresh address, with optional headers. */
export function call(
  app: AppInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  return app.inject({
    method,
    url,
    payload: options.payload as object | undefined,
    headers: options.headers,
    remoteAddress: options.ip ?? nextIp(),
  });
}

/** The newest e-mail of a kind sent to an address. */
export async function lastMail(db: Db, to: string, kind: string) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

/** The 6-digit code of the newest e-mail of a kind sent to an address, read from its text. */
export async function lastCode(db: Db, to: string, kind: string): Promise<string> {
  const mail = await lastMail(db, to, kind);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no ${kind} code e-mailed to ${to}`);
  return code;
}

/** Some other 6-digit code than the given one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
