import { CONTACT_DAILY_LIMIT_MESSAGE } from '@mayorista/shared/accounts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { CONTACT_FALLBACK_ERROR, contactErrorMessage, contactSuccessMessage } from './messages';

describe('contactSuccessMessage', () => {
  it('depends on the confirmation e-mail', () => {
    expect(contactSuccessMessage({ email_status: { confirmation_sent: true } })).toBe(
      '¡Mensaje enviado correctamente! Te hemos enviado una confirmación por email. Te responderemos pronto.',
    );
    expect(contactSuccessMessage({ email_status: { confirmation_sent: false } })).toBe(
      '¡Mensaje enviado correctamente! Te responderemos pronto a tu email.',
    );
    expect(contactSuccessMessage({})).toBe('¡Mensaje enviado correctamente! Te responderemos pronto.');
  });
});

describe('contactErrorMessage', () => {
  it('maps 429 to the daily limit', () => {
    expect(contactErrorMessage(new ApiError('x', 429, { detail: 'otro' }))).toBe(CONTACT_DAILY_LIMIT_MESSAGE);
  });
  it('prefers error, then detail, then message', () => {
    expect(contactErrorMessage(new ApiError('x', 400, { error: 'A', detail: 'B' }))).toBe('A');
    expect(contactErrorMessage(new ApiError('x', 400, { detail: 'B', message: 'C' }))).toBe('B');
    expect(contactErrorMessage(new ApiError('x', 500, { message: 'C' }))).toBe('C');
  });
  it('falls back to the fixed text', () => {
    expect(contactErrorMessage(new ApiError('x', 400, { mensaje: ['x'] }))).toBe(CONTACT_FALLBACK_ERROR);
    expect(contactErrorMessage(new Error('x'))).toBe(CONTACT_FALLBACK_ERROR);
  });
});
