-- A write that is not an edit keeps each row's updated_at: a transaction that sets app.keep_updated_at
-- to 'on' (set_config(..., true), for that transaction only) fills in stored data, such as the rendered
-- HTML of versions at start-up (renderMissingHtml), without changing when a piece or version was last
-- changed, which the piece's history shows. Every other update sets updated_at as before.
CREATE OR REPLACE FUNCTION "set_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at"
    AND current_setting('app.keep_updated_at', true) IS DISTINCT FROM 'on' THEN
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END $$;
