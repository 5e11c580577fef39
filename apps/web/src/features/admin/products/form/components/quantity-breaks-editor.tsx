import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { usePriceLists } from '../../../price-lists/api/get-price-lists';
import type { ProductFormValues } from '../lib/product-form-values';
import { emptyTier, QUANTITY_BREAKS_MAX } from '../lib/quantity-values';

const a11y = (id: string, error?: string) =>
  ({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }) as const;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
      {message}
    </p>
  ) : null;
}

/** The saved options a tier can name ('Color: Rojo'); options not saved yet have no id to point at. */
function useSavedOptions() {
  const { watch } = useFormContext<ProductFormValues>();
  const [hasVariants, variants] = watch(['has_variants', 'variants']);
  if (!hasVariants) return [];
  return variants.flatMap((group) =>
    group.options.flatMap((option) =>
      option.id ? [{ id: option.id, label: `${group.variant_name}: ${option.name}` }] : [],
    ),
  );
}

/**
 * 'Descuentos por cantidad' (decision 052): rows of 'desde N unidades, % de descuento', each for every
 * option or one, and for every price list or one. The server prices each line with the best that applies.
 */
export function QuantityBreaksEditor({ id }: { id: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'quantity_breaks' });
  const lists = usePriceLists();
  const options = useSavedOptions();
  const listError = errors.quantity_breaks?.message ?? errors.quantity_breaks?.root?.message;

  return (
    <fieldset aria-describedby={listError ? `${id}-error` : `${id}-hint`}>
      <legend className="sr-only">Descuentos por cantidad</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-stone-600">
        Desde cierta cantidad (en unidades de venta) el precio baja un porcentaje. Si varios aplican, rige el
        mayor.
      </p>
      {fields.length === 0 ? (
        <p className="mb-3 text-sm text-stone-600">Sin descuentos por cantidad.</p>
      ) : null}
      {lists.isError ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          No se pudieron cargar las listas de precios.{' '}
          <button type="button" className="font-semibold underline" onClick={() => lists.refetch()}>
            Reintentar
          </button>
        </p>
      ) : null}
      {lists.isPending && fields.length > 0 ? (
        <p role="status" className="mb-3 text-sm text-stone-600">
          Cargando las listas de precios...
        </p>
      ) : null}
      {/* The rows wait for the lists, so a row's list select shows its list from the start. */}
      <ol className="mb-3 space-y-3">
        {(lists.isPending ? [] : fields).map((field, index) => {
          const base = `${id}-${field.id}`;
          const rowErrors = errors.quantity_breaks?.[index];
          const quantityError = rowErrors?.min_quantity?.message;
          const discountError = rowErrors?.discount_percent?.message;
          return (
            <li key={field.id} className="flex items-start gap-2 rounded-xl border border-stone-200 p-3">
              <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                <div>
                  <label htmlFor={`${base}-min`} className="mb-1 block text-xs font-medium text-stone-700">
                    Desde (unidades)
                  </label>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={2}
                    step={1}
                    className="form-input"
                    {...a11y(`${base}-min`, quantityError)}
                    {...register(`quantity_breaks.${index}.min_quantity`)}
                  />
                  <FieldError id={`${base}-min`} message={quantityError} />
                </div>
                <div>
                  <label
                    htmlFor={`${base}-discount`}
                    className="mb-1 block text-xs font-medium text-stone-700"
                  >
                    Descuento (%)
                  </label>
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    max={99.99}
                    step={0.01}
                    className="form-input"
                    {...a11y(`${base}-discount`, discountError)}
                    {...register(`quantity_breaks.${index}.discount_percent`)}
                  />
                  <FieldError id={`${base}-discount`} message={discountError} />
                </div>
                <div>
                  <label htmlFor={`${base}-option`} className="mb-1 block text-xs font-medium text-stone-700">
                    Opción
                  </label>
                  <select
                    id={`${base}-option`}
                    className="form-input"
                    disabled={options.length === 0}
                    {...register(`quantity_breaks.${index}.option`)}
                  >
                    <option value="">Todas las opciones</option>
                    {options.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={`${base}-list`} className="mb-1 block text-xs font-medium text-stone-700">
                    Lista de precios
                  </label>
                  <select
                    id={`${base}-list`}
                    className="form-input"
                    {...register(`quantity_breaks.${index}.price_list`)}
                  >
                    <option value="">Todas las listas</option>
                    {(lists.data ?? []).map((list) => (
                      <option key={list.id} value={list.id}>
                        {list.name}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <button
                type="button"
                onClick={() => remove(index)}
                className="mt-5 grid size-11 shrink-0 place-items-center rounded-lg text-stone-600 hover:bg-red-50 hover:text-red-700"
                aria-label={`Quitar descuento por cantidad ${index + 1}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn-secondary px-3.5 py-2"
        disabled={fields.length >= QUANTITY_BREAKS_MAX}
        onClick={() => append(emptyTier(), { shouldFocus: true })}
      >
        <Plus aria-hidden="true" className="size-4" /> Agregar descuento
      </button>
      {listError ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
