CREATE TABLE "blockouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"repeat" text DEFAULT 'none' NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date,
	"weekday" integer,
	"week_of_month" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blockouts_repeat_check" CHECK ("blockouts"."repeat" in ('none', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "removed_assignments" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"position_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sequence" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduling_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"max_per_month" integer,
	"feed_token" text,
	CONSTRAINT "scheduling_preferences_feed_token_unique" UNIQUE("feed_token")
);
--> statement-breakpoint
CREATE TABLE "scheduling_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reminder_days_before" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "scheduling_settings_single_row" CHECK ("scheduling_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD COLUMN "scheduled_by" uuid;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blockouts" ADD CONSTRAINT "blockouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_assignments" ADD CONSTRAINT "removed_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_preferences" ADD CONSTRAINT "scheduling_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blockouts_user_idx" ON "blockouts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "removed_assignments_user_idx" ON "removed_assignments" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;