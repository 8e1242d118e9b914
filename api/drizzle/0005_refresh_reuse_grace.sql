ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "reuse_graced_at" timestamp with time zone;