import { X } from 'lucide-react';
import { useId } from 'react';
import { ProductPicker } from '@/components/product-picker';
import { notify } from '@/lib/toast';
import { useAddOrderItem } from '../api/add-order-item';
import { serverReason } from '../lib/errors';
import { DESK_MESSAGES } from '../lib/order-desk';
import { ChangeError } from './desk-card';

/**
 * 'Agregar producto': search by name or SKU, pick a product, one option per variant group and the
 * quantity (the staff's product picker); the server adds it at today's price (or grows the same
 * choice already in the order).
 */
export function AddProductPanel({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const add = useAddOrderItem(orderId);
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-brand-200 bg-brand-50/40 p-3 sm:p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-stone-900">
          Agregar producto
        </h3>
        <button
          type="button"
          className="rounded-lg p-1.5 text-stone-600 hover:bg-stone-100"
          onClick={onClose}
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Cerrar agregar producto</span>
        </button>
      </div>
      <ProductPicker
        placeholder="Nombre o SKU"
        searchFailed={() => DESK_MESSAGES.searchFailed}
        productFailed={DESK_MESSAGES.productFailed}
        submitLabel="Agregar al pedido"
        pending={add.isPending}
        error={
          add.isError ? (
            <ChangeError title={DESK_MESSAGES.addFailed} detail={serverReason(add.error)} />
          ) : null
        }
        resetOnAdd={false}
        onAdd={({ product, options, quantity }) =>
          add.mutate(
            {
              product: product.id,
              quantity,
              ...(options.length ? { option_ids: options.map(({ option }) => option.id) } : {}),
            },
            {
              onSuccess: () => {
                notify.success(`${product.name} se agregó al pedido`);
                onClose();
              },
            },
          )
        }
      />
    </section>
  );
}
