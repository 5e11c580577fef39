/** Category tree helpers of the filter sidebar (storefront §2 Product list, §9). */

export const SUBCATEGORY_LIMIT = 8;

export type CategoryNode = { id: number; name: string; children?: CategoryNode[] | null };

/** The chain of nodes from a root down to the first node matching, or [] when none matches. */
export function findCategoryPath<T extends CategoryNode>(
  tree: readonly T[],
  match: (node: T) => boolean,
): T[] {
  for (const node of tree) {
    if (match(node)) return [node];
    const below = findCategoryPath((node.children ?? []) as T[], match);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Matches the category chosen in the URL: by id, else by name (case-insensitive). */
export function categoryMatcher(selection: { id: number | null; name: string | null }) {
  const name = selection.name?.trim().toLowerCase() ?? null;
  return (node: CategoryNode) =>
    selection.id != null ? node.id === selection.id : name != null && node.name.trim().toLowerCase() === name;
}

/** The children shown under a category: the first 8 unless expanded, and how many are hidden. */
export function visibleChildren<T>(children: readonly T[] | null | undefined, showAll: boolean) {
  const all = children ?? [];
  if (showAll || all.length <= SUBCATEGORY_LIMIT) return { items: all, hidden: 0 };
  return { items: all.slice(0, SUBCATEGORY_LIMIT), hidden: all.length - SUBCATEGORY_LIMIT };
}

export function showMoreLabel(hidden: number): string {
  return `Ver más (${hidden})`;
}
