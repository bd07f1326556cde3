CREATE TABLE "live_stream_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_stream_settings_single_row" CHECK ("live_stream_settings"."id" = 1)
);
