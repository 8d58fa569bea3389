import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLAccountRepository")
struct SQLAccountRepositoryTests {
    @Test(arguments: TestDatabase.allConfigured())
    func firstUserIsAdminTheSecondIsNot(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            #expect(try await storage.accounts.count() == 0)
            let first = try await fixtures.user("jana")
            let second = try await fixtures.user("petr")
            let third = try await fixtures.user("eva", admin: true)
            #expect(first.isAdmin)
            #expect(!second.isAdmin)
            #expect(third.isAdmin, "an explicit request (domov user create --admin) makes an admin")
            #expect(try await storage.accounts.user(id: second.id)?.isAdmin == false)
            #expect(try await storage.accounts.count() == 3)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func severalUsersInOneLookup(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            _ = try await fixtures.user("eva")
            let found = try await storage.accounts.users(ids: [jana.id, petr.id, jana.id, fixtures.ids()])
            #expect(found == [jana.id: jana, petr.id: petr], "duplicates once, unknown ids left out")
            #expect(try await storage.accounts.users(ids: []).isEmpty)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func storesAndReadsBackEveryField(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let created = try await fixtures.user("Jana")
            let byID = try #require(try await storage.accounts.user(id: created.id))
            #expect(byID == created)
            #expect(byID.nickname == "Jana", "the nickname keeps its case")
            #expect(byID.preferences == UserPreferences(language: .czech, appearance: .dark, timeZoneIdentifier: "Europe/Prague"))
            #expect(byID.createdAt == fixtures.clock.now)
            #expect(try await storage.accounts.user(email: "jana@example.org") == created)
            #expect(try await storage.accounts.user(email: "nobody@example.org") == nil)
            #expect(try await storage.accounts.user(id: fixtures.ids()) == nil)
            #expect(try await storage.accounts.passwordHash(userID: created.id)?.hasPrefix("$2b$04$") == true)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func duplicateEmailIsAFieldError(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            try await fixtures.user("jana", email: "shared@example.org")
            await #expect(throws: ValidationFailure("email", .emailTaken)) {
                try await fixtures.user("petr", email: "shared@example.org")
            }
            #expect(try await storage.accounts.count() == 1)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func nicknamesAreUniqueWithoutRegardToCase(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            try await fixtures.user("Jana")
            await #expect(throws: ValidationFailure("nickname", .nicknameTaken)) {
                try await fixtures.user("jANA", email: "other@example.org")
            }
            #expect(try await storage.accounts.count() == 1)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func bothTakenAreReportedTogether(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            try await fixtures.user("jana")
            let failure = await #expect(throws: ValidationFailure.self) { try await fixtures.user("JANA") }
            #expect(failure?.problem(for: "email") == .emailTaken)
            #expect(failure?.problem(for: "nickname") == .nicknameTaken)
            #expect(failure?.isConflict == true)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func updatesPasswordPreferencesAndState(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let household = try await fixtures.household("Home", owner: jana)

            try await storage.accounts.updatePasswordHash(userID: jana.id, hash: "new-hash")
            #expect(try await storage.accounts.passwordHash(userID: jana.id) == "new-hash")

            let preferences = UserPreferences(
                language: nil, appearance: .light, timeZoneIdentifier: "America/New_York", firstWeekday: .sunday)
            try await storage.accounts.updatePreferences(userID: jana.id, preferences: preferences)
            try await storage.accounts.setDisabled(userID: jana.id, disabled: true)
            try await storage.accounts.setCurrentHousehold(userID: jana.id, householdID: nil)
            var stored = try #require(try await storage.accounts.user(id: jana.id))
            #expect(stored.preferences == preferences)
            #expect(stored.isDisabled)
            #expect(stored.currentHouseholdID == nil)

            try await storage.accounts.setDisabled(userID: jana.id, disabled: false)
            try await storage.accounts.setCurrentHousehold(userID: jana.id, householdID: household.id)
            stored = try #require(try await storage.accounts.user(id: jana.id))
            #expect(!stored.isDisabled)
            #expect(stored.currentHouseholdID == household.id)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func profileNicknameStaysUnique(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            try await fixtures.user("petr")
            await #expect(throws: ValidationFailure("nickname", .nicknameTaken)) {
                try await storage.accounts.updateProfile(userID: jana.id, displayName: "Jana", nickname: "PETR")
            }
            // Changing only the case of one's own nickname is fine.
            try await storage.accounts.updateProfile(userID: jana.id, displayName: "Jana Nováková", nickname: "JANA")
            let stored = try #require(try await storage.accounts.user(id: jana.id))
            #expect(stored.nickname == "JANA")
            #expect(stored.displayName == "Jana Nováková")
        }
    }
}
