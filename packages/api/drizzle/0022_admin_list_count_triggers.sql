-- Totals of the admin lists and the giving histories, kept in list_counts like 0018's (decision
-- 0047): a page's total is one key lookup. Keys: the table's name for whole tables; `givings`
-- and `givings:user:<id>` for the paid (or refunded) designations the histories list.
CREATE FUNCTION count_table_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_counts (list, count)
  SELECT TG_TABLE_NAME, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * count(*) FROM changed_rows
  HAVING count(*) > 0
  ON CONFLICT (list) DO UPDATE SET count = list_counts.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_counted_on_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER users_counted_on_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER groups_counted_on_insert AFTER INSERT ON groups
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER groups_counted_on_delete AFTER DELETE ON groups
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER group_types_counted_on_insert AFTER INSERT ON group_types
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER group_types_counted_on_delete AFTER DELETE ON group_types
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER service_types_counted_on_insert AFTER INSERT ON service_types
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER service_types_counted_on_delete AFTER DELETE ON service_types
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER events_counted_on_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER events_counted_on_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER event_templates_counted_on_insert AFTER INSERT ON event_templates
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER event_templates_counted_on_delete AFTER DELETE ON event_templates
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
-- The giving triggers join other tables, so their queries run by EXECUTE, planned afresh each
-- time: a plan kept from a database's first days (a dozen gifts: scan them) would otherwise scan
-- the whole table for every gift once it holds thousands.
--
-- Designations added to or removed from a paid gift. A gift's own deletion is counted before it
-- goes (below): its cascaded designations then find no gift here and count nothing twice.
CREATE FUNCTION count_giving_detail_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $query$
    INSERT INTO list_counts (list, count)
    SELECT keys.list, $1 * count(*)
    FROM changed_rows AS d
    JOIN givings AS g ON g.id = d.giving_id AND g.status IN ('paid', 'refunded')
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
-- A gift paid, refunded, or losing its member (deleted: user_id set null): its designations move
-- between the totals. Unchanged gifts add and take away the same and write nothing.
CREATE FUNCTION count_giving_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $query$
    INSERT INTO list_counts (list, count)
    SELECT keys.list, sum(moved.sign)
    FROM (
      SELECT id, user_id, -1 AS sign FROM old_rows WHERE status IN ('paid', 'refunded')
      UNION ALL
      SELECT id, user_id, 1 FROM new_rows WHERE status IN ('paid', 'refunded')
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
CREATE FUNCTION uncount_deleted_giving() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('paid', 'refunded') THEN
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
CREATE TRIGGER giving_details_counted_on_insert AFTER INSERT ON giving_details
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_giving_detail_changes();
--> statement-breakpoint
CREATE TRIGGER giving_details_counted_on_delete AFTER DELETE ON giving_details
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_giving_detail_changes();
--> statement-breakpoint
CREATE TRIGGER givings_counted_on_update AFTER UPDATE ON givings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_giving_changes();
--> statement-breakpoint
CREATE TRIGGER givings_uncounted_before_delete BEFORE DELETE ON givings
  FOR EACH ROW EXECUTE FUNCTION uncount_deleted_giving();
--> statement-breakpoint
INSERT INTO list_counts (list, count)
SELECT 'users', count(*) FROM users
UNION ALL SELECT 'groups', count(*) FROM groups
UNION ALL SELECT 'group_types', count(*) FROM group_types
UNION ALL SELECT 'service_types', count(*) FROM service_types
UNION ALL SELECT 'events', count(*) FROM events
UNION ALL SELECT 'event_templates', count(*) FROM event_templates
UNION ALL SELECT 'givings', count(*) FROM giving_details AS d JOIN givings AS g ON g.id = d.giving_id
  WHERE g.status IN ('paid', 'refunded')
UNION ALL SELECT 'givings:user:' || g.user_id, count(*) FROM giving_details AS d JOIN givings AS g ON g.id = d.giving_id
  WHERE g.status IN ('paid', 'refunded') AND g.user_id IS NOT NULL GROUP BY g.user_id;
