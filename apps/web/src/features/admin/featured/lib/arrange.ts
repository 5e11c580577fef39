/** Items in the order being edited; items added meanwhile go last, removed ones drop out. */
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
  return [...listed, ...items.filter((item) => !ids.includes(item.id))];
}

/** `{id, position}` for POST /featured-products/reorder/: positions 1..n in the shown order. */
export const positionsOf = (items: readonly { id: number }[]) =>
  items.map((item, index) => ({ id: item.id, position: index + 1 }));
