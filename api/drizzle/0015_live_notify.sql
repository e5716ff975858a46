-- Live updates (issue #40): every write to a table a live screen shows sends one notification on
-- the channel `cfx_live` (api/src/live/listener.ts relays them to the gateways). PostgreSQL holds
-- a NOTIFY made inside a transaction until that transaction commits and drops it when it rolls
-- back, so a listener hears only committed changes, after the commit, in commit order: the
-- trigger needs no bookkeeping of its own for "sent after the transaction commits".
--
-- The payload carries ids and versions only (each gateway re-reads what a subscriber may see), a
-- few dozen bytes, far below NOTIFY's 8000-byte limit:
--   {"entity":"Construction","id":12,"version":4,"deleted":false,"updatedBy":3}
-- A soft delete (deleted_at set) and a hard delete both send version and updatedBy null and
-- deleted true. A statement touching many rows sends one notification per row (identical ones
-- of one transaction are folded by PostgreSQL). The argument of the trigger names the entity as
-- the GraphQL schema does.
CREATE FUNCTION "notify_live_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('cfx_live', json_build_object(
      'entity', TG_ARGV[0], 'id', OLD.id, 'version', NULL, 'deleted', true, 'updatedBy', NULL
    )::text);
  ELSIF NEW.deleted_at IS NOT NULL THEN
    PERFORM pg_notify('cfx_live', json_build_object(
      'entity', TG_ARGV[0], 'id', NEW.id, 'version', NULL, 'deleted', true, 'updatedBy', NULL
    )::text);
  ELSE
    PERFORM pg_notify('cfx_live', json_build_object(
      'entity', TG_ARGV[0], 'id', NEW.id, 'version', NEW.version, 'deleted', false,
      'updatedBy', NEW.updated_by
    )::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  live record;
BEGIN
  -- The live lists and edit pages (constructions, free slots, negotiations, matters, targets,
  -- projects) and what the dashboard's figures count besides them (drop lines, measurements,
  -- external sources' runs).
  FOR live IN
    SELECT * FROM (VALUES
      ('constructions', 'Construction'),
      ('construction_free_schedules', 'ConstructionFreeSchedule'),
      ('negotiations', 'Negotiation'),
      ('matters', 'Matter'),
      ('targets', 'Target'),
      ('projects', 'Project'),
      ('line_codes', 'LineCode'),
      ('measurements', 'Measurement'),
      ('external_sources', 'ExternalSource')
    ) AS t (table_name, entity)
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION notify_live_change(%L)',
      live.table_name || '_notify_live', live.table_name, live.entity);
  END LOOP;
END
$$;
