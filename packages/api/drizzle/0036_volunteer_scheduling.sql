CREATE TABLE "plan_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"link_nonce" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "plan_assignments_plan_position_user_key" UNIQUE("service_type_id","position_id","user_id"),
	CONSTRAINT "plan_assignments_status_check" CHECK ("plan_assignments"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "position_members" (
	"position_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_members_position_id_user_id_pk" PRIMARY KEY("position_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"people_needed" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "team_positions_people_needed_check" CHECK ("team_positions"."people_needed" >= 1)
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_types" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_position_id_team_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."team_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_members" ADD CONSTRAINT "position_members_position_id_team_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."team_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_members" ADD CONSTRAINT "position_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_positions" ADD CONSTRAINT "team_positions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_assignments_user_idx" ON "plan_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plan_assignments_position_idx" ON "plan_assignments" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "position_members_user_idx" ON "position_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_positions_team_idx" ON "team_positions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "teams_service_type_idx" ON "teams" USING btree ("service_type_id");