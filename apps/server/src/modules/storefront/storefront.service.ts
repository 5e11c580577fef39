/** Storefront reads: the product list, detail, related products, suggestions and featured items. */

import {
  type Featured,
  type Option,
  PAGE_SIZE_API_DEFAULT,
  PRICE_SORT_LOGIN_MESSAGE,
  PRICE_SORTS,
  type Product,
  type ProductListQuery,
  SALE_CATEGORY_NAME,
  STAFF_ONLY_FILTER_MESSAGE,
  type Suggestion,
  type Variant,
} from '@mayorista/shared/catalog';
import type { ProductTier } from '@mayorista/shared/price-lists';
import { channelDiscount, roundMoney } from '@mayorista/shared/pricing';
import { SALE_UNITS, type SaleUnit } from '@mayorista/shared/sale-units';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedRows, queryRows, statementKey } from '../../db/client.ts';
import { productVariants, variantOptions } from '../../db/schema/index.ts';
import { MAX_KEPT_COUNTS } from '../../lib/caches/map.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { canSeePrices, isStaff, priceListOf, type Viewer } from '../../lib/viewer.ts';
import {
  type CategoryRef,
  descendantIds,
  findCategoriesByName,
  listCategoryRefs,
} from '../categories/categories.service.ts';
import {
  loadPriceTerms,
  type PriceListRow,
  type PriceTerms,
  priceListFor,
} from '../pricing/price-terms.service.ts';
import {
  effectiveDiscountSql,
  finalPriceSql,
  offerDiscountSql,
  overrideKey,
  type PricedOption,
  type PricedProduct,
  salePrice,
} from '../pricing/pricing.service.ts';
import { FUZZY_WORDS, normalizeSearch, type SearchIndex } from '../search/index.ts';
import { getCurrentDollarRate } from '../settings/settings.service.ts';

/** PostgreSQL numerics arrive as strings (pg) or numbers (PGlite). */
type Numeric = string | number;

/** A row of `select ${productColumns} ${fromProducts}`. */
type ProductRow = {
  id: number;
  name: string;
  sku: string | null;
  description: string | null;
  volume: string | null;
  dimensions: string | null;
  features: unknown;
  image: string | null;
  image_2: string | null;
  brand_id: number | null;
  brand_name: string | null;
  category_id: number | null;
  category_name: string | null;
  category_parent_name: string | null;
  stock: number;
  is_available: boolean;
  is_available_sparta: boolean;
  is_available_marverde: boolean;
  is_own_product: boolean;
  has_variants: boolean;
  sync_with_external: boolean;
  currency: string;
  order: number;
  created_at: string | Date;
  price: Numeric;
  price_in_ars: Numeric | null;
  cost_price: Numeric | null;
  discount: Numeric;
  discount_sparta: Numeric;
  offer_discount: Numeric | null;
  sale_unit: string;
  units_per_pack: number;
  min_quantity: number;
  quantity_step: number;
  iva_rate: Numeric;
};

const productColumns = sql`p.id, p.name, p.sku, p.description, p.volume, p.dimensions, p.features, p.image, p.image_2,
  p.brand_id, b.name as brand_name, p.category_id, c.name as category_name, pc.name as category_parent_name,
  p.stock, p.is_available, p.is_available_sparta, p.is_available_marverde, p.is_own_product, p.has_variants,
  p.sync_with_external,
  p.currency, p."order", p.created_at, p.price, p.price_in_ars, p.cost_price, p.discount, p.discount_sparta,
  ${offerDiscountSql} as offer_discount, p.sale_unit, p.units_per_pack, p.min_quantity, p.quantity_step,
  p.iva_rate`;
const fromProducts = sql`from products p
  left join brands b on b.id = p.brand_id
  left join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id`;

const selectProducts = (db: Db, rest: SQL) =>
  queryRows<ProductRow>(db, sql`select ${productColumns} ${fromProducts} ${rest}`);

const nullableNumber = (value: Numeric | null | undefined) => (value == null ? null : Number(value));

export function smallImage(url: string | null): string | null {
  return url?.endsWith('-1000.webp') ? `${url.slice(0, -'-1000.webp'.length)}-400.webp` : url;
}

