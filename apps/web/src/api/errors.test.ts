import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorMessage,
  NETWORK_MESSAGE,
  serverMessage,
  TIMEOUT_MESSAGE,
  withFallbackMessage,
} from './errors';

const httpError = (body: unknown, status = 400) => new ApiError('x', status, body);

describe('serverMessage (accounts §7 order)', () => {
  it('prefers detail, then message', () => {
    expect(serverMessage({ detail: 'Detalle', message: 'Mensaje' })).toBe('Detalle');
    expect(serverMessage({ message: 'Mensaje', non_field_errors: ['Otro'] })).toBe('Mensaje');
  });
  it('reads a plain string body', () => {
    expect(serverMessage('Texto plano')).toBe('Texto plano');
  });
  it('ignores an HTML page', () => {
    expect(serverMessage('<!doctype html><p>Bad gateway</p>')).toBeUndefined();
  });
  it('takes the first non_field_errors entry', () => {
    expect(serverMessage({ non_field_errors: ['Primero', 'Segundo'] })).toBe('Primero');
  });
  it("joins 'field: value' pairs with ', '", () => {
    expect(serverMessage({ username: ['Ya existe'], email: ['Inválido'] })).toBe(
      'username: Ya existe, email: Inválido',
    );
  });
  it('gives undefined for an empty body', () => {
    expect(serverMessage({})).toBeUndefined();
    expect(serverMessage(undefined)).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it('maps a server body', () => {
    expect(
      errorMessage(httpError({ detail: 'Usuario o contraseña incorrectos' }), 'Error al iniciar sesión'),
    ).toBe('Usuario o contraseña incorrectos');
  });
  it('falls back when the body says nothing', () => {
    expect(errorMessage(httpError(undefined, 500), 'Error al iniciar sesión')).toBe(
      'Error al iniciar sesión',
    );
  });
  it('uses the timeout and network messages of §8', () => {
    expect(errorMessage(new ApiError('t', 0, undefined, 'timeout'), 'f')).toBe(TIMEOUT_MESSAGE);
    expect(errorMessage(new ApiError('n', 0, undefined, 'network'), 'f')).toBe(NETWORK_MESSAGE);
  });
  it('reads plain errors and strings', () => {
    expect(errorMessage(new Error('No se recibió token de acceso'), 'f')).toBe(
      'No se recibió token de acceso',
    );
    expect(errorMessage('Texto', 'f')).toBe('Texto');
    expect(errorMessage(null, 'Error en la operación')).toBe('Error en la operación');
  });
});

describe('withFallbackMessage', () => {
  it("gives a failed call the spec's text when the server said nothing", () => {
    const failed = withFallbackMessage(
      httpError('<html>Bad gateway</html>', 502),
      'Error al obtener la lista de clientes',
    );
    expect(failed).toMatchObject({ message: 'Error al obtener la lista de clientes', status: 502 });
  });
  it("keeps the server's message and the errors without an answer", () => {
    const answered = httpError({ detail: 'No encontrado.' }, 404);
    expect(withFallbackMessage(answered, 'f')).toBe(answered);
    const timeout = new ApiError('t', 0, undefined, 'timeout');
    expect(withFallbackMessage(timeout, 'f')).toBe(timeout);
  });
});
