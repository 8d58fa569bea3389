extension Migration {
    /// The change log by object. Every planner write drops the older rows of the objects it
    /// changes (`CalendarChangeLog.record`), and the log's key starts with the household and the
    /// revision: without this index SQLite passed over the household's whole log for that, one
    /// row per object, so a PUT cost more the fuller the calendar (7 ms of a PUT at 12,571
    /// objects, bench/README.md "Session 19"). Sync-collection's "changed after" keeps the key.
    static let indexCalendarChangesByObject = Migration(version: 35, name: "index calendar changes by object") { _ in
        ["CREATE INDEX calendar_changes_object ON calendar_changes (household_id, calendar_uid)"]
    }
}
