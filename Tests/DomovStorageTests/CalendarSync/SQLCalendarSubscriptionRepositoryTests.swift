import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Subscriptions on both databases: every field back as written, and which are due.
@Suite("SQLCalendarSubscriptionRepository")
struct SQLCalendarSubscriptionRepositoryTests {
    @Test(arguments: TestDatabase.allConfigured())
    func subscriptionsRoundTripAndComeDueInOrder(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            let home = try await f.household("Home", owner: jana)
            let now = f.clock.now
            let repository = storage.calendarSubscriptions
            let holidays = CalendarSubscription(
                id: f.ids(), householdID: home.id, ownerID: jana.id, name: "Svátky", color: "#dc2626",
                url: "https://example.org/svatky.ics",
                nextRefreshAt: now, createdAt: now
            )
            var work = CalendarSubscription(
                id: f.ids(), householdID: home.id, ownerID: jana.id, name: "Práce", color: "#2563eb", url: "https://example.org/prace.ics",
                nextRefreshAt: now.addingTimeInterval(600), createdAt: now
            )
            try await repository.create(holidays)
            try await repository.create(work)
            #expect(try await repository.subscription(id: holidays.id) == holidays)
            #expect(try await repository.subscriptions(ownerID: jana.id, householdID: home.id).map(\.name) == ["Práce", "Svátky"])
            #expect(try await repository.due(at: now, limit: 10).map(\.id) == [holidays.id])

            work.etag = "\"v1\""
            work.lastModified = "Wed, 01 Jan 2026 00:00:00 GMT"
            work.calendarText = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"
            work.lastSuccessAt = now
            work.lastAttemptAt = now
            work.problem = .status(404)
            work.nextRefreshAt = now.addingTimeInterval(-1)
            try await repository.update(work)
            #expect(try await repository.subscription(id: work.id) == work)
            #expect(try await repository.due(at: now, limit: 10).map(\.id) == [work.id, holidays.id])
            #expect(try await repository.due(at: now, limit: 1).map(\.id) == [work.id])
            #expect(try await repository.delete(id: work.id))
            #expect(try await repository.delete(id: work.id) == false)
        }
    }
}
