import { useFormContext } from 'react-hook-form';
import { Field, inputA11y } from '@/components/ui/form';
import type { ProductFormValues } from '../lib/product-form-values';

export const FIXED_PRICE_LABEL = 'Precio fijo en pesos';
export const FIXED_PRICE_HINT =
  'Mientras tenga un valor, el producto se vende a este precio en pesos y no se usa la cotización del dólar.';
export const FIXED_PRICE_CLEAR = 'Quitar precio fijo';

/**
 * The product's fixed peso price (price_in_ars, issue 26 item 4): shown for a USD product, or for any
 * product that has one, with a button that clears it (the rule goes back to price x dollar rate).
 */
export function FixedPriceField({ id }: { id: string }) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [currency, value] = watch(['currency', 'price_in_ars']);
  const hasValue = (value ?? '').trim() !== '';
  if (currency !== 'USD' && !hasValue) return null;
  const error = errors.price_in_ars?.message;
  return (
    <Field id={id} label={FIXED_PRICE_LABEL} error={error} hint={FIXED_PRICE_HINT}>
      <div className="flex flex-wrap gap-2">
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="Sin precio fijo"
          className="form-input min-w-32 flex-1"
          {...inputA11y(id, error, true)}
          {...register('price_in_ars')}
        />
        {hasValue ? (
          <button
            type="button"
            className="btn-secondary shrink-0"
            onClick={() => setValue('price_in_ars', '', { shouldDirty: true, shouldValidate: true })}
          >
            {FIXED_PRICE_CLEAR}
          </button>
        ) : null}
      </div>
    </Field>
  );
}
