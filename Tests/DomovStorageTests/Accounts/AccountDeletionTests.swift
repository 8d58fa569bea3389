import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("Account deletion")
struct AccountDeletionTests {
    @Test(arguments: TestDatabase.allConfigured())
    func removesSoleMemberHouseholdsAndKeepsSharedOnes(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let eva = try await fixtures.user("eva")
            let alone = try await fixtures.household("Jana alone", owner: jana)
            let shared = try await fixtures.household("Shared", owner: jana)
            try await fixtures.join(shared, petr)
            try await fixtures.join(shared, eva)
            try await fixtures.invite(to: shared, by: jana)
            let petrHome = try await fixtures.household("Petr's", owner: petr)
            try await fixtures.join(petrHome, jana)
            let now = fixtures.clock.now
            try await storage.sessions.create(
                token: SecretToken.generate(), userID: jana.id, createdAt: now, expiresAt: now.addingTimeInterval(60))
            _ = try await storage.appPasswords.create(
                id: fixtures.ids(), userID: jana.id, name: "Phone", token: SecretToken.generate(), createdAt: now)

            let event = PlannerItem(
                id: fixtures.ids(), householdID: shared.id, authorID: jana.id, kind: .event, title: "Jana's party",
                timeZoneIdentifier: "Europe/Prague",
                when: .timed(start: now, minutes: 60), calendarUID: "party@domov", createdAt: now, updatedAt: now
            )
            try await storage.planner.write(PlannerBatch(inserts: [event]))
            let revisionBefore = try await storage.calendarChanges.revision(householdID: shared.id)

            try await storage.accounts.delete(userID: jana.id)

            // Her items went with her, and calendar apps syncing the household hear of it.
            #expect(try await storage.planner.item(id: event.id) == nil)
            #expect(
                try await storage.calendarChanges.changes(householdID: shared.id, after: revisionBefore) == [
                    "party@domov": revisionBefore + 1
                ])

            #expect(try await storage.accounts.user(id: jana.id) == nil)
            #expect(try await storage.households.household(id: alone.id, visibleTo: jana.id) == nil)
            #expect(try await fixtures.rows(in: "households", where: "id", is: alone.id.description) == 0)
            let sharedMembers = try await storage.households.members(householdID: shared.id)
            #expect(sharedMembers.map(\.nickname) == ["eva", "petr"])
            #expect(sharedMembers.first { $0.nickname == "petr" }?.role == .owner, "the longest-standing member takes over")
            #expect(try await storage.households.members(householdID: petrHome.id).map(\.nickname) == ["petr"])
            #expect(try await fixtures.rows(in: "sessions", where: "user_id", is: jana.id.description) == 0)
            #expect(try await fixtures.rows(in: "app_passwords", where: "user_id", is: jana.id.description) == 0)
            #expect(try await fixtures.rows(in: "invites", where: "created_by", is: jana.id.description) == 0)
            #expect(try await fixtures.rows(in: "memberships", where: "user_id", is: jana.id.description) == 0)
            #expect(try await storage.accounts.count() == 2)
        }
    }
}
