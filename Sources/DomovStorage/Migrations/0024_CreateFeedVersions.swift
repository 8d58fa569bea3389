extension Migration {
    /// `feed_versions`: the ETag each iCalendar feed last served and when that content first
    /// appeared, its Last-Modified (`FeedVersionRepository`). Keys name the feed ("planner/{feed
    /// id}", "chores/{feed id}", "name-days/{user id}"), so one table serves every kind.
    static let createFeedVersions = Migration(version: 24, name: "create feed versions") { _ in
        [
            """
            CREATE TABLE feed_versions (
                feed_key TEXT PRIMARY KEY,
                etag TEXT NOT NULL,
                changed_at BIGINT NOT NULL
            )
            """
        ]
    }
}
