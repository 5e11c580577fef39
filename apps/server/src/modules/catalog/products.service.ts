import { PAGE_SIZE_API_DEFAULT, type ProductListQuery, SALE_CATEGORY_NAME } from '@mayorista/shared/catalog';
import { basePriceInArs, channelDiscount, computePrice, roundMoney } from '@mayorista/shared/pricing';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { canSeePrices, isStaff, type Viewer } from '../../lib/viewer.ts';
import { getCurrentDollarRate } from '../settings/settings.service.ts';
import { descendantIds, findCategoriesByName, listCategoryRefs } from './categories.service.ts';

type Row = Record<string, any>;

export type ProductOption = {
  id: number;
  name: string;
  sku: string | null;
  stock: number;
  is_available: boolean;
  price?: number | null;
  price_adjustment?: number;
  cost_price?: number | null;
};
export type ProductVariant = { id: number; variant_name: string; options: ProductOption[] };

export type ProductDto = {
  id: number;
  name: string;
  sku: string | null;
  description: string;
  volume: string;
  dimensions: string;
  features: string[];
  image: string | null;
  image_small: string | null;
  image_2: string | null;
  brand: number | null;
  brand_name: string | null;
  category: number | null;
  category_name: string | null;
  category_parent_name: string | null;
  stock: number;
  is_available: boolean;
  is_available_sparta: boolean;
  is_available_marVerde: boolean;
  is_own_product: boolean;
  has_variants: boolean;
  variants: ProductVariant[];
  currency: 'ARS' | 'USD';
  order: number;
  created_at: string;
  price?: number;
  price_in_ars?: number;
  dollar_rate?: number;
  discount?: number;
  discount_sparta?: number;
  total_discount?: number;
  final_price?: number;
  cost_price?: number | null;
};

/** The largest discount among offers active now for the product (0 when none). */
const offerDiscountSql = sql`coalesce((select max(o.discount) from offer_products op join offers o on o.id = op.offer_id
  where op.product_id = p.id and now() between o.start_date and o.end_date), 0)`;
const effectiveDiscountSql = sql`greatest(case when p.discount_sparta > 0 then p.discount_sparta else p.discount end, ${offerDiscountSql})`;
const finalPriceSql = (rate: number) =>
  sql`(case when p.price_in_ars > 0 then p.price_in_ars when p.currency = 'USD' then p.price * ${rate} else p.price end)
    * (1 - ${effectiveDiscountSql} / 100)`;

const selectColumns = sql`p.id, p.name, p.sku, p.description, p.volume, p.dimensions, p.features, p.image, p.image_2,
  p.brand_id, b.name as brand_name, p.category_id, c.name as category_name, pc.name as category_parent_name,
  p.stock, p.is_available, p.is_available_sparta, p.is_available_marverde, p.is_own_product, p.has_variants,
  p.currency, p."order", p.created_at, p.price, p.price_in_ars, p.cost_price, p.discount, p.discount_sparta,
  ${offerDiscountSql} as offer_discount`;
const fromProducts = sql`from products p
  left join brands b on b.id = p.brand_id
  left join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id`;

export function smallImage(url: string | null): string | null {
  return url?.endsWith('-1000.webp') ? `${url.slice(0, -'-1000.webp'.length)}-400.webp` : url;
}

