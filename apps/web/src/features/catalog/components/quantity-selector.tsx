import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { clampQuantity, maxQuantity } from '@/lib/variants';

type QuantitySelectorProps = {
  value: number;
  /** Effective stock; the highest quantity is this, at most 99. */
  stock: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

const stepButton =
  'flex size-11 items-center justify-center text-stone-700 transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

export function QuantitySelector({ value, stock, onChange, disabled = false }: QuantitySelectorProps) {
  const id = useId();
  const max = Math.max(1, maxQuantity(stock));
  // What the buyer is typing, so an empty field can be retyped; committed on blur.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        Cantidad
      </label>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clampQuantity(value - 1, stock))}
          disabled={disabled || value <= 1}
          aria-label="Disminuir cantidad"
          aria-controls={id}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft ?? value}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value);
            if (Number.isFinite(event.target.valueAsNumber))
              onChange(clampQuantity(event.target.valueAsNumber, stock));
          }}
          onBlur={() => setDraft(null)}
          className="h-11 w-14 border-x border-stone-300 text-center text-base font-semibold text-stone-900 [appearance:textfield] focus:outline-none focus-visible:bg-brand-50 disabled:bg-stone-50 disabled:text-stone-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clampQuantity(value + 1, stock))}
          disabled={disabled || value >= max}
          aria-label="Aumentar cantidad"
          aria-controls={id}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
