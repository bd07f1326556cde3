CREATE TABLE "bank_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"intent_kind" text NOT NULL,
	"giving_id" uuid,
	"user_id" uuid,
	"hosted_verification_url" text NOT NULL,
	"microdeposit_type" text NOT NULL,
	"arrival_at" timestamp with time zone,
	"bank_name" text,
	"last4" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "bank_verifications_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
ALTER TABLE "bank_verifications" ADD CONSTRAINT "bank_verifications_giving_id_givings_id_fk" FOREIGN KEY ("giving_id") REFERENCES "public"."givings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_verifications" ADD CONSTRAINT "bank_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_verifications_user_id_idx" ON "bank_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bank_verifications_status_since_idx" ON "bank_verifications" USING btree ("status","since");