-- A search forgives one typo in a word (docs/catalogue.md#search): a letter
-- left out, added, replaced, or swapped with the next. Two words one such
-- edit apart always share a word less one of its letters, or one of them is
-- the other less a letter; so a word's keys are itself and each of its
-- one-letter deletions, each under its store ('2:remra'), and a GIN index
-- over them finds, in a few lookups, every word of the store in
-- `product_search_words` one edit away from a search's word, however many
-- stores share it (the API then keeps those exactly one edit away).
-- Trigram similarity alone missed many ('remara' or 'rmeera' for 'remera').
-- COST tells the planner that computing the keys per row is dear, so it
-- reads the index instead.
CREATE OR REPLACE FUNCTION vitrina_edit_keys(integer, text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT COST 1000
  AS $$ SELECT array_append(
          array(SELECT $1 || ':' || overlay($2 placing '' from i for 1)
                FROM generate_series(1, char_length($2)) AS i),
          $1 || ':' || $2) $$;
--> statement-breakpoint
CREATE INDEX "product_search_words_edit_keys_idx" ON "product_search_words" USING gin (vitrina_edit_keys("store_id", "word"));