function pricedProduct(row: ProductRow): PricedProduct {
  return {
    id: row.id,
    price: Number(row.price),
    priceInArs: nullableNumber(row.price_in_ars),
    costPrice: nullableNumber(row.cost_price),
    currency: row.currency === 'USD' ? 'USD' : 'ARS',
    ownDiscount: channelDiscount(Number(row.discount), Number(row.discount_sparta)),
    offerDiscount: Number(row.offer_discount ?? 0),
  };
}

/**
 * What prices a page of products for one viewer (decision 052): the dollar rate and the viewer's price
 * list with its overrides and the products' quantity breaks, read once for the page. null: no prices.
 * `rawAmounts`: the list is the default one (staff, the public-price viewer and buyers without a list),
 * whose stored amounts (`price`, the options' `price`/`price_adjustment`, `dollar_rate`) are its prices;
 * a buyer of another list gets those fields in its list's pesos, never the default list's price.
 */
type Pricing = { dollarRate: number; terms: PriceTerms; rawAmounts: boolean };

/** The rate and list a page is priced with, read once (a list sorted by price reads them first). */
type PriceBasis = { dollarRate: number; list: PriceListRow };

async function priceBasis(db: Db, viewer: Viewer): Promise<PriceBasis | null> {
  if (!canSeePrices(viewer)) return null;
  const [rate, list] = await Promise.all([getCurrentDollarRate(db), priceListFor(db, priceListOf(viewer))]);
  return { dollarRate: rate.value, list };
}

async function pricingFor(
  db: Db,
  viewer: Viewer,
  productIds: number[],
  known?: PriceBasis | null,
): Promise<Pricing | null> {
  const basis = known === undefined ? await priceBasis(db, viewer) : known;
  if (!basis) return null;
  return {
    dollarRate: basis.dollarRate,
    terms: await loadPriceTerms(db, basis.list, productIds),
    rawAmounts: basis.list.isDefault,
  };
}

const saleUnitOf = (value: string): SaleUnit =>
  (SALE_UNITS as readonly string[]).includes(value) ? (value as SaleUnit) : 'unidad';

/**
 * The quantity breaks of the buyer's list for this product, each with the buyer's unit price from that
 * quantity on: product-wide tiers priced without options, an option's tiers with that option (tiers of
 * options the storefront does not offer are left out).
 */
function tiersOf(
  row: ProductRow,
  pricing: Pricing,
  options: ReadonlyMap<number, PricedOption>,
): ProductTier[] {
  const breaks = pricing.terms.breaksOf(row.id);
  const product = pricedProduct(row);
  const tiers: ProductTier[] = [];
  for (const tier of breaks) {
    const option = tier.optionId == null ? null : options.get(tier.optionId);
    if (option === undefined) continue;
    const terms = { list: pricing.terms.list, breaks, quantity: tier.minQuantity };
    tiers.push({
      min_quantity: tier.minQuantity,
      discount_percent: tier.discountPercent,
      option: tier.optionId,
      final_price: salePrice(product, option ? [option] : [], pricing.dollarRate, terms).finalPrice,
    });
  }
  return tiers.sort((a, b) => (a.option ?? 0) - (b.option ?? 0) || a.min_quantity - b.min_quantity);
}

/**
 * What a viewer may see of one product: its sale unit for everyone; prices (of the viewer's list) for
 * logged-in callers, with the list's quantity breaks for buyers; cost prices for staff.
 */
