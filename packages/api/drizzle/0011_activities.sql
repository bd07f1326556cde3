CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"giving_id" uuid,
	"prayer_request_id" integer,
	"comment_id" integer,
	"video_id" integer,
	"post_id" integer,
	"event_id" integer,
	"amount_cents" integer,
	CONSTRAINT "activities_one_subject" CHECK (num_nonnulls("activities"."user_id", "activities"."giving_id", "activities"."prayer_request_id", "activities"."comment_id", "activities"."video_id", "activities"."post_id", "activities"."event_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_giving_id_givings_id_fk" FOREIGN KEY ("giving_id") REFERENCES "public"."givings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_prayer_request_id_prayer_requests_id_fk" FOREIGN KEY ("prayer_request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_occurred_at_id_idx" ON "activities" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "activities_user_id_idx" ON "activities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activities_giving_id_idx" ON "activities" USING btree ("giving_id");--> statement-breakpoint
CREATE INDEX "activities_prayer_request_id_idx" ON "activities" USING btree ("prayer_request_id");--> statement-breakpoint
CREATE INDEX "activities_comment_id_idx" ON "activities" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "activities_video_id_idx" ON "activities" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "activities_post_id_idx" ON "activities" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "activities_event_id_idx" ON "activities" USING btree ("event_id");--> statement-breakpoint
-- Written by hand below (decision 0037): the one place activities are recorded. Each domain's
-- table reports its own changes, in the transaction that makes them, whichever code path (a
-- route, a payment webhook, a seed, a later feature) made them.
CREATE FUNCTION "record_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	CASE TG_TABLE_NAME
		WHEN 'users' THEN
			INSERT INTO "activities" ("kind", "occurred_at", "user_id") VALUES ('registration', NEW."created_at", NEW."id");
		WHEN 'givings' THEN
			-- A gift counts once it is paid: inserted paid (offline, recurring invoices) or paid later.
			INSERT INTO "activities" ("kind", "occurred_at", "giving_id") VALUES ('gift', coalesce(NEW."paid_at", now()), NEW."id");
		WHEN 'giving_details' THEN
			INSERT INTO "activities" ("kind", "occurred_at", "giving_id", "amount_cents")
			VALUES ('refund', now(), NEW."giving_id", NEW."amount_cents");
		WHEN 'prayer_requests' THEN
			INSERT INTO "activities" ("kind", "occurred_at", "prayer_request_id") VALUES ('prayer-request', NEW."created_at", NEW."id");
		WHEN 'comments' THEN
			INSERT INTO "activities" ("kind", "occurred_at", "comment_id") VALUES ('comment', NEW."created_at", NEW."id");
		WHEN 'videos' THEN
			INSERT INTO "activities" ("kind", "occurred_at", "video_id") VALUES ('video', NEW."created_at", NEW."id");
		WHEN 'posts' THEN
			INSERT INTO "activities" ("kind", "occurred_at", "post_id") VALUES ('post', NEW."created_at", NEW."id");
		WHEN 'events' THEN
			INSERT INTO "activities" ("kind", "occurred_at", "event_id") VALUES ('event', NEW."created_at", NEW."id");
	END CASE;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_record_activity" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "record_activity"();
--> statement-breakpoint
CREATE TRIGGER "givings_record_paid_activity" AFTER INSERT ON "givings" FOR EACH ROW WHEN (NEW."status" = 'paid') EXECUTE FUNCTION "record_activity"();
--> statement-breakpoint
CREATE TRIGGER "givings_record_payment_activity" AFTER UPDATE OF "status" ON "givings" FOR EACH ROW WHEN (OLD."status" = 'pending' AND NEW."status" = 'paid') EXECUTE FUNCTION "record_activity"();
--> statement-breakpoint
CREATE TRIGGER "giving_details_record_refund_activity" AFTER UPDATE OF "is_refunded" ON "giving_details" FOR EACH ROW WHEN (NOT OLD."is_refunded" AND NEW."is_refunded") EXECUTE FUNCTION "record_activity"();
--> statement-breakpoint
CREATE TRIGGER "prayer_requests_record_activity" AFTER INSERT ON "prayer_requests" FOR EACH ROW EXECUTE FUNCTION "record_activity"();
--> statement-breakpoint
CREATE TRIGGER "comments_record_activity" AFTER INSERT ON "comments" FOR EACH ROW EXECUTE FUNCTION "record_activity"();
--> statement-breakpoint
CREATE TRIGGER "videos_record_activity" AFTER INSERT ON "videos" FOR EACH ROW EXECUTE FUNCTION "record_activity"();
--> statement-breakpoint
CREATE TRIGGER "posts_record_activity" AFTER INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION "record_activity"();
--> statement-breakpoint
CREATE TRIGGER "events_record_activity" AFTER INSERT ON "events" FOR EACH ROW EXECUTE FUNCTION "record_activity"();
--> statement-breakpoint
-- A database that already has data gets its history from it (refunds kept no date: none).
INSERT INTO "activities" ("kind", "occurred_at", "user_id") SELECT 'registration', "created_at", "id" FROM "users";
--> statement-breakpoint
INSERT INTO "activities" ("kind", "occurred_at", "giving_id")
SELECT 'gift', coalesce("paid_at", "created_at"), "id" FROM "givings" WHERE "status" IN ('paid', 'refunded');
--> statement-breakpoint
INSERT INTO "activities" ("kind", "occurred_at", "prayer_request_id") SELECT 'prayer-request', "created_at", "id" FROM "prayer_requests";
--> statement-breakpoint
INSERT INTO "activities" ("kind", "occurred_at", "comment_id") SELECT 'comment', "created_at", "id" FROM "comments";
--> statement-breakpoint
INSERT INTO "activities" ("kind", "occurred_at", "video_id") SELECT 'video', "created_at", "id" FROM "videos";
--> statement-breakpoint
INSERT INTO "activities" ("kind", "occurred_at", "post_id") SELECT 'post', "created_at", "id" FROM "posts";
--> statement-breakpoint
INSERT INTO "activities" ("kind", "occurred_at", "event_id") SELECT 'event', "created_at", "id" FROM "events";
