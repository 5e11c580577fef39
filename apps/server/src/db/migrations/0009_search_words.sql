-- Search (decision 036). The trigram index without a pending list: rows inserted in bulk are searched at index speed
-- at once, not by a linear scan of the pending list until autovacuum merges it.
ALTER INDEX "products_search_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
-- The catalogue's words (letters only, 3 or more): a typo is matched against these few words, and the products are
-- then found by substring of the words it resembles (a GIN index lookup) instead of word similarity on every product.
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^a-z]+') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF name, sku ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products, regexp_split_to_table(search_text, '[^a-z]+') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
