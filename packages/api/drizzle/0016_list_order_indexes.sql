DROP INDEX "videos_created_at_idx";--> statement-breakpoint
DROP INDEX "comments_video_id_created_at_idx";--> statement-breakpoint
DROP INDEX "comments_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_created_at_idx";--> statement-breakpoint
DROP INDEX "events_start_date_idx";--> statement-breakpoint
CREATE INDEX "videos_created_at_id_idx" ON "videos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "comments_video_id_created_at_id_idx" ON "comments" USING btree ("video_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_created_at_id_idx" ON "comments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_created_at_id_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "event_templates_created_at_id_idx" ON "event_templates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "events_start_date_id_idx" ON "events" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "events_created_at_id_idx" ON "events" USING btree ("created_at","id");