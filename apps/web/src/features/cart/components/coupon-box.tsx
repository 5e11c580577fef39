import { TicketPercent, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@/api/client';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { COUPON_MESSAGES, useValidateCoupon } from '../api/validate-coupon';

type CouponBoxProps = {
  /** The server's subtotal of the cart; null while it loads. */
  subtotal: number | null;
  /** The applied coupon's code; null without one. */
  coupon: string | null;
  onChange: (coupon: string | null) => void;
  disabled?: boolean;
};

/** Coupon: none, applied or removed (storefront §4); validated against the cart subtotal. */
export function CouponBox({ subtotal, coupon, onChange, disabled = false }: CouponBoxProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateCoupon();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(COUPON_MESSAGES.empty);
      notify.error(COUPON_MESSAGES.empty);
      return;
    }
    if (subtotal === null) return;
    setError(null);
    validate.mutate(
      { code: trimmed, subtotal },
      {
        onSuccess: (applied) => {
          onChange(applied.code);
          setCode('');
          notify.success(COUPON_MESSAGES.applied);
        },
        onError: (failure) => {
          const message = errorMessage(failure, COUPON_MESSAGES.invalid);
          onChange(null);
          setError(message);
          notify.error(message);
        },
      },
    );
  };

  const remove = () => {
    onChange(null);
    setError(null);
    notify.info(COUPON_MESSAGES.removed);
  };

  if (coupon) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2.5">
        <p className="flex min-w-0 items-center gap-2 text-sm text-brand-900">
          <TicketPercent className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <strong className="font-semibold">{coupon}</strong> aplicado
          </span>
        </p>
        <button
          type="button"
          onClick={remove}
          disabled={disabled}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100 disabled:opacity-50"
        >
          <X className="size-4" aria-hidden="true" />
          Quitar
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        Cupón de descuento
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Código"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled || validate.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="form-input min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <button
          type="submit"
          disabled={disabled || validate.isPending || subtotal === null}
          className="btn-secondary shrink-0 px-4"
          aria-busy={validate.isPending || undefined}
        >
          {validate.isPending ? <Spinner className="size-4" label="Validando cupón" /> : null}
          Aplicar
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
