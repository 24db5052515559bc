CREATE TABLE "expert_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_clients_expert_user_uq" UNIQUE("expert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expert_code" text NOT NULL,
	"arn" text,
	"euin" text,
	"arn_status" text DEFAULT 'pending' NOT NULL,
	"arn_valid_till" date,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"profile_status" text,
	"capabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"supported_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"merchant_id" text,
	"assigned_merchant" text,
	"current_login" boolean DEFAULT false NOT NULL,
	"transaction_allowed" boolean DEFAULT false NOT NULL,
	"rm_id" text,
	"rm_name" text,
	"rm_mobile" text,
	"experience" integer,
	"clients_count" integer DEFAULT 0 NOT NULL,
	"aum_paise" bigint DEFAULT 0 NOT NULL,
	"about" text,
	"address" text,
	"pincode" text,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "experts_expert_code_unique" UNIQUE("expert_code"),
	CONSTRAINT "experts_arn_unique" UNIQUE("arn")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_no" text NOT NULL,
	"name" text,
	"email" text,
	"roles" text[] DEFAULT ARRAY['user']::text[] NOT NULL,
	"city" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"optin" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_no_unique" UNIQUE("mobile_no")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_no" text NOT NULL,
	"purpose" text NOT NULL,
	"name" text,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_send_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_no" text NOT NULL,
	"ip" text,
	"purpose" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"session_expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "kyc_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pancard_no" text,
	"name" text,
	"dob" date,
	"mobile_no" text,
	"email" text,
	"kyc_status" text DEFAULT 'not_started' NOT NULL,
	"navigate_to" text DEFAULT 'personal_details' NOT NULL,
	"digilocker_status" text,
	"e_sign" text,
	"fd_mobile_number" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_records_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "kyc_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kyc_id" uuid NOT NULL,
	"step" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_steps_kyc_step_uq" UNIQUE("kyc_id","step")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"scheme_code" integer NOT NULL,
	"target_scheme_code" integer,
	"folio_no" text,
	"amount_paise" bigint,
	"units" numeric(18, 4),
	"sip_day" integer,
	"sip_frequency" text,
	"sip_start_date" date,
	"sip_end_date" date,
	"sip_installments" integer,
	"step_up_amount_paise" bigint,
	"step_up_percent" numeric(5, 2),
	"step_up_frequency" text,
	"sip_id" uuid,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text,
	"user_id" uuid NOT NULL,
	"expert_id" uuid,
	"cart_type" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_insurance_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text,
	"user_uuid" uuid NOT NULL,
	"expert_uuid" uuid,
	"cart_type" text DEFAULT 'purchase' NOT NULL,
	"product_type" text DEFAULT 'health_insurance' NOT NULL,
	"cart_status" text DEFAULT 'created' NOT NULL,
	"created_by" text DEFAULT 'user' NOT NULL,
	"updated_by" text DEFAULT 'user' NOT NULL,
	"products" jsonb,
	"insurance_cover_amount_paise" bigint,
	"insurance_holder_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insurance_skew" jsonb,
	"premiums" jsonb,
	"no_of_children" text,
	"no_of_adults" text,
	"company_info" jsonb,
	"nominee_details" jsonb,
	"payment_option" text DEFAULT 'yearly' NOT NULL,
	"app_name" text,
	"app_version" text,
	"event_type" text,
	"cart_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"scheme_code" integer,
	"amc" text,
	"period" date NOT NULL,
	"commission_type" text DEFAULT 'trail' NOT NULL,
	"aum_paise" bigint DEFAULT 0 NOT NULL,
	"rate_bps" integer,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'accrued' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folio_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expert_id" uuid,
	"amc" text NOT NULL,
	"source" text DEFAULT 'internal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folios_amc_folio_user_uq" UNIQUE("amc","folio_no","user_id")
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folio_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"scheme_code" integer NOT NULL,
	"units" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cost_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holdings_folio_scheme_uq" UNIQUE("folio_id","scheme_code")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expert_id" uuid,
	"cart_id" uuid,
	"scheme_code" integer NOT NULL,
	"target_scheme_code" integer,
	"folio_no" text,
	"order_type" text NOT NULL,
	"amount_paise" bigint,
	"units" numeric(18, 4),
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_mode" text,
	"payment_ref" text,
	"nav_date" date,
	"nav" numeric(18, 4),
	"failure_reason" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "sips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expert_id" uuid,
	"folio_id" uuid,
	"scheme_code" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"day" integer NOT NULL,
	"frequency" text DEFAULT 'monthly' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"next_due_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"step_up_amount_paise" bigint,
	"step_up_percent" numeric(5, 2),
	"step_up_frequency" text,
	"mandate_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expert_id" uuid,
	"folio_id" uuid NOT NULL,
	"order_id" uuid,
	"scheme_code" integer NOT NULL,
	"txn_type" text NOT NULL,
	"txn_date" date NOT NULL,
	"nav" numeric(18, 4) NOT NULL,
	"units" numeric(18, 4) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"stamp_duty_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" uuid,
	"expert_id" uuid,
	"body" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"summary" text,
	"body" text NOT NULL,
	"cover_image_url" text,
	"author_expert_id" uuid,
	"published_at" timestamp with time zone,
	"likes" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_keywords" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_locale_uq" UNIQUE("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"actor_key" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_target_actor_uq" UNIQUE("target_type","target_id","actor_key")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"question" text NOT NULL,
	"details" text,
	"category" text,
	"user_id" uuid,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"answers_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_metadata" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"keywords" text[],
	"canonical_url" text,
	"og_image_url" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_metadata_page_locale_uq" UNIQUE("page","locale")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_key" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"url" text NOT NULL,
	"thumbnail_url" text,
	"category" text,
	"is_default_locale" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"duration_s" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_key_locale_uq" UNIQUE("video_key","locale")
);
--> statement-breakpoint
CREATE TABLE "views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"actor_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disposition_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"category" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "disposition_options_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dispositions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"lead_id" uuid,
	"user_id" uuid,
	"follow_up_id" uuid,
	"option_code" text NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"category" text DEFAULT 'followup' NOT NULL,
	"follow_up_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid,
	"user_id" uuid,
	"name" text,
	"mobile_no" text NOT NULL,
	"email" text,
	"product" text,
	"source" text,
	"city" text,
	"pincode" text,
	"status" text DEFAULT 'new' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"user_id" uuid,
	"title" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"device_id" text,
	"user_id" uuid,
	"app_name" text,
	"app_version" text,
	"platform" text,
	"screen_name" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"scheme_code" integer PRIMARY KEY NOT NULL,
	"isin_growth" text,
	"isin_reinvestment" text,
	"name" text NOT NULL,
	"plan" text,
	"option" text,
	"option_label" text,
	"fund_house" text,
	"scheme_type" text,
	"category" text,
	"sub_category" text,
	"nav" numeric,
	"nav_date" date,
	"slug" text NOT NULL,
	"return_1y" numeric,
	"return_3y" numeric,
	"return_5y" numeric,
	"returns_as_of" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funds_nav_not_negative" CHECK ("funds"."nav" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nav_history" (
	"scheme_code" integer NOT NULL,
	"date" date NOT NULL,
	"nav" numeric NOT NULL,
	CONSTRAINT "nav_history_scheme_code_date_pk" PRIMARY KEY("scheme_code","date"),
	CONSTRAINT "nav_history_nav_not_negative" CHECK ("nav_history"."nav" >= 0)
);
--> statement-breakpoint
ALTER TABLE "expert_clients" ADD CONSTRAINT "expert_clients_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_clients" ADD CONSTRAINT "expert_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_steps" ADD CONSTRAINT "kyc_steps_kyc_id_kyc_records_id_fk" FOREIGN KEY ("kyc_id") REFERENCES "public"."kyc_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD CONSTRAINT "health_insurance_carts_user_uuid_users_id_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_insurance_carts" ADD CONSTRAINT "health_insurance_carts_expert_uuid_experts_id_fk" FOREIGN KEY ("expert_uuid") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sips" ADD CONSTRAINT "sips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sips" ADD CONSTRAINT "sips_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sips" ADD CONSTRAINT "sips_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_expert_id_experts_id_fk" FOREIGN KEY ("author_expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_follow_up_id_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."follow_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_option_code_disposition_options_code_fk" FOREIGN KEY ("option_code") REFERENCES "public"."disposition_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_history" ADD CONSTRAINT "nav_history_scheme_code_funds_scheme_code_fk" FOREIGN KEY ("scheme_code") REFERENCES "public"."funds"("scheme_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_clients_user_idx" ON "expert_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "experts_pincode_idx" ON "experts" USING btree ("pincode");--> statement-breakpoint
CREATE INDEX "experts_rm_id_idx" ON "experts" USING btree ("rm_id");--> statement-breakpoint
CREATE INDEX "users_city_idx" ON "users" USING btree ("city");--> statement-breakpoint
CREATE INDEX "otp_challenges_mobile_idx" ON "otp_challenges" USING btree ("mobile_no","created_at");--> statement-breakpoint
CREATE INDEX "otp_send_log_mobile_idx" ON "otp_send_log" USING btree ("mobile_no","created_at");--> statement-breakpoint
CREATE INDEX "otp_send_log_ip_idx" ON "otp_send_log" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_user_expert_idx" ON "carts" USING btree ("user_id","expert_id");--> statement-breakpoint
CREATE INDEX "carts_collection_idx" ON "carts" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "carts_session_idx" ON "carts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "health_insurance_carts_user_idx" ON "health_insurance_carts" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "health_insurance_carts_expert_idx" ON "health_insurance_carts" USING btree ("expert_uuid");--> statement-breakpoint
CREATE INDEX "commissions_expert_period_idx" ON "commissions" USING btree ("expert_id","period");--> statement-breakpoint
CREATE INDEX "folios_user_idx" ON "folios" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "holdings_user_idx" ON "holdings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_expert_idx" ON "orders" USING btree ("expert_id","placed_at");--> statement-breakpoint
CREATE INDEX "sips_user_idx" ON "sips" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sips_expert_idx" ON "sips" USING btree ("expert_id","status");--> statement-breakpoint
CREATE INDEX "transactions_user_date_idx" ON "transactions" USING btree ("user_id","txn_date");--> statement-breakpoint
CREATE INDEX "transactions_folio_idx" ON "transactions" USING btree ("folio_id");--> statement-breakpoint
CREATE INDEX "transactions_expert_date_idx" ON "transactions" USING btree ("expert_id","txn_date");--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "articles_locale_published_idx" ON "articles" USING btree ("locale","published_at");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_locale_created_idx" ON "questions" USING btree ("locale","created_at");--> statement-breakpoint
CREATE INDEX "videos_category_locale_idx" ON "videos" USING btree ("category","locale");--> statement-breakpoint
CREATE INDEX "views_target_idx" ON "views" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "dispositions_expert_idx" ON "dispositions" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_ups_expert_date_idx" ON "follow_ups" USING btree ("expert_id","follow_up_date");--> statement-breakpoint
CREATE INDEX "leads_expert_idx" ON "leads" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_mobile_idx" ON "leads" USING btree ("mobile_no");--> statement-breakpoint
CREATE INDEX "notes_expert_idx" ON "notes" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "tracked_events_type_created_idx" ON "tracked_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funds_slug_key" ON "funds" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "funds_category_idx" ON "funds" USING btree ("category","sub_category");--> statement-breakpoint
CREATE INDEX "funds_fund_house_idx" ON "funds" USING btree ("fund_house");--> statement-breakpoint
CREATE INDEX "funds_plan_option_idx" ON "funds" USING btree ("plan","option");--> statement-breakpoint
CREATE INDEX "funds_return_1y_idx" ON "funds" USING btree ("return_1y" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "funds_nav_idx" ON "funds" USING btree ("nav" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "funds_name_idx" ON "funds" USING btree ("name");--> statement-breakpoint
CREATE INDEX "funds_name_trgm_idx" ON "funds" USING gin ("name" gin_trgm_ops);