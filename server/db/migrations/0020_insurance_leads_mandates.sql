CREATE TABLE "health_insurance_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"for_user_id" uuid NOT NULL,
	"expert_id" uuid,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD COLUMN "cover_type" text;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD COLUMN "premium_paise" bigint;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD COLUMN "policy_number" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "health_insurance_drafts" ADD CONSTRAINT "health_insurance_drafts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_insurance_drafts" ADD CONSTRAINT "health_insurance_drafts_for_user_id_users_id_fk" FOREIGN KEY ("for_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_insurance_drafts" ADD CONSTRAINT "health_insurance_drafts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_insurance_drafts_owner_for_uq" ON "health_insurance_drafts" USING btree ("owner_user_id","for_user_id");--> statement-breakpoint
-- An advisor keeps one lead per mobile: fold older duplicates into the first one before the rule holds.
DELETE FROM "leads" AS l USING "leads" AS k WHERE l.expert_id = k.expert_id AND l.mobile_no = k.mobile_no AND (l.created_at, l.id) > (k.created_at, k.id);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_expert_mobile_uq" ON "leads" USING btree ("expert_id","mobile_no") WHERE expert_id is not null;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD CONSTRAINT "health_insurance_carts_link_token_hash_unique" UNIQUE("link_token_hash");--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD CONSTRAINT "health_insurance_carts_payment_ref_unique" UNIQUE("payment_ref");--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD CONSTRAINT "health_insurance_carts_policy_number_unique" UNIQUE("policy_number");