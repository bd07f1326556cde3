DROP INDEX "events_created_at_id_idx";--> statement-breakpoint
ALTER TABLE "church_settings" ADD COLUMN "visit_info" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "speaker" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "series" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "scripture" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "description" text DEFAULT '' NOT NULL;