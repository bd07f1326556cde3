CREATE TABLE "giving_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	CONSTRAINT "giving_plans_amount_cents_unique" UNIQUE("amount_cents")
);
--> statement-breakpoint
CREATE TABLE "giving_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "giving_types_name_unique" UNIQUE("name")
);
