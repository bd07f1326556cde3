ALTER TABLE "church_settings" ADD COLUMN "tax_wording" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD COLUMN "pending_invoice_id" text;--> statement-breakpoint
CREATE INDEX "giving_details_giving_type_id_paid_at_idx" ON "giving_details" USING btree ("giving_type_id","paid_at");