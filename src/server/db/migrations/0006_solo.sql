CREATE TYPE "public"."points_source" AS ENUM('daily', 'tournament', 'team_win');--> statement-breakpoint
CREATE TYPE "public"."solo_kind" AS ENUM('daily', 'tournament');--> statement-breakpoint
CREATE TABLE "daily_challenges" (
	"day" text PRIMARY KEY NOT NULL,
	"question_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_rank_buckets" (
	"period" text NOT NULL,
	"region" text NOT NULL,
	"bucket" integer NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_rank_buckets_period_region_bucket_pk" PRIMARY KEY("period","region","bucket")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_scores" (
	"period" text NOT NULL,
	"user_id" text NOT NULL,
	"region" text,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_scores_period_user_id_pk" PRIMARY KEY("period","user_id")
);
--> statement-breakpoint
CREATE TABLE "player_achievements" (
	"user_id" text NOT NULL,
	"achievement" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"announced_at" timestamp with time zone,
	CONSTRAINT "player_achievements_user_id_achievement_pk" PRIMARY KEY("user_id","achievement")
);
--> statement-breakpoint
CREATE TABLE "player_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" "points_source" NOT NULL,
	"source_id" text NOT NULL,
	"points" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"country" text,
	"show_on_leaderboards" boolean DEFAULT true NOT NULL,
	"show_profile" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solo_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "solo_kind" NOT NULL,
	"user_id" text,
	"guest_key" text,
	"token_hash" text NOT NULL,
	"challenge_day" text,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_achievements" ADD CONSTRAINT "player_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_points" ADD CONSTRAINT "player_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD CONSTRAINT "player_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solo_rounds" ADD CONSTRAINT "solo_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_scores_rank_idx" ON "leaderboard_scores" USING btree ("period","points" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_scores_region_idx" ON "leaderboard_scores" USING btree ("period","region","points" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_points_source_idx" ON "player_points" USING btree ("user_id","source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solo_rounds_user_day_idx" ON "solo_rounds" USING btree ("user_id","challenge_day") WHERE "solo_rounds"."kind" = 'daily' and "solo_rounds"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "solo_rounds_guest_day_idx" ON "solo_rounds" USING btree ("guest_key","challenge_day") WHERE "solo_rounds"."kind" = 'daily' and "solo_rounds"."guest_key" is not null;--> statement-breakpoint
CREATE INDEX "solo_rounds_user_idx" ON "solo_rounds" USING btree ("user_id","kind","finished_at");--> statement-breakpoint
-- Keeps leaderboard_rank_buckets (solo-schema.ts) in step with every write of leaderboard_scores: an award (insert
-- or points added), a region change and a deleted account (the cascade) move the player between buckets of 100
-- points. Not generated from the schema: keep this block when the migration is generated again.
CREATE OR REPLACE FUNCTION leaderboard_rank_buckets_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND floor(OLD.points / 100.0) = floor(NEW.points / 100.0)
     AND OLD.region IS NOT DISTINCT FROM NEW.region AND OLD.period = NEW.period THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE leaderboard_rank_buckets SET players = players - 1
    WHERE period = OLD.period AND region = coalesce(OLD.region, '') AND bucket = floor(OLD.points / 100.0)::int;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO leaderboard_rank_buckets AS b (period, region, bucket, players)
    VALUES (NEW.period, coalesce(NEW.region, ''), floor(NEW.points / 100.0)::int, 1)
    ON CONFLICT (period, region, bucket) DO UPDATE SET players = b.players + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leaderboard_scores_rank_buckets AFTER INSERT OR UPDATE OF points, region, period OR DELETE
  ON leaderboard_scores FOR EACH ROW EXECUTE FUNCTION leaderboard_rank_buckets_apply();
