/**
 * Mercado Pago's webhook signature (decision 054). The `x-signature` header is `ts=<time>,v1=<hex>`,
 * where v1 is HMAC-SHA256, keyed with the webhook secret, of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` (data.id from the notification's query, in
 * lower case when it has letters). The double signs with the same function; the tests also hold it
 * to a vector computed apart (openssl), so both cannot drift together.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a notification's time may be from ours, either way: 10 minutes (decision 054). */
export const SIGNATURE_TOLERANCE_MS = 10 * 60_000;

export type SignatureInput = { dataId: string; requestId: string; ts: string };

export function signatureManifest({ dataId, requestId, ts }: SignatureInput): string {
  const id = /[a-z]/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `id:${id};request-id:${requestId};ts:${ts};`;
}

export function signNotification(secret: string, input: SignatureInput): string {
  return createHmac('sha256', secret).update(signatureManifest(input)).digest('hex');
}

/** The header Mercado Pago sends: `ts=...,v1=...`. */
export function signatureHeader(secret: string, input: SignatureInput): string {
  return `ts=${input.ts},v1=${signNotification(secret, input)}`;
}

/** `ts` in seconds (Mercado Pago's examples); a 13-digit value is read as milliseconds. */
function tsMillis(ts: string): number | null {
  if (!/^\d{1,16}$/.test(ts)) return null;
  const value = Number(ts);
  return value >= 1e12 ? value : value * 1000;
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'wrong' | 'old';

/**
 * Checks a notification: every part present (header, request id, data.id), the signature equal to
 * ours (compared in constant time) and its time within SIGNATURE_TOLERANCE_MS of `now`.
 */
export function checkSignature(input: {
  secret: string;
  header: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  now: number;
}): SignatureCheck {
  const { header, requestId, dataId } = input;
  if (!header || !requestId || !dataId) return 'missing';
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !v1) return 'missing';
  const at = tsMillis(ts);
  if (at === null || !/^[0-9a-f]{64}$/i.test(v1)) return 'malformed';
  const expected = Buffer.from(signNotification(input.secret, { dataId, requestId, ts }), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'wrong';
  if (Math.abs(input.now - at) > SIGNATURE_TOLERANCE_MS) return 'old';
  return 'ok';
}
