CREATE TABLE "outbox_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"outbox_id" integer NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "outbox_attachments_position_key" UNIQUE("outbox_id","position")
);
--> statement-breakpoint
CREATE TABLE "statement_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"donor_key" text NOT NULL,
	"email" text NOT NULL,
	"job_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_deliveries_year_donor_key" UNIQUE("year","donor_key")
);
--> statement-breakpoint
CREATE TABLE "statement_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"already_sent" integer DEFAULT 0 NOT NULL,
	"without_email" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_deliveries" ADD CONSTRAINT "statement_deliveries_job_id_statement_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."statement_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_jobs_year_idx" ON "statement_jobs" USING btree ("year");