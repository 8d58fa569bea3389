import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLDeliveryRepository")
struct SQLDeliveryRepositoryTests {
    /// A dispatched notice of a new user, ready to have deliveries.
    static func dispatchedNotice(_ storage: Storage, _ fixtures: StorageFixtures, nickname: String = "jana") async throws -> Notice {
        let user = try await fixtures.user(nickname)
        let notice = Notice(
            id: fixtures.ids(), userID: user.id, source: NotificationSource(module: "planner", id: "item-\(nickname)"),
            title: "Zubař", eventAt: nil, link: "/planner", dueAt: fixtures.clock.now, createdAt: fixtures.clock.now
        )
        try await storage.notifications.replacePending(source: notice.source, with: [notice])
        try await storage.notifications.markDispatched([notice.id], at: fixtures.clock.now, late: [])
        return notice
    }

    static func delivery(_ notice: Notice, _ fixtures: StorageFixtures, channel: NotificationChannel = .email, to destination: String)
        -> Delivery
    {
        Delivery(
            id: fixtures.ids(), noticeID: notice.id, userID: notice.userID, channel: channel, destination: destination,
            outbox: OutboxState(nextAttemptAt: fixtures.clock.now, createdAt: fixtures.clock.now))
    }

    @Test(arguments: TestDatabase.allConfigured())
    func enqueueingTheSameNoticeChannelAndDestinationTwiceMakesOneDelivery(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let notice = try await Self.dispatchedNotice(storage, fixtures)
            let first = Self.delivery(notice, fixtures, to: "jana@example.org")
            try await storage.deliveries.enqueue([first, Self.delivery(notice, fixtures, channel: .push, to: "device-1")])
            // A dispatcher that crashed after enqueueing dispatches the notice again.
            try await storage.deliveries.enqueue([Self.delivery(notice, fixtures, to: "jana@example.org")])
            let stored = try await storage.deliveries.deliveries(noticeID: notice.id)
            #expect(stored.map(\.channel) == [.email, .push])
            #expect(stored.first == first)
        }
    }

    /// The dispatcher's deliveries are stored leased to it when due, so no claim takes them until
    /// the lease runs out; one held back (quiet hours) or already stored (its idempotency key) is
    /// not among those it is told to send.
    @Test(arguments: TestDatabase.allConfigured())
    func enqueueingClaimedLeasesTheDueNewOnes(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let notice = try await Self.dispatchedNotice(storage, fixtures)
            let now = fixtures.clock.now
            let repository = storage.deliveries
            let earlier = Self.delivery(notice, fixtures, to: "jana@example.org")
            try await repository.enqueue([earlier])
            let due = Self.delivery(notice, fixtures, channel: .push, to: "device-1")
            var held = Self.delivery(notice, fixtures, channel: .push, to: "device-2")
            held.outbox.nextAttemptAt = now.addingTimeInterval(3600)
            let again = Self.delivery(notice, fixtures, to: "jana@example.org")

            let leased = try await repository.enqueueClaimed([due, held, again], now: now, lease: 60)
            #expect(leased == [due.id])
            #expect(Set(try await repository.deliveries(noticeID: notice.id).map(\.id)) == [earlier.id, due.id, held.id])
            // Each claim holds what it takes for longer than the test runs.
            #expect(try await repository.claimDue(now: now, limit: 10, lease: 7200).map(\.id) == [earlier.id])
            #expect(try await repository.claimDue(now: now.addingTimeInterval(61), limit: 10, lease: 7200).map(\.id) == [due.id])
            #expect(try await repository.claimDue(now: now.addingTimeInterval(3600), limit: 10, lease: 7200).map(\.id) == [held.id])
        }
    }

    /// Two processes claiming at once never get the same delivery; a lease that runs out frees it.
    @Test(arguments: TestDatabase.allConfigured())
    func claimsAreDisjointAndLeasesExpire(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let notice = try await Self.dispatchedNotice(storage, fixtures)
            let all = (0..<40).map { Self.delivery(notice, fixtures, channel: .push, to: "device-\($0)") }
            try await storage.deliveries.enqueue(all)
            let now = fixtures.clock.now
            let repository = storage.deliveries
            async let first = repository.claimDue(now: now, limit: 25, lease: 60)
            async let second = repository.claimDue(now: now, limit: 25, lease: 60)
            let claims = try await [first, second].map { Set($0.map(\.id)) }
            #expect(claims[0].isDisjoint(with: claims[1]))
            #expect(claims[0].union(claims[1]) == Set(all.map(\.id)))
            #expect(try await repository.claimDue(now: now, limit: 100, lease: 60).isEmpty)
            #expect(try await repository.claimDue(now: now.addingTimeInterval(61), limit: 100, lease: 60).count == 40)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func outcomesAreRecordedAndOnlyPendingDueOnesAreClaimed(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let notice = try await Self.dispatchedNotice(storage, fixtures)
            let now = fixtures.clock.now
            let sent = Self.delivery(notice, fixtures, to: "a@example.org")
            let retried = Self.delivery(notice, fixtures, to: "b@example.org")
            let failed = Self.delivery(notice, fixtures, to: "c@example.org")
            try await storage.deliveries.enqueue([sent, retried, failed])
            #expect(try await storage.deliveries.claimDue(now: now, limit: 10, lease: 60).count == 3)
            try await storage.deliveries.markSent(sent.id, attempts: 1, at: now)
            try await storage.deliveries.reschedule(
                retried.id, attempts: 1, nextAttemptAt: now.addingTimeInterval(30), error: "451 try later")
            try await storage.deliveries.markFailed(failed.id, attempts: 1, error: "550 no such user", at: now)

            #expect(
                try await storage.deliveries.claimDue(now: now.addingTimeInterval(29), limit: 10, lease: 60).isEmpty,
                "a retry waits for its time, even though its lease ended")
            let again = try await storage.deliveries.claimDue(now: now.addingTimeInterval(30), limit: 10, lease: 60)
            #expect(again.map(\.id) == [retried.id])
            #expect(again.first?.attempts == 1 && again.first?.lastError == "451 try later")
            let failures = try await storage.deliveries.recentFailures(limit: 10)
            #expect(failures.map(\.id) == [failed.id])
            #expect(failures.first?.lastError == "550 no such user")
            let stored = try await storage.deliveries.deliveries(noticeID: notice.id)
            #expect(stored.first { $0.id == sent.id }?.status == .sent)
            #expect(stored.first { $0.id == sent.id }?.sentAt == now)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aBatchIsMarkedSentInOneGoWithOneAttemptMore(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let notice = try await Self.dispatchedNotice(storage, fixtures)
            let now = fixtures.clock.now
            let first = Self.delivery(notice, fixtures, to: "a@example.org")
            let retried = Self.delivery(notice, fixtures, to: "b@example.org")
            let untouched = Self.delivery(notice, fixtures, to: "c@example.org")
            try await storage.deliveries.enqueue([first, retried, untouched])
            #expect(try await storage.deliveries.claimDue(now: now, limit: 10, lease: 60).count == 3)
            try await storage.deliveries.reschedule(retried.id, attempts: 1, nextAttemptAt: now, error: "451 try later")
            #expect(try await storage.deliveries.claimDue(now: now, limit: 10, lease: 60).map(\.id) == [retried.id])

            try await storage.deliveries.markSent([first.id, retried.id], at: now.addingTimeInterval(5))
            try await storage.deliveries.markSent([], at: now)
            let stored = try await storage.deliveries.deliveries(noticeID: notice.id)
            let byID = Dictionary(uniqueKeysWithValues: stored.map { ($0.id, $0) })
            #expect(byID[first.id]?.status == .sent && byID[first.id]?.attempts == 1)
            #expect(byID[retried.id]?.status == .sent && byID[retried.id]?.attempts == 2 && byID[retried.id]?.lastError == nil)
            #expect(byID[retried.id]?.sentAt == now.addingTimeInterval(5))
            #expect(byID[untouched.id]?.status == .pending, "still leased, not sent")
            #expect(
                try await storage.deliveries.claimDue(now: now.addingTimeInterval(61), limit: 10, lease: 60).map(\.id) == [untouched.id],
                "the sent ones are never claimed again")
        }
    }
}