function toDto(row: Row, variants: ProductVariant[], viewer: Viewer, dollarRate: number): ProductDto {
  const dto: ProductDto = {
    id: Number(row.id),
    name: row.name,
    sku: row.sku ?? null,
    description: row.description ?? '',
    volume: row.volume ?? '',
    dimensions: row.dimensions ?? '',
    features: Array.isArray(row.features) ? row.features : [],
    image: row.image ?? null,
    image_small: smallImage(row.image ?? null),
    image_2: row.image_2 ?? null,
    brand: row.brand_id == null ? null : Number(row.brand_id),
    brand_name: row.brand_name ?? null,
    category: row.category_id == null ? null : Number(row.category_id),
    category_name: row.category_name ?? null,
    category_parent_name: row.category_parent_name ?? null,
    stock: Number(row.stock),
    is_available: row.is_available,
    is_available_sparta: row.is_available_sparta,
    is_available_marVerde: row.is_available_marverde,
    is_own_product: row.is_own_product,
    has_variants: row.has_variants,
    variants,
    currency: row.currency === 'USD' ? 'USD' : 'ARS',
    order: Number(row.order),
    created_at: new Date(row.created_at).toISOString(),
  };
  if (!canSeePrices(viewer)) return dto;
  const discount = Number(row.discount);
  const discountSparta = Number(row.discount_sparta);
  const computed = computePrice({
    price: Number(row.price),
    priceInArs: row.price_in_ars == null ? null : Number(row.price_in_ars),
    currency: dto.currency,
    dollarRate,
    ownDiscount: channelDiscount(discount, discountSparta),
    offerDiscount: Number(row.offer_discount ?? 0),
  });
  Object.assign(dto, {
    price: Number(row.price),
    price_in_ars: computed.priceInArs,
    dollar_rate: dollarRate,
    discount,
    discount_sparta: discountSparta,
    total_discount: computed.totalDiscount,
    final_price: computed.finalPrice,
  });
  if (isStaff(viewer)) dto.cost_price = row.cost_price == null ? null : Number(row.cost_price);
  return dto;
}

async function loadVariants(
  db: Db,
  productIds: number[],
  viewer: Viewer,
): Promise<Map<number, ProductVariant[]>> {
  const byProduct = new Map<number, ProductVariant[]>();
  if (productIds.length === 0) return byProduct;
  const result = await queryRows(
    db,
    sql`
    select v.id as variant_id, v.product_id, v.variant_name, o.id, o.name, o.sku, o.stock, o.price,
      o.price_adjustment, o.cost_price, o.is_available
    from product_variants v left join variant_options o on o.variant_id = v.id
    where v.product_id in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by v.product_id, v.position, v.id, o.position, o.id`,
  );
  const variantsById = new Map<number, ProductVariant>();
  for (const row of result) {
    const productId = Number(row.product_id);
    let variant = variantsById.get(Number(row.variant_id));
    if (!variant) {
      variant = { id: Number(row.variant_id), variant_name: row.variant_name, options: [] };
      variantsById.set(variant.id, variant);
      const list = byProduct.get(productId) ?? [];
      list.push(variant);
      byProduct.set(productId, list);
    }
    if (row.id == null) continue;
    const option: ProductOption = {
      id: Number(row.id),
      name: row.name,
      sku: row.sku ?? null,
      stock: Number(row.stock),
      is_available: row.is_available,
    };
    if (canSeePrices(viewer)) {
      option.price = row.price == null ? null : Number(row.price);
      option.price_adjustment = Number(row.price_adjustment);
    }
    if (isStaff(viewer)) option.cost_price = row.cost_price == null ? null : Number(row.cost_price);
    variant.options.push(option);
  }
  return byProduct;
}

