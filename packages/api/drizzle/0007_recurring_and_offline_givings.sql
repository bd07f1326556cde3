CREATE TABLE "giving_prices" (
	"giving_plan_id" integer NOT NULL,
	"giving_type_id" integer NOT NULL,
	"price_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "giving_prices_giving_plan_id_giving_type_id_pk" PRIMARY KEY("giving_plan_id","giving_type_id"),
	CONSTRAINT "giving_prices_price_id_unique" UNIQUE("price_id")
);
--> statement-breakpoint
CREATE TABLE "recurring_givings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"giving_plan_id" integer NOT NULL,
	"giving_type_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"subscription_id" text NOT NULL,
	"price_id" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "recurring_givings_subscription_id_unique" UNIQUE("subscription_id")
);
--> statement-breakpoint
ALTER TABLE "givings" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "givings" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "givings" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "giving_prices" ADD CONSTRAINT "giving_prices_giving_plan_id_giving_plans_id_fk" FOREIGN KEY ("giving_plan_id") REFERENCES "public"."giving_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_prices" ADD CONSTRAINT "giving_prices_giving_type_id_giving_types_id_fk" FOREIGN KEY ("giving_type_id") REFERENCES "public"."giving_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD CONSTRAINT "recurring_givings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD CONSTRAINT "recurring_givings_giving_plan_id_giving_plans_id_fk" FOREIGN KEY ("giving_plan_id") REFERENCES "public"."giving_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD CONSTRAINT "recurring_givings_giving_type_id_giving_types_id_fk" FOREIGN KEY ("giving_type_id") REFERENCES "public"."giving_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_givings_user_id_idx" ON "recurring_givings" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "givings" ADD CONSTRAINT "givings_invoice_id_unique" UNIQUE("invoice_id");