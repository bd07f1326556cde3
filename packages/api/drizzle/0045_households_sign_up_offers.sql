CREATE TABLE "household_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_positions" ADD COLUMN "sign_up_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "household_rule" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_household_rule_check" CHECK ("teams"."household_rule" in ('none', 'together', 'apart'));