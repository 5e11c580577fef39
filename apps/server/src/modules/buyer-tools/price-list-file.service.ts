/**
 * The buyer's price list as rows for a file (issue 29 item 4, decision 053): every product the buyer
 * can buy (one row per option of a variant product), priced by their own list through the one rule
 * (`salePrice` with `loadPriceTerms`), read a page of products at a time so a 10,000-product
 * catalogue streams without a query per product. No cost and no stock quantity leave this file: a
 * row carries the price, the tiers as text and whether there is stock.
 */
import { formatAmount2 } from '@mayorista/shared/format';
import {
  PRICE_LIST_FILE_MESSAGES,
  type PriceListFileQuery,
  STOCK_STATUS_LABELS,
} from '@mayorista/shared/price-list-file';
import { channelDiscount, type QuantityBreak } from '@mayorista/shared/pricing';
import { saleUnitLabel } from '@mayorista/shared/sale-units';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { listBrands } from '../brands/brands.service.ts';
import { type CategoryRef, descendantIds, listCategoryRefs } from '../categories/categories.service.ts';
import { activeOfferDiscountSql } from '../marketing/offers.service.ts';
import { loadPriceTerms, type PriceListRow, priceListFor } from '../pricing/price-terms.service.ts';
import { type PricedOption, type PricedProduct, salePrice } from '../pricing/pricing.service.ts';
import { getCurrentDollarRate, getSiteConfig } from '../settings/settings.service.ts';
import { findVariantGroups, type SaleOption } from '../stock/selling.service.ts';

/** Products read and priced per round of queries. */
export const PRICE_LIST_PAGE_SIZE = 500;

const STORE_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export type PriceListFileRow = {
  sku: string;
  product: string;
  /** 'Tamaño: Chico' for an option row, '' for a product without options. */
  option: string;
  brand: string;
  category: string;
  /** 'Unidad', 'Caja x 12'. */
  unit: string;
  /** What the buyer pays for one sale unit buying the product's minimum today (list, tier, offers). */
  price: number;
  /** The quantity breaks above the minimum: 'desde 10: $ 1.234,00; desde 50: $ 1.100,00'. */
  tiers: string;
  stock: (typeof STOCK_STATUS_LABELS)[keyof typeof STOCK_STATUS_LABELS];
};

export type PriceListFileHeader = {
  storeName: string;
  listName: string;
  /** The store's date, YYYY-MM-DD (the file name's). */
  date: string;
  /** The same date as people read it: 28/11/2026. */
  dateLabel: string;
  /** The filters, as the header says them ('Categoría: CULTIVO · Marca: GrowMax'), '' for none. */
  filters: string;
};

export type PriceListFile = {
  header: PriceListFileHeader;
  /** How many products (not rows: a variant product gives one row per option). */
  productCount: number;
  /** The rows, a page of products at a time, in category and name order. */
  pages: () => AsyncGenerator<PriceListFileRow[]>;
};

const storeDate = (now: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    label: `${part('day')}/${part('month')}/${part('year')}`,
  };
};

/** 'CULTIVO / Sustratos / Orgánicos' for each category. */
function categoryPaths(refs: CategoryRef[]): Map<number, string> {
  const byId = new Map(refs.map((ref) => [ref.id, ref]));
  const paths = new Map<number, string>();
  const pathOf = (id: number, seen = new Set<number>()): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const ref = byId.get(id);
    if (!ref) return '';
    const parent = ref.parent != null && !seen.has(ref.parent) ? pathOf(ref.parent, seen.add(id)) : '';
    const path = parent ? `${parent} / ${ref.name}` : ref.name;
    paths.set(id, path);
    return path;
  };
  for (const ref of refs) pathOf(ref.id);
  return paths;
}

const productColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  brandId: products.brandId,
  categoryId: products.categoryId,
  price: products.price,
  priceInArs: products.priceInArs,
  currency: products.currency,
  discount: products.discount,
  discountSparta: products.discountSparta,
  offerDiscount: activeOfferDiscountSql(sql`${products.id}`).mapWith(Number),
  stock: products.stock,
  hasVariants: products.hasVariants,
  saleUnit: products.saleUnit,
  unitsPerPack: products.unitsPerPack,
  minQuantity: products.minQuantity,
};
type ProductRow = Awaited<ReturnType<typeof readProducts>>[number];

function readProducts(db: Db, ids: number[]) {
  return db.select(productColumns).from(products).where(inArray(products.id, ids));
}

/**
 * The file's header and its rows for this buyer's list and filters. Unknown filters answer 400 here,
 * before a byte of the file is sent.
 */
