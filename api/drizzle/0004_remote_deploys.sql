CREATE TABLE "remote_current" (
	"remote" text PRIMARY KEY NOT NULL,
	"deploy_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_deploys" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"manifest_url" text NOT NULL,
	"action" text NOT NULL,
	"version" text,
	"build_time" text,
	"replaced_url" text,
	"previous_id" integer,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_current" ADD CONSTRAINT "remote_current_deploy_id_remote_deploys_id_fk" FOREIGN KEY ("deploy_id") REFERENCES "public"."remote_deploys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_deploys_remote_idx" ON "remote_deploys" USING btree ("remote","id");