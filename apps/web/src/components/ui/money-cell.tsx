import { formatPrice } from '@mayorista/shared/format';

type MoneyCellProps = { value: number | string | null | undefined; currency?: 'ARS' | 'USD' };

/** An amount in es-AR format ('$ 1.234'), with digits that line up in a column. */
export function MoneyCell({ value, currency = 'ARS' }: MoneyCellProps) {
  return <span className="whitespace-nowrap tabular-nums">{formatPrice(value, currency)}</span>;
}
