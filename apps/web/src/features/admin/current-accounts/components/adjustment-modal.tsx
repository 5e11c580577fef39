import { ACCOUNT_LIMITS } from '@mayorista/shared/current-accounts';
import { useId } from 'react';
import type { z } from 'zod';
import { CrudFormActions } from '@/components/crud/crud-modal';
import { Field, Form, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { Modal, useModalDirty } from '@/components/ui/modal';
import { notify } from '@/lib/toast';
import { useCreateAdjustment } from '../api/account';
import { AdjustmentFormSchema, emptyAdjustment } from '../lib/forms';
import { ACCOUNT_TEXTS } from '../lib/texts';

const FIELDS = ['direction', 'amount', 'entry_date', 'reason'] as const;

function AdjustmentForm({ customerId, onDone }: { customerId: number; onDone: () => void }) {
  const id = useId();
  const create = useCreateAdjustment(customerId);
  const form = useZodForm(AdjustmentFormSchema, { defaultValues: emptyAdjustment() });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  useModalDirty(isDirty);
  const fieldId = (name: (typeof FIELDS)[number]) => `${id}-${name}`;
  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message as string | undefined;

  const onSubmit = async (values: z.output<typeof AdjustmentFormSchema>) => {
    try {
      await create.mutateAsync(values);
      notify.success(ACCOUNT_TEXTS.adjustmentSaved);
      onDone();
    } catch (error) {
      setServerErrors(form, error, { fields: FIELDS, fallback: ACCOUNT_TEXTS.adjustmentFailed });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-stone-800">Tipo de ajuste</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ['debit', 'Débito', 'Aumenta lo que el cliente debe'],
              ['credit', 'Crédito', 'Reduce lo que el cliente debe'],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-stone-200 px-3 py-2.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50/60"
            >
              <input
                type="radio"
                value={value}
                className="mt-0.5 size-4 accent-brand-700"
                {...register('direction')}
              />
              <span>
                <span className="font-semibold text-stone-900">{label}</span>
                <span className="block text-xs text-stone-600">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('amount')} label="Importe ($)" required error={message('amount')}>
          <input
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            className="form-input"
            {...inputA11y(fieldId('amount'), message('amount'))}
            {...register('amount')}
          />
        </Field>
        <Field id={fieldId('entry_date')} label="Fecha" required error={message('entry_date')}>
          <input
            type="date"
            className="form-input"
            {...inputA11y(fieldId('entry_date'), message('entry_date'))}
            {...register('entry_date')}
          />
        </Field>
      </div>
      <Field id={fieldId('reason')} label="Motivo" required error={message('reason')}>
        <textarea
          rows={3}
          maxLength={ACCOUNT_LIMITS.reasonMax}
          className="form-input"
          placeholder="Por ejemplo: diferencia de precio acordada"
          {...inputA11y(fieldId('reason'), message('reason'))}
          {...register('reason')}
        />
      </Field>
      <CrudFormActions pending={create.isPending} submitLabel="Registrar ajuste" />
    </Form>
  );
}

/** 'Ajuste': a debit or a credit on the account, with its reason (recorded in Actividad). */
export function AdjustmentModal({
  customerId,
  customerName,
  open,
  onClose,
}: {
  customerId: number;
  customerName: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={ACCOUNT_TEXTS.adjustmentTitle} description={customerName}>
      {open ? <AdjustmentForm customerId={customerId} onDone={onClose} /> : null}
    </Modal>
  );
}
