import { formatPrice } from '@mayorista/shared/format';
import type { ProductTier } from '@mayorista/shared/price-lists';
import { useId } from 'react';

type TierRow = { from: number; finalPrice: number; discount: number | null };

/**
 * The rows a buyer reads: from each quantity on, the tier the server applies there (the largest
 * discount reached, decision 052), with the server's unit price; the first row is the price without
 * a tier, from the product's minimum, unless a tier already starts there.
 */
export function tierRows(
  tiers: readonly ProductTier[],
  minQuantity: number,
  basePrice: number | null,
): TierRow[] {
  const rows: TierRow[] = [];
  let best: ProductTier | null = null;
  for (const tier of [...tiers].sort((a, b) => a.min_quantity - b.min_quantity)) {
    if (best && tier.discount_percent <= best.discount_percent) continue;
    best = tier;
    const row = {
      from: Math.max(tier.min_quantity, minQuantity),
      finalPrice: tier.final_price,
      discount: tier.discount_percent,
    };
    if (rows.at(-1)?.from === row.from) rows[rows.length - 1] = row;
    else rows.push(row);
  }
  if (basePrice != null && (rows[0]?.from ?? Number.POSITIVE_INFINITY) > minQuantity)
    rows.unshift({ from: minQuantity, finalPrice: basePrice, discount: null });
  return rows;
}

const percent = (value: number) => `${String(value).replace('.', ',')} %`;

type QuantityBreaksProps = {
  /** The tiers of the chosen combination, as the server priced them for the buyer. */
  tiers: readonly ProductTier[];
  minQuantity: number;
  /** The unit price without a tier (the page's price); null while it loads. */
  basePrice: number | null;
  /** The quantity chosen: its row is highlighted. */
  quantity: number;
  /** 'Caja x 12' when not sold by the single unit. */
  unitLabel: string | null;
};

/** 'Descuentos por cantidad': from which quantity each price applies (issue 28 item 2). */
export function QuantityBreaks({ tiers, minQuantity, basePrice, quantity, unitLabel }: QuantityBreaksProps) {
  const id = useId();
  const rows = tierRows(tiers, minQuantity, basePrice);
  if (!rows.some((row) => row.discount != null)) return null;
  const current = rows.filter((row) => row.from <= quantity).at(-1) ?? rows[0];
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-sm font-semibold text-stone-800">
        Descuentos por cantidad
      </h2>
      <table className="w-full overflow-hidden rounded-lg border border-stone-200 text-sm">
        <thead className="bg-stone-50 text-left text-xs text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Desde
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {unitLabel ? `Precio por ${unitLabel}` : 'Precio por unidad'}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Descuento
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => {
            const chosen = row === current;
            return (
              <tr
                key={row.from}
                aria-current={chosen || undefined}
                className={chosen ? 'bg-brand-50 font-semibold text-brand-900' : 'text-stone-800'}
              >
                <td className="px-3 py-2">
                  {row.from}
                  {chosen && <span className="sr-only"> (tu cantidad)</span>}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatPrice(row.finalPrice)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  {row.discount == null ? '—' : percent(row.discount)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
