ALTER TABLE "events" ADD COLUMN "repeat" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "changed_occurrences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_end" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "events_series_end_idx" ON "events" USING btree ("series_end") WHERE "events"."series_end" is not null;