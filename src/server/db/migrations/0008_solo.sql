CREATE TYPE "public"."tournament_participant_status" AS ENUM('active', 'completed', 'eliminated');--> statement-breakpoint
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
	"tournament_round_id" uuid,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tournament_participants" (
	"tournament_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" "tournament_participant_status" DEFAULT 'active' NOT NULL,
	"round_reached" integer DEFAULT 0 NOT NULL,
	"last_round_score" integer DEFAULT 0 NOT NULL,
	"total_score" integer DEFAULT 0 NOT NULL,
	"final_rank" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_participants_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"question_ids" jsonb,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"max_participants" integer NOT NULL,
	"prize_value" integer DEFAULT 0 NOT NULL,
	"rounds" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"creator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_achievements" ADD CONSTRAINT "player_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_points" ADD CONSTRAINT "player_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD CONSTRAINT "player_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solo_rounds" ADD CONSTRAINT "solo_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solo_rounds" ADD CONSTRAINT "solo_rounds_tournament_round_id_tournament_rounds_id_fk" FOREIGN KEY ("tournament_round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_scores_rank_idx" ON "leaderboard_scores" USING btree ("period","points" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_scores_region_idx" ON "leaderboard_scores" USING btree ("period","region","points" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_points_source_idx" ON "player_points" USING btree ("user_id","source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solo_rounds_user_day_idx" ON "solo_rounds" USING btree ("user_id","challenge_day") WHERE "solo_rounds"."kind" = 'daily' and "solo_rounds"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "solo_rounds_guest_day_idx" ON "solo_rounds" USING btree ("guest_key","challenge_day") WHERE "solo_rounds"."kind" = 'daily' and "solo_rounds"."guest_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "solo_rounds_tournament_idx" ON "solo_rounds" USING btree ("tournament_round_id","user_id") WHERE "solo_rounds"."kind" = 'tournament';--> statement-breakpoint
CREATE INDEX "solo_rounds_user_idx" ON "solo_rounds" USING btree ("user_id","kind","finished_at");--> statement-breakpoint
CREATE INDEX "tournament_participants_user_idx" ON "tournament_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_rounds_number_idx" ON "tournament_rounds" USING btree ("tournament_id","number");--> statement-breakpoint
CREATE INDEX "tournaments_starts_idx" ON "tournaments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "tournaments_creator_idx" ON "tournaments" USING btree ("creator_id");
--> statement-breakpoint
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
