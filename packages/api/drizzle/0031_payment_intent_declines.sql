CREATE TABLE "payment_intent_declines" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"declines" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