async function toDtos(db: Db, rows: Row[], viewer: Viewer, knownRate?: number): Promise<ProductDto[]> {
  const needsRate = canSeePrices(viewer) && knownRate === undefined;
  const [variants, dollarRate] = await Promise.all([
    loadVariants(
      db,
      rows.filter((row) => row.has_variants).map((row) => Number(row.id)),
      viewer,
    ),
    needsRate ? getCurrentDollarRate(db).then((rate) => rate.value) : Promise.resolve(knownRate ?? 0),
  ]);
  return rows.map((row) => toDto(row, variants.get(Number(row.id)) ?? [], viewer, dollarRate));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const whereOf = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * The plain list puts featured items first (by position), then the rest by `order`. Featured ids are
 * few, so they are read apart and the rest comes from the `(order, id desc)` index instead of sorting
 * the whole catalogue on every request.
 */
async function featuredFirstPage(db: Db, where: SQL[], offset: number, pageSize: number): Promise<Row[]> {
  const whereSql = whereOf(where);
  const featuredIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select p.id from featured_products f join products p on p.id = f.product_id ${whereSql}
        order by f.position, f.id`,
    )
  ).map((row) => Number(row.id));
  const headIds = featuredIds.slice(offset, offset + pageSize);
  const restLimit = pageSize - headIds.length;
  const restOffset = Math.max(0, offset - featuredIds.length);
  const restWhere = featuredIds.length
    ? whereOf([...where, sql`p.id not in (${idList(featuredIds)})`])
    : whereSql;
  const [head, rest] = await Promise.all([
    headIds.length
      ? queryRows(db, sql`select ${selectColumns} ${fromProducts} where p.id in (${idList(headIds)})`)
      : Promise.resolve([] as Row[]),
    restLimit > 0
      ? queryRows(
          db,
          sql`select ${selectColumns} ${fromProducts} ${restWhere}
            order by p."order", p.id desc limit ${restLimit} offset ${restOffset}`,
        )
      : Promise.resolve([] as Row[]),
  ]);
  head.sort((a, b) => headIds.indexOf(Number(a.id)) - headIds.indexOf(Number(b.id)));
  return [...head, ...rest];
}

/**
 * Accent- and case-insensitive substring match, or a close word match (small typos), on name and SKU,
 * or a matching brand. Brand ids are looked up first so the planner can use the trigram index.
 */
async function searchCondition(db: Db, search: string): Promise<SQL> {
  const like = sql`immutable_unaccent(${`%${escapeLike(search.toLowerCase())}%`})`;
  const brandIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from brands where immutable_unaccent(lower(name)) like ${like}`,
    )
  ).map((row) => Number(row.id));
  const byBrand = brandIds.length
    ? sql` or p.brand_id in (${sql.join(
        brandIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return sql`(p.search_text like ${like} or immutable_unaccent(lower(${search})) <% p.search_text${byBrand})`;
}

export type ListOptions = ProductListQuery & { url: string };

export async function listProducts(db: Db, query: ListOptions, viewer: Viewer): Promise<Page<ProductDto>> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? PAGE_SIZE_API_DEFAULT;
  const where: SQL[] = [];
  let onSale = query.on_sale === true;

  if (!isStaff(viewer)) where.push(sql`p.is_available`);
  else if (query.is_available !== undefined) where.push(sql`p.is_available = ${query.is_available}`);

  const includeChildren = query.include_children ?? true;
  if (query.category_name?.trim() || query.category_id) {
    const all = await listCategoryRefs(db);
    let roots: number[] = [];
    if (query.category_id) {
      if (!all.some((row) => row.id === query.category_id))
        throw new AppError('invalid', 'Categoría no encontrada');
      roots = [query.category_id];
    } else if (query.category_name!.trim().toLowerCase() === SALE_CATEGORY_NAME.toLowerCase()) {
      onSale = true;
    } else {
      roots = findCategoriesByName(all, query.category_name!).map((row) => row.id);
      if (roots.length === 0) throw new AppError('invalid', 'Categoría no encontrada');
    }
    if (roots.length > 0) {
      const ids = includeChildren ? descendantIds(all, roots) : roots;
      where.push(
        sql`p.category_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
  }

  if (query.brand) where.push(sql`p.brand_id = ${query.brand}`);
  if (query.brand_name?.trim()) {
    const brand = await queryRows(
      db,
      sql`select id from brands where immutable_unaccent(lower(name)) = immutable_unaccent(lower(${query.brand_name.trim()}))`,
    );
    const brandId = brand[0]?.id;
    if (brandId == null) throw new AppError('invalid', 'Marca no encontrada');
    where.push(sql`p.brand_id = ${Number(brandId)}`);
  }
  if (onSale) where.push(sql`${effectiveDiscountSql} > 0`);
  if (query.stock_status === 'in_stock') where.push(sql`p.stock > 0`);
  if (query.stock_status === 'out_of_stock') where.push(sql`p.stock <= 0`);
  if (query.own_product !== undefined) where.push(sql`p.is_own_product = ${query.own_product}`);
  if (query.syncable !== undefined) where.push(sql`p.sync_with_external = ${query.syncable}`);

  const search = query.search?.trim() ?? '';
  if (search) where.push(await searchCondition(db, search));

  // The rate is needed to show prices and to sort by them; an anonymous plain list needs neither.
  const sortsByPrice = query.sort_by === 'price_asc' || query.sort_by === 'price_desc';
  const dollarRate = canSeePrices(viewer) || sortsByPrice ? (await getCurrentDollarRate(db)).value : 0;
  const plainList =
    !search &&
    !onSale &&
    !query.category_name &&
    !query.category_id &&
    !query.brand &&
    !query.brand_name &&
    !query.sort_by;
  let orderBy: SQL;
  switch (query.sort_by) {
    case 'newest':
      orderBy = sql`p.created_at desc, p.id desc`;
      break;
    case 'oldest':
      orderBy = sql`p.created_at asc, p.id asc`;
      break;
    case 'price_asc':
      orderBy = sql`${finalPriceSql(dollarRate)} asc, p.id`;
      break;
    case 'price_desc':
      orderBy = sql`${finalPriceSql(dollarRate)} desc, p.id`;
      break;
    case 'name':
      orderBy = sql`p.name asc, p.id`;
      break;
    default:
      if (search)
        orderBy = sql`word_similarity(immutable_unaccent(lower(${search})), p.search_text) desc, p."order", p.id`;
      else orderBy = sql`p."order", p.id desc`;
  }

  const whereSql = whereOf(where);
  const offset = (page - 1) * pageSize;
  const [countResult, rowsResult] = await Promise.all([
    queryRows(db, sql`select count(*)::int as count from products p ${whereSql}`),
    plainList
      ? featuredFirstPage(db, where, offset, pageSize)
      : queryRows(
          db,
          sql`select ${selectColumns} ${fromProducts} ${whereSql} order by ${orderBy} limit ${pageSize} offset ${offset}`,
        ),
  ]);
  const count = Number(countResult[0].count);
  if (page > 1 && (page - 1) * pageSize >= count) throw notFound('Página inválida.');
  const results = await toDtos(db, rowsResult, viewer, dollarRate);
  return toPage(results, { count, page, pageSize, url: query.url });
}

