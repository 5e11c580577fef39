import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, percent, updatedAt } from './columns.ts';

/**
 * Price lists (decision 052): a percent adjustment on the base price, an optional minimum order and
 * absolute overrides (price_list_prices). Exactly one is the default (buyers without a list).
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    adjustmentPercent: numeric('adjustment_percent', { precision: 6, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    minOrderAmount: money('min_order_amount'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_lists_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('price_lists_default_idx').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    businessName: varchar('business_name', { length: 200 }).notNull().default(''),
    businessAddress: varchar('business_address', { length: 300 }).notNull().default(''),
    phoneNumber: varchar('phone_number', { length: 30 }).notNull().default(''),
    instagram: varchar('instagram', { length: 100 }).notNull().default(''),
    facebook: varchar('facebook', { length: 200 }).notNull().default(''),
    dni: varchar('dni', { length: 20 }).notNull().default(''),
    cuit: varchar('cuit', { length: 20 }).notNull().default(''),
    /**
     * The buyer's IVA condition (issue 31, decision 055): responsable_inscripto, monotributo, exento,
     * consumidor_final; '' = not given (invoiced as Consumidor Final).
     */
    ivaCondition: varchar('iva_condition', { length: 30 }).notNull().default(''),
    businessType: varchar('business_type', { length: 50 }).notNull().default(''),
    extraInfo: text('extra_info').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    invitationCodeId: integer('invitation_code_id'),
    /** The buyer's price list; null = the default list (decision 052). */
    priceListId: integer('price_list_id').references((): AnyPgColumn => priceLists.id, {
      onDelete: 'set null',
    }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  logo: text('logo'),
  websiteUrl: text('website_url').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    volume: varchar('volume', { length: 100 }).notNull().default(''),
    dimensions: varchar('dimensions', { length: 100 }).notNull().default(''),
    image: text('image'),
    image2: text('image_2'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    price: money('price').notNull().default(0),
    priceInArs: money('price_in_ars'),
    costPrice: money('cost_price'),
    currency: varchar('currency', { length: 3 }).$type<'ARS' | 'USD'>().notNull().default('ARS'),
    discount: percent('discount').notNull().default(0),
    discountSparta: percent('discount_sparta').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    sku: varchar('sku', { length: 64 }),
    order: integer('order').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    isAvailableSparta: boolean('is_available_sparta').notNull().default(true),
    isAvailableMarVerde: boolean('is_available_marverde').notNull().default(true),
    isOwnProduct: boolean('is_own_product').notNull().default(true),
    hasVariants: boolean('has_variants').notNull().default(false),
    /** Sale unit (decision 052): quantities of carts, orders and stock count these units. */
    saleUnit: varchar('sale_unit', { length: 20 })
      .$type<'unidad' | 'pack' | 'caja' | 'display' | 'bulto'>()
      .notNull()
      .default('unidad'),
    unitsPerPack: integer('units_per_pack').notNull().default(1),
    /** IVA rate contained in the price (issue 31): 21, 10.5, 27 or 0. */
    ivaRate: percent('iva_rate').notNull().default(21),
    minQuantity: integer('min_quantity').notNull().default(1),
    quantityStep: integer('quantity_step').notNull().default(1),
    syncWithExternal: boolean('sync_with_external').notNull().default(false),
    parentId: integer('parent_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`immutable_unaccent(lower(name || ' ' || coalesce(sku, '')))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_available_order_idx').on(t.isAvailable, t.order, t.id),
    index('products_listing_idx').on(t.order, t.id.desc()).where(sql`${t.isAvailable}`),
    index('products_created_idx').on(t.createdAt),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantName: varchar('variant_name', { length: 100 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_variants_product_idx').on(t.productId)],
);

export const variantOptions = pgTable(
  'variant_options',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    sku: varchar('sku', { length: 64 }),
    stock: integer('stock').notNull().default(0),
    price: money('price'),
    priceAdjustment: money('price_adjustment').notNull().default(0),
    costPrice: money('cost_price'),
    isAvailable: boolean('is_available').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('variant_options_variant_idx').on(t.variantId),
    uniqueIndex('variant_options_sku_idx').on(t.sku),
  ],
);

/** A price list's absolute price for a product, or for one of its variant options (decision 052). */
export const priceListPrices = pgTable(
  'price_list_prices',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => variantOptions.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_list_prices_key_idx').on(t.priceListId, t.productId, sql`coalesce(${t.optionId}, 0)`),
    index('price_list_prices_product_idx').on(t.productId),
  ],
);

/**
 * Quantity breaks (decision 052): from `min_quantity` sale units on, `discount_percent` off the
 * list price; for one option or all (option null), for one list or all (price list null).
 */
export const quantityBreaks = pgTable(
  'quantity_breaks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => variantOptions.id, { onDelete: 'cascade' }),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    discountPercent: percent('discount_percent').notNull(),
  },
  (t) => [
    uniqueIndex('quantity_breaks_key_idx').on(
      t.productId,
      sql`coalesce(${t.optionId}, 0)`,
      sql`coalesce(${t.priceListId}, 0)`,
      t.minQuantity,
    ),
  ],
);

