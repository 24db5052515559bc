CREATE TABLE "cart_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expert_id" uuid,
	"collection_id" uuid,
	"session_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expert_id" uuid,
	"collection_id" uuid,
	"session_id" text,
	"payment_mode" text,
	"mandate_id" uuid,
	"status" text DEFAULT 'otp_sent' NOT NULL,
	"otp_hash" text,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"otp_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fd_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expert_id" uuid,
	"cart_id" uuid,
	"product_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"tenure_months" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"senior" text DEFAULT 'no' NOT NULL,
	"payout" text NOT NULL,
	"maturity_paise" bigint,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" uuid,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fd_products" (
	"id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"name" text NOT NULL,
	"rating" text,
	"min_amount_paise" bigint NOT NULL,
	"max_amount_paise" bigint NOT NULL,
	"rates" jsonb NOT NULL,
	"payout_options" jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mandate_type" text NOT NULL,
	"limit_paise" bigint NOT NULL,
	"bank_account_id" uuid,
	"vpa" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text NOT NULL,
	"registers_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandates_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE TABLE "order_sequences" (
	"day" date PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_id" uuid,
	"fd_booking_id" uuid,
	"mode" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_ref" text NOT NULL,
	"vpa" text,
	"bank_code" text,
	"failure_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'placed';--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "redeem_by" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "client_ref" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "product_type" text DEFAULT 'mutual_fund' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "all_units" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purchase_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_nav_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellable_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "euin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "execution_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sub_broker_arn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sip_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mandate_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_account_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extra" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_links" ADD CONSTRAINT "cart_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_links" ADD CONSTRAINT "cart_links_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD CONSTRAINT "fd_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD CONSTRAINT "fd_bookings_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD CONSTRAINT "fd_bookings_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_links_user_idx" ON "cart_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "fd_bookings_user_idx" ON "fd_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fd_bookings_cart_uq" ON "fd_bookings" USING btree ("cart_id") WHERE "fd_bookings"."cart_id" is not null;--> statement-breakpoint
CREATE INDEX "mandates_user_idx" ON "mandates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_checkout_idx" ON "payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_client_ref_uq" ON "cart_items" USING btree ("cart_id","client_ref") WHERE "cart_items"."client_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_type_uq" ON "carts" USING btree ("user_id",coalesce("expert_id", '00000000-0000-0000-0000-000000000000'::uuid),"cart_type","product_type") WHERE "carts"."status" = 'created';--> statement-breakpoint
CREATE INDEX "orders_open_status_idx" ON "orders" USING btree ("status","expected_nav_date") WHERE "orders"."status" in ('paid', 'sent_to_amc', 'placed');--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
-- Orders written before the order life cycle existed: 'processing' was an order at the fund house, 'pending' one
-- placed and unpaid.
UPDATE "orders" SET "status" = 'sent_to_amc' WHERE "status" = 'processing';
--> statement-breakpoint
UPDATE "orders" SET "status" = 'placed' WHERE "status" = 'pending';
