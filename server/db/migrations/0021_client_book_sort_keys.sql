CREATE TABLE "client_book_keys" (
	"expert_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text,
	"name_key" text,
	"mobile_no" text NOT NULL,
	"pan_last4" text,
	"kyc_status" text NOT NULL,
	"kyc_rank" smallint NOT NULL,
	"aum_paise" bigint NOT NULL,
	"sip_count" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_book_keys_expert_id_user_id_pk" PRIMARY KEY("expert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "client_book_sizes" (
	"expert_id" uuid PRIMARY KEY NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_book_keys" ADD CONSTRAINT "client_book_keys_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_book_keys" ADD CONSTRAINT "client_book_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_book_sizes" ADD CONSTRAINT "client_book_sizes_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_book_keys_user_idx" ON "client_book_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_book_keys_name_asc_idx" ON "client_book_keys" USING btree ("expert_id","name_key","user_id");--> statement-breakpoint
CREATE INDEX "client_book_keys_name_desc_idx" ON "client_book_keys" USING btree ("expert_id","name_key" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "client_book_keys_aum_asc_idx" ON "client_book_keys" USING btree ("expert_id","aum_paise","user_id");--> statement-breakpoint
CREATE INDEX "client_book_keys_aum_desc_idx" ON "client_book_keys" USING btree ("expert_id","aum_paise" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "client_book_keys_sips_asc_idx" ON "client_book_keys" USING btree ("expert_id","sip_count","user_id");--> statement-breakpoint
CREATE INDEX "client_book_keys_sips_desc_idx" ON "client_book_keys" USING btree ("expert_id","sip_count" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "client_book_keys_kyc_asc_idx" ON "client_book_keys" USING btree ("expert_id","kyc_rank","user_id");--> statement-breakpoint
CREATE INDEX "client_book_keys_kyc_desc_idx" ON "client_book_keys" USING btree ("expert_id","kyc_rank" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "client_book_keys_added_asc_idx" ON "client_book_keys" USING btree ("expert_id","added_at","user_id");--> statement-breakpoint
CREATE INDEX "client_book_keys_added_desc_idx" ON "client_book_keys" USING btree ("expert_id","added_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- KYC sorts by how far the client is from investing, not by the status word's spelling.
CREATE OR REPLACE FUNCTION client_book_kyc_rank(status text) RETURNS smallint AS $$
  SELECT (CASE coalesce(status, 'not_started') WHEN 'verified' THEN 1 WHEN 'registered' THEN 2 WHEN 'submitted' THEN 3
    WHEN 'in_progress' THEN 4 WHEN 'on_hold' THEN 5 WHEN 'rejected' THEN 6 ELSE 7 END)::smallint;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- What each row of client_book_keys must hold, read from the live tables: the backfill, the triggers and the tests
-- all use it, so the kept row and the live figures cannot disagree in their definitions.
CREATE VIEW client_book_source AS
  SELECT ec.expert_id, ec.user_id, u.name, lower(u.name) AS name_key, u.mobile_no, right(k.pancard_no, 4) AS pan_last4,
    coalesce(k.kyc_status, 'not_started') AS kyc_status, client_book_kyc_rank(k.kyc_status) AS kyc_rank,
    coalesce(p.current_value_paise, 0) AS aum_paise,
    (SELECT count(*) FROM sips s WHERE s.user_id = ec.user_id AND s.status = 'active')::integer AS sip_count,
    ec.created_at AS added_at
  FROM expert_clients ec
  JOIN users u ON u.id = ec.user_id
  LEFT JOIN kyc_records k ON k.user_id = ec.user_id
  LEFT JOIN client_positions p ON p.user_id = ec.user_id;
--> statement-breakpoint
-- Rewrites one client's rows (one per advisor) from the view; rows already equal are left alone so that a rewrite
-- of the same values does not touch the twelve indexes.
CREATE OR REPLACE FUNCTION refresh_client_book_keys(who uuid) RETURNS void AS $$
  UPDATE client_book_keys b
  SET name = s.name, name_key = s.name_key, mobile_no = s.mobile_no, pan_last4 = s.pan_last4, kyc_status = s.kyc_status,
    kyc_rank = s.kyc_rank, aum_paise = s.aum_paise, sip_count = s.sip_count, added_at = s.added_at
  FROM client_book_source s
  WHERE b.user_id = who AND s.user_id = who AND s.expert_id = b.expert_id
    AND (b.name, b.mobile_no, b.pan_last4, b.kyc_status, b.aum_paise, b.sip_count, b.added_at)
      IS DISTINCT FROM (s.name, s.mobile_no, s.pan_last4, s.kyc_status, s.aum_paise, s.sip_count, s.added_at);
$$ LANGUAGE sql;
--> statement-breakpoint
-- Row-level, like the triggers of 0014-0019, so that every writer (the services, the seed, a hand-run SQL fix) is
-- covered: a change to a client's name, mobile, KYC, position or SIPs rewrites that client's rows.
CREATE OR REPLACE FUNCTION touch_client_book_keys() RETURNS trigger AS $$
DECLARE
  who uuid;
BEGIN
  FOREACH who IN ARRAY (CASE
      WHEN TG_OP = 'INSERT' THEN ARRAY[NEW.user_id]
      WHEN TG_OP = 'DELETE' THEN ARRAY[OLD.user_id]
      WHEN NEW.user_id IS DISTINCT FROM OLD.user_id THEN ARRAY[OLD.user_id, NEW.user_id]
      ELSE ARRAY[NEW.user_id] END)
  LOOP
    PERFORM refresh_client_book_keys(who);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kyc_records_touch_book_keys AFTER INSERT OR DELETE OR UPDATE OF user_id, kyc_status, pancard_no ON kyc_records
  FOR EACH ROW EXECUTE FUNCTION touch_client_book_keys();
--> statement-breakpoint
CREATE TRIGGER client_positions_touch_book_keys AFTER INSERT OR DELETE OR UPDATE OF user_id, current_value_paise ON client_positions
  FOR EACH ROW EXECUTE FUNCTION touch_client_book_keys();
--> statement-breakpoint
CREATE TRIGGER sips_touch_book_keys AFTER INSERT OR DELETE OR UPDATE OF user_id, status ON sips
  FOR EACH ROW EXECUTE FUNCTION touch_client_book_keys();
--> statement-breakpoint
-- users has id, not user_id; a user's row is only ever renamed or given a new mobile here (a deleted user's mappings
-- and rows go by cascade).
CREATE OR REPLACE FUNCTION touch_client_book_keys_user() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_client_book_keys(NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_touch_book_keys AFTER UPDATE OF name, mobile_no ON users
  FOR EACH ROW EXECUTE FUNCTION touch_client_book_keys_user();
--> statement-breakpoint
-- A mapping made or ended adds or removes its row.
CREATE OR REPLACE FUNCTION touch_client_book_mapping() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM client_book_keys WHERE expert_id = OLD.expert_id AND user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO client_book_keys SELECT * FROM client_book_source s WHERE s.expert_id = NEW.expert_id AND s.user_id = NEW.user_id
      ON CONFLICT (expert_id, user_id) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER expert_clients_touch_book_keys AFTER INSERT OR UPDATE OR DELETE ON expert_clients
  FOR EACH ROW EXECUTE FUNCTION touch_client_book_mapping();
--> statement-breakpoint
-- The advisor's count of rows, the book's total without a search. Only an update on delete: when the advisor
-- themself is deleted, the cascade must not make their count again.
CREATE OR REPLACE FUNCTION count_client_book_keys() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO client_book_sizes (expert_id, clients) VALUES (NEW.expert_id, 1)
      ON CONFLICT (expert_id) DO UPDATE SET clients = client_book_sizes.clients + 1;
  ELSE
    UPDATE client_book_sizes SET clients = clients - 1 WHERE expert_id = OLD.expert_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER client_book_keys_count AFTER INSERT OR DELETE ON client_book_keys
  FOR EACH ROW EXECUTE FUNCTION count_client_book_keys();
--> statement-breakpoint
-- The backfill: every existing mapping's row, and each advisor's count.
INSERT INTO client_book_keys SELECT * FROM client_book_source;
--> statement-breakpoint
ANALYZE client_book_keys;
