import {
  RECEIPT_METHOD_LABELS,
  RECEIPT_METHODS,
  WITHHOLDING_LABELS,
  WITHHOLDING_TYPES,
} from '@mayorista/shared/current-account-rules';
import { ACCOUNT_LIMITS, type LedgerEntry, type Receipt } from '@mayorista/shared/current-accounts';
import { CircleCheck, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/api/errors';
import { CrudFormActions } from '@/components/crud/crud-modal';
import { Field, Form, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { Modal, useModalDirty } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { useOpenDebits } from '../api/account';
import { useCreateReceipt } from '../api/receipts';
import { dayText, money } from '../lib/format';
import {
  emptyReceipt,
  emptyReceiptLine,
  isCheque,
  previewReceipt,
  ReceiptFormSchema,
  type ReceiptFormValues,
  receiptTotalCents,
  toggleChosen,
} from '../lib/forms';
import { ACCOUNT_TEXTS } from '../lib/texts';
import { ReceiptPdfButton } from './receipt-pdf-button';

type LineErrors = Partial<
  Record<
    'method' | 'amount' | 'reference' | 'bank' | 'cheque_date' | 'withholding_type',
    { message?: string }
  >
>;

function lineErrors(errors: FieldErrors<ReceiptFormValues>, index: number): LineErrors {
  return ((errors.lines as unknown as LineErrors[] | undefined)?.[index] ?? {}) as LineErrors;
}

/** The lines of the receipt: one per method, each with the fields its method needs. */
function ReceiptLines({ form }: { form: ReturnType<typeof useReceiptForm> }) {
  const id = useId();
  const { register, control } = form;
  const errors = form.formState.errors;
  const lines = useFieldArray({ control, name: 'lines' });
  const values = useWatch({ control, name: 'lines' }) ?? [];
  const listError =
    (errors.lines as { message?: string; root?: { message?: string } } | undefined)?.root?.message ??
    (errors.lines as { message?: string } | undefined)?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-semibold text-stone-900">Formas de pago</legend>
      {lines.fields.map((field, index) => {
        const method = values[index]?.method ?? 'transfer';
        const line = lineErrors(errors, index);
        const fieldId = (name: string) => `${id}-${index}-${name}`;
        const text = (name: keyof LineErrors) => line[name]?.message;
        const number = index + 1;
        return (
          <fieldset key={field.id} className="rounded-xl border border-stone-200 p-3 sm:p-4">
            <legend className="sr-only">Forma de pago {number}</legend>
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
              <Field id={fieldId('method')} label="Forma de pago" error={text('method')}>
                <select
                  className="form-input"
                  {...inputA11y(fieldId('method'), text('method'))}
                  defaultValue={field.method}
                  {...register(`lines.${index}.method`)}
                >
                  {RECEIPT_METHODS.map((value) => (
                    <option key={value} value={value}>
                      {RECEIPT_METHOD_LABELS[value]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={fieldId('amount')} label="Importe ($)" required error={text('amount')}>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  step={0.01}
                  className="form-input"
                  {...inputA11y(fieldId('amount'), text('amount'))}
                  {...register(`lines.${index}.amount`)}
                />
              </Field>
              {lines.fields.length > 1 ? (
                <button
                  type="button"
                  className="btn-secondary mt-0 self-end px-3 py-2 text-sm sm:mt-7"
                  aria-label={`Quitar forma de pago ${number}`}
                  onClick={() => lines.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sm:sr-only">Quitar</span>
                </button>
              ) : null}
            </div>
            {isCheque(method) ? (
              <div className="mt-3 grid gap-3 sm:grid-cols-3">
                <Field
                  id={fieldId('reference')}
                  label={method === 'echeq' ? 'Número de eCheq' : 'Número de cheque'}
                  required
                  error={text('reference')}
                >
                  <input
                    className="form-input"
                    {...inputA11y(fieldId('reference'), text('reference'))}
                    {...register(`lines.${index}.reference`)}
                  />
                </Field>
                <Field id={fieldId('bank')} label="Banco" required error={text('bank')}>
                  <input
                    className="form-input"
                    {...inputA11y(fieldId('bank'), text('bank'))}
                    {...register(`lines.${index}.bank`)}
                  />
                </Field>
                <Field id={fieldId('cheque_date')} label="Fecha de pago" required error={text('cheque_date')}>
                  <input
                    type="date"
                    className="form-input"
                    {...inputA11y(fieldId('cheque_date'), text('cheque_date'))}
                    {...register(`lines.${index}.cheque_date`)}
                  />
                </Field>
              </div>
            ) : method === 'withholding' ? (
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <Field
                  id={fieldId('withholding_type')}
                  label="Tipo de retención"
                  required
                  error={text('withholding_type')}
                >
                  <select
                    className="form-input"
                    {...inputA11y(fieldId('withholding_type'), text('withholding_type'))}
                    defaultValue={field.withholding_type}
                    {...register(`lines.${index}.withholding_type`)}
                  >
                    <option value="">Elegir...</option>
                    {WITHHOLDING_TYPES.map((value) => (
                      <option key={value} value={value}>
                        {WITHHOLDING_LABELS[value]}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field
                  id={fieldId('reference')}
                  label="Número de certificado"
                  required
                  error={text('reference')}
                >
                  <input
                    className="form-input"
                    {...inputA11y(fieldId('reference'), text('reference'))}
                    {...register(`lines.${index}.reference`)}
                  />
                </Field>
              </div>
            ) : (
              <div className="mt-3">
                <Field
                  id={fieldId('reference')}
                  label="Referencia (opcional)"
                  error={text('reference')}
                  hint={method === 'transfer' ? 'Número de operación o comprobante.' : undefined}
                >
                  <input
                    className="form-input"
                    {...inputA11y(fieldId('reference'), text('reference'), method === 'transfer')}
                    {...register(`lines.${index}.reference`)}
                  />
                </Field>
              </div>
            )}
          </fieldset>
        );
      })}
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      {lines.fields.length < ACCOUNT_LIMITS.receiptLinesMax ? (
        <button
          type="button"
          className="btn-secondary self-start px-3 py-2 text-sm"
          onClick={() => lines.append(emptyReceiptLine('cash'))}
        >
          <Plus aria-hidden="true" className="size-4" /> Agregar forma de pago
        </button>
      ) : null}
    </fieldset>
  );
}

/** Which open debits the receipt pays: ticked ones first (in that order), the rest oldest first. */
function DebitsToApply({
  form,
  debits,
}: {
  form: ReturnType<typeof useReceiptForm>;
  debits: {
    data?: LedgerEntry[];
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
}) {
  const { control, setValue } = form;
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const chosen = useWatch({ control, name: 'apply_to' }) ?? [];
  const open = debits.data ?? [];
  const preview = previewReceipt(receiptTotalCents(lines), open, chosen);
  const applied = preview.total - preview.unapplied;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-stone-900">Aplicar a</legend>
      <p className="text-xs text-stone-600">
        Marca los comprobantes que paga este cobro. Sin marcar, paga primero los más antiguos.
      </p>
      {debits.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : debits.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {errorMessage(debits.error, ACCOUNT_TEXTS.debitsFailed)}
          <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => debits.refetch()}>
            Reintentar
          </button>
        </div>
      ) : open.length === 0 ? (
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
          El cliente no tiene deudas abiertas: el cobro queda a su favor.
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {open.map((debit) => {
            const position = chosen.indexOf(debit.id);
            const pays = preview.applied.get(debit.id) ?? 0;
            return (
              <li key={debit.id}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm hover:bg-stone-50">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-brand-700"
                    checked={position >= 0}
                    onChange={() =>
                      setValue('apply_to', toggleChosen(chosen, debit.id), { shouldDirty: true })
                    }
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-stone-900">{debit.description}</span>
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
                      {dayText(debit.entry_date)} · vence {dayText(debit.due_date)}
                      {debit.overdue ? <StatusBadge tone="danger">Vencida</StatusBadge> : null}
                    </span>
                  </span>
                  <span className="shrink-0 text-right tabular-nums">
                    <span className="block text-stone-900">{money(debit.open_amount)}</span>
                    <span
                      className={`block text-xs ${pays > 0 ? 'font-semibold text-brand-800' : 'text-stone-600'}`}
                    >
                      {pays > 0 ? `Paga ${money(pays)}` : 'No alcanza'}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <dl
        className="mt-1 grid grid-cols-3 gap-2 rounded-xl bg-stone-50 px-3 py-2.5 text-sm"
        aria-live="polite"
      >
        <div>
          <dt className="text-xs text-stone-600">Total del cobro</dt>
          <dd className="font-bold text-stone-900 tabular-nums">{money(preview.total)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600">Aplicado</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{money(applied)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600">Queda a favor</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{money(preview.unapplied)}</dd>
        </div>
      </dl>
    </fieldset>
  );
}

const FIELDS = ['issue_date', 'lines', 'apply_to', 'notes'] as const;

function useReceiptForm() {
  return useZodForm(ReceiptFormSchema, { defaultValues: emptyReceipt() });
}

function ReceiptForm({
  customerId,
  balance,
  create,
  onSaved,
}: {
  customerId: number;
  balance: number;
  create: ReturnType<typeof useCreateReceipt>;
  onSaved: (receipt: Receipt) => void;
}) {
  const id = useId();
  const form = useReceiptForm();
  const debits = useOpenDebits(customerId, balance);
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  useModalDirty(isDirty);
  const dateError = errors.issue_date?.message as string | undefined;

  const onSubmit = async (values: z.output<typeof ReceiptFormSchema>) => {
    try {
      // The modal itself says so (its status line), beside the receipt's PDF.
      onSaved(await create.mutateAsync(values));
    } catch (error) {
      setServerErrors(form, error, { fields: FIELDS, fallback: ACCOUNT_TEXTS.receiptFailed });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field id={`${id}-date`} label="Fecha del recibo" required error={dateError} className="sm:w-56">
        <input
          type="date"
          className="form-input"
          {...inputA11y(`${id}-date`, dateError)}
          {...register('issue_date')}
        />
      </Field>
      <ReceiptLines form={form} />
      <DebitsToApply form={form} debits={debits} />
      <Field id={`${id}-notes`} label="Notas (opcional)">
        <textarea id={`${id}-notes`} rows={2} maxLength={500} className="form-input" {...register('notes')} />
      </Field>
      <CrudFormActions pending={create.isPending} submitLabel="Registrar cobro" />
    </Form>
  );
}

/** After saving: the receipt's number, what it paid, and its PDF. */
function ReceiptSaved({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong className="block">{ACCOUNT_TEXTS.receiptSaved(receipt.title)}</strong>
          <span className="text-sm">
            Total {money(receipt.total)} del {dayText(receipt.issue_date)}.
          </span>
        </span>
      </p>
      {receipt.applied.length ? (
        <div>
          <h3 className="mb-1.5 text-sm font-semibold text-stone-900">Pagó</h3>
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 text-sm">
            {receipt.applied.map((item) => (
              <li key={item.entry_id} className="flex justify-between gap-3 px-3 py-2">
                <span className="text-stone-800">{item.description}</span>
                <span className="font-semibold text-stone-900 tabular-nums">{money(item.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {receipt.unapplied > 0 ? (
        <p className="text-sm text-stone-700">Quedan {money(receipt.unapplied)} a favor del cliente.</p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Volver a la cuenta
        </button>
        <ReceiptPdfButton receipt={receipt} className="btn-primary" />
      </div>
    </div>
  );
}

/**
 * 'Registrar cobro' (issue 32 item 4): date, lines by method, the debits it pays with the running
 * total, then the numbered receipt and its PDF.
 */
export function ReceiptModal({
  customerId,
  customerName,
  balance,
  open,
  onClose,
}: {
  customerId: number;
  customerName: string;
  balance: number;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateReceipt(customerId);
  const [saved, setSaved] = useState<Receipt | null>(null);
  const close = () => {
    setSaved(null);
    create.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      busy={create.isPending}
      size="lg"
      title={saved ? saved.title : ACCOUNT_TEXTS.receiptTitle}
      description={customerName}
    >
      {!open ? null : saved ? (
        <ReceiptSaved receipt={saved} onClose={close} />
      ) : (
        <ReceiptForm customerId={customerId} balance={balance} create={create} onSaved={setSaved} />
      )}
    </Modal>
  );
}
