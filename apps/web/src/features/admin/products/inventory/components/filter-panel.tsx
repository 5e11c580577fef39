import { type ReactNode, useId } from 'react';
import { useCategoryTree } from '@/api/categories';
import { categoryOptions } from '../lib/category-options';
import {
  INVENTORY_SORTS,
  type InventoryFilters,
  type InventorySort,
  OWN_FILTERS,
  OWN_LABELS,
  type OwnFilter,
  SORT_LABELS,
  STOCK_FILTERS,
  STOCK_LABELS,
  type StockFilter,
} from '../lib/filters';

export type FilterChange = Partial<Omit<InventoryFilters, 'page' | 'search'>>;

type FilterPanelProps = {
  filters: InventoryFilters;
  onChange: (change: FilterChange) => void;
  /** 'row' lays the fields side by side (desktop toolbar), 'stack' one under the other (phone drawer). */
  layout: 'row' | 'stack';
};

const fieldClass = 'form-input py-2';

/** The filters of backoffice §2.2: category (as 'A > B' paths), stock, ownership, sort, on sale, syncable. */
export function FilterPanel({ filters, onChange, layout }: FilterPanelProps) {
  const categories = useCategoryTree();
  const options = categoryOptions(categories.data ?? []);
  const stack = layout === 'stack';

  return (
    <div
      className={
        stack
          ? 'flex flex-col gap-4'
          : 'grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto]'
      }
    >
      <Field label="Categoría">
        {(id) => (
          <select
            id={id}
            className={fieldClass}
            value={filters.category_id ?? ''}
            onChange={(event) =>
              onChange({ category_id: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{categories.isError ? 'Todas (no se pudieron cargar)' : 'Todas'}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
            {filters.category_id && !options.some((option) => option.id === filters.category_id) ? (
              <option value={filters.category_id}>Categoría #{filters.category_id}</option>
            ) : null}
          </select>
        )}
      </Field>
      <Field label="Stock">
        {(id) => (
          <select
            id={id}
            className={fieldClass}
            value={filters.stock_status}
            onChange={(event) => onChange({ stock_status: event.target.value as StockFilter })}
          >
            {STOCK_FILTERS.map((value) => (
              <option key={value} value={value}>
                {STOCK_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Propiedad">
        {(id) => (
          <select
            id={id}
            className={fieldClass}
            value={filters.own_product}
            onChange={(event) => onChange({ own_product: event.target.value as OwnFilter })}
          >
            {OWN_FILTERS.map((value) => (
              <option key={value} value={value}>
                {OWN_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Ordenar por">
        {(id) => (
          <select
            id={id}
            className={fieldClass}
            value={filters.sort_by}
            onChange={(event) => onChange({ sort_by: event.target.value as InventorySort })}
          >
            {INVENTORY_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div
        className={
          stack ? 'flex flex-col gap-3 pt-1' : 'col-span-2 flex flex-wrap gap-x-4 gap-y-2 pb-2 lg:col-span-1'
        }
      >
        <Check
          label="En oferta"
          checked={filters.on_sale}
          onChange={(checked) => onChange({ on_sale: checked })}
        />
        <Check
          label="Sincronizables"
          checked={filters.syncable}
          onChange={(checked) => onChange({ syncable: checked })}
        />
      </div>
    </div>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-stone-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium whitespace-nowrap text-stone-800">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
