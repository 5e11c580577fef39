import { sortMainCategories } from '@mayorista/shared/catalog';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

export type CategoryRef = { id: number; name: string; slug: string; parent: number | null; order: number };
export type CategoryRow = CategoryRef & { product_count: number };
export type CategoryNode = CategoryRow & { children: CategoryNode[] };

export async function listCategories(db: Db, options: { onlyAvailable: boolean }): Promise<CategoryRow[]> {
  const availability = options.onlyAvailable ? sql`and p.is_available` : sql``;
  const result = await queryRows(
    db,
    sql`
    select c.id, c.name, c.slug, c.parent_id, c."order",
      (select count(*) from products p where p.category_id = c.id ${availability})::int as product_count
    from ${categories} c
    order by c."order", c.name`,
  );
  return result.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    slug: String(row.slug),
    parent: row.parent_id == null ? null : Number(row.parent_id),
    order: Number(row.order),
    product_count: Number(row.product_count),
  }));
}

/** Categories without product counts: what the product filters need, one cheap query. */
export async function listCategoryRefs(db: Db): Promise<CategoryRef[]> {
  const rows = await queryRows(db, sql`select id, name, slug, parent_id, "order" from ${categories}`);
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    slug: String(row.slug),
    parent: row.parent_id == null ? null : Number(row.parent_id),
    order: Number(row.order),
  }));
}

/** Builds the tree; each node's product_count includes its descendants. Main categories come first. */
export function buildTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent == null ? undefined : nodes.get(node.parent);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const finish = (node: CategoryNode): number => {
    node.children.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'es'));
    node.product_count += node.children.reduce((sum, child) => sum + finish(child), 0);
    return node.product_count;
  };
  for (const root of roots) finish(root);
  return sortMainCategories(roots);
}

export function descendantIds(rows: CategoryRef[], rootIds: number[]): number[] {
  const ids = new Set(rootIds);
  let added = true;
  while (added) {
    added = false;
    for (const row of rows) {
      if (row.parent != null && ids.has(row.parent) && !ids.has(row.id)) {
        ids.add(row.id);
        added = true;
      }
    }
  }
  return [...ids];
}

const normalize = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

export function findCategoriesByName<T extends CategoryRef>(rows: T[], name: string): T[] {
  const wanted = normalize(name);
  return rows.filter((row) => normalize(row.name) === wanted || row.slug === wanted);
}
