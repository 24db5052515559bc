ALTER TABLE "follow_ups" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_source_key_uq" ON "follow_ups" USING btree ("expert_id","source_key");