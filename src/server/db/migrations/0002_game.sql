CREATE TYPE "public"."game_status" AS ENUM('waiting', 'active', 'completed');--> statement-breakpoint
CREATE TYPE "public"."var_report_status" AS ENUM('open', 'accepted', 'rejected');--> statement-breakpoint
CREATE TABLE "game_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"command_id" text NOT NULL,
	"command" jsonb NOT NULL,
	"events" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"nickname_key" text NOT NULL,
	"team_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text,
	"join_client_id" text NOT NULL,
	"is_removed" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_code" text NOT NULL,
	"host_user_id" text,
	"host_token_hash" text NOT NULL,
	"host_key" text NOT NULL,
	"token_secret" text NOT NULL,
	"status" "game_status" DEFAULT 'waiting' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"options" jsonb NOT NULL,
	"category_ids" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"state_version" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"seed" bigint NOT NULL,
	"rematch_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "host_seen_questions" (
	"host_key" text NOT NULL,
	"question_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_seen_questions_host_key_question_id_pk" PRIMARY KEY("host_key","question_id")
);
--> statement-breakpoint
CREATE TABLE "lifeline_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"team_id" text NOT NULL,
	"lifeline" text NOT NULL,
	"tile_id" text NOT NULL,
	"question_id" text NOT NULL,
	"outcome" text,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "var_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"team_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"tile_id" text NOT NULL,
	"question_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"screenshot_url" text,
	"status" "var_report_status" DEFAULT 'open' NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_seen_questions" ADD CONSTRAINT "host_seen_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifeline_uses" ADD CONSTRAINT "lifeline_uses_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "var_reports" ADD CONSTRAINT "var_reports_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "var_reports" ADD CONSTRAINT "var_reports_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "var_reports" ADD CONSTRAINT "var_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_events_command_idx" ON "game_events" USING btree ("game_id","command_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_events_version_idx" ON "game_events" USING btree ("game_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_nickname_idx" ON "game_players" USING btree ("game_id","nickname_key") WHERE "game_players"."is_removed" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_join_client_idx" ON "game_players" USING btree ("game_id","join_client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_token_idx" ON "game_players" USING btree ("game_id","token_hash");--> statement-breakpoint
CREATE INDEX "game_players_device_idx" ON "game_players" USING btree ("game_id","device_hash");--> statement-breakpoint
CREATE INDEX "game_players_user_idx" ON "game_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_room_code_open_idx" ON "games" USING btree ("room_code") WHERE "games"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "games_room_code_idx" ON "games" USING btree ("room_code","ended_at");--> statement-breakpoint
CREATE INDEX "games_host_user_idx" ON "games" USING btree ("host_user_id","created_at");--> statement-breakpoint
CREATE INDEX "games_host_token_idx" ON "games" USING btree ("host_token_hash");--> statement-breakpoint
CREATE INDEX "games_rematch_of_idx" ON "games" USING btree ("rematch_of");--> statement-breakpoint
CREATE UNIQUE INDEX "lifeline_uses_tile_idx" ON "lifeline_uses" USING btree ("game_id","team_id","lifeline","tile_id");--> statement-breakpoint
CREATE INDEX "lifeline_uses_lifeline_idx" ON "lifeline_uses" USING btree ("lifeline","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "var_reports_client_idx" ON "var_reports" USING btree ("game_id","client_id");--> statement-breakpoint
CREATE INDEX "var_reports_game_idx" ON "var_reports" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "var_reports_question_idx" ON "var_reports" USING btree ("question_id");