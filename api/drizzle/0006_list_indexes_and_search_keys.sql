DROP INDEX "targets_target_type_index";--> statement-breakpoint
DROP INDEX "targets_client_id_index";--> statement-breakpoint
DROP INDEX "targets_prefecture_city_index";--> statement-breakpoint
DROP INDEX "targets_postal_code_index";--> statement-breakpoint
DROP INDEX "targets_name_kana_index";--> statement-breakpoint
DROP INDEX "targets_updated_at_index";--> statement-breakpoint
DROP INDEX "targets_name_index";--> statement-breakpoint
CREATE INDEX "targets_type_list_idx" ON "targets" USING btree ("target_type","id") WHERE "targets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "targets_client_list_idx" ON "targets" USING btree ("client_id","id") WHERE "targets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "targets_city_list_idx" ON "targets" USING btree ("prefecture","city","id") WHERE "targets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "targets_postal_code_list_idx" ON "targets" USING btree ("postal_code","id") WHERE "targets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "targets_postal_code_prefix_idx" ON "targets" USING btree ("postal_code" text_pattern_ops) WHERE "targets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "targets_name_kana_list_idx" ON "targets" USING btree (("name_kana" is null),"name_kana","id") WHERE "targets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "targets_name_list_idx" ON "targets" USING btree ("name","id") WHERE "targets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "targets_updated_list_idx" ON "targets" USING btree ("updated_at","id") WHERE "targets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "targets_address_list_idx" ON "targets" USING btree ((coalesce("prefecture", '') || chr(1) || coalesce("city", '') || chr(1) || coalesce("town", '') || chr(1) || coalesce("street", '')),"id") WHERE "targets"."deleted_at" is null;--> statement-breakpoint
-- Search keys (issue #13): partial matches of names, kana, pole numbers and addresses through a
-- GIN index of each text's 1- and 2-character grams (as pg_bigm does). pg_trgm's index can't
-- answer a search of fewer than 3 characters, and Japanese names are searched by 2 (田中, 山田).
-- cfx_fold must stay equal to foldForSearch in src/platform/search-keys.ts (a test compares them):
-- NFKC (ｶﾅ → カナ, ＡＢ → AB, U+3000 → space), whitespace runs → one space, A–Z → a–z,
-- hiragana → katakana. PL/pgSQL that skips what has nothing to do: translate() over the kana
-- table is the costly part, and a bulk import folds every row.
CREATE FUNCTION "cfx_fold"(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  s text := normalize(value, NFKC);
BEGIN
  IF s ~ '[ \t\n\r\f\v]{2}|[\t\n\r\f\v]' THEN
    s := regexp_replace(s, '[ \t\n\r\f\v]+', ' ', 'g');
  END IF;
  IF s ~ '[ぁ-ゖ]' THEN
    RETURN translate(s, 'ABCDEFGHIJKLMNOPQRSTUVWXYZぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ', 'abcdefghijklmnopqrstuvwxyzァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ');
  END IF;
  IF s ~ '[A-Z]' THEN
    RETURN translate(s, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
  END IF;
  RETURN s;
END
$$;--> statement-breakpoint
-- The 1- and 2-character grams of a folded text, none with a space (fields are joined by one;
-- a search term has none). A term's grams (gramsOf in search-keys.ts) are all among the text's
-- when it matches. Duplicates are left in: the GIN index keeps each key once anyway.
CREATE FUNCTION "cfx_grams"(value text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  c text[] := regexp_split_to_array(value, '');
  grams text[] := array_remove(c, ' ');
BEGIN
  FOR i IN 1 .. cardinality(c) - 1 LOOP
    IF c[i] <> ' ' AND c[i + 1] <> ' ' THEN
      grams := grams || (c[i] || c[i + 1]);
    END IF;
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
ALTER TABLE "targets" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "targets" ADD COLUMN "search_grams" text[];--> statement-breakpoint
ALTER TABLE "targets" ADD COLUMN "address_text" text;--> statement-breakpoint
ALTER TABLE "targets" ADD COLUMN "address_grams" text[];--> statement-breakpoint
-- Kept by a trigger rather than generated columns: an UPDATE that leaves the searched fields alone
-- (a version bump, a client change, a soft delete) does not fold them again.
CREATE FUNCTION "cfx_targets_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (NEW.name, NEW.name_kana, NEW.pole_number)
      IS DISTINCT FROM (OLD.name, OLD.name_kana, OLD.pole_number) THEN
    NEW.search_text := cfx_fold(coalesce(NEW.name, '') || ' ' || coalesce(NEW.name_kana, '') || ' ' || coalesce(NEW.pole_number, ''));
    NEW.search_grams := cfx_grams(NEW.search_text);
  END IF;
  IF TG_OP = 'INSERT' OR (NEW.prefecture, NEW.city, NEW.town, NEW.street, NEW.building)
      IS DISTINCT FROM (OLD.prefecture, OLD.city, OLD.town, OLD.street, OLD.building) THEN
    NEW.address_text := cfx_fold(coalesce(NEW.prefecture, '') || coalesce(NEW.city, '') || coalesce(NEW.town, '') || coalesce(NEW.street, '') || ' ' || coalesce(NEW.building, ''));
    NEW.address_grams := cfx_grams(NEW.address_text);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "targets_search_keys" BEFORE INSERT OR UPDATE ON "targets"
  FOR EACH ROW EXECUTE FUNCTION "cfx_targets_search_keys"();--> statement-breakpoint
UPDATE "targets" SET
  "search_text" = cfx_fold(coalesce(name, '') || ' ' || coalesce(name_kana, '') || ' ' || coalesce(pole_number, '')),
  "search_grams" = cfx_grams(cfx_fold(coalesce(name, '') || ' ' || coalesce(name_kana, '') || ' ' || coalesce(pole_number, ''))),
  "address_text" = cfx_fold(coalesce(prefecture, '') || coalesce(city, '') || coalesce(town, '') || coalesce(street, '') || ' ' || coalesce(building, '')),
  "address_grams" = cfx_grams(cfx_fold(coalesce(prefecture, '') || coalesce(city, '') || coalesce(town, '') || coalesce(street, '') || ' ' || coalesce(building, '')));--> statement-breakpoint
CREATE INDEX "targets_search_grams_idx" ON "targets" USING gin ("search_grams") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "targets_address_grams_idx" ON "targets" USING gin ("address_grams") WHERE "deleted_at" is null;
