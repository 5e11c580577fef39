ALTER TABLE "activity_log" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity","entity_id");