CREATE INDEX "orders_sip_idx" ON "orders" USING btree ("sip_id");--> statement-breakpoint
CREATE INDEX "sips_due_idx" ON "sips" USING btree ("next_due_date") WHERE "sips"."status" = 'active';