export const featuredProducts = pgTable('featured_products', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .unique()
    .references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const heroBanners = pgTable('hero_banners', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull().default(''),
  description: text('description').notNull().default(''),
  link: text('link').notNull().default('/productos'),
  buttonText: varchar('button_text', { length: 60 }).notNull().default(''),
  order: integer('order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  desktopImage: text('desktop_image').notNull(),
  mobileImage: text('mobile_image'),
  createdAt: createdAt(),
});

export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  discount: percent('discount').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const offerProducts = pgTable(
  'offer_products',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('offer_products_pk').on(t.offerId, t.productId),
    index('offer_products_product_idx').on(t.productId),
  ],
);

export const dollarRates = pgTable('dollar_rates', {
  id: serial('id').primaryKey(),
  value: money('value').notNull(),
  rateType: varchar('rate_type', { length: 30 }).notNull().default('oficial'),
  isAutoUpdate: boolean('is_auto_update').notNull().default(false),
  updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
});

export const siteConfig = pgTable('site_config', {
  id: integer('id').primaryKey().default(1),
  storeName: varchar('store_name', { length: 100 }).notNull().default('Mayorista'),
  contactEmail: varchar('contact_email', { length: 254 }).notNull().default('ventas@mayorista.com.ar'),
  whatsappNumber: varchar('whatsapp_number', { length: 30 }).notNull().default('5491123456789'),
  whatsappGreeting: text('whatsapp_greeting').notNull().default('¡Hola! Quisiera hacer una consulta.'),
  phone: varchar('phone', { length: 30 }).notNull().default('11 2345-6789'),
  instagram: varchar('instagram', { length: 100 }).notNull().default('mayorista.ar'),
  storeAddress: text('store_address').notNull().default('Av. Mitre 1234, Berazategui, Buenos Aires'),
  latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull().default(-34.7636),
  longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull().default(-58.2128),
  promoText: text('promo_text').notNull().default('Envíos a todo el país · Despacho en 48 h hábiles'),
  deliveryNoteHeader: text('delivery_note_header').notNull().default(''),
  replyTime: varchar('reply_time', { length: 50 }).notNull().default('24-48 horas'),
  distributorDiscount: percent('distributor_discount').notNull().default(0),
  contactDailyLimit: integer('contact_daily_limit').notNull().default(10),
  /** Map of the contact block: zoom and the tile server (storefront §2, issue 11). */
  mapZoom: integer('map_zoom').notNull().default(10),
  mapTileUrl: text('map_tile_url').notNull().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** FAQ entries of the storefront: [{question, answer}]. Empty: the built-in ones. */
  faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Blog posts (DOMAIN.md "Blog"): published ones are public, drafts staff only. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    coverImage: text('cover_image'),
    excerpt: varchar('excerpt', { length: 300 }).notNull().default(''),
    body: text('body').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_idx').on(t.isPublished, t.publishedAt),
  ],
);

/** Scheduled jobs (dollar rate, later supplier sync and e-mail retries): one row per job, so a run happens once across processes and restarts. */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 50 }).primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/** Every e-mail the server sends, whether or not SMTP delivered it (the outbox of DOMAIN.md). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  kind: varchar('kind', { length: 50 }).notNull(),
  status: varchar('status', { length: 20 }).$type<'logged' | 'sent' | 'failed' | 'sending'>().notNull(),
  error: text('error'),
  createdAt: createdAt(),
  /** Delivery attempts so far (the first send counts); failed mails are retried with backoff. */
  attempts: integer('attempts').notNull().default(1),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).defaultNow(),
  /** When the retry job may try a failed mail again; null when it will not be retried. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
});

/**
 * One run of the scheduled supplier stock sync (issue 13): what it checked, changed and failed on.
 * `changes` lists {product_id, sku, field, from, to}; `errors` lists Spanish messages.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: varchar('status', { length: 20 }).$type<'running' | 'ok' | 'partial' | 'failed'>().notNull(),
    trigger: varchar('trigger', { length: 20 }).$type<'schedule' | 'manual'>().notNull(),
    productsChecked: integer('products_checked').notNull().default(0),
    productsChanged: integer('products_changed').notNull().default(0),
    changes: jsonb('changes').$type<unknown[]>().notNull().default([]),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
  },
  (table) => [index('sync_runs_started_idx').on(table.startedAt)],
);
