type Ordered = { id: number; order: number };

/**
 * The `order` numbers that make the loaded products read in their new arrangement.
 *
 * The products keep the slots they already held in the catalogue (their current `order` values,
 * smallest first), so products outside the list (other categories, pages not loaded) keep their
 * place around them. Where slots repeat (several products with the same number, e.g. new products
 * at 0), the next free number is used, so the new order holds without ties. Only the products whose
 * number changes are returned: that is the body of POST /update-order/.
 */
export function orderChanges(arranged: readonly Ordered[]): Ordered[] {
  const slots = arranged.map((product) => product.order).sort((a, b) => a - b);
  const changes: Ordered[] = [];
  let previous = Number.NEGATIVE_INFINITY;
  arranged.forEach((product, index) => {
    const order = Math.max(slots[index] ?? 0, previous + 1);
    previous = order;
    if (order !== product.order) changes.push({ id: product.id, order });
  });
  return changes;
}

/** Items in the order being edited; items loaded meanwhile go last, missing ones drop out. */
export function arrange<Item extends { id: number }>(
  items: readonly Item[],
  ids: readonly number[] | null,
): Item[] {
  if (!ids) return [...items];
  const byId = new Map(items.map((item) => [item.id, item]));
  const listed = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  const seen = new Set(ids);
  return [...listed, ...items.filter((item) => !seen.has(item.id))];
}

/** `ids` with `id` moved to the start or the end. */
export function moveToEnd(ids: readonly number[], id: number, end: 'top' | 'bottom'): number[] {
  const rest = ids.filter((item) => item !== id);
  return end === 'top' ? [id, ...rest] : [...rest, id];
}