export async function getProduct(db: Db, id: number, viewer: Viewer): Promise<ProductDto> {
  const visible = isStaff(viewer) ? sql`` : sql`and p.is_available`;
  const result = await queryRows(
    db,
    sql`select ${selectColumns} ${fromProducts} where p.id = ${id} ${visible}`,
  );
  const row = result[0];
  if (!row) throw notFound('Producto no encontrado');
  const [dto] = await toDtos(db, [row], viewer);
  return dto;
}

export async function getRelatedProducts(
  db: Db,
  id: number,
  viewer: Viewer,
  limit = 8,
): Promise<ProductDto[]> {
  const product = await getProduct(db, id, viewer);
  const result = await queryRows(
    db,
    sql`select ${selectColumns} ${fromProducts}
    where p.is_available and p.id <> ${id}
      and (p.category_id = ${product.category} or (${product.category}::int is null and p.brand_id = ${product.brand}))
    order by (p.stock > 0) desc, p."order", p.id desc limit ${limit}`,
  );
  return toDtos(db, result, viewer);
}

export type Suggestion = {
  id: number;
  name: string;
  image: string | null;
  price?: number;
  final_price?: number;
};

export async function suggestProducts(
  db: Db,
  text: string,
  viewer: Viewer,
  limit = 8,
): Promise<Suggestion[]> {
  const search = text.trim();
  if (search.length < 2) return [];
  const like = sql`immutable_unaccent(${`%${escapeLike(search.toLowerCase())}%`})`;
  const rows = await queryRows(
    db,
    sql`select ${selectColumns} ${fromProducts}
    where p.is_available and (p.search_text like ${like} or immutable_unaccent(lower(${search})) <% p.search_text)
    order by (p.search_text like ${like}) desc,
      word_similarity(immutable_unaccent(lower(${search})), p.search_text) desc, p.id
    limit ${limit}`,
  );
  const dollarRate = canSeePrices(viewer) ? (await getCurrentDollarRate(db)).value : 0;
  return rows.map((row) => {
    const dto = toDto(row, [], viewer, dollarRate);
    const suggestion: Suggestion = { id: dto.id, name: dto.name, image: dto.image_small };
    if (dto.final_price !== undefined) {
      suggestion.price = dto.price_in_ars;
      suggestion.final_price = dto.final_price;
    }
    return suggestion;
  });
}

