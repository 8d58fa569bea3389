extension Migration {
    /// Journal entries by author: they count against the person's calendar limits like events
    /// and to-dos, but have no planner item (migration 26), so their count comes from their own
    /// rows. Without this index every write that adds would pass over every stored text.
    static let indexJournalAuthors = Migration(version: 29, name: "index journal authors") { _ in
        [
            """
            CREATE INDEX calendar_objects_journal_author ON calendar_objects (journal_author_id, household_id)
            WHERE journal_author_id IS NOT NULL
            """
        ]
    }
}
