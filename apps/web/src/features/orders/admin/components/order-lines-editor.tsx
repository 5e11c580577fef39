import { formatPrice } from '@mayorista/shared/format';
import { CART_MAX_QUANTITY, type Order, type OrderItem } from '@mayorista/shared/orders';
import { ImageOff, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { notify } from '@/lib/toast';
import { useUpdateOrderItems } from '../api/update-order-items';
import { serverReason } from '../lib/errors';
import { changedItems, DESK_MESSAGES } from '../lib/order-desk';
import { AddProductPanel } from './add-product-panel';
import { ChangeError } from './desk-card';

const lineName = (item: OrderItem) => item.product_details?.name || item.product_name;

/**
 * The lines of a pending order: change quantities and save them together, remove a line (asked
 * first), add a product. Each line keeps the price it was sold at; stock moves by the difference.
 */
export function OrderLinesEditor({ order }: { order: Order }) {
  const items = order.items ?? [];
  const update = useUpdateOrderItems(order.id);
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const [removing, setRemoving] = useState<OrderItem | null>(null);
  const [adding, setAdding] = useState(false);
  const body = changedItems(items, drafts);
  const invalid = items.some((item) => {
    const value = drafts[item.id];
    return value !== undefined && (!Number.isInteger(value) || value < 1 || value > CART_MAX_QUANTITY);
  });

  const save = () => {
    if (!body || invalid) return;
    update.mutate(body, {
      onSuccess: () => {
        setDrafts({});
        notify.success('Productos del pedido actualizados');
      },
    });
  };

  const remove = (item: OrderItem) => {
    update.mutate(
      { items: [{ id: item.id, quantity: 0 }] },
      {
        onSuccess: () => {
          setRemoving(null);
          setDrafts(({ [item.id]: _removed, ...rest }) => rest);
          notify.success(`${lineName(item)} se quitó del pedido`);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <UnsavedChangesGuard when={body !== null && !update.isPending} />
      <ul className="divide-y divide-stone-100">
        {items.map((item) => {
          const inputId = `line-quantity-${item.id}`;
          const value = drafts[item.id] ?? item.quantity;
          const image = item.product_details?.image;
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="size-12 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-white">
                {image ? (
                  <img src={image} alt="" width={48} height={48} className="size-full object-contain p-0.5" />
                ) : (
                  <span className="grid size-full place-items-center bg-stone-100 text-stone-400">
                    <ImageOff className="size-5" aria-hidden="true" />
                  </span>
                )}
              </span>
              <div className="min-w-0 flex-1 basis-40">
                <p className="text-sm font-semibold text-stone-900">{lineName(item)}</p>
                {item.variant_display && <p className="text-xs text-stone-600">{item.variant_display}</p>}
                <p className="text-xs text-stone-600">{formatPrice(item.price_at_time)} c/u</p>
              </div>
              <div className="flex items-center gap-2">
                <label htmlFor={inputId} className="sr-only">
                  Cantidad de {lineName(item)}
                </label>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={CART_MAX_QUANTITY}
                  step={1}
                  className="form-input w-20 text-center"
                  value={Number.isNaN(value) ? '' : value}
                  disabled={update.isPending}
                  aria-invalid={value < 1 || value > CART_MAX_QUANTITY || Number.isNaN(value) || undefined}
                  onChange={(event) =>
                    setDrafts((current) => ({ ...current, [item.id]: event.target.valueAsNumber }))
                  }
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') save();
                  }}
                />
                {/* The server's subtotal; a changed quantity is priced when it is saved. */}
                <p className="w-24 text-right text-sm font-semibold whitespace-nowrap text-stone-900">
                  {value === item.quantity ? (
                    formatPrice(item.subtotal)
                  ) : (
                    <span className="text-xs font-medium text-accent-800">Sin guardar</span>
                  )}
                </p>
                <button
                  type="button"
                  className="rounded-lg p-2 text-stone-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
                  disabled={update.isPending || items.length < 2}
                  title={items.length < 2 ? 'El pedido debe conservar al menos un producto' : undefined}
                  onClick={() => setRemoving(item)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="sr-only">Quitar {lineName(item)}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>

      {invalid ? (
        <p className="text-sm text-red-700">
          La cantidad debe ser un número entero entre 1 y {CART_MAX_QUANTITY}. Para quitar un producto usa el
          botón de la papelera.
        </p>
      ) : null}
      {update.isError && !removing ? (
        <ChangeError title={DESK_MESSAGES.itemsFailed} detail={serverReason(update.error)} />
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-between">
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          <Plus className="size-4" aria-hidden="true" />
          Agregar producto
        </button>
        <div className="flex flex-col gap-2 sm:flex-row">
          {body ? (
            <button
              type="button"
              className="btn-secondary"
              disabled={update.isPending}
              onClick={() => {
                setDrafts({});
                update.reset();
              }}
            >
              Descartar cambios
            </button>
          ) : null}
          <button
            type="button"
            className="btn-primary"
            disabled={!body || invalid || update.isPending}
            aria-busy={(update.isPending && !removing) || undefined}
            onClick={save}
          >
            {update.isPending && !removing ? <Spinner className="size-4" /> : null}
            Guardar cantidades
          </button>
        </div>
      </div>

      {adding ? <AddProductPanel orderId={order.id} onClose={() => setAdding(false)} /> : null}

      <ConfirmDialog
        open={removing !== null}
        title="¿Quitar el producto del pedido?"
        message={
          removing ? (
            <>
              <p>
                Se quitará <strong>{lineName(removing)}</strong>
                {removing.variant_display ? ` (${removing.variant_display})` : ''} del pedido #{order.id} y
                sus {removing.quantity} {removing.quantity === 1 ? 'unidad vuelve' : 'unidades vuelven'} al
                stock.
              </p>
              {update.isError ? (
                <p role="alert" className="mt-3 font-semibold text-red-700">
                  {DESK_MESSAGES.itemsFailed}
                  {serverReason(update.error) ? `: ${serverReason(update.error)}` : ''}
                </p>
              ) : null}
            </>
          ) : null
        }
        confirmLabel="Quitar"
        pendingLabel="Quitando…"
        tone="danger"
        pending={update.isPending}
        onConfirm={() => removing && remove(removing)}
        onClose={() => {
          setRemoving(null);
          update.reset();
        }}
      />
    </div>
  );
}
