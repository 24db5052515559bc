CREATE TABLE "market_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_data_version_single_row" CHECK ("market_data_version"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "funds_return_1y_idx";--> statement-breakpoint
DROP INDEX "funds_nav_idx";--> statement-breakpoint
DROP INDEX "funds_name_idx";--> statement-breakpoint
CREATE INDEX "funds_category_return_1y_idx" ON "funds" USING btree ("category","return_1y" DESC NULLS LAST,"name","scheme_code");--> statement-breakpoint
CREATE INDEX "funds_return_1y_idx" ON "funds" USING btree ("return_1y" DESC NULLS LAST,"name","scheme_code");--> statement-breakpoint
CREATE INDEX "funds_nav_idx" ON "funds" USING btree ("nav" DESC NULLS LAST,"name","scheme_code");--> statement-breakpoint
CREATE INDEX "funds_name_idx" ON "funds" USING btree ("name","scheme_code");