import { type QuantityRule, quantityProblem } from '@mayorista/shared/sale-units';
import { Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { fitQuantity, highestQuantity, quantityHint, stepQuantity } from '@/lib/quantity-rule';

type QuantitySelectorProps = {
  value: number;
  /** Effective stock; the highest quantity is the last of the rule's steps within it, at most 99. */
  stock: number;
  /** The product's sale unit, minimum and step (decision 052). */
  rule: QuantityRule;
  /** 'Caja x 12' on the label when not sold by the single unit. */
  unit: string | null;
  /** The product's name, for the rule's message when a typed quantity breaks it. */
  productName: string;
  onChange: (value: number) => void;
  disabled?: boolean;
};

const stepButton =
  'flex size-11 items-center justify-center text-stone-700 transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

/** The product page's quantity: starts at the minimum, steps by the rule (buttons and arrow keys) and says it. */
export function QuantitySelector({
  value,
  stock,
  rule,
  unit,
  productName,
  onChange,
  disabled = false,
}: QuantitySelectorProps) {
  const id = useId();
  const highest = Math.max(rule.minQuantity, highestQuantity(rule, stock));
  // What the buyer is typing, so an empty field can be retyped; committed on blur.
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null || draft.trim() === '' ? null : Number(draft);
  const problem =
    typed !== null && Number.isInteger(typed) ? quantityProblem(productName, rule, typed) : null;
  const hint = problem ?? quantityHint(rule);

  const step = (direction: 1 | -1) => {
    setDraft(null);
    onChange(stepQuantity(rule, value, direction, stock));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {unit ? `Cantidad (${unit})` : 'Cantidad'}
      </label>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
        <button
          type="button"
          className={stepButton}
          onClick={() => step(-1)}
          disabled={disabled || value <= rule.minQuantity}
          aria-label="Disminuir cantidad"
          aria-controls={id}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={rule.minQuantity}
          max={highest}
          step={rule.quantityStep}
          value={draft ?? value}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setDraft(event.target.value);
            if (Number.isFinite(event.target.valueAsNumber))
              onChange(fitQuantity(rule, event.target.valueAsNumber, stock));
          }}
          onBlur={() => setDraft(null)}
          className="h-11 w-14 border-x border-stone-300 text-center text-base font-semibold text-stone-900 [appearance:textfield] focus:outline-none focus-visible:bg-brand-50 disabled:bg-stone-50 disabled:text-stone-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => step(1)}
          disabled={disabled || value + rule.quantityStep > highest}
          aria-label="Aumentar cantidad"
          aria-controls={id}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={`text-xs ${problem ? 'text-amber-800' : 'text-stone-600'}`}>
          {hint}
        </p>
      )}
    </div>
  );
}
