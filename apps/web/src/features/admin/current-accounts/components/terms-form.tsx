import type { AccountTerms } from '@mayorista/shared/current-accounts';
import { useId } from 'react';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { SaveButton } from '@/components/ui/save-button';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { notify } from '@/lib/toast';
import { useUpdateTerms } from '../api/account';
import { TermsFormSchema, termsFormValues } from '../lib/forms';
import { ACCOUNT_TEXTS } from '../lib/texts';

const FIELDS = ['enabled', 'credit_limit', 'payment_terms_days'] as const;

/**
 * The account's terms (issue 32 item 2): enabled, credit limit and payment days, saved with the
 * activity log. Leaving the screen with changes asks first. Key it by the stored terms, so a saved
 * change starts a fresh form.
 */
export function TermsForm({ customerId, terms }: { customerId: number; terms: AccountTerms }) {
  const id = useId();
  const update = useUpdateTerms(customerId);
  const form = useZodForm(TermsFormSchema, {
    defaultValues: termsFormValues(terms),
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const fieldId = (name: (typeof FIELDS)[number]) => `${id}-${name}`;
  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message as string | undefined;

  const onSubmit = async (values: AccountTerms) => {
    try {
      await update.mutateAsync(values);
      form.reset(termsFormValues(values));
      notify.success(ACCOUNT_TEXTS.termsSaved);
    } catch (error) {
      setServerErrors(form, error, { fields: FIELDS, fallback: ACCOUNT_TEXTS.termsFailed });
      notify.error(ACCOUNT_TEXTS.termsFailed);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <UnsavedChangesGuard when={isDirty && !update.isPending} />
      <label className="flex items-start gap-3 text-sm text-stone-800">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...register('enabled')} />
        <span>
          <span className="font-medium">Cuenta corriente habilitada</span>
          <span className="block text-xs text-stone-600">
            El cliente puede comprar en cuenta corriente dentro de su crédito.
          </span>
        </span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('credit_limit')} label="Límite de crédito ($)" error={message('credit_limit')}>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className="form-input"
            {...inputA11y(fieldId('credit_limit'), message('credit_limit'))}
            {...register('credit_limit')}
          />
        </Field>
        <Field
          id={fieldId('payment_terms_days')}
          label="Plazo de pago en días"
          error={message('payment_terms_days')}
          hint="Vence a tantos días de la fecha del comprobante."
        >
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="form-input"
            {...inputA11y(fieldId('payment_terms_days'), message('payment_terms_days'), true)}
            {...register('payment_terms_days')}
          />
        </Field>
      </div>
      <FormAlert />
      <div className="flex justify-end">
        <SaveButton pending={update.isPending} disabled={!isDirty}>
          Guardar condiciones
        </SaveButton>
      </div>
    </Form>
  );
}
