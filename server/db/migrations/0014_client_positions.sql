CREATE TABLE "client_books" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_positions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"invested_paise" bigint NOT NULL,
	"current_value_paise" bigint NOT NULL,
	"gain_paise" bigint NOT NULL,
	"xirr_pct" numeric(12, 2),
	"valued_on" date NOT NULL,
	"market_version" integer NOT NULL,
	"book_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_positions" ADD CONSTRAINT "client_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Any change to an investor's book bumps their book version in the writer's own transaction, so a stored position
-- computed from an older book is known to be stale. Row-level so that every writer (orders, CAS import, the seed, a
-- hand-run SQL fix) is covered.
CREATE OR REPLACE FUNCTION touch_client_book() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO client_books (user_id, version) VALUES (OLD.user_id, 1)
      ON CONFLICT (user_id) DO UPDATE SET version = client_books.version + 1;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    INSERT INTO client_books (user_id, version) VALUES (NEW.user_id, 1)
      ON CONFLICT (user_id) DO UPDATE SET version = client_books.version + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER holdings_touch_book AFTER INSERT OR UPDATE OR DELETE ON holdings
  FOR EACH ROW EXECUTE FUNCTION touch_client_book();
--> statement-breakpoint
CREATE TRIGGER transactions_touch_book AFTER INSERT OR UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION touch_client_book();
--> statement-breakpoint
CREATE TRIGGER folios_touch_book AFTER INSERT OR UPDATE OR DELETE ON folios
  FOR EACH ROW EXECUTE FUNCTION touch_client_book();
