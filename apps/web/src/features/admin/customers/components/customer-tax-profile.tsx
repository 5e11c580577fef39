import { type CustomerDetail, CustomerUpdateSchema, taxProfileCheck } from '@mayorista/shared/accounts';
import { IVA_CONDITION_LABELS, IVA_CONDITIONS } from '@mayorista/shared/tax-profile';
import { Save } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { z } from 'zod';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useUpdateCustomerTaxProfile } from '../api/customers';

export const TAX_PROFILE_MESSAGES = {
  saved: 'Datos fiscales del cliente actualizados',
  failed: 'Error al guardar los datos fiscales',
} as const;

const FIELDS = ['cuit', 'dni', 'iva_condition'] as const;
const TaxFieldsSchema = CustomerUpdateSchema.pick({ cuit: true, dni: true, iva_condition: true });
type TaxValues = z.input<typeof TaxFieldsSchema>;

/**
 * The profile's 'Datos fiscales' (issue 31): CUIT/CUIL, DNI and IVA condition, checked as the server
 * checks them, against what the customer has (a CUIT typed before the rule is left as it is).
 */
export function CustomerTaxProfile({ customer }: { customer: CustomerDetail }) {
  const id = useId();
  const update = useUpdateCustomerTaxProfile();
  const { cuit, dni, iva_condition } = customer;
  const schema = useMemo(
    () => TaxFieldsSchema.superRefine(...taxProfileCheck({ cuit, dni, iva_condition })),
    [cuit, dni, iva_condition],
  );
  // The parent keys this card by the stored values, so a saved change starts a fresh form.
  const form = useZodForm(schema, { defaultValues: { cuit, dni, iva_condition } as TaxValues });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const fieldId = (name: (typeof FIELDS)[number]) => `${id}-${name}`;
  const a11y = (name: (typeof FIELDS)[number], hint = false) =>
    inputA11y(fieldId(name), errors[name]?.message, hint);

  const onSubmit = async (values: z.output<typeof TaxFieldsSchema>) => {
    try {
      await update.mutateAsync({ id: customer.id, ...values });
      notify.success(TAX_PROFILE_MESSAGES.saved);
    } catch (error) {
      setServerErrors(form, error, { fields: FIELDS, fallback: TAX_PROFILE_MESSAGES.failed });
      notify.error(TAX_PROFILE_MESSAGES.failed);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <h2 id={`${id}-title`} className="border-b border-stone-200 px-5 py-4 font-bold text-stone-900">
        Datos fiscales
      </h2>
      <Form form={form} onSubmit={onSubmit} className="space-y-3 px-5 py-4">
        <Field
          id={fieldId('cuit')}
          label="CUIT/CUIL"
          error={errors.cuit?.message}
          hint="Lo necesitan Responsable Inscripto, Monotributista y Exento."
        >
          <input inputMode="numeric" className="form-input" {...a11y('cuit', true)} {...register('cuit')} />
        </Field>
        <Field
          id={fieldId('dni')}
          label="DNI"
          error={errors.dni?.message}
          hint="Un Consumidor Final puede dar su DNI en lugar del CUIT."
        >
          <input inputMode="numeric" className="form-input" {...a11y('dni', true)} {...register('dni')} />
        </Field>
        <Field
          id={fieldId('iva_condition')}
          label="Condición frente al IVA"
          error={errors.iva_condition?.message}
        >
          <select className="form-input" {...a11y('iva_condition')} {...register('iva_condition')}>
            <option value="">Sin informar</option>
            {IVA_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {IVA_CONDITION_LABELS[condition]}
              </option>
            ))}
          </select>
        </Field>
        <FormAlert />
        <div className="flex justify-end">
          <button
            type="submit"
            className="btn-primary"
            disabled={!isDirty || update.isPending}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            Guardar datos fiscales
          </button>
        </div>
      </Form>
    </section>
  );
}
