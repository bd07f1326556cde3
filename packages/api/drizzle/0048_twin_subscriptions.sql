ALTER TABLE "recurring_givings" ADD COLUMN "twin_subscription_id" text;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD COLUMN "twin_status" text;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD COLUMN "twin_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD CONSTRAINT "recurring_givings_twin_subscription_id_unique" UNIQUE("twin_subscription_id");