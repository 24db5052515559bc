CREATE TABLE "search_deletions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"index_name" text NOT NULL,
	"ref_id" text NOT NULL,
	"written_xid" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "written_xid" "xid8" DEFAULT '0'::xid8 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_deletions_written_xid_idx" ON "search_deletions" USING btree ("written_xid");--> statement-breakpoint
CREATE INDEX "search_deletions_deleted_at_idx" ON "search_deletions" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "search_documents_written_xid_idx" ON "search_documents" USING btree ("written_xid");--> statement-breakpoint
-- The in-memory copy of the search index (server/services/search/memory/) fetches only what changed since its last
-- copy: rows whose writing transaction is at or above that copy's snapshot xmin, and the keys deleted since.
-- A transaction id rather than a sequence: a sequence value is taken before commit, so a slow transaction can
-- commit a lower number after a higher one was read, and its rows would be missed.
CREATE FUNCTION search.stamp_written_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.written_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_documents_written_xid BEFORE INSERT OR UPDATE ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search.stamp_written_xid();
--> statement-breakpoint
-- Deleted keys, for the copies to drop; a day's worth is kept (a copy that did not sync for half a day reloads whole).
CREATE FUNCTION search.log_deletions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_deletions (index_name, ref_id, written_xid) SELECT o.index_name, o.ref_id, pg_current_xact_id() FROM old_rows o;
  DELETE FROM search_deletions WHERE deleted_at < now() - interval '1 day';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_documents_deletions AFTER DELETE ON search_documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.log_deletions();
