CREATE TABLE "expert_listing_state" (
	"expert_id" uuid PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL,
	"checked_changes" bigint DEFAULT -1 NOT NULL,
	"checked_on" date,
	"checked_market_version" integer
);
--> statement-breakpoint
CREATE TABLE "portfolio_summaries" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"valued_on" date NOT NULL,
	"market_version" integer NOT NULL,
	"book_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_listing_state" ADD CONSTRAINT "expert_listing_state_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_summaries" ADD CONSTRAINT "portfolio_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_positions_value_idx" ON "client_positions" USING btree ("current_value_paise" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "client_positions_invested_idx" ON "client_positions" USING btree ("invested_paise" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "client_positions_gain_idx" ON "client_positions" USING btree ("gain_paise" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- As in 0014, plus: each change to a client's book counts as a change for every expert the client is mapped to.
CREATE OR REPLACE FUNCTION touch_client_book() RETURNS trigger AS $$
DECLARE
  who uuid;
BEGIN
  FOREACH who IN ARRAY (CASE
      WHEN TG_OP = 'INSERT' THEN ARRAY[NEW.user_id]
      WHEN TG_OP = 'DELETE' THEN ARRAY[OLD.user_id]
      WHEN NEW.user_id IS DISTINCT FROM OLD.user_id THEN ARRAY[OLD.user_id, NEW.user_id]
      ELSE ARRAY[NEW.user_id] END)
  LOOP
    INSERT INTO client_books (user_id, version) VALUES (who, 1)
      ON CONFLICT (user_id) DO UPDATE SET version = client_books.version + 1;
    UPDATE expert_listing_state SET changes = changes + 1
      WHERE expert_id IN (SELECT expert_id FROM expert_clients WHERE user_id = who);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A client mapped to or removed from an expert changes that expert's listing.
CREATE OR REPLACE FUNCTION touch_expert_listing() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE expert_listing_state SET changes = changes + 1 WHERE expert_id = OLD.expert_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE expert_listing_state SET changes = changes + 1 WHERE expert_id = NEW.expert_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER expert_clients_touch_listing AFTER INSERT OR UPDATE OR DELETE ON expert_clients
  FOR EACH ROW EXECUTE FUNCTION touch_expert_listing();
