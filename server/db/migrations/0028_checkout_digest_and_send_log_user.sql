ALTER TABLE "otp_send_log" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "lines_digest" text;--> statement-breakpoint
CREATE INDEX "otp_send_log_user_idx" ON "otp_send_log" USING btree ("user_id","created_at");