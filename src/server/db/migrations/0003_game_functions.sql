-- Leave room on each page of games so that the update every command makes stays on its page (a HOT update: no
-- index entry, and the old version is pruned as the page is read). PGlite has no autovacuum.
ALTER TABLE games SET (fillfactor = 50);
--> statement-breakpoint
-- Writes applied game commands (src/server/modules/games/persist-command.ts), several games in one call. A function
-- keeps its query plans between calls; planning these statements anew each time cost more than running them.
-- Per input row: the new version (and the whole state when given) under the optimistic version check, skipped when
-- the command id is already logged; the log entry; the questions shown to the host; lifeline uses and outcomes.
-- Returns the games whose command was written. One call is one transaction.
CREATE OR REPLACE FUNCTION game_write_commands(input jsonb) RETURNS SETOF uuid LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT * FROM jsonb_to_recordset(input) AS x(
      game_id uuid, host_key text, expected int, version int, state jsonb, status game_status,
      ended_at timestamptz, command_id text, command jsonb, events jsonb, at timestamptz, shown jsonb,
      uses jsonb, outcome_tile text, outcome text, is_ended_by_host boolean)
  LOOP
    CONTINUE WHEN EXISTS (
      SELECT 1 FROM game_events e WHERE e.game_id = r.game_id AND e.command_id = r.command_id);
    UPDATE games SET
      state = coalesce(r.state, state),
      state_version = CASE WHEN r.state IS NULL THEN state_version ELSE r.version END,
      version = r.version, status = r.status, ended_at = r.ended_at, updated_at = r.at
    WHERE id = r.game_id AND version = r.expected;
    CONTINUE WHEN NOT FOUND;
    INSERT INTO game_events (game_id, version, command_id, command, events, at)
    VALUES (r.game_id, r.version, r.command_id, r.command, r.events, r.at);
    IF jsonb_array_length(r.shown) > 0 THEN
      INSERT INTO host_seen_questions (host_key, question_id, seen_at)
      SELECT r.host_key, shown.question_id::uuid, r.at FROM jsonb_array_elements_text(r.shown) AS shown(question_id)
      ON CONFLICT DO NOTHING;
    END IF;
    IF jsonb_array_length(r.uses) > 0 THEN
      INSERT INTO lifeline_uses (game_id, team_id, lifeline, tile_id, question_id, used_at)
      SELECT r.game_id, used.team_id, used.lifeline, used.tile_id, used.question_id, r.at
      FROM jsonb_to_recordset(r.uses) AS used(team_id text, lifeline text, tile_id text, question_id text)
      ON CONFLICT DO NOTHING;
    END IF;
    IF r.is_ended_by_host THEN
      UPDATE lifeline_uses SET outcome = 'game_ended', resolved_at = r.at
      WHERE game_id = r.game_id AND outcome IS NULL;
    ELSIF r.outcome IS NOT NULL THEN
      UPDATE lifeline_uses SET outcome = r.outcome, resolved_at = r.at
      WHERE game_id = r.game_id AND tile_id = r.outcome_tile AND outcome IS NULL;
    END IF;
    RETURN NEXT r.game_id;
  END LOOP;
END
$$;