export async function openPriceListFile(
  db: Db,
  options: { priceListId: number | null; query: PriceListFileQuery; now?: Date },
): Promise<PriceListFile> {
  const { query } = options;
  const [refs, brandRows, list, config, rate] = await Promise.all([
    listCategoryRefs(db),
    listBrands(db, { includeInactive: true }),
    priceListFor(db, options.priceListId),
    getSiteConfig(db),
    getCurrentDollarRate(db),
  ]);
  const brandNames = new Map(brandRows.map((brand) => [brand.id, brand.name]));
  const paths = categoryPaths(refs);
  const where: SQL[] = [eq(products.isAvailable, true), eq(products.isAvailableSparta, true)];
  const filters: string[] = [];
  if (query.category !== undefined) {
    if (!paths.has(query.category)) throw new AppError('invalid', PRICE_LIST_FILE_MESSAGES.categoryNotFound);
    where.push(inArray(products.categoryId, descendantIds(refs, [query.category])));
    filters.push(`Categoría: ${paths.get(query.category)}`);
  }
  if (query.brand !== undefined) {
    const brand = brandNames.get(query.brand);
    if (brand === undefined) throw new AppError('invalid', PRICE_LIST_FILE_MESSAGES.brandNotFound);
    where.push(eq(products.brandId, query.brand));
    filters.push(`Marca: ${brand}`);
  }

  // Every matching product's id, name and category (small), sorted here by category path and name.
  const index = await db
    .select({ id: products.id, name: products.name, categoryId: products.categoryId })
    .from(products)
    .where(and(...where));
  const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
  const pathOf = (categoryId: number | null) => (categoryId == null ? '' : (paths.get(categoryId) ?? ''));
  const sortKey = new Map(index.map((row) => [row.id, pathOf(row.categoryId)]));
  index.sort((a, b) => {
    const pathA = sortKey.get(a.id)!;
    const pathB = sortKey.get(b.id)!;
    // Products without a category go last.
    if (!pathA !== !pathB) return pathA ? -1 : 1;
    return collator.compare(pathA, pathB) || collator.compare(a.name, b.name) || a.id - b.id;
  });
  const ids = index.map((row) => row.id);

  const { date, label } = storeDate(options.now ?? new Date());
  const context: PageContext = { list, dollarRate: rate.value, brandNames, pathOf };
  return {
    header: {
      storeName: config.storeName,
      listName: list.name,
      date,
      dateLabel: label,
      filters: filters.join(' · '),
    },
    productCount: ids.length,
    // The next page is read while the caller writes this one (the database and the writer overlap).
    pages: async function* () {
      const page = (start: number) =>
        priceListPage(db, ids.slice(start, start + PRICE_LIST_PAGE_SIZE), context);
      let next = ids.length > 0 ? page(0) : null;
      for (let start = 0; next; start += PRICE_LIST_PAGE_SIZE) {
        const current = await next;
        const following = start + PRICE_LIST_PAGE_SIZE;
        next = following < ids.length ? page(following) : null;
        // A failed read ahead is thrown when awaited; until then it must not be an unhandled rejection.
        next?.catch(() => {});
        yield current;
      }
    },
  };
}

type PageContext = {
  list: PriceListRow;
  dollarRate: number;
  brandNames: Map<number, string>;
  pathOf: (categoryId: number | null) => string;
};

/** One page of products, in the order of `ids`: three reads (products, options, price terms). */
async function priceListPage(db: Db, ids: number[], context: PageContext): Promise<PriceListFileRow[]> {
  const [rows, terms] = await Promise.all([readProducts(db, ids), loadPriceTerms(db, context.list, ids)]);
  const groups = await findVariantGroups(
    db,
    rows.filter((row) => row.hasVariants).map((row) => row.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const out: PriceListFileRow[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue; // deleted while the file was being written
    const options = (groups.get(id) ?? []).flatMap((group) =>
      group.options
        .filter((option) => option.isAvailable)
        .map((option) => ({ group: group.variantName, option })),
    );
    const breaks = terms.breaksOf(id);
    const priced = { list: terms.list, breaks };
    if (!row.hasVariants || (groups.get(id) ?? []).length === 0) {
      out.push(fileRow(row, null, '', priced, context));
      continue;
    }
    for (const { group, option } of options)
      out.push(fileRow(row, option, `${group}: ${option.name}`, priced, context));
  }
  return out;
}

function fileRow(
  row: ProductRow,
  option: SaleOption | null,
  optionLabel: string,
  terms: { list: Awaited<ReturnType<typeof loadPriceTerms>>['list']; breaks: QuantityBreak[] },
  context: PageContext,
): PriceListFileRow {
  const product: PricedProduct = {
    id: row.id,
    price: row.price,
    priceInArs: row.priceInArs,
    costPrice: null,
    currency: row.currency,
    ownDiscount: channelDiscount(row.discount, row.discountSparta),
    offerDiscount: row.offerDiscount,
  };
  const options: PricedOption[] = option
    ? [{ id: option.id, price: option.price, priceAdjustment: option.priceAdjustment, costPrice: null }]
    : [];
  const priceAt = (quantity: number) =>
    salePrice(product, options, context.dollarRate, { ...terms, quantity }).finalPrice;
  const minimum = Math.max(1, row.minQuantity);
  const price = priceAt(minimum);
  // Each quantity above the minimum where a tier of this row starts, kept when its price changes.
  const starts = [
    ...new Set(
      terms.breaks
        .filter(
          (tier) =>
            tier.minQuantity > minimum &&
            (tier.priceListId == null || tier.priceListId === terms.list.id) &&
            (tier.optionId == null || tier.optionId === option?.id),
        )
        .map((tier) => tier.minQuantity),
    ),
  ].sort((a, b) => a - b);
  const tiers: string[] = [];
  let previous = price;
  for (const quantity of starts) {
    const at = priceAt(quantity);
    if (at === previous) continue;
    tiers.push(`desde ${quantity}: ${formatAmount2(at)}`);
    previous = at;
  }
  const stock = option ? Math.min(row.stock, option.stock) : row.stock;
  return {
    sku: (option?.sku || row.sku) ?? '',
    product: row.name,
    option: optionLabel,
    brand: row.brandId == null ? '' : (context.brandNames.get(row.brandId) ?? ''),
    category: context.pathOf(row.categoryId),
    unit: saleUnitLabel(row.saleUnit, row.unitsPerPack),
    price,
    tiers: tiers.join('; '),
    stock: stock > 0 ? STOCK_STATUS_LABELS.inStock : STOCK_STATUS_LABELS.outOfStock,
  };
}
