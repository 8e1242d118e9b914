-- Search per store (docs/catalogue.md#search): btree_gin lets one GIN index
-- hold `store_id` beside the trigrams, so a search reads its own store's
-- candidates only.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- The words of a folded search text that a search with a typo is compared
-- with: runs of letters of 4 to 40 characters, each once.
CREATE OR REPLACE FUNCTION vitrina_search_words(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table($1, '[^[:alpha:]]+') AS w
        WHERE char_length(w) BETWEEN 4 AND 40 $$;
