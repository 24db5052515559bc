CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text,
	"account_number_enc" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_hash" text NOT NULL,
	"account_type" text DEFAULT 'savings' NOT NULL,
	"holder_name" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"penny_drop_status" text DEFAULT 'pending' NOT NULL,
	"penny_drop_name" text,
	"name_match_score" integer,
	"penny_drop_reference" text,
	"penny_drop_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_user_account_uq" UNIQUE("user_id","account_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"return_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kyc_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_kyc_kind_uq" UNIQUE("kyc_id","kind")
);
--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "pan_name" text;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "modification_status" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_kyc_id_kyc_records_id_fk" FOREIGN KEY ("kyc_id") REFERENCES "public"."kyc_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_primary_uq" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."is_primary";--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_sessions_user_idx" ON "identity_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_records_pan_uq" ON "kyc_records" USING btree ("pancard_no") WHERE "kyc_records"."pancard_no" is not null;