import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLPushSubscriptionRepository")
struct SQLPushSubscriptionRepositoryTests {
    static func subscription(_ user: User, _ fixtures: StorageFixtures, endpoint: String) -> PushSubscription {
        PushSubscription(
            id: fixtures.ids(), userID: user.id, endpoint: endpoint, p256dh: "BPk", auth: "au",
            label: "Firefox on Linux", createdAt: fixtures.clock.now)
    }

    @Test(arguments: TestDatabase.allConfigured())
    func subscriptionsBelongToTheirUserAndAnEndpointIsStoredOnce(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let phone = Self.subscription(jana, fixtures, endpoint: "https://push.example/phone")
            let laptop = Self.subscription(jana, fixtures, endpoint: "https://push.example/laptop")
            try await storage.pushSubscriptions.save(phone)
            try await storage.pushSubscriptions.save(laptop)
            #expect(try await storage.pushSubscriptions.list(userID: jana.id).map(\.id) == [phone.id, laptop.id])

            // Petr signs in on Jana's laptop and subscribes it: the endpoint moves to him.
            let taken = Self.subscription(petr, fixtures, endpoint: laptop.endpoint)
            try await storage.pushSubscriptions.save(taken)
            let byUser = try await storage.pushSubscriptions.list(userIDs: [jana.id, petr.id])
            #expect(byUser[jana.id]?.map(\.id) == [phone.id])
            #expect(byUser[petr.id]?.map(\.id) == [taken.id])

            #expect(try await storage.pushSubscriptions.delete(id: phone.id, userID: petr.id) == false, "not his")
            #expect(try await storage.pushSubscriptions.delete(endpoint: phone.endpoint, userID: jana.id) == true)
            #expect(try await storage.pushSubscriptions.list(userID: jana.id).isEmpty)

            try await storage.pushSubscriptions.recordSuccess(id: taken.id, at: fixtures.clock.now)
            #expect(try await storage.pushSubscriptions.subscription(id: taken.id)?.lastSuccessAt == fixtures.clock.now)
            try await storage.pushSubscriptions.delete(id: taken.id)
            #expect(try await storage.pushSubscriptions.subscription(id: taken.id) == nil)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func successesOfABatchAreRecordedTogether(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let phone = Self.subscription(jana, fixtures, endpoint: "https://push.example/phone")
            let laptop = Self.subscription(jana, fixtures, endpoint: "https://push.example/laptop")
            let tablet = Self.subscription(jana, fixtures, endpoint: "https://push.example/tablet")
            for subscription in [phone, laptop, tablet] { try await storage.pushSubscriptions.save(subscription) }
            let later = fixtures.clock.now.addingTimeInterval(60)
            try await storage.pushSubscriptions.recordSuccess(ids: [phone.id, laptop.id, phone.id], at: later)
            try await storage.pushSubscriptions.recordSuccess(ids: [], at: later)
            let stored = try await storage.pushSubscriptions.list(userID: jana.id)
            #expect(stored.first { $0.id == phone.id }?.lastSuccessAt == later)
            #expect(stored.first { $0.id == laptop.id }?.lastSuccessAt == later)
            #expect(stored.first { $0.id == tablet.id }?.lastSuccessAt == nil)

            // An earlier moment (a slower sender's) never moves it back; a later one moves it on.
            let evenLater = later.addingTimeInterval(60)
            try await storage.pushSubscriptions.recordSuccess(ids: [phone.id], at: fixtures.clock.now)
            try await storage.pushSubscriptions.recordSuccess(ids: [laptop.id], at: evenLater)
            let after = try await storage.pushSubscriptions.list(userID: jana.id)
            #expect(after.first { $0.id == phone.id }?.lastSuccessAt == later)
            #expect(after.first { $0.id == laptop.id }?.lastSuccessAt == evenLater)
        }
    }
}
