import DomovCore
import Foundation
import SQLKit

public struct SQLCalendarFeedRepository: CalendarFeedRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func create(_ feed: CalendarFeed, token: SecretToken) async throws {
        try await database.withConnection { db in
            try await db.insert(into: "calendar_feeds").columns("id", "household_id", "user_id", "name", "token_hash", "created_at")
                .values(
                    SQLBind(feed.id.description), SQLBind(feed.householdID.description), SQLBind(feed.userID.description),
                    SQLBind(feed.name), SQLBind(token.storedDigest), SQLBind(feed.createdAt.storedMilliseconds)
                ).run()
        }
    }

    public func feeds(householdID: ID<Household>, userID: ID<User>) async throws -> [CalendarFeed] {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM calendar_feeds WHERE household_id = \(bind: householdID.description) AND user_id = \(bind: userID.description)
                ORDER BY created_at DESC, id
                """
            ).all().map(Self.feed(from:))
        }
    }

    public func revoke(id: ID<CalendarFeed>, userID: ID<User>) async throws -> Bool {
        try await database.withConnection { db in
            try await !db.raw(
                """
                DELETE FROM calendar_feeds WHERE id = \(bind: id.description) AND user_id = \(bind: userID.description) RETURNING id
                """
            ).all().isEmpty
        }
    }

    /// A member who left the household loses what their feeds showed: the join checks they still belong.
    public func feed(token: SecretToken) async throws -> CalendarFeed? {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT calendar_feeds.* FROM calendar_feeds
                JOIN memberships ON memberships.household_id = calendar_feeds.household_id AND memberships.user_id = calendar_feeds.user_id
                WHERE calendar_feeds.token_hash = \(bind: token.storedDigest)
                """
            ).first().map(Self.feed(from:))
        }
    }

    private static func feed(from row: any SQLRow) throws -> CalendarFeed {
        CalendarFeed(
            id: try row.id("id"), householdID: try row.id("household_id"), userID: try row.id("user_id"),
            name: try row.string("name"), createdAt: try row.date("created_at")
        )
    }
}