function toProduct(
  row: ProductRow,
  variants: Variant[],
  viewer: Viewer,
  pricing: Pricing | null,
  options: ReadonlyMap<number, PricedOption> = new Map(),
): Product {
  const product: Product = {
    id: row.id,
    name: row.name,
    sku: row.sku,
    description: row.description ?? '',
    volume: row.volume ?? '',
    dimensions: row.dimensions ?? '',
    features: Array.isArray(row.features) ? row.features.map(String) : [],
    image: row.image,
    image_small: smallImage(row.image),
    image_2: row.image_2,
    brand: row.brand_id,
    brand_name: row.brand_name,
    category: row.category_id,
    category_name: row.category_name,
    category_parent_name: row.category_parent_name,
    stock: row.stock,
    is_available: row.is_available,
    is_available_sparta: row.is_available_sparta,
    is_available_marVerde: row.is_available_marverde,
    has_variants: row.has_variants,
    variants,
    currency: row.currency === 'USD' ? 'USD' : 'ARS',
    order: row.order,
    created_at: new Date(row.created_at).toISOString(),
    sale_unit: saleUnitOf(row.sale_unit),
    units_per_pack: row.units_per_pack,
    min_quantity: row.min_quantity,
    quantity_step: row.quantity_step,
  };
  if (!pricing) return product;
  // Quantity 1, no option: the card's price (the SQL twin sorts by it).
  const priced = salePrice(pricedProduct(row), [], pricing.dollarRate, {
    list: pricing.terms.list,
    breaks: [],
    quantity: 1,
  });
  Object.assign(product, {
    price: pricing.rawAmounts ? Number(row.price) : priced.listPrice,
    price_in_ars: priced.listPrice,
    ...(pricing.rawAmounts && { dollar_rate: pricing.dollarRate }),
    discount: Number(row.discount),
    discount_sparta: Number(row.discount_sparta),
    total_discount: priced.discount,
    final_price: priced.finalPrice,
  });
  if (!isStaff(viewer)) product.quantity_breaks = tiersOf(row, pricing, options);
  else {
    product.cost_price = nullableNumber(row.cost_price);
    // The stored peso price (price_in_ars above is the default list's price): the form edits it.
    product.fixed_price_in_ars = Number(row.price_in_ars ?? 0) > 0 ? Number(row.price_in_ars) : null;
    product.is_own_product = row.is_own_product;
    product.sync_with_external = row.sync_with_external;
    product.iva_rate = Number(row.iva_rate);
  }
  return product;
}

/**
 * An option's `price` and `price_adjustment` for a buyer of a list other than the default one, in
 * pesos: its list price when it has an absolute price there (its own or the list's override, as
 * salePrice reads it), and what it adds to the product's list price.
 */
function listAmounts(
  product: PricedProduct,
  option: PricedOption,
  pricing: Pricing,
): Pick<Option, 'price' | 'price_adjustment'> {
  const terms = { list: pricing.terms.list, breaks: [], quantity: 1 };
  const optionPrice = salePrice(product, [option], pricing.dollarRate, terms).listPrice;
  const productPrice = salePrice(product, [], pricing.dollarRate, terms).listPrice;
  const absolute = (option.price ?? 0) > 0 || terms.list.overrides.has(overrideKey(product.id, option.id));
  return {
    price: absolute ? optionPrice : null,
    price_adjustment: roundMoney(optionPrice - productPrice),
  };
}

/**
 * The variant groups of the products with their options, and the options as the rule reads them. For
 * logged-in callers each option carries its amounts and its own price in the viewer's list with the
 * product's discount and offers (`salePrice`, as the order would charge it with that option chosen);
 * staff also see its cost price.
 */
async function loadVariants(
  db: Db,
  rows: ProductRow[],
  viewer: Viewer,
  pricing: Pricing | null,
): Promise<{ variants: Map<number, Variant[]>; options: Map<number, PricedOption> }> {
  const byProduct = new Map<number, Variant[]>();
  const options = new Map<number, PricedOption>();
  if (rows.length === 0) return { variants: byProduct, options };
  const products = new Map(rows.map((row) => [row.id, pricedProduct(row)]));
  const optionRows = await db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      variantName: productVariants.variantName,
      option: {
        id: variantOptions.id,
        name: variantOptions.name,
        sku: variantOptions.sku,
        stock: variantOptions.stock,
        price: variantOptions.price,
        priceAdjustment: variantOptions.priceAdjustment,
        costPrice: variantOptions.costPrice,
        isAvailable: variantOptions.isAvailable,
      },
    })
    .from(productVariants)
    .leftJoin(variantOptions, sql`${variantOptions.variantId} = ${productVariants.id}`)
    .where(inArray(productVariants.productId, [...products.keys()]))
    .orderBy(
      asc(productVariants.productId),
      asc(productVariants.position),
      asc(productVariants.id),
      asc(variantOptions.position),
      asc(variantOptions.id),
    );
  const variantsById = new Map<number, Variant>();
  for (const { productId, variantId, variantName, option: row } of optionRows) {
    let variant = variantsById.get(variantId);
    if (!variant) {
      variant = { id: variantId, variant_name: variantName, options: [] };
      variantsById.set(variantId, variant);
      byProduct.set(productId, [...(byProduct.get(productId) ?? []), variant]);
    }
    if (!row) continue;
    options.set(row.id, row);
    const option: Option = {
      id: row.id,
      name: row.name,
      sku: row.sku,
      stock: row.stock,
      is_available: row.isAvailable,
    };
    if (pricing) {
      const product = products.get(productId)!;
      const priced = salePrice(product, [row], pricing.dollarRate, {
        list: pricing.terms.list,
        breaks: [],
        quantity: 1,
      });
      Object.assign(
        option,
        pricing.rawAmounts
          ? { price: row.price, price_adjustment: row.priceAdjustment }
          : listAmounts(product, row, pricing),
      );
      option.price_in_ars = priced.price;
      option.final_price = priced.finalPrice;
    }
    if (isStaff(viewer)) option.cost_price = row.costPrice;
    variant.options.push(option);
  }
  return { variants: byProduct, options };
}

