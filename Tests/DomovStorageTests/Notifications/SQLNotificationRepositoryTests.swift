import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLNotificationRepository")
struct SQLNotificationRepositoryTests {
    static func notices(_ count: Int, for user: User, fixtures: StorageFixtures, due: Date) -> [Notice] {
        (0..<count).map { index in
            Notice(
                id: fixtures.ids(), userID: user.id, source: NotificationSource(module: "planner", id: "item-\(index % 3)"),
                title: "Reminder \(index)", eventAt: due, link: "/planner", dueAt: due, createdAt: fixtures.clock.now
            )
        }
    }

    /// Two dispatchers claiming at once (two `domov serve` processes on one database) never get the same notice.
    @Test(arguments: TestDatabase.allConfigured())
    func concurrentClaimsAreDisjointAndCoverEverything(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let due = fixtures.clock.now
            let all = Self.notices(60, for: jana, fixtures: fixtures, due: due)
            for source in Set(all.map(\.source)) {
                try await storage.notifications.replacePending(source: source, with: all.filter { $0.source == source })
            }
            let repository = storage.notifications
            async let first = repository.claimDue(now: due, limit: 25, lease: 60)
            async let second = repository.claimDue(now: due, limit: 25, lease: 60)
            async let third = repository.claimDue(now: due, limit: 25, lease: 60)
            let claims = try await [first, second, third].map { Set($0.map(\.id)) }
            #expect(claims[0].isDisjoint(with: claims[1]) && claims[0].isDisjoint(with: claims[2]) && claims[1].isDisjoint(with: claims[2]))
            #expect(claims.reduce(into: Set<ID<Notice>>()) { $0.formUnion($1) } == Set(all.map(\.id)))
            #expect(try await repository.claimDue(now: due, limit: 100, lease: 60).isEmpty, "leased notices are not claimed again")
        }
    }

    /// A process killed after claiming leaves its lease to run out; then another takes the notices over.
    @Test(arguments: TestDatabase.allConfigured())
    func anExpiredLeaseIsClaimedAgainAndDispatchedOnesNever(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let now = fixtures.clock.now
            let notices = Self.notices(2, for: jana, fixtures: fixtures, due: now)
            try await storage.notifications.replacePending(source: notices[0].source, with: [notices[0]])
            try await storage.notifications.replacePending(source: notices[1].source, with: [notices[1]])
            #expect(try await storage.notifications.claimDue(now: now, limit: 10, lease: 60).count == 2)
            let reclaimed = try await storage.notifications.claimDue(now: now.addingTimeInterval(61), limit: 10, lease: 60)
            #expect(reclaimed.count == 2)
            try await storage.notifications.markDispatched(reclaimed.map(\.id), at: now, late: [notices[0].id])
            #expect(try await storage.notifications.claimDue(now: now.addingTimeInterval(600), limit: 10, lease: 60).isEmpty)
            // Re-planning the source leaves what was already sent in the inbox.
            try await storage.notifications.replacePending(source: notices[0].source, with: [])
            let inbox = try await storage.notifications.inbox(userID: jana.id, now: now, limit: 10)
            #expect(inbox.count == 2)
            #expect(inbox.first { $0.id == notices[0].id }?.wasLate == true)
        }
    }

    /// The dispatcher's re-plan after a batch: for each source only what is due after the moment
    /// is replaced; what is due by then, what went out and other modules' sources stay.
    @Test(arguments: TestDatabase.allConfigured())
    func aBatchReplanReplacesOnlyLaterPendingNoticesOfItsSources(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let now = fixtures.clock.now
            func notice(_ module: String, _ id: String, due offset: TimeInterval) -> Notice {
                Notice(
                    id: fixtures.ids(), userID: jana.id, source: NotificationSource(module: module, id: id), title: "\(module) \(id)",
                    eventAt: nil, link: "/", dueAt: now.addingTimeInterval(offset), createdAt: now)
            }
            let sent = notice("planner", "a", due: -60)
            let dueNow = notice("planner", "a", due: 0)
            let later = notice("planner", "a", due: 3600)
            let otherModule = notice("name-days", "a", due: 3600)
            let untouched = notice("planner", "c", due: 3600)
            try await storage.notifications.replacePending(source: sent.source, with: [sent, dueNow, later])
            try await storage.notifications.replacePending(source: otherModule.source, with: [otherModule])
            try await storage.notifications.replacePending(source: untouched.source, with: [untouched])
            try await storage.notifications.markDispatched([sent.id], at: now, late: [])

            // 600 sources: more than one statement's worth of rows.
            let replacement = notice("planner", "a", due: 7200)
            var plans: [NotificationSource: [Notice]] = [later.source: [replacement]]
            for index in 0..<600 {
                plans[NotificationSource(module: "planner", id: "b\(index)")] = [notice("planner", "b\(index)", due: 60)]
            }
            try await storage.notifications.replacePending(plans, dueAfter: now)

            let pending = try await storage.notifications.claimDue(now: now.addingTimeInterval(86_400), limit: 1_000, lease: 60)
            let planned: [ID<Notice>] = plans.values.flatMap { notices in notices.map(\.id) }
            let expected = Set(planned + [dueNow.id, otherModule.id, untouched.id])
            #expect(Set(pending.map(\.id)) == expected)
            #expect(try await storage.notifications.inbox(userID: jana.id, now: now, limit: 10).map(\.id).contains(sent.id))
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func inboxShowsOnlyDueNoticesOfTheirOwnerAndTracksReading(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let now = fixtures.clock.now
            let past = Self.notices(1, for: jana, fixtures: fixtures, due: now.addingTimeInterval(-60))[0]
            let future = Notice(
                id: fixtures.ids(), userID: jana.id, source: NotificationSource(module: "planner", id: "later"),
                title: "Later", eventAt: nil, link: "/", dueAt: now.addingTimeInterval(3600), createdAt: now)
            try await storage.notifications.replacePending(source: past.source, with: [past])
            try await storage.notifications.replacePending(source: future.source, with: [future])
            #expect(try await storage.notifications.inbox(userID: jana.id, now: now, limit: 10).map(\.id) == [past.id])
            #expect(try await storage.notifications.unreadCount(userID: jana.id, now: now) == 1)
            #expect(try await storage.notifications.markRead(id: past.id, userID: petr.id, at: now) == false)
            #expect(try await storage.notifications.markRead(id: past.id, userID: jana.id, at: now) == true)
            #expect(try await storage.notifications.unreadCount(userID: jana.id, now: now) == 0)
            #expect(try await storage.notifications.dropUndispatched(dueBefore: now).map(\.id) == [past.id])
            #expect(try await storage.notifications.inbox(userID: jana.id, now: now, limit: 10).isEmpty)
        }
    }
}
