import { CUSTOMER_FIELDS, type ProfileInput, ProfileSchema } from '@mayorista/shared/accounts';
import { CircleAlert, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/client';
import { Field, firstError, useZodForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { updateSessionProfile } from '@/lib/session';
import { notify } from '@/lib/toast';
import { type Profile, useUpdateProfile } from '../api/profile';
import { EmailChangeModal } from './email-change-modal';

export const PROFILE_UPDATED = 'Perfil actualizado correctamente';
export const PROFILE_UPDATE_FAILED = 'Error al actualizar el perfil';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'dni',
  'cuit',
  'business_name',
  'business_address',
] as const;
type FieldName = (typeof FIELDS)[number];

/** The customer fields' labels and autocomplete are the shared ones (decision 049); the e-mail's are its own. */
const LABELS = Object.fromEntries(
  FIELDS.map((name) => [name, name === 'email' ? 'Email' : CUSTOMER_FIELDS[name].label]),
) as Record<FieldName, string>;

const AUTOCOMPLETE = Object.fromEntries(
  FIELDS.map((name) => [name, name === 'email' ? 'email' : CUSTOMER_FIELDS[name].autoComplete]),
) as Partial<Record<FieldName, string>>;

function formValues(profile: Profile): Record<FieldName, string> {
  return Object.fromEntries(FIELDS.map((name) => [name, profile[name] ?? ''])) as Record<FieldName, string>;
}

/** "Datos Personales" of Mi Cuenta: the profile fields; a new e-mail goes through the code flow. */
export function PersonalDataForm({ profile }: { profile: Profile }) {
  const id = useId();
  const update = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useZodForm(ProfileSchema, {
    defaultValues: formValues(profile),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const shownError = firstError(errors, FIELDS) ?? serverError;

  const onValid = async (values: ProfileInput) => {
    setServerError(null);
    const { email, ...fields } = values;
    const emailChanged = email.toLowerCase() !== profile.email.toLowerCase();
    const fieldsChanged = (Object.keys(fields) as Exclude<FieldName, 'email'>[]).some(
      (name) => (fields[name] ?? '') !== (profile[name] ?? ''),
    );
    if (fieldsChanged || !emailChanged) {
      try {
        const saved = await update.mutateAsync(fields);
        updateSessionProfile({ first_name: saved.first_name, last_name: saved.last_name });
        reset({ ...formValues(saved), email });
        notify.success(PROFILE_UPDATED);
      } catch (error) {
        const text = errorMessage(error, PROFILE_UPDATE_FAILED);
        setServerError(text);
        notify.error(text);
        return;
      }
    }
    if (emailChanged) setPendingEmail(email);
  };

  const onInvalid = () => {
    setServerError(null);
  };

  const restoreEmail = () => {
    setValue('email', profile.email, { shouldDirty: false });
    setPendingEmail(null);
  };

  return (
    <>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-6">
        <div className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600">
          Usuario: <strong className="font-semibold text-stone-900">{profile.username}</strong>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((name) => (
            <Field
              key={name}
              id={`${id}-${name}`}
              label={LABELS[name]}
              className={name === 'business_address' ? 'sm:col-span-2' : undefined}
              hint={
                name === 'email' ? 'Si lo cambias, te vamos a pedir tu contraseña y un código.' : undefined
              }
            >
              <input
                id={`${id}-${name}`}
                type={name === 'email' ? 'email' : name === 'phone_number' ? 'tel' : 'text'}
                autoComplete={AUTOCOMPLETE[name]}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `${id}-first-error` : undefined}
                className="form-input"
                {...register(name)}
              />
            </Field>
          ))}
        </div>

        {shownError ? (
          <p
            id={`${id}-first-error`}
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {shownError}
          </p>
        ) : null}

        <div className="flex justify-end border-t border-stone-200 pt-5">
          <button
            type="submit"
            className="btn-primary"
            disabled={update.isPending}
            aria-busy={update.isPending}
          >
            {update.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            Guardar cambios
          </button>
        </div>
      </form>

      <EmailChangeModal
        open={pendingEmail !== null}
        newEmail={pendingEmail ?? ''}
        onCancel={restoreEmail}
        onChanged={(saved) => {
          updateSessionProfile({ email: saved.email });
          setPendingEmail(null);
          reset(formValues(saved));
        }}
      />
    </>
  );
}
