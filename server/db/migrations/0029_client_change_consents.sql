ALTER TABLE "kyc_consents" ADD COLUMN "kind" text DEFAULT 'kyc_submission' NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_consents" ADD COLUMN "payload" jsonb;