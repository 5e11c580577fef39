import type { Product } from '@mayorista/shared/catalog';
import { formatPrice } from '@mayorista/shared/format';
import { Layers } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { errorMessage } from '@/api/client';
import { Modal } from '@/components/ui/modal';
import { StatusBadge } from '@/components/ui/status-badge';
import { notify } from '@/lib/toast';
import { useUpdateProduct } from '../../api/admin-product';
import { useReplaceInventoryRow } from '../api/inventory-products';
import { stockLevel } from '../lib/stock';
import { InlineNumberEditor } from './inline-number-editor';

export const PRICE_UPDATE_FAILED = 'Error al actualizar precio';
export const STOCK_UPDATE_FAILED = 'Error al actualizar stock';

export type QuickField = 'price' | 'stock';

type QuickEditCellProps = {
  product: Product;
  field: QuickField;
  /** On a phone card the editor opens in a small dialog (the card's field is too narrow for it). */
  view: 'table' | 'card';
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  /** A product with variants edits its options' stock and prices in the variants modal instead. */
  onOpenVariants: () => void;
};

const valueButton =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border border-dashed border-transparent px-1.5 py-0.5 -mx-1.5 font-medium text-stone-900 tabular-nums hover:border-stone-400 hover:bg-stone-50 focus-visible:border-brand-700';

/** The price or the stock of a row: a button that opens the quick editor (backoffice §4). */
export function QuickEditCell({
  product,
  field,
  view,
  editing,
  onEdit,
  onDone,
  onOpenVariants,
}: QuickEditCellProps) {
  const update = useUpdateProduct();
  const replaceRow = useReplaceInventoryRow();
  const isPrice = field === 'price';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // Saved or cancelled: the keyboard goes back to the value that opened the editor.
  useEffect(() => {
    if (wasEditing.current && !editing) buttonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const shown = isPrice ? formatPrice(product.price ?? 0, product.currency) : String(product.stock);

  const editor =
    editing && !product.has_variants ? (
      <InlineNumberEditor
        label={`${isPrice ? 'Precio' : 'Stock'} de ${product.name}`}
        initial={String(isPrice ? (product.price ?? '') : product.stock)}
        step={isPrice ? 0.01 : 1}
        integer={!isPrice}
        saving={update.isPending}
        onCancel={onDone}
        onSave={(value) =>
          update.mutate(
            { id: product.id, patch: isPrice ? { price: value } : { stock: value } },
            {
              onSuccess: (saved) => {
                replaceRow(saved);
                notify.success(isPrice ? 'Precio actualizado' : 'Stock actualizado');
                onDone();
              },
              onError: (error) =>
                notify.error(isPrice ? PRICE_UPDATE_FAILED : errorMessage(error, STOCK_UPDATE_FAILED)),
            },
          )
        }
      />
    ) : null;
  if (editor && view === 'table') return editor;

  const level = stockLevel(product.stock);
  const what = product.has_variants ? 'variantes' : isPrice ? 'precio' : 'stock';

  return (
    <div className={`flex flex-col gap-1 ${isPrice && view === 'table' ? 'items-end' : 'items-start'}`}>
      <button
        ref={buttonRef}
        type="button"
        className={valueButton}
        onClick={product.has_variants ? onOpenVariants : onEdit}
        title={`Editar ${what}`}
      >
        {shown}
        <span className="sr-only">
          {' '}
          (editar {what} de {product.name})
        </span>
        {product.has_variants ? <Layers aria-hidden="true" className="size-3.5 text-stone-500" /> : null}
      </button>
      {isPrice && product.fixed_price_in_ars != null ? (
        // A fixed peso price replaces price x dollar rate (issue 26 item 4): the row says so.
        <span
          className="text-xs text-amber-800"
          title="Precio fijo en pesos: mientras lo tenga no se usa la cotización del dólar"
        >
          Precio fijo <span className="whitespace-nowrap">{formatPrice(product.fixed_price_in_ars)}</span>
        </span>
      ) : null}
      {isPrice && product.final_price !== undefined && product.final_price !== product.price ? (
        <span className="text-xs whitespace-nowrap text-stone-600">
          Final {formatPrice(product.final_price)}
        </span>
      ) : null}
      {!isPrice ? <StatusBadge tone={level.tone}>{level.label}</StatusBadge> : null}
      {view === 'card' ? (
        <Modal
          open={editor !== null}
          onClose={onDone}
          busy={update.isPending}
          size="sm"
          title={isPrice ? 'Editar precio' : 'Editar stock'}
          description={product.name}
        >
          {editor}
        </Modal>
      ) : null}
    </div>
  );
}
