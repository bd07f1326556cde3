CREATE TABLE "prayer_request_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"creator_id" uuid,
	"message_text" text NOT NULL,
	"is_from_staff" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid,
	"to_admins" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "prayer_requests_creator_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "last_message_id" integer;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "member_seen_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "staff_seen_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "answer_note" text;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "answer_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "givings" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "givings" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "prayer_request_messages" ADD CONSTRAINT "prayer_request_messages_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_request_messages" ADD CONSTRAINT "prayer_request_messages_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prayer_request_messages_request_id_id_idx" ON "prayer_request_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prayer_requests_creator_id_last_activity_at_idx" ON "prayer_requests" USING btree ("creator_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "prayer_requests_last_activity_at_idx" ON "prayer_requests" USING btree ("last_activity_at");--> statement-breakpoint
-- Hand-written: existing requests were last active when they were made.
UPDATE "prayer_requests" SET "last_activity_at" = "created_at";--> statement-breakpoint
-- Hand-written: gifts paid through the sandbox before cards were recorded get theirs from the
-- sandbox's own intent and card rows (a Stripe deployment's older gifts stay unknown).
UPDATE "givings" SET "card_brand" = "card"."data"->'card'->>'brand', "card_last4" = "card"."data"->'card'->>'last4'
FROM "sandbox_objects" AS "intent"
JOIN "sandbox_objects" AS "card" ON "card"."kind" = 'payment_method' AND "card"."id" = "intent"."data"->>'paymentMethodId'
WHERE "intent"."kind" = 'payment_intent' AND "intent"."id" = "givings"."payment_intent_id" AND "givings"."status" <> 'pending';
