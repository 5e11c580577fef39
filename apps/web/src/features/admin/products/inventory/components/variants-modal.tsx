import type { Product } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { useState } from 'react';
import { Modal, ModalCancelButton, useModalDirty } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useUpdateProduct } from '../../api/admin-product';
import { useReplaceInventoryRow } from '../api/inventory-products';
import { draftsOf, type OptionDraft, type VariantDrafts, variantsPatch } from '../lib/variants';

export const VARIANTS_UPDATE_FAILED = 'Error al actualizar las variantes';

type VariantsModalProps = { product: Product | null; onClose: () => void };

/** Stock and prices of every option of a product with variants, saved in one PATCH (backoffice §2.2, §5). */
export function VariantsModal({ product, onClose }: VariantsModalProps) {
  const update = useUpdateProduct();
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      busy={update.isPending}
      size="lg"
      title="Editar variantes"
      description={product?.name}
      footer={
        <>
          <ModalCancelButton disabled={update.isPending} />
          <button
            type="submit"
            form="variants-form"
            className="btn-primary"
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending ? (
              <>
                <Spinner className="size-4" /> Guardando...
              </>
            ) : (
              'Guardar variantes'
            )}
          </button>
        </>
      }
    >
      {product ? <VariantsForm product={product} update={update} onSaved={onClose} /> : null}
    </Modal>
  );
}

function VariantsForm({
  product,
  update,
  onSaved,
}: {
  product: Product;
  update: ReturnType<typeof useUpdateProduct>;
  onSaved: () => void;
}) {
  const [drafts, setDrafts] = useState<VariantDrafts>(() => draftsOf(product));
  const replaceRow = useReplaceInventoryRow();
  const change = (optionId: number, field: keyof OptionDraft, value: string) =>
    setDrafts((current) => ({ ...current, [optionId]: { ...current[optionId], [field]: value } }));
  useModalDirty(JSON.stringify(drafts) !== JSON.stringify(draftsOf(product)));

  if (product.variants.length === 0)
    return <p className="text-sm text-stone-600">Este producto no tiene variantes.</p>;

  return (
    <form
      id="variants-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (update.isPending) return;
        update.mutate(
          { id: product.id, patch: { variants: variantsPatch(product, drafts) } },
          {
            onSuccess: (saved) => {
              replaceRow(saved);
              notify.success('Variantes actualizadas');
              onSaved();
            },
            onError: () => notify.error(VARIANTS_UPDATE_FAILED),
          },
        );
      }}
      className="space-y-6"
    >
      <p className="text-sm text-stone-600">
        Precio base del producto: {formatPrice(product.price ?? 0, product.currency)}. Deja el precio de la
        opción vacío para usar el precio base más el ajuste.
      </p>
      {product.variants.map((group) => (
        <fieldset key={group.id} className="space-y-3">
          <legend className="text-sm font-semibold text-stone-900">{group.variant_name}</legend>
          <div className="hidden grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))] gap-3 px-1 text-xs font-semibold text-stone-600 sm:grid">
            <span>Opción</span>
            <span>Stock</span>
            <span>Precio</span>
            <span>Ajuste</span>
          </div>
          <ul className="space-y-3">
            {group.options.map((option) => {
              const draft = drafts[option.id];
              return (
                <li
                  key={option.id}
                  className="grid grid-cols-3 gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))] sm:items-center sm:border-0 sm:p-1"
                >
                  <div className="col-span-3 min-w-0 sm:col-span-1">
                    <p className="truncate font-medium text-stone-900">{option.name}</p>
                    {option.sku ? <p className="truncate text-xs text-stone-600">SKU {option.sku}</p> : null}
                  </div>
                  <OptionField
                    label="Stock"
                    optionName={`${group.variant_name} ${option.name}`}
                    value={draft.stock}
                    step={1}
                    min={0}
                    onChange={(value) => change(option.id, 'stock', value)}
                  />
                  <OptionField
                    label="Precio"
                    optionName={`${group.variant_name} ${option.name}`}
                    value={draft.price}
                    step={0.01}
                    min={0}
                    placeholder="Base"
                    onChange={(value) => change(option.id, 'price', value)}
                  />
                  <OptionField
                    label="Ajuste"
                    optionName={`${group.variant_name} ${option.name}`}
                    value={draft.price_adjustment}
                    step={0.01}
                    onChange={(value) => change(option.id, 'price_adjustment', value)}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </form>
  );
}

function OptionField({
  label,
  optionName,
  value,
  step,
  min,
  placeholder,
  onChange,
}: {
  label: string;
  optionName: string;
  value: string;
  step: number;
  min?: number;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="block min-w-0">
      <span className="mb-1 block text-xs text-stone-600 sm:sr-only">{label}</span>
      <span className="sr-only"> de {optionName}</span>
      <input
        type="number"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        step={step}
        min={min}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="form-input px-2.5 py-2 tabular-nums"
      />
    </label>
  );
}
