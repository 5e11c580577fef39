CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"field" varchar(20) NOT NULL,
	"product_id" integer,
	"option_id" integer,
	"price_list_id" integer,
	"old_value" numeric(14, 2),
	"new_value" numeric(14, 2),
	"old_currency" varchar(3),
	"new_currency" varchar(3),
	"source" varchar(20) NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_history_changed_idx" ON "price_history" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "price_history_list_idx" ON "price_history" USING btree ("price_list_id","changed_at");--> statement-breakpoint
-- Price history (decision 053): every change of a price rule input is written here by these triggers, in the
-- transaction of the change. Why and who come from the transaction's settings that pricing's markPriceChange sets
-- (set_config(..., true)); a write that does not set them is recorded as 'otro' with no user. changed_at is the
-- write's clock time, not the transaction's start: two transactions changing one row write in the order of its lock.
CREATE OR REPLACE FUNCTION price_history_write(p_field text, p_product integer, p_option integer, p_list integer,
  p_old numeric, p_new numeric, p_old_currency text, p_new_currency text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_history (changed_at, field, product_id, option_id, price_list_id, old_value, new_value,
    old_currency, new_currency, source, user_id)
  VALUES (clock_timestamp(), p_field, p_product, p_option, p_list, p_old, p_new, p_old_currency, p_new_currency,
    coalesce(nullif(current_setting('mayorista.price_source', true), ''), 'otro'),
    nullif(current_setting('mayorista.price_user', true), '')::integer);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.price IS DISTINCT FROM NEW.price THEN
    PERFORM price_history_write('price', NEW.id, NULL, NULL, OLD.price, NEW.price, NULL, NULL);
  END IF;
  IF OLD.price_in_ars IS DISTINCT FROM NEW.price_in_ars THEN
    PERFORM price_history_write('price_in_ars', NEW.id, NULL, NULL, OLD.price_in_ars, NEW.price_in_ars, NULL, NULL);
  END IF;
  IF OLD.currency IS DISTINCT FROM NEW.currency THEN
    PERFORM price_history_write('currency', NEW.id, NULL, NULL, NULL, NULL, OLD.currency, NEW.currency);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_price_history" AFTER UPDATE OF price, price_in_ars, currency ON "products" FOR EACH ROW
  WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.price_in_ars IS DISTINCT FROM NEW.price_in_ars
    OR OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION products_price_history();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_options_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product integer := (SELECT v.product_id FROM product_variants v WHERE v.id = NEW.variant_id);
BEGIN
  IF OLD.price IS DISTINCT FROM NEW.price THEN
    PERFORM price_history_write('option_price', product, NEW.id, NULL, OLD.price, NEW.price, NULL, NULL);
  END IF;
  IF OLD.price_adjustment IS DISTINCT FROM NEW.price_adjustment THEN
    PERFORM price_history_write('option_adjustment', product, NEW.id, NULL, OLD.price_adjustment,
      NEW.price_adjustment, NULL, NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "variant_options_price_history" AFTER UPDATE OF price, price_adjustment ON "variant_options"
  FOR EACH ROW
  WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.price_adjustment IS DISTINCT FROM NEW.price_adjustment)
  EXECUTE FUNCTION variant_options_price_history();
--> statement-breakpoint
-- A special price added (old null), changed, or removed (new null). Rows removed because their list, product or
-- option is being deleted (the foreign keys' cascade) are not price changes: skipped.
CREATE OR REPLACE FUNCTION price_list_prices_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM price_history_write('override', NEW.product_id, NEW.option_id, NEW.price_list_id, NULL, NEW.price,
      NULL, NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    IF OLD.price IS DISTINCT FROM NEW.price THEN
      PERFORM price_history_write('override', NEW.product_id, NEW.option_id, NEW.price_list_id, OLD.price,
        NEW.price, NULL, NULL);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM price_lists l WHERE l.id = OLD.price_list_id)
    AND EXISTS (SELECT 1 FROM products p WHERE p.id = OLD.product_id)
    AND (OLD.option_id IS NULL OR EXISTS (SELECT 1 FROM variant_options o WHERE o.id = OLD.option_id)) THEN
    PERFORM price_history_write('override', OLD.product_id, OLD.option_id, OLD.price_list_id, OLD.price, NULL,
      NULL, NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "price_list_prices_history" AFTER INSERT OR UPDATE OF price OR DELETE ON "price_list_prices"
  FOR EACH ROW EXECUTE FUNCTION price_list_prices_history();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION price_lists_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM price_history_write('list_percent', NULL, NULL, NEW.id, OLD.adjustment_percent, NEW.adjustment_percent,
    NULL, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "price_lists_history" AFTER UPDATE OF adjustment_percent ON "price_lists" FOR EACH ROW
  WHEN (OLD.adjustment_percent IS DISTINCT FROM NEW.adjustment_percent)
  EXECUTE FUNCTION price_lists_history();
