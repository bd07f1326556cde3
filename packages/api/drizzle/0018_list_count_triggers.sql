-- Keeps list_counts (see src/db/list-counts.table.ts) in step with the long lists, per statement:
-- a bulk insert or a cascade of deleted comments adds up once. Rows are locked in key order, so
-- two writers never wait on each other crosswise.
CREATE FUNCTION count_comment_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign bigint := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO list_counts (list, count)
  SELECT list, sign * n FROM (
    SELECT 'comments:video:' || video_id AS list, count(*) AS n FROM changed_rows GROUP BY video_id
    UNION ALL
    SELECT 'comments', count(*) FROM changed_rows
  ) AS changed
  WHERE n > 0
  ORDER BY list
  ON CONFLICT (list) DO UPDATE SET count = list_counts.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION count_post_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign bigint := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO list_counts (list, count)
  SELECT 'posts', sign * count(*) FROM changed_rows HAVING count(*) > 0
  ON CONFLICT (list) DO UPDATE SET count = list_counts.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_counted_on_insert AFTER INSERT ON comments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_comment_changes();
--> statement-breakpoint
CREATE TRIGGER comments_counted_on_delete AFTER DELETE ON comments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_comment_changes();
--> statement-breakpoint
CREATE TRIGGER posts_counted_on_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_post_changes();
--> statement-breakpoint
CREATE TRIGGER posts_counted_on_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_post_changes();
--> statement-breakpoint
INSERT INTO list_counts (list, count)
SELECT 'comments:video:' || video_id, count(*) FROM comments GROUP BY video_id
UNION ALL SELECT 'comments', count(*) FROM comments
UNION ALL SELECT 'posts', count(*) FROM posts;
