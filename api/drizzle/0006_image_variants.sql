ALTER TABLE "store_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "store_images" ADD COLUMN "variant_widths" integer[];