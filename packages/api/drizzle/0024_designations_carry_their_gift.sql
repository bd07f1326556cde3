-- A designation carries its gift's member, payment time and whether the gift is paid or
-- refunded (`listed`), kept by the triggers below (decision 0047): the giving histories are walked
-- in one index of the designations alone, an index-only scan, instead of a gift's index joined to
-- its designations (which read a gift and searched its designations for every row a deep page skipped).
ALTER TABLE "giving_details" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "giving_details" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "giving_details" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "giving_details_user_id_paid_at_id_idx" ON "giving_details" USING btree ("user_id","paid_at" DESC NULLS FIRST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "giving_details_paid_at_id_idx" ON "giving_details" USING btree ("paid_at" DESC NULLS FIRST,"id") WHERE listed;
--> statement-breakpoint
-- A new designation copies its gift. Both functions run their query by EXECUTE, planned afresh
-- (as 0022's giving triggers): a plan cached while the database held a dozen gifts would scan
-- them all for every designation once it held 100,000.
CREATE FUNCTION copy_gift_to_new_designation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'SELECT g.user_id, g.paid_at, g.status IN (''paid'', ''refunded'') FROM givings AS g WHERE g.id = $1'
    INTO NEW.user_id, NEW.paid_at, NEW.listed
    USING NEW.giving_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER giving_details_copy_gift BEFORE INSERT OR UPDATE OF giving_id ON giving_details
  FOR EACH ROW EXECUTE FUNCTION copy_gift_to_new_designation();
--> statement-breakpoint
-- A gift paid, refunded, moved to another member or left by a deleted member (ON DELETE SET NULL
-- is an UPDATE too) hands the change to its designations.
CREATE FUNCTION copy_gift_changes_to_designations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'UPDATE giving_details SET user_id = $2, paid_at = $3, listed = $4 WHERE giving_id = $1'
    USING NEW.id, NEW.user_id, NEW.paid_at, NEW.status IN ('paid', 'refunded');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER givings_copied_to_designations AFTER UPDATE ON givings
  FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
    OR (OLD.status IN ('paid', 'refunded')) IS DISTINCT FROM (NEW.status IN ('paid', 'refunded')))
  EXECUTE FUNCTION copy_gift_changes_to_designations();
--> statement-breakpoint
UPDATE giving_details AS d
  SET user_id = g.user_id, paid_at = g.paid_at, listed = g.status IN ('paid', 'refunded')
  FROM givings AS g WHERE g.id = d.giving_id;
