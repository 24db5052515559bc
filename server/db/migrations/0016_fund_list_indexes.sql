DROP INDEX "funds_fund_house_idx";--> statement-breakpoint
CREATE INDEX "funds_return_1y_asc_idx" ON "funds" USING btree ("return_1y","name","scheme_code");--> statement-breakpoint
CREATE INDEX "funds_return_3y_idx" ON "funds" USING btree ("return_3y" DESC NULLS LAST,"name","scheme_code");--> statement-breakpoint
CREATE INDEX "funds_return_3y_asc_idx" ON "funds" USING btree ("return_3y","name","scheme_code");--> statement-breakpoint
CREATE INDEX "funds_return_5y_idx" ON "funds" USING btree ("return_5y" DESC NULLS LAST,"name","scheme_code");--> statement-breakpoint
CREATE INDEX "funds_return_5y_asc_idx" ON "funds" USING btree ("return_5y","name","scheme_code");--> statement-breakpoint
CREATE INDEX "funds_fund_house_return_1y_idx" ON "funds" USING btree ("fund_house","return_1y" DESC NULLS LAST,"name","scheme_code");--> statement-breakpoint
CREATE INDEX "funds_nav_asc_idx" ON "funds" USING btree ("nav","name","scheme_code");--> statement-breakpoint
CREATE INDEX "funds_name_desc_idx" ON "funds" USING btree ("name" DESC NULLS LAST,"scheme_code");