CREATE TABLE "giving_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"giving_id" uuid NOT NULL,
	"giving_type_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"is_refunded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "givings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"donor_name" text,
	"donor_email" text,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "givings_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
ALTER TABLE "giving_details" ADD CONSTRAINT "giving_details_giving_id_givings_id_fk" FOREIGN KEY ("giving_id") REFERENCES "public"."givings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_details" ADD CONSTRAINT "giving_details_giving_type_id_giving_types_id_fk" FOREIGN KEY ("giving_type_id") REFERENCES "public"."giving_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "givings" ADD CONSTRAINT "givings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giving_details_giving_id_idx" ON "giving_details" USING btree ("giving_id");--> statement-breakpoint
CREATE INDEX "givings_user_id_idx" ON "givings" USING btree ("user_id");