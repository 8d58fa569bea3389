extension Migration {
    /// The chores index by household and due time holds every column of the "critical or
    /// overdue" rule and the room, so that counting a house's urgent chores (the overview's "of
    /// 1,711") and the room list's counts are read from the index alone. With only the due time
    /// in it, SQLite looked up each of a house's 5,000 chores in the table: 12 ms against 1 ms
    /// (`EXPLAIN QUERY PLAN` and the sqlite3 shell's timer on the chores benchmark's house).
    static let indexChoreUrgency = Migration(version: 19, name: "index chore urgency") { _ in
        [
            "DROP INDEX chores_household_due",
            "CREATE INDEX chores_household_due ON chores (household_id, due_at, starts_at, completed_at, room_id)",
        ]
    }
}
