ALTER TABLE "givings" ADD COLUMN "client_network" text;--> statement-breakpoint
ALTER TABLE "givings" ADD COLUMN "donor_language" text;