import type { PriceList } from '@mayorista/shared/price-lists';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { usePriceLists } from '../api/get-price-lists';

type PriceListSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  /** The first option's text, for '' (every list, or the default list); none when every choice is a list. */
  emptyLabel?: string;
  /** The lists' names as the screen wants them (the default one marked). */
  optionLabel?: (list: PriceList) => string;
};

const defaultLabel = (list: PriceList) => (list.is_default ? `${list.name} (predeterminada)` : list.name);

/**
 * A select of the price lists (customers, approvals, bulk price): '' for `emptyLabel`, else a list's
 * id. While the lists load it says so; if they fail it offers only the empty choice.
 */
export const PriceListSelect = forwardRef<HTMLSelectElement, PriceListSelectProps>(function PriceListSelect(
  { emptyLabel, optionLabel = defaultLabel, className = 'form-input', disabled, ...props },
  ref,
) {
  const lists = usePriceLists();
  return (
    <select ref={ref} className={className} disabled={disabled || lists.isPending} {...props}>
      {lists.isPending ? <option value="">Cargando listas...</option> : null}
      {!lists.isPending && emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {(lists.data ?? []).map((list) => (
        <option key={list.id} value={list.id}>
          {optionLabel(list)}
        </option>
      ))}
    </select>
  );
});
