DROP INDEX "events_created_at_id_idx";--> statement-breakpoint
ALTER TABLE "church_settings" ADD COLUMN "visit_info" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "speaker" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "series" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "scripture" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_series_created_at_id_idx" ON "videos" USING btree ("series","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_speaker_created_at_id_idx" ON "videos" USING btree ("speaker","created_at","id");