CREATE TABLE "sales_buyers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	"last_day" date
);
--> statement-breakpoint
ALTER TABLE "sales_buyers" ADD CONSTRAINT "sales_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill from the daily sales (decision 040), as rebuildSalesSummary in order-stats.service.ts does.
INSERT INTO "sales_buyers" ("user_id", "orders", "revenue", "last_day")
  SELECT "user_id", sum("orders"), sum("revenue"), max("day") FILTER (WHERE "orders" > 0)
  FROM "sales_days" WHERE "user_id" IS NOT NULL GROUP BY "user_id";
