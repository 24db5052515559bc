-- No raw client address is kept anywhere: the OTP send log counts per address by a keyed hash (address_key),
-- challenges do not need the address at all, and question views once keyed by 'ip:<address>' lose that key.
DROP INDEX "otp_send_log_ip_idx";--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP COLUMN "ip";--> statement-breakpoint
ALTER TABLE "otp_send_log" DROP COLUMN "ip";--> statement-breakpoint
ALTER TABLE "otp_send_log" ADD COLUMN "address_key" text;--> statement-breakpoint
CREATE INDEX "otp_send_log_address_idx" ON "otp_send_log" USING btree ("address_key","created_at");--> statement-breakpoint
UPDATE "views" SET "actor_key" = NULL WHERE "actor_key" LIKE 'ip:%';
