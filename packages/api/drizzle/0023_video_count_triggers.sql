-- The total of GET /api/paginated-videos, kept in list_counts under 'videos' by 0022's
-- count_table_rows() like the other whole tables (decision 0047): a page's total is one key
-- lookup instead of counting every video.
CREATE TRIGGER videos_counted_on_insert AFTER INSERT ON videos
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
CREATE TRIGGER videos_counted_on_delete AFTER DELETE ON videos
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows();
--> statement-breakpoint
INSERT INTO list_counts (list, count) SELECT 'videos', count(*) FROM videos;
