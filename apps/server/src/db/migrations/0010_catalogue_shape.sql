-- Counts of the product list kept between requests (issue 15, decision 039). The version moves only when a product is
-- added or removed or changes a column the list's kept counts filter on (visibility, category, brand, own product,
-- synchronised): a price or stock change keeps the counts. Read in the same transaction as the data it versions.
CREATE TABLE "catalogue_shape" ("id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1), "version" bigint NOT NULL DEFAULT 0);
--> statement-breakpoint
INSERT INTO "catalogue_shape" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_shape_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_shape SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_shape_rows" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_shape_moved();
--> statement-breakpoint
CREATE TRIGGER "products_shape_update" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN (OLD.is_available IS DISTINCT FROM NEW.is_available OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.is_own_product IS DISTINCT FROM NEW.is_own_product
    OR OLD.sync_with_external IS DISTINCT FROM NEW.sync_with_external)
  EXECUTE FUNCTION catalogue_shape_moved();
