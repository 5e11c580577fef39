CREATE TABLE "sales_day_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"product_id" integer,
	"product_name" varchar(200) NOT NULL,
	"units" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"user_id" integer,
	"orders" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_events" ADD COLUMN "ordered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "distributor_orders" ADD COLUMN "discount_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" varchar(64);--> statement-breakpoint
ALTER TABLE "sales_day_products" ADD CONSTRAINT "sales_day_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_days" ADD CONSTRAINT "sales_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_day_products_day_product_idx" ON "sales_day_products" USING btree ("day","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_days_day_user_idx" ON "sales_days" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "sales_days_user_idx" ON "sales_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "checkout_events_user_idx" ON "checkout_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_events_created_idx" ON "checkout_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
-- Backfill (decision 040). A paid or cancelled supplier order keeps the discount in force today: the best
-- knowledge of what was agreed.
UPDATE "distributor_orders" SET "discount_percentage" = coalesce((SELECT "distributor_discount" FROM "site_config" WHERE "id" = 1), 0)
  WHERE "payment_status" IN ('paid', 'cancelled');
--> statement-breakpoint
-- Old lines take the SKU of their first selected option that has one, else their product's (as of today).
UPDATE "order_items" i SET "sku" = coalesce(
  (SELECT o."sku" FROM jsonb_array_elements_text(i."option_ids") WITH ORDINALITY AS chosen(id, position)
     JOIN "variant_options" o ON o."id" = chosen.id::int
   WHERE o."sku" IS NOT NULL ORDER BY chosen.position LIMIT 1),
  (SELECT p."sku" FROM "products" p WHERE p."id" = i."product_id"));
--> statement-breakpoint
UPDATE "checkout_events" e SET "ordered" = EXISTS (
  SELECT 1 FROM "orders" o WHERE o."user_id" = e."user_id" AND o."created_at" >= e."created_at"
    AND o."created_at" <= e."created_at" + interval '24 hours');
--> statement-breakpoint
-- The sales of each store day (orders not cancelled), as rebuildSalesDays in order-stats.service.ts computes them.
INSERT INTO "sales_days" ("day", "user_id", "orders", "revenue")
  SELECT ("created_at" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, "user_id", count(*), sum("total")
  FROM "orders" WHERE "status" <> 'cancelled' GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "sales_day_products" ("day", "product_id", "product_name", "units", "amount")
  SELECT (o."created_at" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, i."product_id", max(i."product_name"),
         sum(i."quantity"), sum(i."price_at_time" * i."quantity")
  FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
  WHERE o."status" <> 'cancelled'
  GROUP BY 1, i."product_id", CASE WHEN i."product_id" IS NULL THEN i."product_name" END;
