extension Migration {
    /// Journal entries (VJOURNAL) in `calendar_objects`. An event's or to-do's calendar, author
    /// and privacy are its planner item's, and its text is read joined to that item; a journal
    /// entry has no item, so its row says them itself. The columns are set for journal entries
    /// only and stay NULL for every other object (rows from before, and restored backups, are
    /// all objects with items), so the item stays the one place an event's placement is kept
    /// and a move in the planner has nothing else to update. `component` says what a row with
    /// no item holds ('VJOURNAL'); the others are prefixed so that they never shadow the
    /// planner_items columns of the same meaning in a join. Deleting the author or the
    /// personal calendar deletes the entry, as it deletes their items.
    static let addCalendarJournals = Migration(version: 26, name: "add calendar journals") { _ in
        [
            "ALTER TABLE calendar_objects ADD COLUMN component TEXT",
            "ALTER TABLE calendar_objects ADD COLUMN journal_calendar_id TEXT REFERENCES planner_calendars (id) ON DELETE CASCADE",
            "ALTER TABLE calendar_objects ADD COLUMN journal_author_id TEXT REFERENCES users (id) ON DELETE CASCADE",
            "ALTER TABLE calendar_objects ADD COLUMN journal_private INTEGER",
        ]
    }
}