/**
 * The products as this viewer sees them: one read of the price terms (list, overrides, breaks) and one
 * of the variants for the whole page, never per product. `known`: the rate and list already read.
 */
async function toProducts(
  db: Db,
  rows: ProductRow[],
  viewer: Viewer,
  known?: PriceBasis | null,
): Promise<Product[]> {
  const pricing = await pricingFor(
    db,
    viewer,
    rows.map((row) => row.id),
    known,
  );
  const { variants, options } = await loadVariants(
    db,
    rows.filter((row) => row.has_variants),
    viewer,
    pricing,
  );
  return rows.map((row) => toProduct(row, variants.get(row.id) ?? [], viewer, pricing, options));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const whereOf = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * The plain list puts featured items first (by position), then the rest by `order`. Featured ids are
 * few, so they are read apart and the rest comes from the `(order, id desc)` index instead of sorting
 * the whole catalogue on every request.
 */
async function featuredFirstPage(
  db: Db,
  where: SQL[],
  offset: number,
  pageSize: number,
): Promise<ProductRow[]> {
  const whereSql = whereOf(where);
  const featuredIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select p.id from featured_products f join products p on p.id = f.product_id ${whereSql}
        order by f.position, f.id`,
    )
  ).map((row) => row.id);
  const headIds = featuredIds.slice(offset, offset + pageSize);
  const restLimit = pageSize - headIds.length;
  const restOffset = Math.max(0, offset - featuredIds.length);
  const restWhere = featuredIds.length
    ? whereOf([...where, sql`p.id not in (${idList(featuredIds)})`])
    : whereSql;
  const [head, rest] = await Promise.all([
    headIds.length ? selectProducts(db, sql`where p.id in (${idList(headIds)})`) : Promise.resolve([]),
    restLimit > 0
      ? selectProducts(
          db,
          sql`${restWhere} order by p."order", p.id desc limit ${restLimit} offset ${restOffset}`,
        )
      : Promise.resolve([]),
  ]);
  head.sort((a, b) => headIds.indexOf(a.id) - headIds.indexOf(b.id));
  return [...head, ...rest];
}

/** Candidates a search ranks at most: the list's count stops here (decision 036). */
export const SEARCH_CAP = 1000;
/** Candidates the suggestions rank at most. */
const SUGGESTION_CAP = 200;

/**
 * What a search looks for, found in one round trip: the substring pattern, the brands whose name contains it,
 * and the catalogue words (table `search_words`) the text resembles but does not contain, closest first.
 */
type SearchTerms = { text: string; like: string; wordStart: string; brandIds: number[]; words: string[] };

async function searchTerms(db: Db, search: string): Promise<SearchTerms> {
  const text = sql`immutable_unaccent(lower(${search}))`;
  const like = sql`immutable_unaccent(${`%${escapeLike(search.toLowerCase())}%`})`;
  const [row] = await preparedRows<{ text: string; like: string; brand_ids: number[]; words: string[] }>(
    db,
    sql`select ${text} as text, ${like} as like,
      (select coalesce(array_agg(id), '{}') from brands where immutable_unaccent(lower(name)) like ${like}) as brand_ids,
      (select coalesce(array_agg(word), '{}') from (select word from search_words
        where ${text} <% word and word not like ${like}
        order by word_similarity(${text}, word) desc, word limit ${FUZZY_WORDS}) w) as words`,
  );
  return {
    text: row.text,
    like: row.like,
    wordStart: `% ${row.like.slice(1)}`,
    brandIds: row.brand_ids.map(Number),
    words: row.words.map((word) => `%${escapeLike(word)}%`),
  };
}

/** Products that match the text as a substring (accent- and case-insensitive, name and SKU). */
const substringMatch = (terms: SearchTerms) => sql`p.search_text like ${terms.like}`;

/** Products of a matching brand, or containing a word close to the text (small typos). */
function fuzzyMatch(terms: SearchTerms): SQL | null {
  const parts = terms.words.map((word) => sql`p.search_text like ${word}`);
  if (terms.brandIds.length) parts.unshift(sql`p.brand_id in (${idList(terms.brandIds)})`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/**
 * A search result's rank: the exact SKU, the exact name (decision 041), the text at a word's start, elsewhere in a
 * word, a matching brand, then the close words from the closest. Ties go by the catalogue order (or the list's sort).
 */
function searchRank(terms: SearchTerms): SQL {
  const cases = [
    sql`when immutable_unaccent(lower(p.sku)) = ${terms.text} then 0`,
    sql`when immutable_unaccent(lower(p.name)) = ${terms.text} then 1`,
    sql`when p.search_text like ${terms.like.slice(1)} or p.search_text like ${terms.wordStart} then 2`,
    sql`when p.search_text like ${terms.like} then 3`,
  ];
  if (terms.brandIds.length) cases.push(sql`when p.brand_id in (${idList(terms.brandIds)}) then 4`);
  for (const [index, word] of terms.words.entries())
    cases.push(sql`when p.search_text like ${word} then ${5 + index}`);
  return sql`(case ${sql.join(cases, sql` `)} else ${5 + terms.words.length} end)`;
}

/**
 * Accent- and case-insensitive substring match, or a close word match (small typos), on name and SKU,
 * or a matching brand. Over `products p`; the bulk price update selects with it too (one search for the
 * catalogue). Every part is a LIKE the trigram index answers (decision 036).
 */
export async function searchCondition(db: Db, search: string): Promise<SQL> {
  return (await searchMatch(db, search)).where;
}

/** The search's condition and its rank (for a sorted list: the rank first, then the sort). */
async function searchMatch(db: Db, search: string): Promise<{ where: SQL; rank: SQL }> {
  const terms = await searchTerms(db, search);
  const fuzzy = fuzzyMatch(terms);
  const where = fuzzy ? sql`(${substringMatch(terms)} or ${fuzzy})` : substringMatch(terms);
  return { where, rank: searchRank(terms) };
}

/**
 * The ranked candidates of a search, at most `cap`: substring matches first, then the fuzzy ones. Each part is a
 * materialized CTE, planned for all its rows (the trigram index) but read only as far as the cap needs.
 */
function searchCandidates(where: SQL[], terms: SearchTerms, cap: number): SQL {
  const filters = where.length ? sql`${sql.join(where, sql` and `)} and` : sql``;
  const fuzzy = fuzzyMatch(terms);
  const rank = searchRank(terms);
  const exact = sql`select p.id, p."order", ${rank} as rank from products p where ${filters} ${substringMatch(terms)}`;
  if (!fuzzy) return sql`with s as materialized (${exact}) select * from s limit ${cap}`;
  return sql`with s as materialized (${exact}),
    f as materialized (select p.id, p."order", ${rank} as rank from products p
      where ${filters} not (${substringMatch(terms)}) and ${fuzzy})
    select * from ((select * from s limit ${cap}) union all (select * from f limit ${cap})) m
    order by rank limit ${cap}`;
}

export type ListOptions = ProductListQuery & { url: string };

/**
 * The categories a list asks for (with their subcategories unless include_children=false), or the sale
 * category's name (on sale). Unknown categories answer 400.
 */
function categoryFilter(
  all: CategoryRef[],
  query: ProductListQuery,
): { ids: number[] | null; onSale: boolean } {
  const categoryName = query.category_name?.trim() ?? '';
  if (!categoryName && !query.category_id) return { ids: null, onSale: false };
  let roots: number[];
  if (query.category_id) {
    if (!all.some((row) => row.id === query.category_id))
      throw new AppError('invalid', 'Categoría no encontrada');
    roots = [query.category_id];
  } else if (categoryName.toLowerCase() === SALE_CATEGORY_NAME.toLowerCase()) {
    return { ids: null, onSale: true };
  } else {
    roots = findCategoriesByName(all, categoryName).map((row) => row.id);
    if (roots.length === 0) throw new AppError('invalid', 'Categoría no encontrada');
  }
  return { ids: (query.include_children ?? true) ? descendantIds(all, roots) : roots, onSale: false };
}

/**
 * The list's filters as SQL conditions on `products p`: the one filter builder, used by the list and
 * by the staff export (product-transfer). Hidden products are left out for non-staff callers.
 */
export async function productFilters(
  db: Db,
  query: ProductListQuery,
  viewer: Viewer,
): Promise<{ where: SQL[]; onSale: boolean; search: string; rank: SQL | null }> {
  const where: SQL[] = [];
  let onSale = query.on_sale === true;

  if (!isStaff(viewer)) where.push(sql`p.is_available`);
  else if (query.is_available !== undefined) where.push(sql`p.is_available = ${query.is_available}`);

  if (query.category_name?.trim() || query.category_id) {
    const category = categoryFilter(await listCategoryRefs(db), query);
    if (category.onSale) onSale = true;
    if (category.ids) where.push(sql`p.category_id in (${idList(category.ids)})`);
  }

  if (query.brand) where.push(sql`p.brand_id = ${query.brand}`);
  const brandName = query.brand_name?.trim();
  if (brandName) {
    const [brand] = await queryRows<{ id: number }>(
      db,
      sql`select id from brands where immutable_unaccent(lower(name)) = immutable_unaccent(lower(${brandName}))`,
    );
    if (!brand) throw new AppError('invalid', 'Marca no encontrada');
    where.push(sql`p.brand_id = ${brand.id}`);
  }
  if (onSale) where.push(sql`${effectiveDiscountSql} > 0`);
  if (query.stock_status === 'in_stock') where.push(sql`p.stock > 0`);
  if (query.stock_status === 'out_of_stock') where.push(sql`p.stock <= 0`);
  if (query.own_product !== undefined) where.push(sql`p.is_own_product = ${query.own_product}`);
  // A checkbox like on_sale (backoffice §2.2: default false): true narrows to synchronised products, false lists all.
  if (query.syncable === true) where.push(sql`p.sync_with_external`);

  const search = query.search?.trim() ?? '';
  const match = search ? await searchMatch(db, search) : null;
  if (match) where.push(match.where);
  return { where, onSale, search, rank: match?.rank ?? null };
}

/**
 * The product list with its filters. Sorting by price reveals the price order, so it is for callers
 * who may see prices: anonymous callers get 400 (decision 012).
 */
export async function listProducts(
  db: Db,
  query: ListOptions,
  viewer: Viewer,
  memory?: MemorySearch,
): Promise<Page<Product>> {
  const sortsByPrice = query.sort_by !== undefined && PRICE_SORTS.includes(query.sort_by);
  if (sortsByPrice && !canSeePrices(viewer)) throw new AppError('invalid', PRICE_SORT_LOGIN_MESSAGE);
  const filtersBySupplierData = query.own_product !== undefined || query.syncable !== undefined;
  if (filtersBySupplierData && !isStaff(viewer)) throw new AppError('invalid', STAFF_ONLY_FILTER_MESSAGE);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? PAGE_SIZE_API_DEFAULT;
  const search = query.search?.trim() ?? '';
  if (search && !query.sort_by) {
    const found = memory && (await searchInMemory(memory, query, viewer, search, page, pageSize));
    return found || searchProducts(db, query, viewer, search, page, pageSize);
  }
  const { where, onSale, rank } = await productFilters(db, query, viewer);

  // Only callers who see prices need the rate and their list (to show prices and to sort by them).
  const basis = await priceBasis(db, viewer);
  const plainList =
    !query.search?.trim() &&
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
      orderBy = sql`${priceOrder(basis)} asc, p.id`;
      break;
    case 'price_desc':
      orderBy = sql`${priceOrder(basis)} desc, p.id`;
      break;
    case 'name':
      orderBy = sql`p.name asc, p.id`;
      break;
    default:
      orderBy = sql`p."order", p.id desc`;
  }
  // A sorted search lists the best matches first, each group in the chosen order (decision 041).
  if (rank) orderBy = sql`${rank}, ${orderBy}`;

  const whereSql = whereOf(where);
  const offset = (page - 1) * pageSize;
  // Counts that read only what `catalogue_shape` versions are kept (a search, a sale or stock filter are not).
  const keepsCount = !query.search?.trim() && !onSale && !query.stock_status;
  const [count, rows] = await Promise.all([
    listCount(db, whereSql, keepsCount),
    plainList
      ? featuredFirstPage(db, where, offset, pageSize)
      : selectProducts(db, sql`${whereSql} order by ${orderBy} limit ${pageSize} offset ${offset}`),
  ]);
  if (page > 1 && (page - 1) * pageSize >= count) throw notFound('Página inválida.');
  const results = await toProducts(db, rows, viewer, basis);
  return toPage(results, { count, page, pageSize, url: query.url });
}

/** The viewer's final price at quantity 1 in its list (the SQL twin of the rule), for sorting. */
function priceOrder(basis: PriceBasis | null): SQL {
  if (!basis) throw new AppError('invalid', PRICE_SORT_LOGIN_MESSAGE);
  return finalPriceSql(basis.dollarRate, {
    id: basis.list.id,
    adjustmentPercent: Number(basis.list.adjustmentPercent),
  });
}

/**
 * The search index of the current catalogue version and the cards of its products (search-index.ts),
 * or null when the versions are unknown or the index is still being built.
 */
export type MemorySearch = () => Promise<{
  index: SearchIndex;
  products: (ids: number[], viewer: Viewer) => Promise<Product[]>;
} | null>;

/**
 * A search of a buyer or visitor answered from memory (decision 039): same ranking and count as
 * searchProducts. null when it cannot be: staff, filters that depend on stock or on the clock (on sale,
 * stock status), a brand by name, text whose accents do not decompose, or no index yet.
 */
async function searchInMemory(
  memory: MemorySearch,
  query: ListOptions,
  viewer: Viewer,
  search: string,
  page: number,
  pageSize: number,
): Promise<Page<Product> | null> {
  const text = normalizeSearch(search);
  if (isStaff(viewer) || text === null || query.on_sale || query.stock_status || query.brand_name?.trim())
    return null;
  const view = await memory();
  if (!view) return null;
  const category = categoryFilter(view.index.categories, query);
  if (category.onSale) return null;
  const ranked = view.index.search(
    text,
    {
      categories: category.ids ? new Set(category.ids) : undefined,
      brand: query.brand,
    },
    SEARCH_CAP,
  );
  const offset = (page - 1) * pageSize;
  const ids = ranked.ids.slice(offset, offset + pageSize);
  if (page > 1 && ids.length === 0) throw notFound('Página inválida.');
  const results = await view.products(ids, viewer);
  return toPage(results, { count: ranked.count, page, pageSize, url: query.url });
}

/** Visible products by id, as this viewer sees them, in the order of `ids` (the cards of searches in memory). */
export async function productsByIds(db: Db, ids: number[], viewer: Viewer): Promise<Product[]> {
  if (ids.length === 0) return [];
  const visible = isStaff(viewer) ? sql`` : sql`and p.is_available`;
  const rows = await selectProducts(db, sql`where p.id in (${idList(ids)}) ${visible}`);
  const byId = new Map((await toProducts(db, rows, viewer)).map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Counts of the list per database and filters, under the catalogue shape version they were counted at. */
/** At most MAX_KEPT_COUNTS (lib/caches/map.ts, decision 046), then they start over. */
const keptCounts = new WeakMap<Db, { version: string; counts: Map<string, number> }>();

/**
 * How many products match the list's filters. With `keep`, a count is kept until the catalogue's shape
 * moves (migration 0010: a product added, removed, shown, hidden or moved to another category or brand),
 * so a price or stock change does not count 100,000 rows again (decision 039). The version is read
 * before counting, so a kept count is never older than the version it is read under.
 */
async function listCount(db: Db, whereSql: SQL, keep: boolean): Promise<number> {
  const statement = sql`select count(*)::int as count from products p ${whereSql}`;
  const count = async () => Number((await queryRows<{ count: number }>(db, statement))[0].count);
  if (!keep) return count();
  const [{ version }] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from catalogue_shape`,
  );
  let kept = keptCounts.get(db);
  if (kept?.version !== version || kept.counts.size >= MAX_KEPT_COUNTS) {
    kept = { version, counts: new Map() };
    keptCounts.set(db, kept);
  }
  const key = statementKey(db, statement);
  const known = kept.counts.get(key);
  if (known !== undefined) return known;
  const counted = await count();
  kept.counts.set(key, counted);
  return counted;
}

