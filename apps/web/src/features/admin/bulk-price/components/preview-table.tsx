import type { BulkPriceLine, BulkPriceOptionLine } from '@mayorista/shared/bulk-price';
import type { Column } from '@/components/ui/data-table';
import { formatMoney } from '../lib/form';
import { PagedPreviewTable } from './paged-preview-table';

const arrow = (line: { old_price: number; new_price: number }, currency: BulkPriceLine['currency']) =>
  `${formatMoney(line.old_price, currency)} → ${formatMoney(line.new_price, currency)}`;

/** A surcharge with its sign: '+$ 3.500,00', '−$ 200,00'. */
const signed = (value: number, currency: BulkPriceLine['currency']) =>
  `${value < 0 ? '−' : '+'}${formatMoney(Math.abs(value), currency)}`;

/** An option's line: its own price, or the surcharge it adds to the product's price (decision 041). */
function optionText(option: BulkPriceOptionLine, currency: BulkPriceLine['currency']) {
  if (option.kind === 'price') return `Opción ${option.name}: ${arrow(option, currency)}`;
  const label = option.old_price < 0 ? 'rebaja' : 'recargo';
  return `Opción ${option.name} (${label}): ${signed(option.old_price, currency)} → ${signed(option.new_price, currency)}`;
}

/** The prices that move besides the product's own: its peso price and its options' prices and surcharges. */
function OtherPrices({ line }: { line: BulkPriceLine }) {
  if (line.old_price_in_ars == null && line.options.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-stone-600">
      {line.old_price_in_ars != null && line.new_price_in_ars != null ? (
        <li>
          Precio en pesos:{' '}
          {arrow({ old_price: line.old_price_in_ars, new_price: line.new_price_in_ars }, 'ARS')}
        </li>
      ) : null}
      {line.options.map((option) => (
        <li key={option.id}>{optionText(option, line.currency)}</li>
      ))}
    </ul>
  );
}

const columns: Column<BulkPriceLine>[] = [
  {
    id: 'product',
    header: 'Producto',
    card: 'title',
    cell: (line) => (
      <>
        <span className="font-semibold text-stone-900">{line.name}</span>
        <p className="text-xs text-stone-600">
          {[line.sku, line.brand].filter(Boolean).join(' · ') || 'Sin SKU ni marca'}
        </p>
      </>
    ),
  },
  {
    id: 'old',
    header: 'Precio actual',
    align: 'end',
    className: 'tabular-nums whitespace-nowrap',
    cell: (line) => formatMoney(line.old_price, line.currency),
  },
  {
    id: 'new',
    header: 'Precio nuevo',
    align: 'end',
    className: 'tabular-nums',
    cell: (line) => (
      <div>
        <span className="font-semibold whitespace-nowrap text-stone-900">
          {formatMoney(line.new_price, line.currency)}
        </span>
        <OtherPrices line={line} />
      </div>
    ),
  },
];

/** Every affected product with its old and new price, 25 per page (the preview holds them all). */
export function PreviewTable({ lines }: { lines: BulkPriceLine[] }) {
  return (
    <PagedPreviewTable
      label="Productos que cambian de precio"
      columns={columns}
      lines={lines}
      rowKey={(line) => line.id}
      emptyMessage="Ningún producto coincide con la selección."
    />
  );
}
