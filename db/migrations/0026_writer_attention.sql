-- The writer's overview lists their five latest pieces needing work (sent back or in draft): read from
-- this index's end instead of every such piece of theirs sorted.
CREATE INDEX "content_pieces_writer_attention_idx" ON "content_pieces" USING btree ("writer_id","updated_at" DESC NULLS FIRST) WHERE "content_pieces"."status" in ('rejected', 'draft');