export type FeaturedDto = { id: number; position: number; product: number; product_details: ProductDto };

export async function listFeatured(db: Db, viewer: Viewer): Promise<FeaturedDto[]> {
  const visible = isStaff(viewer) ? sql`` : sql`where p.is_available`;
  const result = await queryRows(
    db,
    sql`select f.id as featured_id, f.position, ${selectColumns}
    from featured_products f join products p on p.id = f.product_id
    left join brands b on b.id = p.brand_id
    left join categories c on c.id = p.category_id
    left join categories pc on pc.id = c.parent_id
    ${visible} order by f.position, f.id`,
  );
  const rows = result;
  const dtos = await toDtos(db, rows, viewer);
  return rows.map((row, index) => ({
    id: Number(row.featured_id),
    position: Number(row.position),
    product: dtos[index].id,
    product_details: dtos[index],
  }));
}

// ---- Selling: used by the orders module inside its transaction (pass the transaction as `db`). ----

export type SaleProduct = {
  id: number;
  name: string;
  image: string | null;
  price: number;
  priceInArs: number | null;
  costPrice: number | null;
  currency: 'ARS' | 'USD';
  ownDiscount: number;
  offerDiscount: number;
  stock: number;
  isAvailable: boolean;
  isAvailableSparta: boolean;
  isOwnProduct: boolean;
  hasVariants: boolean;
};

export type SaleOption = {
  id: number;
  variantId: number;
  name: string;
  stock: number;
  price: number | null;
  priceAdjustment: number;
  costPrice: number | null;
  isAvailable: boolean;
};
export type SaleVariantGroup = { id: number; variantName: string; options: SaleOption[] };

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const nullableNumber = (value: unknown) => (value == null ? null : Number(value));

function toSaleOption(row: Row): SaleOption {
  return {
    id: Number(row.id),
    variantId: Number(row.variant_id),
    name: row.name,
    stock: Number(row.stock),
    price: nullableNumber(row.price),
    priceAdjustment: Number(row.price_adjustment ?? 0),
    costPrice: nullableNumber(row.cost_price),
    isAvailable: row.is_available,
  };
}

/** Locks the products (`for update`, in id order so concurrent orders never deadlock) and reads them. */
export async function lockProductsForSale(db: Db, ids: number[]): Promise<Map<number, SaleProduct>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const byId = new Map<number, SaleProduct>();
  if (sorted.length === 0) return byId;
  const rows = await queryRows(
    db,
    sql`select p.id, p.name, p.image, p.price, p.price_in_ars, p.cost_price, p.currency, p.discount,
      p.discount_sparta, p.stock, p.is_available, p.is_available_sparta, p.is_own_product, p.has_variants,
      ${offerDiscountSql} as offer_discount
    from products p where p.id in (${idList(sorted)}) order by p.id for update of p`,
  );
  for (const row of rows) {
    byId.set(Number(row.id), {
      id: Number(row.id),
      name: row.name,
      image: row.image ?? null,
      price: Number(row.price),
      priceInArs: nullableNumber(row.price_in_ars),
      costPrice: nullableNumber(row.cost_price),
      currency: row.currency === 'USD' ? 'USD' : 'ARS',
      ownDiscount: channelDiscount(Number(row.discount), Number(row.discount_sparta)),
      offerDiscount: Number(row.offer_discount ?? 0),
      stock: Number(row.stock),
      isAvailable: row.is_available,
      isAvailableSparta: row.is_available_sparta,
      isOwnProduct: row.is_own_product,
      hasVariants: row.has_variants,
    });
  }
  return byId;
}

