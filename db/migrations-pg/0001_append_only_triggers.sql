-- Custom migration (drizzle-kit cannot declare triggers): every table is append-only, enforced by the database,
-- with the same guarantees and the same ERR_* words as the SQLite migrations 0001, 0002 and 0004.
-- UPDATE, DELETE and TRUNCATE are refused (INSERT … ON CONFLICT DO UPDATE fires the UPDATE trigger too).
CREATE FUNCTION "duelscribe_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ERR_APPEND_ONLY: % is append-only (% refused)', TG_TABLE_NAME, TG_OP;
END
$$;
--> statement-breakpoint
-- An event must directly follow its line's previous own event, or directly follow the fork point (-1 for a root).
CREATE FUNCTION "duelscribe_events_contiguous"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT (
		EXISTS (SELECT 1 FROM "events" WHERE "line_id" = NEW."line_id" AND "seq" = NEW."seq" - 1)
		OR EXISTS (SELECT 1 FROM "lines" WHERE "id" = NEW."line_id" AND coalesce("fork_seq", -1) = NEW."seq" - 1)
	) THEN
		RAISE EXCEPTION 'ERR_SEQ_GAP: an event must directly follow the previous event of its line';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_contiguous" BEFORE INSERT ON "events" FOR EACH ROW EXECUTE FUNCTION "duelscribe_events_contiguous"();
--> statement-breakpoint
-- State records must be well-formed and name a line of their own match.
CREATE FUNCTION "duelscribe_publication_valid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."state" NOT IN ('draft', 'unlisted', 'listed') THEN
		RAISE EXCEPTION 'ERR_BAD_INPUT: unknown publication state';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "duelscribe_line_record_valid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'line_states' THEN
		IF NEW."visibility" NOT IN ('shown', 'hidden', 'archived') THEN
			RAISE EXCEPTION 'ERR_BAD_INPUT: a line state names an unknown visibility';
		END IF;
	END IF;
	IF NOT EXISTS (SELECT 1 FROM "lines" WHERE "id" = NEW."line_id" AND "match_id" = NEW."match_id") THEN
		RAISE EXCEPTION 'ERR_BAD_INPUT: the line must be a line of its match';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "match_publications_valid" BEFORE INSERT ON "match_publications" FOR EACH ROW EXECUTE FUNCTION "duelscribe_publication_valid"();
--> statement-breakpoint
CREATE TRIGGER "line_states_valid" BEFORE INSERT ON "line_states" FOR EACH ROW EXECUTE FUNCTION "duelscribe_line_record_valid"();
--> statement-breakpoint
CREATE TRIGGER "main_lines_valid" BEFORE INSERT ON "main_lines" FOR EACH ROW EXECUTE FUNCTION "duelscribe_line_record_valid"();
--> statement-breakpoint
CREATE TRIGGER "matches_no_change" BEFORE UPDATE OR DELETE ON "matches" FOR EACH ROW EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "matches_no_truncate" BEFORE TRUNCATE ON "matches" FOR EACH STATEMENT EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "lines_no_change" BEFORE UPDATE OR DELETE ON "lines" FOR EACH ROW EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "lines_no_truncate" BEFORE TRUNCATE ON "lines" FOR EACH STATEMENT EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "events_no_change" BEFORE UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "events_no_truncate" BEFORE TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "note_revisions_no_change" BEFORE UPDATE OR DELETE ON "note_revisions" FOR EACH ROW EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "note_revisions_no_truncate" BEFORE TRUNCATE ON "note_revisions" FOR EACH STATEMENT EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "share_links_no_change" BEFORE UPDATE OR DELETE ON "share_links" FOR EACH ROW EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "share_links_no_truncate" BEFORE TRUNCATE ON "share_links" FOR EACH STATEMENT EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "match_publications_no_change" BEFORE UPDATE OR DELETE ON "match_publications" FOR EACH ROW EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "match_publications_no_truncate" BEFORE TRUNCATE ON "match_publications" FOR EACH STATEMENT EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "main_lines_no_change" BEFORE UPDATE OR DELETE ON "main_lines" FOR EACH ROW EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "main_lines_no_truncate" BEFORE TRUNCATE ON "main_lines" FOR EACH STATEMENT EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "line_states_no_change" BEFORE UPDATE OR DELETE ON "line_states" FOR EACH ROW EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "line_states_no_truncate" BEFORE TRUNCATE ON "line_states" FOR EACH STATEMENT EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "card_sets_no_change" BEFORE UPDATE OR DELETE ON "card_sets" FOR EACH ROW EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "card_sets_no_truncate" BEFORE TRUNCATE ON "card_sets" FOR EACH STATEMENT EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "card_set_revisions_no_change" BEFORE UPDATE OR DELETE ON "card_set_revisions" FOR EACH ROW EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE TRIGGER "card_set_revisions_no_truncate" BEFORE TRUNCATE ON "card_set_revisions" FOR EACH STATEMENT EXECUTE FUNCTION "duelscribe_append_only"();
--> statement-breakpoint
CREATE VIEW "line_current" AS
SELECT l."id", l."match_id", l."parent_line_id", l."fork_seq", l."created_at",
	coalesce((SELECT s."name" FROM "line_states" s WHERE s."line_id" = l."id" ORDER BY s."id" DESC LIMIT 1), l."name") AS "name",
	coalesce((SELECT s."visibility" FROM "line_states" s WHERE s."line_id" = l."id" ORDER BY s."id" DESC LIMIT 1), 'shown') AS "visibility",
	(SELECT min(s."id") FROM "line_states" s WHERE s."line_id" = l."id") AS "ord"
FROM "lines" l;
--> statement-breakpoint
CREATE VIEW "match_current" AS
SELECT m."id", m."game_id", m."rules_version", m."title", m."players", m."edit_key_hash", m."created_at",
	coalesce((SELECT x."line_id" FROM "main_lines" x WHERE x."match_id" = m."id" ORDER BY x."id" DESC LIMIT 1), m."main_line_id") AS "main_line_id",
	coalesce((SELECT p."state" FROM "match_publications" p WHERE p."match_id" = m."id" ORDER BY p."id" DESC LIMIT 1), 'listed') AS "publication",
	greatest(m."created_at",
		(SELECT max((SELECT e."created_at" FROM "events" e WHERE e."line_id" = l."id" ORDER BY e."seq" DESC LIMIT 1)) FROM "lines" l WHERE l."match_id" = m."id"),
		(SELECT max(s."created_at") FROM "line_states" s WHERE s."match_id" = m."id"),
		(SELECT max(x."created_at") FROM "main_lines" x WHERE x."match_id" = m."id"),
		(SELECT max(p."created_at") FROM "match_publications" p WHERE p."match_id" = m."id")) AS "updated_at"
FROM "matches" m;
