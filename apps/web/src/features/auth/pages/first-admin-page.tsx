import { type FirstAdminForm, FirstAdminFormSchema } from '@mayorista/shared/first-admin';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { paths } from '@/lib/paths';
import { saveSession } from '@/lib/session';
import { useCreateFirstAdmin } from '../api/first-admin';

const FAILED = 'No se pudo crear el administrador';
const FIELDS = [
  { name: 'username', label: 'Usuario', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Contraseña', type: 'password', autoComplete: 'new-password' },
  { name: 'password2', label: 'Confirmar contraseña', type: 'password', autoComplete: 'new-password' },
] as const;

/**
 * /configurar-administrador#<token>: the setup link a production start prints while the store has no
 * admin (issue 26 item 29, docs/decisions/045). The token stays in the fragment (never sent in a URL);
 * the form creates the first admin and signs them in.
 */
export default function FirstAdminPage() {
  const navigate = useNavigate();
  const create = useCreateFirstAdmin();
  const [token] = useState(() => window.location.hash.slice(1));
  const form = useZodForm(FirstAdminFormSchema, {
    defaultValues: { username: '', email: '', password: '', password2: '' },
  });

  const onSubmit = async ({ password2: _, ...values }: FirstAdminForm) => {
    try {
      const session = await create.mutateAsync({ ...values, token });
      window.history.replaceState(window.history.state, '', window.location.pathname);
      saveSession(session);
      navigate(paths.adminHome, { replace: true });
    } catch (failure) {
      setServerErrors(form, failure, { fields: ['username', 'email', 'password'], fallback: FAILED });
    }
  };

  return (
    <section className="container-page py-12 sm:py-16">
      <title>Crear administrador | Mayorista</title>
      <div className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Crear administrador</h1>
        <p className="mt-2 text-sm text-stone-600">
          La tienda todavía no tiene administrador. Elige su usuario y contraseña: este enlace sirve una sola
          vez.
        </p>
        <Form form={form} onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
          <FormAlert />
          {FIELDS.map((field) => {
            const error = form.formState.errors[field.name]?.message;
            const id = `first-admin-${field.name}`;
            return (
              <Field key={field.name} id={id} label={field.label} error={error} required>
                <input
                  {...inputA11y(id, error)}
                  {...form.register(field.name)}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  className="form-input w-full"
                />
              </Field>
            );
          })}
          <button type="submit" className="btn-primary w-full py-3 text-base" disabled={create.isPending}>
            {create.isPending ? 'Creando administrador...' : 'Crear administrador'}
          </button>
        </Form>
      </div>
    </section>
  );
}
