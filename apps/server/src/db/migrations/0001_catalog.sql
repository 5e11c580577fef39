CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"logo" text,
	"website_url" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"parent_id" integer,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dollar_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"rate_type" varchar(30) DEFAULT 'oficial' NOT NULL,
	"is_auto_update" boolean DEFAULT false NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_products_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "hero_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '/productos' NOT NULL,
	"button_text" varchar(60) DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"desktop_image" text NOT NULL,
	"mobile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_products" (
	"offer_id" integer NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"discount" numeric(5, 2) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"kind" varchar(50) NOT NULL,
	"status" varchar(20) NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_name" varchar(100) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"brand_id" integer,
	"category_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"volume" varchar(100) DEFAULT '' NOT NULL,
	"dimensions" varchar(100) DEFAULT '' NOT NULL,
	"image" text,
	"image_2" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_in_ars" numeric(14, 2),
	"cost_price" numeric(14, 2),
	"currency" varchar(3) DEFAULT 'ARS' NOT NULL,
	"discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"discount_sparta" numeric(5, 2) DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" varchar(64),
	"order" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_available_sparta" boolean DEFAULT true NOT NULL,
	"is_available_marverde" boolean DEFAULT true NOT NULL,
	"is_own_product" boolean DEFAULT true NOT NULL,
	"has_variants" boolean DEFAULT false NOT NULL,
	"sync_with_external" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(name || ' ' || coalesce(sku, '')))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"store_name" varchar(100) DEFAULT 'Mayorista' NOT NULL,
	"contact_email" varchar(254) DEFAULT 'ventas@mayorista.com.ar' NOT NULL,
	"whatsapp_number" varchar(30) DEFAULT '5491123456789' NOT NULL,
	"whatsapp_greeting" text DEFAULT '¡Hola! Quisiera hacer una consulta.' NOT NULL,
	"phone" varchar(30) DEFAULT '11 2345-6789' NOT NULL,
	"instagram" varchar(100) DEFAULT 'mayorista.ar' NOT NULL,
	"store_address" text DEFAULT 'Av. Mitre 1234, Berazategui, Buenos Aires' NOT NULL,
	"latitude" numeric(9, 6) DEFAULT -34.7636 NOT NULL,
	"longitude" numeric(9, 6) DEFAULT -58.2128 NOT NULL,
	"promo_text" text DEFAULT 'Envíos a todo el país · Despacho en 48 h hábiles' NOT NULL,
	"delivery_note_header" text DEFAULT '' NOT NULL,
	"reply_time" varchar(50) DEFAULT '24-48 horas' NOT NULL,
	"distributor_discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"contact_daily_limit" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"business_name" varchar(200) DEFAULT '' NOT NULL,
	"business_address" varchar(300) DEFAULT '' NOT NULL,
	"phone_number" varchar(30) DEFAULT '' NOT NULL,
	"instagram" varchar(100) DEFAULT '' NOT NULL,
	"facebook" varchar(200) DEFAULT '' NOT NULL,
	"dni" varchar(20) DEFAULT '' NOT NULL,
	"cuit" varchar(20) DEFAULT '' NOT NULL,
	"business_type" varchar(50) DEFAULT '' NOT NULL,
	"extra_info" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "variant_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"sku" varchar(64),
	"stock" integer DEFAULT 0 NOT NULL,
	"price" numeric(14, 2),
	"price_adjustment" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cost_price" numeric(14, 2),
	"is_available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_products" ADD CONSTRAINT "featured_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_products" ADD CONSTRAINT "offer_products_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_products" ADD CONSTRAINT "offer_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_options" ADD CONSTRAINT "variant_options_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_products_pk" ON "offer_products" USING btree ("offer_id","product_id");--> statement-breakpoint
CREATE INDEX "offer_products_product_idx" ON "offer_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_available_order_idx" ON "products" USING btree ("is_available","order","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "variant_options_variant_idx" ON "variant_options" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variant_options_sku_idx" ON "variant_options" USING btree ("sku");