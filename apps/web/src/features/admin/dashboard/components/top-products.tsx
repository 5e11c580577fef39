import { formatAmount2 } from '@mayorista/shared/format';
import type { TopProduct } from '@mayorista/shared/statistics';

/** The period's best sellers by amount, with units sold and a bar relative to the first. */
export function TopProducts({ products }: { products: TopProduct[] }) {
  if (products.length === 0)
    return (
      <p className="py-8 text-center text-sm text-stone-600">Sin ventas de productos en este período.</p>
    );
  const top = products[0].amount || 1;
  return (
    <ol className="space-y-3">
      {products.map((product, index) => (
        <li key={product.id ?? product.name} className="min-w-0">
          <div className="flex items-baseline justify-between gap-3">
            <p className="min-w-0 truncate text-sm font-medium text-stone-900" title={product.name}>
              <span className="mr-1.5 text-stone-500 tabular-nums">{index + 1}.</span>
              {product.name}
            </p>
            <p className="shrink-0 text-sm font-semibold text-stone-900 tabular-nums">
              {formatAmount2(product.amount)}
            </p>
          </div>
          <div className="mt-1 flex items-center gap-2">
            <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-stone-100">
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${Math.max(4, (product.amount / top) * 100)}%` }}
              />
            </div>
            <span className="shrink-0 text-xs text-stone-600 tabular-nums">
              {product.sales.toLocaleString('es-AR')} {product.sales === 1 ? 'unidad' : 'unidades'}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
