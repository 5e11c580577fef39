import { ManualRateSchema } from '@mayorista/shared/settings';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { notify } from '@/lib/toast';
import { useSetManualRate } from '../api/rate-changes';
import { formatRate } from '../lib/rates';

export const MANUAL_MESSAGES = {
  saved: (value: number) => `Cotización manual guardada: ${formatRate(value)}`,
  failed: 'No se pudo guardar la cotización',
} as const;

/** A rate typed in by hand (more than 0); saving it turns the hourly update off. */
export function ManualRateForm({ autoUpdate }: { autoUpdate: boolean }) {
  const save = useSetManualRate();
  const form = useZodForm(ManualRateSchema, { defaultValues: { value: '' as unknown as number } });
  const error = form.formState.errors.value?.message;

  const onSubmit = async (values: { value: number }) => {
    try {
      const rate = await save.mutateAsync(values);
      notify.success(MANUAL_MESSAGES.saved(rate.value));
      form.reset({ value: '' as unknown as number });
    } catch (failure) {
      setServerErrors(form, failure, { fields: ['value'], fallback: MANUAL_MESSAGES.failed });
      notify.error(MANUAL_MESSAGES.failed);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-3">
      <UnsavedChangesGuard when={form.formState.isDirty && !save.isPending} />
      <FormAlert />
      <Field
        id="manual-rate"
        label="Valor del dólar (en pesos)"
        error={typeof error === 'string' ? error : undefined}
        hint={
          autoUpdate
            ? 'Al guardarla se desactiva la actualización automática.'
            : 'Se usa para todos los productos con precio en dólares.'
        }
        required
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            {...inputA11y('manual-rate', typeof error === 'string' ? error : undefined, true)}
            {...form.register('value')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            placeholder="Ej.: 1250,50"
            className="form-input sm:flex-1"
          />
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Guardando…' : 'Guardar cotización'}
          </button>
        </div>
      </Field>
    </Form>
  );
}
