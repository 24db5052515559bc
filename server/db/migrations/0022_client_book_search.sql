CREATE SEQUENCE "public"."client_book_search_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "client_book_sizes" ADD COLUMN "search_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "client_book_keys_name_trgm_idx" ON "client_book_keys" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_book_keys_mobile_trgm_idx" ON "client_book_keys" USING gin ("mobile_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_book_keys_pan_idx" ON "client_book_keys" USING btree ("expert_id","pan_last4");--> statement-breakpoint
-- The advisor's search version moves with every change a search can see: a row added or removed (with the count,
-- in the same update) ...
CREATE OR REPLACE FUNCTION count_client_book_keys() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO client_book_sizes (expert_id, clients, search_version)
      VALUES (NEW.expert_id, 1, nextval('client_book_search_versions'))
      ON CONFLICT (expert_id) DO UPDATE SET clients = client_book_sizes.clients + 1, search_version = excluded.search_version;
  ELSE
    UPDATE client_book_sizes SET clients = clients - 1, search_version = nextval('client_book_search_versions')
      WHERE expert_id = OLD.expert_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- ... and a name, mobile or PAN changed. refresh_client_book_keys sets every column, so the trigger fires only when
-- one of these really changed (a revaluation of AUM leaves the version alone).
CREATE OR REPLACE FUNCTION version_client_book_search() RETURNS trigger AS $$
BEGIN
  UPDATE client_book_sizes SET search_version = nextval('client_book_search_versions')
    WHERE expert_id IN (OLD.expert_id, NEW.expert_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER client_book_keys_search_version AFTER UPDATE ON client_book_keys
  FOR EACH ROW WHEN ((OLD.expert_id, OLD.name_key, OLD.mobile_no, OLD.pan_last4) IS DISTINCT FROM (NEW.expert_id, NEW.name_key, NEW.mobile_no, NEW.pan_last4))
  EXECUTE FUNCTION version_client_book_search();
--> statement-breakpoint
UPDATE client_book_sizes SET search_version = nextval('client_book_search_versions');
--> statement-breakpoint
ANALYZE client_book_keys;
