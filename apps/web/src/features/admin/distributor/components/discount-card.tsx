import { Percent } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { notify } from '@/lib/toast';
import { DISCOUNT_LOAD_FAILED, useDistributorDiscount } from '../api/distributor-discount';
import { DISCOUNT_UPDATE_FAILED, useUpdateDistributorDiscount } from '../api/update-distributor-discount';
import { parseDiscountInput, percentText } from '../lib/remito';

/**
 * The supplier's discount (backoffice §2.9): display mode with the percentage and 'Editar'; edit mode
 * with a number from 0 to 100 (step 0.01) and 'Guardar' / 'Cancelar'.
 */
export function DiscountCard() {
  const id = useId();
  const discount = useDistributorDiscount();
  const update = useUpdateDistributorDiscount();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editing = draft !== null;

  const startEditing = () => {
    setError(null);
    setDraft(String(discount.data?.discount_percentage ?? 0));
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = () => {
    if (draft === null) return;
    const parsed = parseDiscountInput(draft);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    update.mutate(
      { discount_percentage: parsed.value },
      {
        onSuccess: (answer) => {
          setDraft(null);
          notify.success(`Descuento actualizado: ${percentText(answer.discount_percentage)}`);
        },
        onError: (failure) => {
          const message = errorMessage(failure, DISCOUNT_UPDATE_FAILED);
          setError(message);
          notify.error(message);
        },
      },
    );
  };

  let body: React.ReactNode;
  if (discount.status === 'pending') {
    body = <Skeleton className="h-10 w-40" />;
  } else if (discount.status === 'error') {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold text-red-700">{DISCOUNT_LOAD_FAILED}</p>
        <button type="button" className="btn-secondary" onClick={() => discount.refetch()}>
          Reintentar
        </button>
      </div>
    );
  } else if (!editing) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-3xl font-bold text-stone-900 tabular-nums" data-testid="distributor-discount">
          {percentText(discount.data.discount_percentage)}
        </p>
        <button type="button" className="btn-secondary" onClick={startEditing}>
          Editar
        </button>
      </div>
    );
  } else {
    body = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') cancel();
        }}
        className="flex flex-wrap items-start gap-2 sm:gap-3"
      >
        <div className="w-24 sm:w-40">
          <label htmlFor={`${id}-value`} className="sr-only">
            Descuento del proveedor (%)
          </label>
          <div className="relative">
            <input
              id={`${id}-value`}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              value={draft}
              // biome-ignore lint/a11y/noAutofocus: the field the owner just asked to edit.
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="form-input pr-8"
            />
            <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-stone-500">
              %
            </span>
          </div>
        </div>
        <button
          type="submit"
          className="btn-primary px-4"
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          {update.isPending ? <Spinner className="size-4" /> : null}
          Guardar
        </button>
        <button type="button" className="btn-secondary px-4" onClick={cancel} disabled={update.isPending}>
          Cancelar
        </button>
        {error ? (
          <p id={`${id}-error`} role="alert" className="w-full text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <UnsavedChangesGuard when={editing && draft !== String(discount.data?.discount_percentage ?? 0)} />
      <div className="mb-3 flex items-center gap-2">
        <span className="grid size-8 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Percent aria-hidden="true" className="size-4" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-stone-900">
            Descuento del proveedor
          </h2>
          <p className="text-xs text-stone-600">
            Se aplica al total de las órdenes pendientes; las pagadas y canceladas conservan el que tenían.
          </p>
        </div>
      </div>
      {body}
    </section>
  );
}
