-- Every change of an order's status is written to order_events by the database itself, so no code path can change
-- money's state without a record. Who made the change comes from the transaction (server/db/actor.ts sets
-- zf.actor_kind and zf.actor_user_id with set_config(..., true)); a change whose transaction did not say who acts
-- is refused, so a forgotten path fails loudly in its tests instead of writing an anonymous record.
CREATE OR REPLACE FUNCTION record_order_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := nullif(current_setting('zf.actor_kind', true), '');
  who text := nullif(current_setting('zf.actor_user_id', true), '');
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  END IF;
  -- An investor acts on his own orders: a transaction that writes many investors' orders (the seed) names no one.
  IF kind = 'investor' AND who IS NULL THEN
    who := NEW.user_id::text;
  END IF;
  IF kind IS NULL THEN
    RAISE EXCEPTION 'order % changed to % without an actor (set zf.actor_kind in the transaction)', NEW.id, NEW.status;
  END IF;
  -- clock_timestamp, not the transaction's now(): two changes in one transaction keep their order.
  INSERT INTO order_events (order_id, from_status, status, acted_by, acted_by_user_id, note, created_at)
  VALUES (
    NEW.id,
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
    NEW.status,
    kind,
    who::uuid,
    CASE WHEN NEW.status = 'failed' THEN NEW.failure_reason END,
    clock_timestamp()
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_record_event
  AFTER INSERT OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION record_order_event();
