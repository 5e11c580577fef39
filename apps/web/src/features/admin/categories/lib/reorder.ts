/** The one category whose children are being reordered (backoffice §2.3: one at a time). */
export type ReorderState = {
  parentId: number;
  /** The children's ids in their new order. */
  ids: number[];
  /** Set by any move, cleared only by a save (§4: the changed flag stays until saved). */
  changed: boolean;
};

/** The children in the order being edited; children that appeared meanwhile go last, gone ones drop out. */
export function arrange<Item extends { id: number }>(
  children: readonly Item[],
  ids: readonly number[],
): Item[] {
  const byId = new Map(children.map((child) => [child.id, child]));
  const listed = ids.flatMap((id) => {
    const child = byId.get(id);
    return child ? [child] : [];
  });
  return [...listed, ...children.filter((child) => !ids.includes(child.id))];
}
