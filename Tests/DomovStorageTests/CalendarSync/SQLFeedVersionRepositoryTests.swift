import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// A feed's Last-Modified is when its content (its ETag) first appeared, on both databases.
@Suite("SQLFeedVersionRepository")
struct SQLFeedVersionRepositoryTests {
    @Test(arguments: TestDatabase.allConfigured())
    func theTimeAContentFirstAppearedIsKeptUntilItChanges(_ database: TestDatabase) async throws {
        try await database.withStorage { storage async throws in
            let versions = storage.feedVersions
            let monday = Date(timeIntervalSince1970: 1_767_600_000)
            #expect(try await versions.changedAt(key: "planner/a", etag: "\"1\"", now: monday) == monday)
            #expect(try await versions.changedAt(key: "planner/a", etag: "\"1\"", now: monday.addingTimeInterval(600)) == monday)
            // Another feed has its own.
            #expect(
                try await versions.changedAt(key: "chores/a", etag: "\"1\"", now: monday.addingTimeInterval(60))
                    == monday.addingTimeInterval(60))
            let tuesday = monday.addingTimeInterval(86_400)
            #expect(try await versions.changedAt(key: "planner/a", etag: "\"2\"", now: tuesday) == tuesday)
            #expect(try await versions.changedAt(key: "planner/a", etag: "\"2\"", now: tuesday.addingTimeInterval(5)) == tuesday)
            // Back to an earlier content is a change too: the feed is not what it was a moment ago.
            let later = tuesday.addingTimeInterval(60)
            #expect(try await versions.changedAt(key: "planner/a", etag: "\"1\"", now: later) == later)
        }
    }
}
