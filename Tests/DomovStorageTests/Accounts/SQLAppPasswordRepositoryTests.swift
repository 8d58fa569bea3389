import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLAppPasswordRepository")
struct SQLAppPasswordRepositoryTests {
    @Test(arguments: TestDatabase.allConfigured())
    func tokenFindsItsOwnerAndRecordsUse(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let token = SecretToken.generate(prefix: AppPassword.tokenPrefix)
            let created = try await storage.appPasswords.create(
                id: fixtures.ids(), userID: jana.id, name: "Phone", token: token, createdAt: fixtures.clock.now
            )
            #expect(created.lastUsedAt == nil)

            fixtures.clock.advance(by: 120)
            #expect(try await storage.appPasswords.user(token: token, now: fixtures.clock.now)?.id == jana.id)
            #expect(
                try await storage.appPasswords.user(token: SecretToken.generate(prefix: AppPassword.tokenPrefix), now: fixtures.clock.now)
                    == nil)
            let listed = try await storage.appPasswords.list(userID: jana.id)
            #expect(listed.map(\.name) == ["Phone"])
            #expect(listed.first?.lastUsedAt == fixtures.clock.now)
            #expect(listed.first?.createdAt == created.createdAt)

            try await storage.accounts.setDisabled(userID: jana.id, disabled: true)
            #expect(try await storage.appPasswords.user(token: token, now: fixtures.clock.now) == nil)
        }
    }

    /// Calendar apps send the password with every request; a write for each would queue every
    /// read behind SQLite's one writer, so "last used" moves at most once a minute.
    @Test(arguments: TestDatabase.allConfigured())
    func useIsRecordedAtMostOnceAMinute(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let token = SecretToken.generate(prefix: AppPassword.tokenPrefix)
            _ = try await storage.appPasswords.create(
                id: fixtures.ids(), userID: jana.id, name: "Phone", token: token, createdAt: fixtures.clock.now)
            let firstUse = fixtures.clock.now
            _ = try await storage.appPasswords.user(token: token, now: firstUse)
            fixtures.clock.advance(by: 59)
            #expect(try await storage.appPasswords.user(token: token, now: fixtures.clock.now)?.id == jana.id)
            #expect(try await storage.appPasswords.list(userID: jana.id).first?.lastUsedAt == firstUse)
            fixtures.clock.advance(by: 2)
            _ = try await storage.appPasswords.user(token: token, now: fixtures.clock.now)
            #expect(try await storage.appPasswords.list(userID: jana.id).first?.lastUsedAt == fixtures.clock.now)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func listIsNewestFirstAndPerUser(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            for name in ["Laptop", "Phone", "Tablet"] {
                fixtures.clock.advance(by: 60)
                _ = try await storage.appPasswords.create(
                    id: fixtures.ids(), userID: jana.id, name: name, token: SecretToken.generate(), createdAt: fixtures.clock.now
                )
            }
            _ = try await storage.appPasswords.create(
                id: fixtures.ids(), userID: petr.id, name: "Petr's", token: SecretToken.generate(), createdAt: fixtures.clock.now
            )
            #expect(try await storage.appPasswords.list(userID: jana.id).map(\.name) == ["Tablet", "Phone", "Laptop"])
            #expect(try await storage.appPasswords.list(userID: petr.id).map(\.name) == ["Petr's"])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func onlyTheOwnerCanRevoke(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let token = SecretToken.generate()
            let password = try await storage.appPasswords.create(
                id: fixtures.ids(), userID: jana.id, name: "Phone", token: token, createdAt: fixtures.clock.now
            )
            #expect(try await storage.appPasswords.revoke(id: password.id, userID: petr.id) == false)
            #expect(try await storage.appPasswords.user(token: token, now: fixtures.clock.now)?.id == jana.id)

            #expect(try await storage.appPasswords.revoke(id: password.id, userID: jana.id) == true)
            #expect(try await storage.appPasswords.user(token: token, now: fixtures.clock.now) == nil)
            #expect(try await storage.appPasswords.revoke(id: password.id, userID: jana.id) == false)
            #expect(try await storage.appPasswords.list(userID: jana.id).isEmpty)
        }
    }
}
