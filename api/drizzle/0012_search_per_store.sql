CREATE TABLE "product_search_words" (
	"store_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "product_search_words_store_id_word_pk" PRIMARY KEY("store_id","word")
);
--> statement-breakpoint
DROP INDEX "products_search_title_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_search_words" ADD CONSTRAINT "product_search_words_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search_words" USING gin ("store_id","word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_store_search_text_trgm_idx" ON "products" USING gin ("store_id","search_text" gin_trgm_ops);