CREATE TABLE "analytics_rollups" (
	"expert_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"month" date NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"label" text,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"aum_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rollups_expert_id_metric_month_key_pk" PRIMARY KEY("expert_id","metric","month","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_state" (
	"expert_id" uuid PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL,
	"built_for" text,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD CONSTRAINT "analytics_rollups_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_state" ADD CONSTRAINT "analytics_state_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- SIPs, orders and commissions carry their advisor: a change to one makes that advisor's rollups stale.
CREATE OR REPLACE FUNCTION touch_analytics_by_expert() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE analytics_state SET changes = changes + 1 WHERE expert_id = OLD.expert_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.expert_id IS DISTINCT FROM OLD.expert_id) THEN
    UPDATE analytics_state SET changes = changes + 1 WHERE expert_id = NEW.expert_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A client's KYC status changes the clients view of every advisor the client is mapped to.
CREATE OR REPLACE FUNCTION touch_analytics_by_client() RETURNS trigger AS $$
BEGIN
  UPDATE analytics_state SET changes = changes + 1
    WHERE expert_id IN (SELECT expert_id FROM expert_clients
      WHERE user_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sips_touch_analytics AFTER INSERT OR UPDATE OR DELETE ON sips
  FOR EACH ROW EXECUTE FUNCTION touch_analytics_by_expert();
--> statement-breakpoint
CREATE TRIGGER orders_touch_analytics AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION touch_analytics_by_expert();
--> statement-breakpoint
CREATE TRIGGER commissions_touch_analytics AFTER INSERT OR UPDATE OR DELETE ON commissions
  FOR EACH ROW EXECUTE FUNCTION touch_analytics_by_expert();
--> statement-breakpoint
CREATE TRIGGER kyc_records_touch_analytics AFTER INSERT OR UPDATE OR DELETE ON kyc_records
  FOR EACH ROW EXECUTE FUNCTION touch_analytics_by_client();
