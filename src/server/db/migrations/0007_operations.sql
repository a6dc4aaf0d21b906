ALTER TYPE "public"."security_event_type" ADD VALUE 'magic_link_sent';--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"admin_id" text,
	"admin_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_alerts" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suppressed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "var_report_resolutions" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"note" text NOT NULL,
	"correction_team_id" text,
	"correction_amount" integer,
	"question_action" text DEFAULT 'none' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_submission_id_contact_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "var_report_resolutions" ADD CONSTRAINT "var_report_resolutions_report_id_var_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."var_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_replies_client_idx" ON "contact_replies" USING btree ("submission_id","client_id");