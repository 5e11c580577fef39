// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/api/errors';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from './form';

const Schema = z.object({
  username: z.string().min(1, { message: 'El nombre de usuario es requerido' }),
  email: z.string().email({ message: 'Ingrese un email válido' }),
});
const FIELDS = ['username', 'email'] as const;

function TestForm({ submit }: { submit: () => Promise<unknown> }) {
  const form = useZodForm(Schema, { defaultValues: { username: '', email: '' } });
  const { errors } = form.formState;
  return (
    <Form
      form={form}
      onSubmit={async () => {
        try {
          await submit();
        } catch (error) {
          setServerErrors(form, error, { fields: FIELDS, fallback: 'Error al guardar' });
        }
      }}
    >
      <Field id="username" label="Usuario" error={errors.username?.message}>
        <input {...inputA11y('username', errors.username?.message)} {...form.register('username')} />
      </Field>
      <Field id="email" label="Email" error={errors.email?.message}>
        <input {...inputA11y('email', errors.email?.message)} {...form.register('email')} />
      </Field>
      <FormAlert />
      <button type="submit">Guardar</button>
    </Form>
  );
}

async function fillAndSubmit(submit: () => Promise<unknown>) {
  render(<TestForm submit={submit} />);
  await userEvent.type(screen.getByLabelText('Usuario'), 'ana');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@sur.com');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
}

afterEach(cleanup);

describe('Form', () => {
  it('validates with the schema before calling onSubmit', async () => {
    const submit = vi.fn(async () => {});
    render(<TestForm submit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre de usuario es requerido')).toBeTruthy();
    expect(screen.getByLabelText('Usuario').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('puts field errors of the server under their fields and focuses the first', async () => {
    await fillAndSubmit(async () => {
      throw new ApiError('Bad Request', 400, {
        email: ['Este email ya está registrado. Por favor usa otro email.'],
        username: ['Este nombre de usuario ya está en uso. Por favor elige otro.'],
      });
    });
    expect(await screen.findByText('Este email ya está registrado. Por favor usa otro email.')).toBeTruthy();
    expect(screen.getByText('Este nombre de usuario ya está en uso. Por favor elige otro.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Usuario'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts detail, non_field_errors and unknown fields in the form alert', async () => {
    await fillAndSubmit(async () => {
      throw new ApiError('Bad Request', 400, {
        detail: 'No se puede guardar ahora',
        non_field_errors: ['Revisa los datos'],
        max_uses: ['Fuera de rango'],
      });
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se puede guardar ahora Revisa los datos max_uses: Fuera de rango',
    );
  });

  it('falls back to the given text, and to the connection text without an answer', async () => {
    await fillAndSubmit(async () => {
      throw new ApiError('Internal', 500, '<html>oops</html>');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error al guardar');
    cleanup();
    await fillAndSubmit(async () => {
      throw new ApiError('network', 0, null, 'network');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo conectar con el servidor');
  });

  it('returns what it mapped, for toasts', () => {
    const setError = vi.fn();
    const result = setServerErrors<{ email: string }>(
      { setError },
      new ApiError('Bad Request', 400, { email: ['Ya existe'] }),
      { fields: ['email'], fallback: 'Error' },
    );
    expect(result).toEqual({ fields: { email: 'Ya existe' }, form: undefined });
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Ya existe' },
      { shouldFocus: true },
    );
  });
});
