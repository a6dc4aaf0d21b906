CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"entitlement_id" uuid,
	"event_id" text,
	"actor_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"shortfall" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_charges" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"credits" integer NOT NULL,
	"status" text DEFAULT 'spent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "game_charges_credits_check" CHECK ("game_charges"."credits" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "premium_pack_id" text;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "payment_intent" text;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_charges" ADD CONSTRAINT "game_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_entitlement_kind_idx" ON "credit_ledger" USING btree ("entitlement_id","kind") WHERE "credit_ledger"."entitlement_id" is not null;--> statement-breakpoint
CREATE INDEX "game_charges_user_idx" ON "game_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "entitlements_payment_intent_idx" ON "entitlements" USING btree ("payment_intent");--> statement-breakpoint
INSERT INTO "credit_ledger" ("user_id", "delta", "kind", "entitlement_id", "event_id", "created_at")
SELECT "user_id", "credits", 'purchase', "id", "event_id", "created_at" FROM "entitlements" WHERE "credits" > 0;
