ALTER TABLE "follow_ups" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD COLUMN "outcome" text;