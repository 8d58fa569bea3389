extension Migration {
    /// The dispatcher and the delivery sender claim due rows in the order (due time, id). With
    /// only the due time in the pending indexes, rows due at the same instant came out of them
    /// in table order, so each claim of 500 sorted every due row first: with 100,000 notices due
    /// at once, 200 claims each read all that were left. With the id in the index, a claim reads
    /// its rows in order and stops at the limit.
    static let indexDueWorkInOrder = Migration(version: 20, name: "index due work in order") { _ in
        [
            "DROP INDEX notices_pending",
            "CREATE INDEX notices_pending ON notices (due_at, id) WHERE dispatched_at IS NULL AND dropped = 0",
            "DROP INDEX deliveries_pending",
            "CREATE INDEX deliveries_pending ON deliveries (next_attempt_at, id) WHERE status = 'pending'",
        ]
    }
}