/** The variant groups and options of the products, in display order (not locked). */
export async function findVariantGroups(
  db: Db,
  productIds: number[],
): Promise<Map<number, SaleVariantGroup[]>> {
  const byProduct = new Map<number, SaleVariantGroup[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await queryRows(
    db,
    sql`select v.product_id, v.variant_name, o.id, o.variant_id, o.name, o.stock, o.price, o.price_adjustment,
      o.cost_price, o.is_available
    from product_variants v join variant_options o on o.variant_id = v.id
    where v.product_id in (${idList([...new Set(productIds)])})
    order by v.product_id, v.position, v.id, o.position, o.id`,
  );
  for (const row of rows) {
    const groups = byProduct.get(Number(row.product_id)) ?? [];
    let group = groups.at(-1);
    if (group?.id !== Number(row.variant_id)) {
      group = { id: Number(row.variant_id), variantName: row.variant_name, options: [] };
      groups.push(group);
    }
    group.options.push(toSaleOption(row));
    byProduct.set(Number(row.product_id), groups);
  }
  return byProduct;
}

/** Locks the variant options (`for update`, in id order) and reads their current values. */
export async function lockVariantOptions(db: Db, ids: number[]): Promise<Map<number, SaleOption>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const byId = new Map<number, SaleOption>();
  if (sorted.length === 0) return byId;
  const rows = await queryRows(
    db,
    sql`select o.id, o.variant_id, o.name, o.stock, o.price, o.price_adjustment, o.cost_price, o.is_available
    from variant_options o where o.id in (${idList(sorted)}) order by o.id for update`,
  );
  for (const row of rows) byId.set(Number(row.id), toSaleOption(row));
  return byId;
}

export type SalePrice = { price: number; discount: number; finalPrice: number; costPrice: number | null };

/**
 * The unit price of a product with its selected options, by the price rule of DOMAIN.md: the base is
 * the product's (price_in_ars, else USD x rate, else price), or the absolute price of a selected option
 * when one has it; the other options add their price_adjustment. Option amounts and cost prices are in
 * the product's currency. The discount is the larger of the channel discount and the active offers.
 */
export function salePrice(product: SaleProduct, options: SaleOption[], dollarRate: number): SalePrice {
  const toArs = (amount: number) =>
    product.currency === 'USD' ? roundMoney(amount * dollarRate) : roundMoney(amount);
  const absolute = options.find((option) => option.price != null && option.price > 0);
  let base = absolute
    ? toArs(absolute.price!)
    : basePriceInArs({
        price: product.price,
        priceInArs: product.priceInArs,
        currency: product.currency,
        dollarRate,
      });
  for (const option of options) if (option !== absolute) base += toArs(option.priceAdjustment);
  const computed = computePrice({
    price: roundMoney(Math.max(base, 0)),
    priceInArs: null,
    currency: 'ARS',
    dollarRate,
    ownDiscount: product.ownDiscount,
    offerDiscount: product.offerDiscount,
  });
  const cost = options.find((option) => option.costPrice != null)?.costPrice ?? product.costPrice;
  return {
    price: computed.priceInArs,
    discount: computed.totalDiscount,
    finalPrice: computed.finalPrice,
    costPrice: cost == null ? null : toArs(cost),
  };
}

/** Takes sold units off the products and options (rows already locked by the caller). */
export async function decrementStock(
  db: Db,
  sold: { products: Map<number, number>; options: Map<number, number> },
): Promise<void> {
  for (const [id, quantity] of sold.products)
    await db.execute(
      sql`update products set stock = stock - ${quantity}, updated_at = now() where id = ${id}`,
    );
  for (const [id, quantity] of sold.options)
    await db.execute(sql`update variant_options set stock = stock - ${quantity} where id = ${id}`);
}
