import type { DistributorOrderItem } from '@mayorista/shared/orders';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { lineTotal, money2, unitPrice } from '../lib/remito';
import { ProductThumb } from './product-thumb';

function ProductName({ item }: { item: DistributorOrderItem }) {
  if (!item.product) return <span className="font-medium text-stone-900">{item.product_name}</span>;
  return (
    <Link
      to={paths.adminEditProduct(item.product.id)}
      className="font-medium text-stone-900 hover:text-brand-800 hover:underline"
    >
      {item.product_name}
    </Link>
  );
}

/** The lines of an expanded order: a table on desktop, stacked rows on a phone. */
export function OrderItems({
  items,
  view,
  orderId,
}: {
  items: DistributorOrderItem[];
  view: 'table' | 'card';
  orderId: number;
}) {
  if (view === 'card') {
    return (
      <ul aria-label={`Productos de la orden ${orderId}`} className="divide-y divide-stone-100">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            <ProductThumb image={item.product?.image} size={48} />
            <div className="min-w-0 flex-1 text-sm">
              <ProductName item={item} />
              {item.variant_display ? <p className="text-xs text-stone-600">{item.variant_display}</p> : null}
              <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-stone-700 tabular-nums">
                <span>
                  {item.quantity} × {money2(unitPrice(item))}
                </span>
                <span className="font-semibold text-stone-900">{money2(lineTotal(item))}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table aria-label={`Productos de la orden ${orderId}`} className="w-full text-left text-sm">
      <thead className="text-xs font-semibold text-stone-600">
        <tr>
          <th scope="col" className="w-14 px-3 py-2">
            <span className="sr-only">Imagen</span>
          </th>
          <th scope="col" className="px-3 py-2">
            Producto
          </th>
          <th scope="col" className="px-3 py-2">
            Variante
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Cantidad
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Precio unitario
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {items.map((item) => (
          <tr key={item.id}>
            <td className="px-3 py-2">
              <ProductThumb image={item.product?.image} size={40} />
            </td>
            <td className="px-3 py-2">
              <ProductName item={item} />
            </td>
            <td className="px-3 py-2 text-stone-700">{item.variant_display || '-'}</td>
            <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{money2(unitPrice(item))}</td>
            <td className="px-3 py-2 text-right font-medium whitespace-nowrap text-stone-900 tabular-nums">
              {money2(lineTotal(item))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
