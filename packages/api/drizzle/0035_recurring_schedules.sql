ALTER TABLE "giving_prices" DROP CONSTRAINT "giving_prices_price_id_unique";--> statement-breakpoint
ALTER TABLE "giving_prices" DROP CONSTRAINT "giving_prices_giving_plan_id_giving_type_id_pk";--> statement-breakpoint
ALTER TABLE "giving_prices" ADD PRIMARY KEY ("price_id");--> statement-breakpoint
ALTER TABLE "giving_prices" ALTER COLUMN "giving_plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_givings" ALTER COLUMN "giving_plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "giving_prices" ADD COLUMN "schedule" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD COLUMN "schedule" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "giving_prices" ADD CONSTRAINT "giving_prices_type_amount_schedule" UNIQUE("giving_type_id","amount_cents","schedule");