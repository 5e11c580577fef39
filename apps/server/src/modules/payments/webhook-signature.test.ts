import { describe, expect, it } from 'vitest';
import {
  checkSignature,
  SIGNATURE_TOLERANCE_MS,
  signatureHeader,
  signatureManifest,
  signNotification,
} from './webhook-signature.ts';

const secret = 'secreto-de-prueba';
const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
/** Computed apart: printf 'id:123456789;request-id:bb56...;ts:1704908010;' | openssl dgst -sha256 -hmac 'secreto-de-prueba' */
const VECTOR = 'd0e223fdbac489fb4f4578c32ca393d5982555088d0ccfed8122b82d685c3145';

describe('Mercado Pago webhook signature', () => {
  it('signs the manifest id;request-id;ts; with HMAC-SHA256 as openssl does', () => {
    const input = { dataId: '123456789', requestId, ts: '1704908010' };
    expect(signatureManifest(input)).toBe(`id:123456789;request-id:${requestId};ts:1704908010;`);
    expect(signNotification(secret, input)).toBe(VECTOR);
    expect(signatureHeader(secret, input)).toBe(`ts=1704908010,v1=${VECTOR}`);
  });

  it('lower-cases an alphanumeric data.id, as Mercado Pago asks', () => {
    expect(signatureManifest({ dataId: 'ABC123', requestId: 'r', ts: '1' })).toBe(
      'id:abc123;request-id:r;ts:1;',
    );
  });

  const now = 1_704_908_010_000;
  const check = (overrides: Partial<Parameters<typeof checkSignature>[0]>) =>
    checkSignature({
      secret,
      header: `ts=1704908010,v1=${VECTOR}`,
      requestId,
      dataId: '123456789',
      now,
      ...overrides,
    });

  it('accepts the good signature, with the time in seconds or in milliseconds, spaces around parts', () => {
    expect(check({})).toBe('ok');
    const ms = signatureHeader(secret, { dataId: '123456789', requestId, ts: String(now) });
    expect(check({ header: ms })).toBe('ok');
    expect(check({ header: ` ts = 1704908010 , v1 = ${VECTOR} ` })).toBe('ok');
  });

  it('refuses a signature made with another secret, or for another payment or request', () => {
    expect(check({ secret: 'otro-secreto' })).toBe('wrong');
    expect(check({ dataId: '123456780' })).toBe('wrong');
    expect(check({ requestId: 'otra' })).toBe('wrong');
    expect(check({ header: `ts=1704908011,v1=${VECTOR}` })).toBe('wrong');
  });

  it('refuses an old or future signature past the tolerance, and accepts one just inside it', () => {
    expect(check({ now: now + SIGNATURE_TOLERANCE_MS + 1000 })).toBe('old');
    expect(check({ now: now - SIGNATURE_TOLERANCE_MS - 1000 })).toBe('old');
    expect(check({ now: now + SIGNATURE_TOLERANCE_MS - 1000 })).toBe('ok');
  });

  it('refuses missing parts: header, request id, data.id, ts or v1; and malformed ones', () => {
    expect(check({ header: undefined })).toBe('missing');
    expect(check({ header: '' })).toBe('missing');
    expect(check({ requestId: undefined })).toBe('missing');
    expect(check({ dataId: undefined })).toBe('missing');
    expect(check({ header: `v1=${VECTOR}` })).toBe('missing');
    expect(check({ header: 'ts=1704908010' })).toBe('missing');
    expect(check({ header: `ts=abc,v1=${VECTOR}` })).toBe('malformed');
    expect(check({ header: 'ts=1704908010,v1=zz' })).toBe('malformed');
    expect(check({ header: `ts=1704908010,v1=${VECTOR.slice(2)}` })).toBe('malformed');
  });
});
