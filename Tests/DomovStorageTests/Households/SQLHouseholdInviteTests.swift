import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLHouseholdRepository invitations")
struct SQLHouseholdInviteTests {
    @Test(arguments: TestDatabase.allConfigured())
    func tokenLeadsToTheInviteAndItsHousehold(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let home = try await fixtures.household("Home", owner: jana)
            let (invite, token) = try await fixtures.invite(to: home, by: jana)

            let (found, household) = try #require(try await storage.households.invite(token: token))
            #expect(found == invite)
            #expect(household == home)
            #expect(try await storage.households.invite(token: SecretToken.generate()) == nil)
            #expect(try await fixtures.rows(in: "invites", where: "token_hash", is: token.value) == 0, "only a digest is stored")
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func listShowsOnlyUnexpiredInvitesNewestFirst(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let home = try await fixtures.household("Home", owner: jana)
            let (short, _) = try await fixtures.invite(to: home, by: jana, lifetime: 3600)
            fixtures.clock.advance(by: 60)
            let (long, _) = try await fixtures.invite(to: home, by: jana)

            #expect(try await storage.households.invites(householdID: home.id, now: fixtures.clock.now) == [long, short])
            #expect(try await storage.households.invites(householdID: home.id, now: short.expiresAt) == [long])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func acceptingTwiceMakesOneMembership(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let home = try await fixtures.household("Home", owner: jana)
            let (_, token) = try await fixtures.invite(to: home, by: jana)

            for _ in 0..<2 {
                let (invite, household) = try #require(try await storage.households.invite(token: token))
                try await storage.households.addMember(
                    householdID: household.id, userID: petr.id, role: .member, joinedAt: invite.createdAt)
            }
            #expect(try await storage.households.members(householdID: home.id).map(\.nickname) == ["jana", "petr"])
            #expect(try await storage.accounts.user(id: petr.id)?.currentHouseholdID == home.id)
            #expect(try await storage.households.invite(token: token) != nil, "a family link can be used by several people")
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func revokingNeedsTheRightHousehold(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let home = try await fixtures.household("Home", owner: jana)
            let other = try await fixtures.household("Other", owner: jana)
            let (invite, token) = try await fixtures.invite(to: home, by: jana)

            #expect(try await storage.households.revokeInvite(id: invite.id, householdID: other.id) == false)
            #expect(try await storage.households.invite(token: token) != nil)
            #expect(try await storage.households.revokeInvite(id: invite.id, householdID: home.id) == true)
            #expect(try await storage.households.invite(token: token) == nil)
            #expect(try await storage.households.revokeInvite(id: invite.id, householdID: home.id) == false)
        }
    }
}
