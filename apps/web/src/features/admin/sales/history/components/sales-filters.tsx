import { ORDER_PAYMENT_STATUSES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@mayorista/shared/orders';
import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { DateRangePicker, type DateRangeValue } from '@/components/ui/date-range-picker';
import { SearchField } from '@/components/ui/search-field';
import { pickerValue, rangeOf, type SalesFilters } from '../lib/filters';
import { DELIVERY_LABELS, paymentLabel, STATUS_FILTER_OPTIONS } from '../lib/labels';

/** The picker has no 'all dates' button: with no days in the address none of its buttons is pressed. */
const ALL_DATES = { period: 'all' } as unknown as DateRangeValue;

type SalesFiltersBarProps = {
  filters: SalesFilters;
  searchDraft: string;
  onSearchChange: (value: string) => void;
  onChange: (change: Partial<Omit<SalesFilters, 'page'>>) => void;
  onClear: () => void;
  customerName: string | undefined;
  active: boolean;
};

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-stone-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="form-input py-2"
      >
        {children}
      </select>
    </div>
  );
}

/** Search by e-mail, status, payment, payment method, delivery and days; the customer of 'Ver pedidos' as a chip. */
export function SalesFiltersBar({
  filters,
  searchDraft,
  onSearchChange,
  onChange,
  onClear,
  customerName,
  active,
}: SalesFiltersBarProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const picker = pickerValue(filters.date_from, filters.date_to);
  const chosen = [
    filters.status,
    filters.payment_status,
    filters.payment_method,
    filters.delivery_type,
    filters.date_from,
  ].filter(Boolean).length;
  const setDates = (value: DateRangeValue | null) => {
    if (!value) return onChange({ date_from: '', date_to: '' });
    const range = rangeOf(value);
    onChange({ date_from: range.start, date_to: range.end });
  };

  return (
    <div className="space-y-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <SearchField
            label="Buscar por email del cliente"
            value={searchDraft}
            onChange={onSearchChange}
            placeholder="Buscar por email..."
          />
        </div>
        <button
          type="button"
          className="btn-secondary shrink-0 px-3 sm:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtros{chosen ? ` (${chosen})` : ''}
        </button>
      </div>
      <div id={panelId} className={`space-y-3 ${open ? '' : 'max-sm:hidden'}`}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:max-w-5xl">
          <Select
            label="Estado"
            value={filters.status}
            onChange={(value) => onChange({ status: value as SalesFilters['status'] })}
          >
            <option value="">Todos</option>
            {STATUS_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          <Select
            label="Pago"
            value={filters.payment_status}
            onChange={(value) => onChange({ payment_status: value as SalesFilters['payment_status'] })}
          >
            <option value="">Todos</option>
            {ORDER_PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {paymentLabel(status)}
              </option>
            ))}
          </Select>
          <Select
            label="Medio de pago"
            value={filters.payment_method}
            onChange={(value) => onChange({ payment_method: value as SalesFilters['payment_method'] })}
          >
            <option value="">Todos</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
          <Select
            label="Entrega"
            value={filters.delivery_type}
            onChange={(value) => onChange({ delivery_type: value as SalesFilters['delivery_type'] })}
          >
            <option value="">Todas</option>
            <option value="delivery">{DELIVERY_LABELS.delivery}</option>
            <option value="pickup">{DELIVERY_LABELS.pickup}</option>
          </Select>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <DateRangePicker value={picker ?? ALL_DATES} onChange={setDates} label="Fechas" />
          {picker ? (
            <button
              type="button"
              className="text-sm font-semibold text-brand-800 underline"
              onClick={() => setDates(null)}
            >
              Todas las fechas
            </button>
          ) : null}
        </div>
      </div>
      {filters.customer_id || active ? (
        <div className="flex flex-wrap items-center gap-2">
          {filters.customer_id ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset">
              Cliente: {customerName ?? `#${filters.customer_id}`}
              <button
                type="button"
                aria-label="Quitar el filtro de cliente"
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100"
                onClick={() => onChange({ customer_id: null })}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </span>
          ) : null}
          {active ? (
            <button
              type="button"
              className="text-sm font-semibold text-stone-700 underline"
              onClick={onClear}
            >
              Limpiar filtros
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
