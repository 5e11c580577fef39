import { type RegisterInput, RegisterSchema } from '@mayorista/shared/accounts';
import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { BusinessFields } from '@/components/business-fields';
import { Field, Form, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { type RegisterResponse, useRegister } from '../api/register';
import { REGISTER_GENERIC_ERROR, registerFailure } from '../lib/register-errors';
import { InvitationCodeStatus } from './invitation-code-status';

const FORM_FIELDS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'password2',
  'business_name',
  'business_address',
  'phone_number',
  'dni',
  'business_type',
  'instagram',
  'cuit',
  'iva_condition',
  'facebook',
  'extra_info',
  'invitation_code',
] as const;

type FormField = (typeof FORM_FIELDS)[number];

/** Every text starts empty; the organization type starts unselected. */
const DEFAULTS: DefaultValues<z.input<typeof RegisterSchema>> = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  password2: '',
  business_name: '',
  business_address: '',
  phone_number: '',
  dni: '',
  instagram: '',
  cuit: '',
  iva_condition: '',
  facebook: '',
  extra_info: '',
  invitation_code: '',
};

type RegisterFormProps = { onRegistered: (response: RegisterResponse, invited: boolean) => void };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-xs font-bold tracking-wider text-brand-800 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The registration form of accounts §3 and §5; the server's field errors land on their fields. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const id = useId();
  const registerMutation = useRegister();
  const form = useZodForm(RegisterSchema, { defaultValues: DEFAULTS });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const invitationCode = (watch('invitation_code') ?? '').trim();

  const fieldId = (name: FormField) => `${id}-${name}`;
  const a11y = (name: FormField, hint = false) => inputA11y(fieldId(name), errors[name]?.message, hint);

  const onSubmit = async (values: RegisterInput) => {
    const payload: RegisterInput = {
      ...values,
      facebook: values.facebook || undefined,
      extra_info: values.extra_info || undefined,
      invitation_code: values.invitation_code || undefined,
    };
    try {
      const response = await registerMutation.mutateAsync(payload);
      notify.success(response.message);
      onRegistered(response, Boolean(payload.invitation_code));
    } catch (error) {
      setServerErrors(form, error, { fields: FORM_FIELDS, fallback: REGISTER_GENERIC_ERROR });
      for (const message of registerFailure(error, FORM_FIELDS).messages) notify.error(message);
    }
  };

  const pending = registerMutation.isPending;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-8">
      <Section title="Tus datos">
        <Field id={fieldId('first_name')} label="Nombre" required error={errors.first_name?.message}>
          <input
            autoComplete="given-name"
            className="form-input"
            {...a11y('first_name')}
            {...register('first_name')}
          />
        </Field>
        <Field id={fieldId('last_name')} label="Apellido" required error={errors.last_name?.message}>
          <input
            autoComplete="family-name"
            className="form-input"
            {...a11y('last_name')}
            {...register('last_name')}
          />
        </Field>
        <Field
          id={fieldId('username')}
          label="Nombre de usuario"
          required
          error={errors.username?.message}
          hint="Mínimo 4 caracteres. Lo vas a usar para ingresar."
        >
          <input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className="form-input"
            {...a11y('username', true)}
            {...register('username')}
          />
        </Field>
        <Field id={fieldId('email')} label="Email" required error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            className="form-input"
            {...a11y('email')}
            {...register('email')}
          />
        </Field>
        <Field
          id={fieldId('password')}
          label="Contraseña"
          required
          error={errors.password?.message}
          hint="Mínimo 6 caracteres."
        >
          <PasswordInput autoComplete="new-password" {...a11y('password', true)} {...register('password')} />
        </Field>
        <Field
          id={fieldId('password2')}
          label="Repetir contraseña"
          required
          error={errors.password2?.message}
        >
          <PasswordInput autoComplete="new-password" {...a11y('password2')} {...register('password2')} />
        </Field>
      </Section>

      <Section title="Tu negocio">
        <BusinessFields variant="register" />
      </Section>

      <fieldset className="rounded-xl border border-accent-200 bg-accent-50/60 p-4 sm:p-5">
        <legend className="sr-only">Código de invitación</legend>
        <Field
          id={fieldId('invitation_code')}
          label="Código de invitación (opcional)"
          error={errors.invitation_code?.message}
          hint="Si tienes un código de 6 dígitos, tu cuenta se activa sin esperar aprobación."
        >
          <input
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            className="form-input max-w-48 font-mono tracking-[0.3em]"
            {...a11y('invitation_code', true)}
            {...register('invitation_code')}
          />
        </Field>
        <InvitationCodeStatus code={invitationCode} id={`${fieldId('invitation_code')}-status`} />
      </fieldset>

      <div className="flex flex-col-reverse items-center gap-4 border-t border-stone-200 pt-6 sm:flex-row sm:justify-between">
        <p className="text-sm text-stone-600">
          ¿Ya tienes cuenta?{' '}
          <Link to={paths.login} className="font-semibold text-brand-800 hover:underline">
            Iniciar sesión
          </Link>
        </p>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending}
          className="btn-primary w-full px-8 py-3 text-base sm:w-auto"
        >
          {pending ? (
            <>
              <Spinner className="size-5" /> Creando cuenta...
            </>
          ) : (
            <>
              <UserPlus aria-hidden="true" className="size-5" /> Crear cuenta
            </>
          )}
        </button>
      </div>
    </Form>
  );
}
