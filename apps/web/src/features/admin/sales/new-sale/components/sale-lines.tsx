import type { CartQuote } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { CART_MAX_QUANTITY } from '@mayorista/shared/orders';
import { Trash2 } from 'lucide-react';
import { quantityHint } from '@/lib/quantity-rule';
import { lineProblem, type SaleLine } from '../lib/sale';

/** The sale's lines: price and stock from the server's quote, quantity and removal. Cards on phones. */
export function SaleLines({
  lines,
  quote,
  quoting,
  onQuantity,
  onRemove,
}: {
  lines: readonly SaleLine[];
  quote: CartQuote | undefined;
  quoting: boolean;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}) {
  if (lines.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-stone-300 px-3 py-4 text-center text-sm text-stone-600">
        Todavía no agregaste productos. Búscalos arriba por nombre o SKU.
      </p>
    );
  return (
    <ul
      aria-label="Productos de la venta"
      className="flex flex-col divide-y divide-stone-200"
      aria-busy={quoting}
    >
      {lines.map((line, index) => {
        // While a new quote loads the previous one shows; a line it does not describe waits.
        const same = quote?.lines[index]?.product === line.productId;
        const priced = same ? quote?.lines[index] : undefined;
        const problem = same ? lineProblem(quote, index) : null;
        const label = line.variantDisplay ? `${line.name} (${line.variantDisplay})` : line.name;
        const rule = [line.unit, quantityHint(line.rule)].filter(Boolean).join(' · ');
        return (
          <li key={line.key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
            <div className="min-w-0 grow">
              <p className="font-semibold break-words text-stone-900">{line.name}</p>
              <p className="text-xs text-stone-600">
                {line.variantDisplay ? `${line.variantDisplay} · ` : ''}
                {line.sku ? `SKU ${line.sku} · ` : ''}
                {rule ? `${rule} · ` : ''}
                {priced ? `Stock ${priced.stock}` : 'Stock …'}
                {priced?.final_price != null ? ` · ${formatPrice(priced.final_price)} c/u` : ''}
                {priced?.discount ? ` (−${priced.discount}%)` : ''}
              </p>
              {problem ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {problem}
                </p>
              ) : null}
            </div>
            <div className="flex items-center justify-between gap-3 sm:justify-end">
              <label className="flex items-center gap-2 text-sm text-stone-700">
                <span>Cantidad</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={line.rule.minQuantity}
                  max={CART_MAX_QUANTITY}
                  step={line.rule.quantityStep}
                  className="form-input w-20"
                  aria-label={`Cantidad de ${label}`}
                  value={line.quantity}
                  onChange={(event) => {
                    const value = event.target.valueAsNumber;
                    if (Number.isInteger(value) && value >= 1 && value <= CART_MAX_QUANTITY)
                      onQuantity(line.key, value);
                  }}
                />
              </label>
              <span className="w-28 text-right font-semibold whitespace-nowrap text-stone-900">
                {priced?.subtotal != null ? formatPrice(priced.subtotal) : '—'}
              </span>
              <button
                type="button"
                className="rounded-lg p-2 text-stone-600 hover:bg-red-50 hover:text-red-700"
                onClick={() => onRemove(line.key)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Quitar {label}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
