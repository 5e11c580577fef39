-- pg_trgm's word-similarity operators are expensive per row, but their default cost makes the planner
-- prefer a sequential scan over the trigram index (85 ms instead of 5 ms on 10,000 products).
ALTER FUNCTION word_similarity_op(text, text) COST 100;
--> statement-breakpoint
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
