import type { CategoryTree } from '@mayorista/shared/catalog';

export type CategoryOption = { id: number; label: string };

/** The category tree as one list of 'A > B' paths, parents before their children (backoffice §3). */
export function categoryOptions(tree: readonly CategoryTree[], prefix = ''): CategoryOption[] {
  return tree.flatMap((category) => {
    const label = prefix ? `${prefix} > ${category.name}` : category.name;
    return [{ id: category.id, label }, ...categoryOptions(category.children ?? [], label)];
  });
}
