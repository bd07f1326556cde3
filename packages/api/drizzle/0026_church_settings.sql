-- The church's own choices about accounts and money, one row. A new church requires a second
-- factor of its staff (the demo seed turns it off); members may refund their gifts for 60 days.
CREATE TABLE "church_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"two_factor_for_staff" boolean DEFAULT true NOT NULL,
	"two_factor_for_everyone" boolean DEFAULT false NOT NULL,
	"refund_window_days" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_settings_single_row" CHECK ("church_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "church_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
