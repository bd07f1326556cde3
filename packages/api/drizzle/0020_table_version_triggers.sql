-- Counts every write to the tables that per-user cached reads come from (src/db/table-versions.ts):
-- one bump per statement, in the writer's transaction, whoever wrote.
CREATE FUNCTION bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_versions (name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER givings_versioned AFTER INSERT OR UPDATE OR DELETE ON givings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
--> statement-breakpoint
CREATE TRIGGER giving_details_versioned AFTER INSERT OR UPDATE OR DELETE ON giving_details
  FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
--> statement-breakpoint
CREATE TRIGGER giving_types_versioned AFTER INSERT OR UPDATE OR DELETE ON giving_types
  FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
