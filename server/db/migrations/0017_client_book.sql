CREATE TABLE "client_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"from_expert_id" uuid,
	"mobile_no" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"otp_hash" text,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"name" text NOT NULL,
	"euin" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_employees_expert_euin_uq" UNIQUE("expert_id","euin")
);
--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "parent_merchant_id" text;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_from_expert_id_experts_id_fk" FOREIGN KEY ("from_expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_employees" ADD CONSTRAINT "expert_employees_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_requests_user_idx" ON "client_requests" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "client_requests_expert_idx" ON "client_requests" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_requests_open_uq" ON "client_requests" USING btree ("expert_id","user_id") WHERE status in ('otp_sent', 'pending');--> statement-breakpoint
CREATE INDEX "experts_parent_merchant_idx" ON "experts" USING btree ("parent_merchant_id");--> statement-breakpoint
CREATE INDEX "orders_expert_status_idx" ON "orders" USING btree ("expert_id","status","placed_at");