/**
 * A search in the list, by relevance: one query ranks the bounded candidates, counts them and reads the page.
 * The count is exact up to SEARCH_CAP matches and stops there (decision 036).
 */
async function searchProducts(
  db: Db,
  query: ListOptions,
  viewer: Viewer,
  search: string,
  page: number,
  pageSize: number,
): Promise<Page<Product>> {
  const [{ where }, terms, basis] = await Promise.all([
    productFilters(db, { ...query, search: undefined }, viewer),
    searchTerms(db, search),
    priceBasis(db, viewer),
  ]);
  const offset = (page - 1) * pageSize;
  const rows = await preparedRows<ProductRow & { total: number }>(
    db,
    sql`with hits as (${searchCandidates(where, terms, SEARCH_CAP)}),
      shown as (select * from hits order by rank, "order", id limit ${pageSize} offset ${offset})
    select ${productColumns}, (select count(*) from hits)::int as total ${fromProducts} join shown on shown.id = p.id
    order by shown.rank, shown."order", shown.id`,
  );
  const count = rows.length ? Number(rows[0].total) : 0;
  if (page > 1 && rows.length === 0) throw notFound('Página inválida.');
  const results = await toProducts(db, rows, viewer, basis);
  return toPage(results, { count, page, pageSize, url: query.url });
}

