import {
  CUSTOMER_FIELDS,
  type ProfileInput,
  ProfileSchema,
  taxProfileCheck,
} from '@mayorista/shared/accounts';
import { IVA_CONDITION_LABELS, IVA_CONDITIONS } from '@mayorista/shared/tax-profile';
import { CircleAlert, Save } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import { Field, firstError, setServerErrors, useZodForm } from '@/components/ui/form';
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
  'iva_condition',
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

const HINTS: Partial<Record<FieldName, string>> = {
  email: 'Si lo cambias, te vamos a pedir tu contraseña y un código.',
  cuit: 'Con su dígito verificador. Como Consumidor Final puedes dejarlo vacío y darnos tu DNI.',
};

/** The profile as the form holds it (the stored IVA condition is one of the schema's). */
function formValues(profile: Profile): z.input<typeof ProfileSchema> {
  return Object.fromEntries(FIELDS.map((name) => [name, profile[name] ?? ''])) as z.input<
    typeof ProfileSchema
  >;
}

/**
 * The profile's schema with the tax check against what the account stores (issue 31): a CUIT typed
 * before the rule stays as it is while the rest of the data is saved; the server checks the same.
 */
const profileSchema = (profile: Profile) =>
  ProfileSchema.superRefine(
    ...taxProfileCheck({ cuit: profile.cuit, dni: profile.dni, iva_condition: profile.iva_condition }),
  );

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
    setError,
    reset,
    formState: { errors },
  } = useZodForm(
    useMemo(() => profileSchema(profile), [profile]),
    {
      defaultValues: formValues(profile),
      mode: 'onSubmit',
      reValidateMode: 'onChange',
    },
  );

  const shownError = firstError(errors, FIELDS) ?? serverError;
  /** The alert below the fields while the field has an error; its hint otherwise. */
  const describedBy = (name: FieldName) =>
    errors[name] ? `${id}-first-error` : HINTS[name] ? `${id}-${name}-hint` : undefined;

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
        // A field's refusal ('CUIT inválido') goes onto its field; anything else is the form's.
        const shown = setServerErrors({ setError }, error, {
          fields: FIELDS,
          fallback: PROFILE_UPDATE_FAILED,
        });
        setServerError(shown.form ?? null);
        notify.error(shown.form ?? Object.values(shown.fields)[0] ?? PROFILE_UPDATE_FAILED);
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
              hint={HINTS[name]}
            >
              {name === 'iva_condition' ? (
                <select
                  id={`${id}-${name}`}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={describedBy(name)}
                  className="form-input"
                  {...register(name)}
                >
                  <option value="">Sin informar</option>
                  {IVA_CONDITIONS.map((condition) => (
                    <option key={condition} value={condition}>
                      {IVA_CONDITION_LABELS[condition]}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`${id}-${name}`}
                  type={name === 'email' ? 'email' : name === 'phone_number' ? 'tel' : 'text'}
                  inputMode={name === 'dni' || name === 'cuit' ? 'numeric' : undefined}
                  autoComplete={AUTOCOMPLETE[name]}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={describedBy(name)}
                  className="form-input"
                  {...register(name)}
                />
              )}
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
