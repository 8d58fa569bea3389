import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLSessionRepository")
struct SQLSessionRepositoryTests {
    @Test(arguments: TestDatabase.allConfigured())
    func sessionLastsUntilItExpires(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let token = SecretToken.generate()
            let now = fixtures.clock.now
            let expires = now.addingTimeInterval(3600)
            try await storage.sessions.create(token: token, userID: jana.id, createdAt: now, expiresAt: expires)

            #expect(try await storage.sessions.user(token: token, now: now)?.id == jana.id)
            #expect(try await storage.sessions.user(token: token, now: expires.addingTimeInterval(-1))?.id == jana.id)
            #expect(try await storage.sessions.user(token: token, now: expires) == nil)
            #expect(try await storage.sessions.user(token: SecretToken.generate(), now: now) == nil)
            // Only the digest is stored, never the token itself.
            #expect(try await fixtures.rows(in: "sessions", where: "token_hash", is: token.value) == 0)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func sessionBringsTheCurrentHouseholdWhileTheUserIsAMember(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let token = SecretToken.generate()
            let now = fixtures.clock.now
            try await storage.sessions.create(token: token, userID: petr.id, createdAt: now, expiresAt: now.addingTimeInterval(60))
            #expect(try await storage.sessions.signedIn(token: token, now: now)?.currentHousehold == nil)

            let home = try await fixtures.household("Novákovi", owner: jana)
            try await fixtures.join(home, petr)
            #expect(try await storage.sessions.signedIn(token: token, now: now)?.currentHousehold == home)

            try await storage.households.removeMember(householdID: home.id, userID: petr.id)
            let afterRemoval = try await storage.sessions.signedIn(token: token, now: now)
            #expect(afterRemoval?.user.id == petr.id)
            #expect(afterRemoval?.currentHousehold == nil)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func disabledAccountsHaveNoSession(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let token = SecretToken.generate()
            let now = fixtures.clock.now
            try await storage.sessions.create(token: token, userID: jana.id, createdAt: now, expiresAt: now.addingTimeInterval(60))
            try await storage.accounts.setDisabled(userID: jana.id, disabled: true)
            #expect(try await storage.sessions.user(token: token, now: now) == nil)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func deleteAllKeepsOnlyTheExceptedSessionOfThatUser(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let now = fixtures.clock.now
            let later = now.addingTimeInterval(3600)
            let janaTokens = (0..<3).map { _ in SecretToken.generate() }
            for token in janaTokens {
                try await storage.sessions.create(token: token, userID: jana.id, createdAt: now, expiresAt: later)
            }
            let petrToken = SecretToken.generate()
            try await storage.sessions.create(token: petrToken, userID: petr.id, createdAt: now, expiresAt: later)

            try await storage.sessions.deleteAll(userID: jana.id, except: janaTokens[1])
            #expect(try await storage.sessions.user(token: janaTokens[0], now: now) == nil)
            #expect(try await storage.sessions.user(token: janaTokens[1], now: now)?.id == jana.id)
            #expect(try await storage.sessions.user(token: janaTokens[2], now: now) == nil)
            #expect(try await storage.sessions.user(token: petrToken, now: now)?.id == petr.id)

            try await storage.sessions.deleteAll(userID: jana.id, except: nil)
            #expect(try await storage.sessions.user(token: janaTokens[1], now: now) == nil)
            #expect(try await storage.sessions.user(token: petrToken, now: now)?.id == petr.id)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func deleteOneAndDeleteExpired(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let now = fixtures.clock.now
            let short = SecretToken.generate(), long = SecretToken.generate(), doomed = SecretToken.generate()
            try await storage.sessions.create(token: short, userID: jana.id, createdAt: now, expiresAt: now.addingTimeInterval(60))
            try await storage.sessions.create(token: long, userID: jana.id, createdAt: now, expiresAt: now.addingTimeInterval(7200))
            try await storage.sessions.create(token: doomed, userID: jana.id, createdAt: now, expiresAt: now.addingTimeInterval(7200))

            try await storage.sessions.delete(token: doomed)
            #expect(try await storage.sessions.user(token: doomed, now: now) == nil)

            try await storage.sessions.deleteExpired(now: now.addingTimeInterval(60))
            #expect(try await fixtures.rows(in: "sessions") == 1)
            #expect(try await storage.sessions.user(token: long, now: now.addingTimeInterval(60))?.id == jana.id)
        }
    }
}
