-- Search keys given by the writer (issue #13): the CSV import computes them in JavaScript
-- (src/import/target-rows.ts with foldForSearch/textGrams, equal to cfx_fold/cfx_grams — tests
-- compare them), because folding 10,000 rows in PL/pgSQL took a sixth of the import. An INSERT
-- that brings all four keys keeps them; any other INSERT gets them computed as before.
-- An UPDATE of a searched field still always recomputes its key, whatever the statement sets, so
-- a key can't go stale. The WHEN clauses skip the PL/pgSQL call itself for rows with nothing to do.
CREATE OR REPLACE FUNCTION "cfx_targets_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.search_text IS NULL OR NEW.search_grams IS NULL THEN
      NEW.search_text := cfx_fold(coalesce(NEW.name, '') || ' ' || coalesce(NEW.name_kana, '') || ' ' || coalesce(NEW.pole_number, ''));
      NEW.search_grams := cfx_grams(NEW.search_text);
    END IF;
    IF NEW.address_text IS NULL OR NEW.address_grams IS NULL THEN
      NEW.address_text := cfx_fold(coalesce(NEW.prefecture, '') || coalesce(NEW.city, '') || coalesce(NEW.town, '') || coalesce(NEW.street, '') || ' ' || coalesce(NEW.building, ''));
      NEW.address_grams := cfx_grams(NEW.address_text);
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW.name, NEW.name_kana, NEW.pole_number)
      IS DISTINCT FROM (OLD.name, OLD.name_kana, OLD.pole_number) THEN
    NEW.search_text := cfx_fold(coalesce(NEW.name, '') || ' ' || coalesce(NEW.name_kana, '') || ' ' || coalesce(NEW.pole_number, ''));
    NEW.search_grams := cfx_grams(NEW.search_text);
  END IF;
  IF (NEW.prefecture, NEW.city, NEW.town, NEW.street, NEW.building)
      IS DISTINCT FROM (OLD.prefecture, OLD.city, OLD.town, OLD.street, OLD.building) THEN
    NEW.address_text := cfx_fold(coalesce(NEW.prefecture, '') || coalesce(NEW.city, '') || coalesce(NEW.town, '') || coalesce(NEW.street, '') || ' ' || coalesce(NEW.building, ''));
    NEW.address_grams := cfx_grams(NEW.address_text);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "targets_search_keys" ON "targets";--> statement-breakpoint
CREATE TRIGGER "targets_search_keys_insert" BEFORE INSERT ON "targets" FOR EACH ROW
  WHEN (NEW.search_text IS NULL OR NEW.search_grams IS NULL OR NEW.address_text IS NULL OR NEW.address_grams IS NULL)
  EXECUTE FUNCTION "cfx_targets_search_keys"();--> statement-breakpoint
CREATE TRIGGER "targets_search_keys_update" BEFORE UPDATE ON "targets" FOR EACH ROW
  WHEN ((NEW.name, NEW.name_kana, NEW.pole_number) IS DISTINCT FROM (OLD.name, OLD.name_kana, OLD.pole_number)
    OR (NEW.prefecture, NEW.city, NEW.town, NEW.street, NEW.building) IS DISTINCT FROM (OLD.prefecture, OLD.city, OLD.town, OLD.street, OLD.building))
  EXECUTE FUNCTION "cfx_targets_search_keys"();
