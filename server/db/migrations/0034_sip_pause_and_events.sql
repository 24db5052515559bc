CREATE TABLE "sip_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sip_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb,
	"acted_by" text NOT NULL,
	"acted_by_user_id" uuid,
	"requested_by_expert_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sips" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "sip_events" ADD CONSTRAINT "sip_events_sip_id_sips_id_fk" FOREIGN KEY ("sip_id") REFERENCES "public"."sips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sip_events_sip_idx" ON "sip_events" USING btree ("sip_id","created_at");