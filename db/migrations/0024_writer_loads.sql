CREATE TABLE "writer_loads" (
	"writer_id" text PRIMARY KEY NOT NULL,
	"open_pieces" integer NOT NULL
);
--> statement-breakpoint
-- A writer's open pieces: requested, draft, pending and rejected (OPEN_STATUSES in
-- app/features/content/board.server.ts). A piece given to another writer, or moving into or out of
-- those statuses, moves one from a writer's count to another's or off it; writers are updated in
-- id order, so two pieces changing at once lock their rows in the same order.
CREATE FUNCTION "writer_loads_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "writer_loads" AS t ("writer_id", "open_pieces")
  SELECT "writer_id", sum("delta")::int FROM (
    SELECT OLD."writer_id", -1 WHERE TG_OP <> 'INSERT' AND OLD."status" IN ('requested', 'draft', 'pending', 'rejected')
    UNION ALL SELECT NEW."writer_id", 1 WHERE TG_OP <> 'DELETE' AND NEW."status" IN ('requested', 'draft', 'pending', 'rejected')
  ) AS change ("writer_id", "delta")
  WHERE "writer_id" IS NOT NULL
  GROUP BY 1 HAVING sum("delta") <> 0 ORDER BY 1
  ON CONFLICT ("writer_id") DO UPDATE SET "open_pieces" = t."open_pieces" + excluded."open_pieces";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_pieces_writer_loads" AFTER INSERT OR UPDATE OF "writer_id", "status" OR DELETE ON "content_pieces"
  FOR EACH ROW EXECUTE FUNCTION "writer_loads_apply"();--> statement-breakpoint
CREATE FUNCTION "writer_loads_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "writer_loads";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_pieces_writer_loads_truncate" AFTER TRUNCATE ON "content_pieces"
  FOR EACH STATEMENT EXECUTE FUNCTION "writer_loads_clear"();--> statement-breakpoint
INSERT INTO "writer_loads" ("writer_id", "open_pieces")
SELECT "writer_id", count(*)::int FROM "content_pieces"
WHERE "writer_id" IS NOT NULL AND "status" IN ('requested', 'draft', 'pending', 'rejected')
GROUP BY 1;
