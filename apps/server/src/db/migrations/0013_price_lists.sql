CREATE TABLE "price_list_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer,
	"price" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"adjustment_percent" numeric(6, 2) DEFAULT 0 NOT NULL,
	"min_order_amount" numeric(14, 2),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quantity_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer,
	"price_list_id" integer,
	"min_quantity" integer NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_unit" varchar(20) DEFAULT 'unidad' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_per_pack" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_list_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_min_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_discount" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sale_unit" varchar(20) DEFAULT 'unidad' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "units_per_pack" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_option_id_variant_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."variant_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_breaks" ADD CONSTRAINT "quantity_breaks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_breaks" ADD CONSTRAINT "quantity_breaks_option_id_variant_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."variant_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantity_breaks" ADD CONSTRAINT "quantity_breaks_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_prices_key_idx" ON "price_list_prices" USING btree ("price_list_id","product_id",coalesce("option_id", 0));--> statement-breakpoint
CREATE INDEX "price_list_prices_product_idx" ON "price_list_prices" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_lower_idx" ON "price_lists" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_default_idx" ON "price_lists" USING btree ("is_default") WHERE "price_lists"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "quantity_breaks_key_idx" ON "quantity_breaks" USING btree ("product_id",coalesce("option_id", 0),coalesce("price_list_id", 0),"min_quantity");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The default list (decision 052): adjustment 0, so every price stays what it was.
INSERT INTO "price_lists" ("name", "adjustment_percent", "is_default") VALUES ('General', 0, true);
