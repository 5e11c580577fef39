/**
 * The quick order's rows as the buyer edits them: what the server answered for each line, the code
 * and quantity typed since, and the text that checks them again (one line per row, in order, so the
 * answer's line numbers point back at the rows).
 */
import type { QuickOrderResult, QuickOrderRow } from '@mayorista/shared/quick-order';
import { addToItems, type CartItem, type CartProduct } from '@/lib/cart-storage';

export type EditableRow = {
  key: number;
  /** The line of the buyer's paste or file (kept through later checks). */
  line: number;
  sku: string;
  quantity: string;
  /** The server's answer for what the row held when last checked; null before any. */
  result: QuickOrderRow | null;
  /** Edited since its last check. */
  dirty: boolean;
};

export const ROW_MESSAGES = {
  noCode: 'Escribe un código',
  unchecked: 'Sin revisar',
} as const;

let nextKey = 1;

/** The rows of a first check (a paste or a file). */
export function rowsFromResult(result: QuickOrderResult): EditableRow[] {
  return result.rows.map((row) => ({
    key: nextKey++,
    line: row.line,
    sku: row.sku ?? '',
    quantity:
      row.requested_quantity == null ? quantityText(row.raw, row.sku) : String(row.requested_quantity),
    result: row,
    dirty: false,
  }));
}

/** The quantity a refused line held, as written ('1,5' of 'ABC 1,5'), so the buyer fixes it in place. */
function quantityText(raw: string, sku: string | null): string {
  if (!sku) return '';
  const rest = raw
    .replace(sku, ' ')
    .replace(/^[\s;,]+|[\s;,]+$/g, '')
    .replace(/^[xX×*]\s*|\s*[xX×*]$/g, '')
    .trim();
  return /^[\d.,+-]+$/.test(rest) ? rest : '';
}

/** One tab-separated line per row (code, quantity); a row without a code is a blank line. */
export function textOfRows(rows: readonly EditableRow[]): string {
  return rows
    .map((row) => {
      const sku = row.sku.trim();
      return sku ? `${sku}\t${row.quantity.trim()}` : '';
    })
    .join('\n');
}

/** A later check's answer laid on the rows it was made from (line n is row n). */
export function applyResult(rows: readonly EditableRow[], result: QuickOrderResult): EditableRow[] {
  const byLine = new Map(result.rows.map((row) => [row.line, row]));
  return rows.map((row, index) => ({ ...row, result: byLine.get(index + 1) ?? null, dirty: false }));
}

export const isReady = (row: EditableRow) => !row.dirty && row.result?.status === 'ok';

/** The rows' total as the server priced them (ready rows only), in whole cents. */
export function readyTotal(rows: readonly EditableRow[]): number {
  const cents = rows
    .filter(isReady)
    .reduce((sum, row) => sum + Math.round((row.result?.subtotal ?? 0) * 100), 0);
  return cents / 100;
}

/** What the cart keeps of a checked row's product (its option chosen, its stock, its rule). */
export function cartProductOf(row: QuickOrderRow): CartProduct | null {
  if (!row.product || row.available == null) return null;
  const variants = row.variants
    ? Object.entries(row.variants).map(([group, option]) => ({
        variant_name: group,
        options: [{ name: option, stock: row.available ?? 0 }],
      }))
    : null;
  return {
    id: row.product.id,
    name: row.product.name,
    image: row.product.image,
    stock: row.available,
    is_available: true,
    is_available_sparta: true,
    has_variants: variants !== null,
    variants,
    sale_unit: row.product.sale_unit,
    units_per_pack: row.product.units_per_pack,
    min_quantity: row.product.min_quantity,
    quantity_step: row.product.quantity_step,
  };
}

export type AddOutcome = { items: CartItem[]; added: number; problems: string[] };

/** Every ready row added to the cart's items (merged with lines already there, by the cart's rules). */
export function addRowsToItems(items: readonly CartItem[], rows: readonly EditableRow[]): AddOutcome {
  let current = [...items];
  let added = 0;
  const problems: string[] = [];
  for (const row of rows.filter(isReady)) {
    const result = row.result!;
    const product = cartProductOf(result);
    if (!product || result.quantity == null) continue;
    const outcome = addToItems(current, product, result.quantity, result.variants);
    if (!outcome.ok) {
      problems.push(`${result.product?.name ?? result.sku}: ${outcome.message}`);
      continue;
    }
    current = outcome.items;
    added += 1;
    if (outcome.notice) problems.push(`${result.product?.name ?? result.sku}: ${outcome.notice}`);
  }
  return { items: current, added, problems };
}
