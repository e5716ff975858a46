-- Change feed (issue #39): every record table (recordColumns: id, version, stamps, deleted_at)
-- gets a change position (change_xid, change_seq) written by one trigger in the writing
-- transaction. A reader serves only rows whose change_xid is below its snapshot's xmin: every
-- transaction older than that has finished, so no row can still appear behind the cursor, which a
-- sequence or a timestamp alone cannot promise (they are taken before commit, commits land out of
-- order). The columns are not in the Drizzle tables on purpose: records never carry them, only
-- the feed reads them (api/src/platform/change-feed.ts).
CREATE SEQUENCE "change_seq" AS bigint;
--> statement-breakpoint
CREATE FUNCTION "stamp_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  NEW.change_seq := nextval('change_seq');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  -- The record tables are those with recordColumns' version and deleted_at; a table added later
  -- calls the same three statements (a test fails for a record table without the trigger).
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.column_name = 'deleted_at'
      AND EXISTS (SELECT 1 FROM information_schema.columns v
        WHERE v.table_schema = 'public' AND v.table_name = c.table_name AND v.column_name = 'version')
    ORDER BY c.table_name
  LOOP
    -- The defaults number the existing rows once (the backfill) and stay for the trigger's sake.
    EXECUTE format(
      'ALTER TABLE %I ADD COLUMN change_xid xid8 NOT NULL DEFAULT pg_current_xact_id(), '
      'ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval(''change_seq'')', t);
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION stamp_change()',
      t || '_stamp_change', t);
    EXECUTE format('CREATE INDEX %I ON %I (change_xid, change_seq)', t || '_change_index', t);
  END LOOP;
END
$$;
