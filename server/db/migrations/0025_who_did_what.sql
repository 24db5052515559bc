CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"status" text NOT NULL,
	"acted_by" text NOT NULL,
	"acted_by_user_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "submitted_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "added_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepared_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepared_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "written_by" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "written_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_links" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "cart_links" ADD COLUMN "sent_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");