-- Search ignores case and accents and forgives typos (docs/catalogue.md#search).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); indexes and
-- generated values need an IMMUTABLE function, so the dictionary is named.
CREATE OR REPLACE FUNCTION vitrina_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
