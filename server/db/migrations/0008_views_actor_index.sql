DROP INDEX "views_target_idx";--> statement-breakpoint
CREATE INDEX "views_target_actor_time_idx" ON "views" USING btree ("target_type","target_id","actor_key","created_at");