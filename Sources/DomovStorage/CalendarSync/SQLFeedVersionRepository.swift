import DomovCore
import Foundation
import SQLKit

public struct SQLFeedVersionRepository: FeedVersionRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func changedAt(key: String, etag: String, now: Date) async throws -> Date {
        try await database.transaction { db in
            if let row = try await db.raw("SELECT etag, changed_at FROM feed_versions WHERE feed_key = \(bind: key)").first(),
                try row.string("etag") == etag
            {
                return try row.date("changed_at")
            }
            // Two readers of a new version may race: either time is when it changed.
            try await db.raw(
                """
                INSERT INTO feed_versions (feed_key, etag, changed_at) VALUES (\(bind: key), \(bind: etag), \(bind: now.storedMilliseconds))
                ON CONFLICT (feed_key) DO UPDATE SET etag = excluded.etag, changed_at = excluded.changed_at
                """
            ).run()
            return now
        }
    }
}
