import { type ChangePasswordInput, ChangePasswordSchema } from '@mayorista/shared/accounts';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { errorMessage } from '@/api/client';
import { Field, inputA11y, useZodForm } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { updateAccessToken } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/profile';

export const PASSWORD_UPDATED = 'Contraseña actualizada correctamente';
export const PASSWORD_UPDATE_FAILED = 'Error al cambiar la contraseña';

const EMPTY = { old_password: '', new_password: '', confirm_password: '' };

/** "Cambiar Contraseña" of Mi Cuenta; the server answers a new token (earlier ones stop working). */
export function ChangePasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(ChangePasswordSchema, { defaultValues: EMPTY });

  const onSubmit = async (values: ChangePasswordInput) => {
    try {
      const response = await change.mutateAsync({
        old_password: values.old_password,
        new_password: values.new_password,
      });
      if (response?.access) updateAccessToken(response.access);
      reset(EMPTY);
      notify.success(PASSWORD_UPDATED);
    } catch (error) {
      const text = errorMessage(error, PASSWORD_UPDATE_FAILED);
      setError('root.server', { message: text });
      notify.error(text);
    }
  };

  const fieldA11y = (name: keyof typeof EMPTY) => inputA11y(`${id}-${name}`, errors[name]?.message);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-md space-y-5">
      <Field id={`${id}-old_password`} label="Contraseña actual" error={errors.old_password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldA11y('old_password')}
          {...register('old_password')}
        />
      </Field>
      <Field
        id={`${id}-new_password`}
        label="Nueva contraseña"
        error={errors.new_password?.message}
        hint="Mínimo 6 caracteres."
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y('new_password')}
          {...register('new_password')}
        />
      </Field>
      <Field
        id={`${id}-confirm_password`}
        label="Confirmar nueva contraseña"
        error={errors.confirm_password?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y('confirm_password')}
          {...register('confirm_password')}
        />
      </Field>
      {errors.root?.server?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
        >
          {errors.root.server.message}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={change.isPending} aria-busy={change.isPending}>
        {change.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <KeyRound aria-hidden="true" className="size-4" />
        )}
        Cambiar contraseña
      </button>
    </form>
  );
}
