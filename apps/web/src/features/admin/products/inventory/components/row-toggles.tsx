import type { Product } from '@mayorista/shared/catalog';
import type { ProductUpdate } from '@mayorista/shared/product-admin';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Eye, EyeOff } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useUpdateProduct } from '../../api/admin-product';
import { useReplaceInventoryRow } from '../api/inventory-products';

export const VISIBILITY_FAILED = 'Error al cambiar la visibilidad del producto';
export const OWNERSHIP_FAILED = 'Error al cambiar la propiedad del producto';

/** One partial PATCH of a row, with the row replaced by the answer and the spec's error message. */
export function useRowPatch(product: Product, failure: string) {
  const update = useUpdateProduct();
  const replaceRow = useReplaceInventoryRow();
  const send = (patch: ProductUpdate, success?: string) =>
    update.mutate(
      { id: product.id, patch },
      {
        onSuccess: (saved) => {
          replaceRow(saved);
          if (success) notify.success(success);
        },
        onError: () => notify.error(failure),
      },
    );
  return { send, pending: update.isPending };
}

const pill =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset transition-colors disabled:opacity-60';

/** The Visible / No visible badge: a click toggles is_available (backoffice §4). */
export function VisibilityToggle({ product }: { product: Product }) {
  const { send, pending } = useRowPatch(product, VISIBILITY_FAILED);
  const visible = product.is_available;
  return (
    <button
      type="button"
      disabled={pending}
      aria-pressed={visible}
      title={visible ? 'Ocultar de la tienda' : 'Mostrar en la tienda'}
      onClick={() =>
        send(
          { is_available: !visible },
          visible
            ? `${product.name} ya no se muestra en la tienda`
            : `${product.name} se muestra en la tienda`,
        )
      }
      className={`${pill} ${
        visible
          ? 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100'
          : 'bg-stone-100 text-stone-700 ring-stone-300 hover:bg-stone-200'
      }`}
    >
      {pending ? (
        <Spinner className="size-3.5" />
      ) : visible ? (
        <Eye aria-hidden="true" className="size-3.5" />
      ) : (
        <EyeOff aria-hidden="true" className="size-3.5" />
      )}
      {visible ? 'Visible' : 'No visible'}
      <span className="sr-only"> ({product.name})</span>
    </button>
  );
}

/** Own product or the supplier's: a click toggles is_own_product (backoffice §4, DOMAIN.md). */
export function OwnershipToggle({ product }: { product: Product }) {
  const { send, pending } = useRowPatch(product, OWNERSHIP_FAILED);
  const own = product.is_own_product;
  return (
    <button
      type="button"
      disabled={pending}
      title={own ? 'Marcar como producto de proveedor' : 'Marcar como producto propio'}
      onClick={() => send({ is_own_product: !own })}
      className={`${pill} ${
        own
          ? 'bg-sky-50 text-sky-800 ring-sky-200 hover:bg-sky-100'
          : 'bg-accent-50 text-accent-800 ring-accent-200 hover:bg-accent-100'
      }`}
    >
      {pending ? <Spinner className="size-3.5" /> : null}
      {own ? 'Propio' : 'Proveedor'}
      <span className="sr-only"> ({product.name})</span>
    </button>
  );
}

const CHANNELS = [
  { field: 'is_available_sparta', label: 'Sparta' },
  { field: 'is_available_marVerde', label: 'Mar Verde' },
] as const;

/** Availability per sales channel (is_available_sparta, is_available_marVerde) from a small menu. */
export function ChannelMenu({ product }: { product: Product }) {
  const { send, pending } = useRowPatch(product, VISIBILITY_FAILED);
  const on = CHANNELS.filter((channel) => product[channel.field]).length;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={pending}
        className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-stone-700 hover:border-brand-700 hover:text-brand-800 disabled:opacity-60 data-[state=open]:border-brand-700"
      >
        {pending ? <Spinner className="size-3.5" /> : null}
        Canales {on}/{CHANNELS.length}
        <span className="sr-only"> de {product.name}</span>
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={`Canales de venta de ${product.name}`}
          className="z-50 min-w-48 animate-fade-in rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-stone-600">
            Disponible en
          </DropdownMenu.Label>
          {CHANNELS.map((channel) => (
            <DropdownMenu.CheckboxItem
              key={channel.field}
              checked={product[channel.field]}
              onCheckedChange={(checked) => send({ [channel.field]: checked === true })}
              className="flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-stone-800 outline-none data-highlighted:bg-stone-100"
            >
              <span className="grid size-4 place-items-center rounded border border-stone-400">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-3.5 text-brand-800" />
                </DropdownMenu.ItemIndicator>
              </span>
              {channel.label}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
