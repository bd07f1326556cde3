ALTER TABLE "church_settings" ADD COLUMN "card_fee_basis_points" integer DEFAULT 290 NOT NULL;--> statement-breakpoint
ALTER TABLE "church_settings" ADD COLUMN "card_fee_fixed_cents" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "church_settings" ADD COLUMN "bank_fee_basis_points" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "church_settings" ADD COLUMN "bank_fee_cap_cents" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "givings" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "kind" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The histories list bank gifts from the moment they are made: 'processing' (shown Pending until
-- the bank settles it) and 'failed' (shown Failed) join 'paid' and 'refunded' in `listed` and in
-- the histories' kept counts (decisions 0047, 0083-fees-and-bank-payments). No gift has either status yet,
-- so nothing needs recounting. The reports and statements still count paid gifts only.
CREATE OR REPLACE FUNCTION copy_gift_to_new_designation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'SELECT g.user_id, g.paid_at, g.status IN (''paid'', ''refunded'', ''processing'', ''failed'') FROM givings AS g WHERE g.id = $1'
    INTO NEW.user_id, NEW.paid_at, NEW.listed
    USING NEW.giving_id;
  RETURN NEW;
END $$;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION copy_gift_changes_to_designations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'UPDATE giving_details SET user_id = $2, paid_at = $3, listed = $4 WHERE giving_id = $1'
    USING NEW.id, NEW.user_id, NEW.paid_at, NEW.status IN ('paid', 'refunded', 'processing', 'failed');
  RETURN NULL;
END $$;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_giving_detail_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $query$
    INSERT INTO list_counts (list, count)
    SELECT keys.list, $1 * count(*)
    FROM changed_rows AS d
    JOIN givings AS g ON g.id = d.giving_id AND g.status IN ('paid', 'refunded', 'processing', 'failed')
    CROSS JOIN LATERAL (VALUES ('givings'), ('givings:user:' || g.user_id)) AS keys (list)
    WHERE keys.list IS NOT NULL
    GROUP BY keys.list
    ORDER BY keys.list
    ON CONFLICT (list) DO UPDATE SET count = list_counts.count + excluded.count
  $query$ USING CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  RETURN NULL;
END;
$$;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_giving_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $query$
    INSERT INTO list_counts (list, count)
    SELECT keys.list, sum(moved.sign)
    FROM (
      SELECT id, user_id, -1 AS sign FROM old_rows WHERE status IN ('paid', 'refunded', 'processing', 'failed')
      UNION ALL
      SELECT id, user_id, 1 FROM new_rows WHERE status IN ('paid', 'refunded', 'processing', 'failed')
    ) AS moved
    JOIN giving_details AS d ON d.giving_id = moved.id
    CROSS JOIN LATERAL (VALUES ('givings'), ('givings:user:' || moved.user_id)) AS keys (list)
    WHERE keys.list IS NOT NULL
    GROUP BY keys.list
    HAVING sum(moved.sign) <> 0
    ORDER BY keys.list
    ON CONFLICT (list) DO UPDATE SET count = list_counts.count + excluded.count
  $query$;
  RETURN NULL;
END;
$$;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION uncount_deleted_giving() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('paid', 'refunded', 'processing', 'failed') THEN
    EXECUTE $query$
      INSERT INTO list_counts (list, count)
      SELECT keys.list, -count(*)
      FROM giving_details AS d
      CROSS JOIN (VALUES ('givings'), ('givings:user:' || $2)) AS keys (list)
      WHERE d.giving_id = $1 AND keys.list IS NOT NULL
      GROUP BY keys.list
      ORDER BY keys.list
      ON CONFLICT (list) DO UPDATE SET count = list_counts.count + excluded.count
    $query$ USING OLD.id, OLD.user_id;
  END IF;
  RETURN OLD;
END;
$$;

--> statement-breakpoint
DROP TRIGGER givings_copied_to_designations ON givings;
--> statement-breakpoint
CREATE TRIGGER givings_copied_to_designations AFTER UPDATE ON givings
  FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
    OR (OLD.status IN ('paid', 'refunded', 'processing', 'failed'))
      IS DISTINCT FROM (NEW.status IN ('paid', 'refunded', 'processing', 'failed')))
  EXECUTE FUNCTION copy_gift_changes_to_designations();
