import {
  generateSku,
  PRODUCT_MESSAGES,
  VARIANT_GROUPS_MAX,
  VARIANT_OPTIONS_MAX,
} from '@mayorista/shared/product-admin';
import { Plus, Trash2, Wand2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { notify } from '@/lib/toast';
import { emptyGroup, emptyOption, type ProductFormValues } from '../lib/product-form-values';

function SmallField({
  id,
  label,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const a11y = (id: string, error?: string) =>
  ({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }) as const;

function OptionsEditor({
  id,
  groupIndex,
  groupLabel,
}: {
  id: string;
  groupIndex: number;
  groupLabel: string;
}) {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `variants.${groupIndex}.options` });
  const optionErrors = errors.variants?.[groupIndex]?.options;

  return (
    <div className="space-y-3">
      {fields.length === 0 ? (
        <p className="rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-800">
          Sin opciones: esta variante no se guarda hasta que tenga al menos una.
        </p>
      ) : null}
      {fields.map((field, optionIndex) => {
        const base = `${id}-o${field.id}`;
        const path = `variants.${groupIndex}.options.${optionIndex}` as const;
        const nameError = optionErrors?.[optionIndex]?.name?.message;
        const priceError = optionErrors?.[optionIndex]?.price?.message;
        const adjustmentError = optionErrors?.[optionIndex]?.price_adjustment?.message;
        const costError = optionErrors?.[optionIndex]?.cost_price?.message;
        const optionLabel = `opción ${optionIndex + 1} de ${groupLabel}`;
        return (
          <fieldset key={field.id} className="rounded-lg border border-stone-200 bg-white p-3">
            <legend className="sr-only">Opción {optionIndex + 1}</legend>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <SmallField id={`${base}-name`} label="Opción" error={nameError} className="col-span-2">
                <input
                  className="form-input"
                  placeholder="Ej.: Rojo"
                  {...a11y(`${base}-name`, nameError)}
                  {...register(`${path}.name`)}
                />
              </SmallField>
              <SmallField id={`${base}-sku`} label="SKU" className="col-span-2">
                <div className="flex gap-2">
                  <input
                    className="form-input min-w-0 font-mono"
                    placeholder="Vacío: se genera al guardar"
                    {...a11y(`${base}-sku`)}
                    {...register(`${path}.sku`)}
                  />
                  <button
                    type="button"
                    className="btn-secondary shrink-0 px-3"
                    aria-label={`Generar SKU de la ${optionLabel}`}
                    title="Generar SKU"
                    onClick={() => {
                      try {
                        setValue(`${path}.sku`, generateSku([getValues('name'), getValues(`${path}.name`)]), {
                          shouldDirty: true,
                        });
                      } catch {
                        notify.error(PRODUCT_MESSAGES.skuGenerationFailed);
                      }
                    }}
                  >
                    <Wand2 aria-hidden="true" className="size-4" />
                    <span className="hidden sm:inline">Generar</span>
                  </button>
                </div>
              </SmallField>
              <SmallField id={`${base}-price`} label="Precio propio" error={priceError}>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className="form-input"
                  placeholder="El del producto"
                  {...a11y(`${base}-price`, priceError)}
                  {...register(`${path}.price`)}
                />
              </SmallField>
              <SmallField id={`${base}-adjustment`} label="Ajuste (+/−)" error={adjustmentError}>
                <input
                  type="number"
                  inputMode="decimal"
                  step={0.01}
                  className="form-input"
                  placeholder="0"
                  {...a11y(`${base}-adjustment`, adjustmentError)}
                  {...register(`${path}.price_adjustment`)}
                />
              </SmallField>
              <SmallField id={`${base}-cost`} label="Costo" error={costError}>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className="form-input"
                  {...a11y(`${base}-cost`, costError)}
                  {...register(`${path}.cost_price`)}
                />
              </SmallField>
              <SmallField id={`${base}-stock`} label="Stock">
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className="form-input"
                  placeholder="0"
                  {...a11y(`${base}-stock`)}
                  {...register(`${path}.stock`)}
                />
              </SmallField>
            </div>
            <div className="mt-2 flex justify-end">
              <button
                type="button"
                onClick={() => remove(optionIndex)}
                className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                aria-label={`Quitar ${optionLabel}`}
              >
                <X aria-hidden="true" className="size-4" /> Quitar opción
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn-secondary px-3.5 py-2"
        disabled={fields.length >= VARIANT_OPTIONS_MAX}
        onClick={() => append(emptyOption(), { shouldFocus: true })}
        aria-label={`Agregar opción a ${groupLabel}`}
      >
        <Plus aria-hidden="true" className="size-4" /> Agregar opción
      </button>
    </div>
  );
}

/** Variant groups (§3): a name (Color, Talle) and its options with SKU, prices, cost and stock. */
export function VariantEditor({ id }: { id: string }) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const names = watch('variants').map((group) => group?.variant_name ?? '');
  const listError = errors.variants?.message ?? errors.variants?.root?.message;

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        Cada grupo (por ejemplo Color o Talle) necesita un nombre y al menos una opción. Una opción con precio
        propio reemplaza el precio del producto; el ajuste se suma (o resta) a ese precio.
      </p>
      {listError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      {fields.map((field, groupIndex) => {
        const base = `${id}-g${field.id}`;
        const nameError = errors.variants?.[groupIndex]?.variant_name?.message;
        const groupLabel = `variante ${names[groupIndex]?.trim() || groupIndex + 1}`;
        return (
          <fieldset key={field.id} className="rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-stone-800">Variante {groupIndex + 1}</legend>
            <div className="mb-3 flex items-start gap-2">
              <SmallField
                id={`${base}-name`}
                label="Nombre de la variante"
                error={nameError}
                className="flex-1"
              >
                <input
                  className="form-input"
                  placeholder="Ej.: Color"
                  {...a11y(`${base}-name`, nameError)}
                  {...register(`variants.${groupIndex}.variant_name`)}
                />
              </SmallField>
              <button
                type="button"
                onClick={() => remove(groupIndex)}
                className="mt-5 inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                aria-label={`Quitar ${groupLabel}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">Quitar variante</span>
              </button>
            </div>
            <OptionsEditor id={base} groupIndex={groupIndex} groupLabel={groupLabel} />
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn-secondary"
        disabled={fields.length >= VARIANT_GROUPS_MAX}
        onClick={() => append(emptyGroup(), { shouldFocus: true })}
      >
        <Plus aria-hidden="true" className="size-4" /> Agregar variante
      </button>
    </div>
  );
}
