import { FEATURES_MAX } from '@mayorista/shared/product-admin';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from '../lib/product-form-values';

/** The features list (§2.1): one text per row, add and remove. Empty rows are not saved. */
export function FeaturesEditor({ id }: { id: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'features' });
  const listError = errors.features?.message ?? errors.features?.root?.message;

  return (
    <fieldset aria-describedby={listError ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">Características</legend>
      {fields.length === 0 ? (
        <p className="mb-2 text-sm text-stone-600">Sin características.</p>
      ) : (
        <ol className="mb-2 space-y-2">
          {fields.map((field, index) => {
            const inputId = `${id}-${index}`;
            const message = errors.features?.[index]?.value?.message;
            return (
              <li key={field.id}>
                <div className="flex gap-2">
                  <label htmlFor={inputId} className="sr-only">
                    Característica {index + 1}
                  </label>
                  <input
                    id={inputId}
                    className="form-input"
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `${inputId}-error` : undefined}
                    {...register(`features.${index}.value`)}
                  />
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    className="grid size-11 shrink-0 place-items-center rounded-lg text-stone-600 hover:bg-red-50 hover:text-red-700"
                    aria-label={`Quitar característica ${index + 1}`}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {message ? (
                  <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                    {message}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className="btn-secondary px-3.5 py-2"
        disabled={fields.length >= FEATURES_MAX}
        onClick={() => append({ value: '' }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" className="size-4" /> Agregar característica
      </button>
      {listError ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
