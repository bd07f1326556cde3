ALTER TABLE "recurring_givings" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD COLUMN "card_last4" text;--> statement-breakpoint
-- Hand-written: monthly gifts made through the sandbox before their card was recorded get their
-- subscription's default card from the sandbox's own rows (a Stripe deployment's older gifts
-- stay unknown until their next paid invoice).
UPDATE "recurring_givings" SET "card_brand" = "card"."data"->'card'->>'brand', "card_last4" = "card"."data"->'card'->>'last4'
FROM "sandbox_objects" AS "subscription"
JOIN "sandbox_objects" AS "card" ON "card"."kind" = 'payment_method' AND "card"."id" = "subscription"."data"->>'defaultPaymentMethodId'
WHERE "subscription"."kind" = 'subscription' AND "subscription"."id" = "recurring_givings"."subscription_id";