export async function getProduct(db: Db, id: number, viewer: Viewer): Promise<Product> {
  const visible = isStaff(viewer) ? sql`` : sql`and p.is_available`;
  const [row] = await selectProducts(db, sql`where p.id = ${id} ${visible}`);
  if (!row) throw notFound('Producto no encontrado');
  const [product] = await toProducts(db, [row], viewer);
  return product;
}

export async function getRelatedProducts(db: Db, id: number, viewer: Viewer, limit = 8): Promise<Product[]> {
  const product = await getProduct(db, id, viewer);
  const rows = await selectProducts(
    db,
    sql`where p.is_available and p.id <> ${id}
      and (p.category_id = ${product.category} or (${product.category}::int is null and p.brand_id = ${product.brand}))
    order by (p.stock > 0) desc, p."order", p.id desc limit ${limit}`,
  );
  return toProducts(db, rows, viewer);
}

const toSuggestion = (product: Product): Suggestion => {
  const suggestion: Suggestion = { id: product.id, name: product.name, image: product.image_small };
  if (product.final_price !== undefined) {
    suggestion.price = product.price_in_ars;
    suggestion.final_price = product.final_price;
  }
  return suggestion;
};

export async function suggestProducts(
  db: Db,
  text: string,
  viewer: Viewer,
  limit = 8,
  memory?: MemorySearch,
): Promise<Suggestion[]> {
  const search = text.trim();
  if (search.length < 2) return [];
  const normalized = normalizeSearch(search);
  const view = memory && normalized !== null && !isStaff(viewer) ? await memory() : null;
  if (view && normalized !== null) {
    const { ids } = view.index.search(normalized, {}, limit);
    return (await view.products(ids, viewer)).map(toSuggestion);
  }
  const [terms, basis] = await Promise.all([searchTerms(db, search), priceBasis(db, viewer)]);
  const rows = await preparedRows<ProductRow>(
    db,
    sql`select ${productColumns} ${fromProducts} join (select * from (${searchCandidates([sql`p.is_available`], terms, SUGGESTION_CAP)}) hits
      order by rank, "order", id limit ${limit}) shown on shown.id = p.id
    order by shown.rank, shown."order", shown.id`,
  );
  const pricing = await pricingFor(
    db,
    viewer,
    rows.map((row) => row.id),
    basis,
  );
  return rows.map((row) => toSuggestion(toProduct(row, [], viewer, pricing)));
}

export async function listFeatured(db: Db, viewer: Viewer): Promise<Featured[]> {
  const visible = isStaff(viewer) ? sql`` : sql`where p.is_available`;
  const rows = await queryRows<ProductRow & { featured_id: number; position: number }>(
    db,
    sql`select f.id as featured_id, f.position, ${productColumns}
    ${fromProducts} join featured_products f on f.product_id = p.id
    ${visible} order by f.position, f.id`,
  );
  const products = await toProducts(db, rows, viewer);
  return rows.map((row, index) => ({
    id: row.featured_id,
    position: row.position,
    product: products[index].id,
    product_details: products[index],
  }));
}
