CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "admin_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_assets" (
	"kind" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"mime" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "review_status" "review_status" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "fold_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "fold_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_activity_created_idx" ON "admin_activity" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_activity_action_idx" ON "admin_activity" USING btree ("action");--> statement-breakpoint
CREATE INDEX "questions_review_idx" ON "questions" USING btree ("review_status","created_at");--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "questions_fold_ar_idx" ON "questions" USING btree ("fold_ar");--> statement-breakpoint
CREATE INDEX "questions_fold_en_idx" ON "questions" USING btree ("fold_en");--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin ("search_text" gin_trgm_ops);