import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLHouseholdRepository")
struct SQLHouseholdRepositoryTests {
    @Test(arguments: TestDatabase.allConfigured())
    func creatingMakesTheCreatorOwnerAndSetsTheirCurrentHousehold(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let home = try await fixtures.household("Home", owner: jana)
            #expect(home.name == "Home")
            #expect(home.createdAt == fixtures.clock.now)
            #expect(try await storage.accounts.user(id: jana.id)?.currentHouseholdID == home.id)
            #expect(
                try await storage.households.memberships(userID: jana.id)
                    == [HouseholdMembership(household: home, role: .owner, memberCount: 1)])
            let (visible, role) = try #require(try await storage.households.household(id: home.id, visibleTo: jana.id))
            #expect(visible == home)
            #expect(role == .owner)

            let cottage = try await fixtures.household("Cottage", owner: jana)
            #expect(try await storage.accounts.user(id: jana.id)?.currentHouseholdID == cottage.id)
            #expect(try await storage.households.memberships(userID: jana.id).map(\.household.name) == ["Cottage", "Home"])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func nameIsUniquePerUserIgnoringCase(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            try await fixtures.household("Home", owner: jana)
            await #expect(throws: ValidationFailure("name", .nameTaken)) {
                try await fixtures.household("HOME", owner: jana)
            }
            #expect(try await storage.households.memberships(userID: jana.id).count == 1)
            // Another person may have a household of the same name.
            try await fixtures.household("Home", owner: petr)
            #expect(try await fixtures.rows(in: "households") == 2)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func outsidersCannotSeeAHousehold(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let home = try await fixtures.household("Home", owner: jana)
            #expect(try await storage.households.household(id: home.id, visibleTo: petr.id) == nil)
            #expect(try await storage.households.memberships(userID: petr.id).isEmpty)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func membersAreListedByNicknameWithRoles(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let zdena = try await fixtures.user("Zdena")
            let adam = try await fixtures.user("adam")
            let home = try await fixtures.household("Home", owner: zdena)
            try await fixtures.join(home, adam)
            let members = try await storage.households.members(householdID: home.id)
            #expect(members.map(\.nickname) == ["adam", "Zdena"])
            #expect(members.map(\.role) == [.member, .owner])
            #expect(members.first?.joinedAt == fixtures.clock.now)
            #expect(try await storage.households.memberships(userID: adam.id).first?.memberCount == 2)
            #expect(try await storage.households.household(id: home.id, visibleTo: adam.id)?.1 == .member)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func addingAMemberTwiceIsHarmlessAndMakesItCurrent(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let home = try await fixtures.household("Home", owner: jana)
            let own = try await fixtures.household("Petr's", owner: petr)
            try await fixtures.join(home, petr)
            try await storage.accounts.setCurrentHousehold(userID: petr.id, householdID: own.id)
            try await fixtures.join(home, petr)
            #expect(try await storage.households.members(householdID: home.id).count == 2)
            #expect(try await storage.accounts.user(id: petr.id)?.currentHouseholdID == home.id)
            // Joining again as "member" does not demote an owner.
            try await fixtures.join(home, jana)
            #expect(try await storage.households.household(id: home.id, visibleTo: jana.id)?.1 == .owner)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func renameChangesTheName(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let home = try await fixtures.household("Home", owner: jana)
            try await storage.households.rename(id: home.id, to: "Sweet home")
            #expect(try await storage.households.household(id: home.id, visibleTo: jana.id)?.0.name == "Sweet home")
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func ownerLeavingHandsOwnershipToTheLongestMember(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let zdena = try await fixtures.user("zdena")
            let adam = try await fixtures.user("adam")
            let home = try await fixtures.household("Home", owner: jana)
            try await fixtures.join(home, zdena) // joined first, though last by name
            try await fixtures.join(home, adam)

            try await storage.households.removeMember(householdID: home.id, userID: jana.id)
            let roles = Dictionary(
                uniqueKeysWithValues: try await storage.households.members(householdID: home.id).map { ($0.nickname, $0.role) })
            #expect(roles == ["zdena": .owner, "adam": .member])
            #expect(try await storage.households.household(id: home.id, visibleTo: jana.id) == nil)
            #expect(try await storage.accounts.user(id: jana.id)?.currentHouseholdID == nil)
            #expect(try await storage.accounts.user(id: adam.id)?.currentHouseholdID == home.id)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func memberLeavingKeepsTheOwner(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let home = try await fixtures.household("Home", owner: jana)
            try await fixtures.join(home, petr)
            try await storage.households.removeMember(householdID: home.id, userID: petr.id)
            let members = try await storage.households.members(householdID: home.id)
            #expect(members.map(\.nickname) == ["jana"])
            #expect(members.map(\.role) == [.owner])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func lastMemberLeavingDeletesTheHousehold(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let home = try await fixtures.household("Home", owner: jana)
            let (_, token) = try await fixtures.invite(to: home, by: jana)
            try await storage.households.removeMember(householdID: home.id, userID: jana.id)
            #expect(try await fixtures.rows(in: "households") == 0)
            #expect(try await fixtures.rows(in: "memberships") == 0)
            #expect(try await fixtures.rows(in: "invites") == 0)
            #expect(try await storage.households.invite(token: token) == nil)
            #expect(try await storage.accounts.user(id: jana.id)?.currentHouseholdID == nil)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func deletingClearsCurrentHouseholdsAndCascades(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let home = try await fixtures.household("Home", owner: jana)
            let other = try await fixtures.household("Other", owner: petr)
            try await fixtures.join(home, petr)
            try await fixtures.invite(to: home, by: jana)
            try await fixtures.invite(to: other, by: petr)

            try await storage.households.delete(id: home.id)
            #expect(try await storage.accounts.user(id: jana.id)?.currentHouseholdID == nil)
            #expect(try await storage.accounts.user(id: petr.id)?.currentHouseholdID == nil)
            #expect(try await fixtures.rows(in: "memberships", where: "household_id", is: home.id.description) == 0)
            #expect(try await fixtures.rows(in: "invites", where: "household_id", is: home.id.description) == 0)
            #expect(try await storage.households.memberships(userID: petr.id).map(\.household.name) == ["Other"])
            #expect(try await fixtures.rows(in: "invites") == 1)
            #expect(try await storage.accounts.count() == 2, "people stay when their household goes")
        }
    }
}
