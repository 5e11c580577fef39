import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  REGISTER_FAILED,
  REGISTER_GENERIC_ERROR,
  REGISTER_NO_RESPONSE,
  registerFailure,
  UNEXPECTED_ERROR,
} from './register-errors';

const FIELDS = ['email', 'username', 'invitation_code'];

describe('registerFailure', () => {
  it('puts field errors on their fields and in the toasts', () => {
    const error = new ApiError('x', 400, {
      email: ['Este email ya está registrado. Por favor usa otro email.'],
      username: ['Este nombre de usuario ya está en uso. Por favor elige otro.'],
    });
    expect(registerFailure(error, FIELDS)).toEqual({
      fields: {
        email: 'Este email ya está registrado. Por favor usa otro email.',
        username: 'Este nombre de usuario ya está en uso. Por favor elige otro.',
      },
      messages: [
        'Este email ya está registrado. Por favor usa otro email.',
        'Este nombre de usuario ya está en uso. Por favor elige otro.',
      ],
    });
  });

  it('shows detail and error lists as toasts', () => {
    expect(
      registerFailure(new ApiError('x', 429, { detail: 'Demasiados intentos' }), FIELDS).messages,
    ).toEqual(['Demasiados intentos']);
    expect(registerFailure(new ApiError('x', 400, { errors: ['Uno', 'Dos'] }), FIELDS).messages).toEqual([
      'Uno',
      'Dos',
    ]);
  });

  it('falls back to the fixed texts', () => {
    expect(registerFailure(new ApiError('x', 400, {}), FIELDS).messages).toEqual([REGISTER_GENERIC_ERROR]);
    expect(registerFailure(new ApiError('x', 500, undefined), FIELDS).messages).toEqual([REGISTER_FAILED]);
    expect(registerFailure(new ApiError('x', 502, '<html>Bad gateway</html>'), FIELDS).messages).toEqual([
      REGISTER_FAILED,
    ]);
    expect(registerFailure(new ApiError('x', 0, undefined, 'network'), FIELDS).messages).toEqual([
      REGISTER_NO_RESPONSE,
    ]);
    expect(registerFailure(new Error('boom'), FIELDS).messages).toEqual([UNEXPECTED_ERROR]);
  });
});
