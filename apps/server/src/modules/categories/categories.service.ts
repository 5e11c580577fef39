import { sortMainCategories } from '@mayorista/shared/catalog';
import {
  CATEGORY_MAX_DEPTH,
  CATEGORY_MESSAGES,
  type CategoryDeleteResult,
  type CategoryInput,
  type CategoryUpdate,
} from '@mayorista/shared/catalog-admin';
import { slugify } from '@mayorista/shared/text';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { fieldErrors, notFound } from '../../lib/errors.ts';

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

// ---- Admin writes (backoffice §2.3, §7). ----

/**
 * Category writes take one transaction-scoped advisory lock, so two concurrent writes cannot both
 * pass the sibling-name, slug or cycle checks (e.g. A moved under B while B is moved under A).
 */
const CATEGORY_WRITE_LOCK = 830_001;
const SLUG_MAX = 110;

async function lockCategoryWrites(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_WRITE_LOCK})`);
}

/** Parent slug + name, as the seed does (`cultivo-sustratos`); a number is added until it is unique. */
function uniqueSlug(refs: CategoryRef[], name: string, parent: CategoryRef | undefined, selfId?: number) {
  const own = slugify(name) || 'categoria';
  const base = (parent ? `${parent.slug}-${own}` : own).slice(0, SLUG_MAX).replace(/-+$/, '');
  const taken = new Set(refs.filter((row) => row.id !== selfId).map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Ancestors of a category, nearest first (the category itself excluded). */
function ancestorsOf(refs: CategoryRef[], id: number): CategoryRef[] {
  const byId = new Map(refs.map((row) => [row.id, row]));
  const chain: CategoryRef[] = [];
  let current = byId.get(id)?.parent;
  while (current != null && chain.length <= refs.length) {
    const row = byId.get(current);
    if (!row) break;
    chain.push(row);
    current = row.parent;
  }
  return chain;
}

/** Levels of the subtree under a category, itself included (a leaf has 1). */
function subtreeHeight(refs: CategoryRef[], id: number): number {
  const children = refs.filter((row) => row.parent === id);
  return 1 + Math.max(0, ...children.map((child) => subtreeHeight(refs, child.id)));
}

/** Checks a name and parent for a new or moved category; answers the parent's row. */
function checkPlacement(
  refs: CategoryRef[],
  input: { name: string; parent: number | null },
  selfId?: number,
): CategoryRef | undefined {
  const parent = input.parent == null ? undefined : refs.find((row) => row.id === input.parent);
  if (input.parent != null && !parent) throw fieldErrors({ parent: [CATEGORY_MESSAGES.parentNotFound] });
  if (selfId !== undefined && parent) {
    const lineage = [parent, ...ancestorsOf(refs, parent.id)];
    if (lineage.some((row) => row.id === selfId)) throw fieldErrors({ parent: [CATEGORY_MESSAGES.cycle] });
  }
  const parentDepth = parent ? ancestorsOf(refs, parent.id).length + 1 : 0;
  const height = selfId === undefined ? 1 : subtreeHeight(refs, selfId);
  if (parentDepth + height > CATEGORY_MAX_DEPTH) throw fieldErrors({ parent: [CATEGORY_MESSAGES.tooDeep] });
  const wanted = normalize(input.name);
  const taken = refs.some(
    (row) => row.id !== selfId && row.parent === (input.parent ?? null) && normalize(row.name) === wanted,
  );
  if (taken) throw fieldErrors({ name: [CATEGORY_MESSAGES.nameTaken] });
  return parent;
}

const nextOrder = (refs: CategoryRef[], parent: number | null) =>
  Math.max(-1, ...refs.filter((row) => row.parent === parent).map((row) => row.order)) + 1;

/** One category with its own product count (all products: this is for staff). */
export async function getCategory(db: Db, id: number): Promise<CategoryRow> {
  const row = (await listCategories(db, { onlyAvailable: false })).find((item) => item.id === id);
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
  return row;
}

export async function createCategory(db: Db, input: CategoryInput, userId: number): Promise<CategoryRow> {
  const id = await db.transaction(async (tx) => {
    await lockCategoryWrites(tx);
    const refs = await listCategoryRefs(tx);
    const parentId = input.parent ?? null;
    const parent = checkPlacement(refs, { name: input.name, parent: parentId });
    const [created] = await tx
      .insert(categories)
      .values({
        name: input.name,
        slug: uniqueSlug(refs, input.name, parent),
        parentId,
        order: nextOrder(refs, parentId),
      })
      .returning({ id: categories.id });
    await recordActivity(tx, {
      userId,
      action: 'create',
      entity: 'category',
      entityId: created.id,
      summary: parent
        ? `Subcategoría '${input.name}' creada en '${parent.name}'`
        : `Categoría '${input.name}' creada`,
    });
    return created.id;
  });
  return getCategory(db, id);
}

export async function updateCategory(
  db: Db,
  id: number,
  input: CategoryUpdate,
  userId: number,
): Promise<CategoryRow> {
  await db.transaction(async (tx) => {
    await lockCategoryWrites(tx);
    const refs = await listCategoryRefs(tx);
    const current = refs.find((row) => row.id === id);
    if (!current) throw notFound(CATEGORY_MESSAGES.notFound);
    const parentId = input.parent === undefined ? current.parent : input.parent;
    const parent = checkPlacement(refs, { name: input.name, parent: parentId }, id);
    const moved = parentId !== current.parent;
    if (!moved && input.name === current.name) return;
    await tx
      .update(categories)
      .set({
        name: input.name,
        parentId,
        slug: uniqueSlug(refs, input.name, parent, id),
        ...(moved ? { order: nextOrder(refs, parentId) } : {}),
      })
      .where(eq(categories.id, id));
    const changes = [
      input.name !== current.name ? `nombre '${current.name}' → '${input.name}'` : null,
      moved
        ? `padre ${refs.find((row) => row.id === current.parent)?.name ?? 'ninguno'} → ${parent?.name ?? 'ninguno'}`
        : null,
    ].filter(Boolean);
    await recordActivity(tx, {
      userId,
      action: 'update',
      entity: 'category',
      entityId: id,
      summary: `Categoría '${input.name}' modificada: ${changes.join('; ')}`,
    });
  });
  return getCategory(db, id);
}

/**
 * Deletes a category with all its subcategories (decision 016); their products stay in the catalogue
 * without a category ('Sin categoría').
 */
export async function deleteCategory(db: Db, id: number, userId: number): Promise<CategoryDeleteResult> {
  return db.transaction(async (tx) => {
    await lockCategoryWrites(tx);
    const refs = await listCategoryRefs(tx);
    const current = refs.find((row) => row.id === id);
    if (!current) throw notFound(CATEGORY_MESSAGES.notFound);
    const ids = descendantIds(refs, [id]);
    const uncategorized = await tx
      .update(products)
      .set({ categoryId: null })
      .where(inArray(products.categoryId, ids))
      .returning({ id: products.id });
    await tx.delete(categories).where(inArray(categories.id, ids));
    await recordActivity(tx, {
      userId,
      action: 'delete',
      entity: 'category',
      entityId: id,
      summary:
        `Categoría '${current.name}' eliminada con ${ids.length - 1} subcategorías; ` +
        `${uncategorized.length} productos quedaron sin categoría`,
    });
    return {
      detail: 'Categoría eliminada',
      deleted_categories: ids.length,
      uncategorized_products: uncategorized.length,
    };
  });
}

function findNode(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Sets the order of a category's children; `childOrder` must hold each child exactly once. */
export async function reorderChildren(
  db: Db,
  id: number,
  childOrder: number[],
  userId: number,
): Promise<CategoryNode> {
  await db.transaction(async (tx) => {
    await lockCategoryWrites(tx);
    const refs = await listCategoryRefs(tx);
    const current = refs.find((row) => row.id === id);
    if (!current) throw notFound(CATEGORY_MESSAGES.notFound);
    const children = new Set(refs.filter((row) => row.parent === id).map((row) => row.id));
    const given = new Set(childOrder);
    const exact =
      given.size === childOrder.length &&
      given.size === children.size &&
      childOrder.every((childId) => children.has(childId));
    if (!exact) throw fieldErrors({ child_order: [CATEGORY_MESSAGES.childOrder] });
    for (const [index, childId] of childOrder.entries()) {
      await tx.update(categories).set({ order: index }).where(eq(categories.id, childId));
    }
    await recordActivity(tx, {
      userId,
      action: 'reorder',
      entity: 'category',
      entityId: id,
      summary: `Subcategorías de '${current.name}' reordenadas: ${childOrder.join(', ')}`,
    });
  });
  const node = findNode(buildTree(await listCategories(db, { onlyAvailable: false })), id);
  if (!node) throw notFound(CATEGORY_MESSAGES.notFound);
  return node;
}
