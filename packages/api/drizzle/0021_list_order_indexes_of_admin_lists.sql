DROP INDEX "prayer_requests_creator_id_last_activity_at_idx";--> statement-breakpoint
DROP INDEX "prayer_requests_last_activity_at_idx";--> statement-breakpoint
DROP INDEX "giving_details_giving_id_idx";--> statement-breakpoint
DROP INDEX "givings_user_id_idx";--> statement-breakpoint
CREATE INDEX "users_last_name_first_name_id_idx" ON "users" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "prayer_requests_creator_id_last_activity_at_id_idx" ON "prayer_requests" USING btree ("creator_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "prayer_requests_last_activity_at_id_idx" ON "prayer_requests" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "groups_name_id_idx" ON "groups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "service_types_created_at_id_idx" ON "service_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "giving_details_giving_id_id_idx" ON "giving_details" USING btree ("giving_id","id");--> statement-breakpoint
CREATE INDEX "givings_user_id_paid_at_id_idx" ON "givings" USING btree ("user_id","paid_at","id");--> statement-breakpoint
CREATE INDEX "givings_paid_at_id_idx" ON "givings" USING btree ("paid_at","id");