CREATE TABLE "store_product_counts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_product_counts" ADD CONSTRAINT "store_product_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;