extension Migration {
    /// A running count of each person's calendar objects and their bytes, per household, kept by
    /// the database itself: triggers on `planner_items` add and subtract as series rows come,
    /// grow and go, in the same statement as the write. The per-person limit is checked on every
    /// write that adds an object; summing the author's rows (migration 27) made that check grow
    /// with the calendar (PUTs fell from 192/s to 77/s over 10,000 objects, bench/README.md).
    /// Triggers rather than code in each writer, so that no write path (CalDAV, API, pages,
    /// imports, restores, cascades) can forget it.
    static let countCalendarUsage = Migration(version: 28, name: "count calendar usage") { kind in
        let table = """
            CREATE TABLE calendar_usage (
                author_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                objects BIGINT NOT NULL,
                bytes BIGINT NOT NULL,
                PRIMARY KEY (author_id, household_id)
            )
            """
        let backfill = """
            INSERT INTO calendar_usage (author_id, household_id, objects, bytes)
            SELECT author_id, household_id, COUNT(*), CAST(COALESCE(SUM(object_bytes), 0) AS BIGINT) FROM planner_items
            WHERE series_id IS NULL GROUP BY author_id, household_id
            """
        // A row counts when it is a series or single item (not an occurrence's override).
        let subtractOld = """
            UPDATE calendar_usage SET objects = objects - 1, bytes = bytes - COALESCE(OLD.object_bytes, 0)
            WHERE author_id = OLD.author_id AND household_id = OLD.household_id
            """
        let addNew = """
            INSERT INTO calendar_usage (author_id, household_id, objects, bytes)
            SELECT NEW.author_id, NEW.household_id, 1, COALESCE(NEW.object_bytes, 0) WHERE NEW.series_id IS NULL
            ON CONFLICT (author_id, household_id)
            DO UPDATE SET objects = calendar_usage.objects + 1, bytes = calendar_usage.bytes + excluded.bytes
            """
        let watched = "author_id, household_id, series_id, object_bytes"
        switch kind {
        case .sqlite:
            return [
                table, backfill,
                "CREATE TRIGGER planner_items_usage_insert AFTER INSERT ON planner_items BEGIN \(addNew); END",
                """
                CREATE TRIGGER planner_items_usage_update AFTER UPDATE OF \(watched) ON planner_items BEGIN
                \(subtractOld) AND OLD.series_id IS NULL; \(addNew); END
                """,
                """
                CREATE TRIGGER planner_items_usage_delete AFTER DELETE ON planner_items BEGIN
                \(subtractOld) AND OLD.series_id IS NULL; END
                """,
            ]
        case .postgres:
            return [
                table, backfill,
                """
                CREATE FUNCTION count_calendar_usage() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    IF TG_OP <> 'INSERT' AND OLD.series_id IS NULL THEN
                        \(subtractOld);
                    END IF;
                    IF TG_OP <> 'DELETE' THEN
                        \(addNew);
                    END IF;
                    RETURN NULL;
                END $$
                """,
                """
                CREATE TRIGGER planner_items_usage AFTER INSERT OR DELETE OR UPDATE OF \(watched) ON planner_items
                FOR EACH ROW EXECUTE FUNCTION count_calendar_usage()
                """,
            ]
        }
    }
}
