import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Deleting a chore keeps it and its history aside (migration 32); Undo puts back the same row
/// and completions under the same id, with its alerts; the purge forgets it. On both databases.
@Suite("Recently deleted chores")
struct DeletedChoresStorageTests {
    typealias Fixture = SQLChoresRepositoryTests.Fixture

    @Test(arguments: TestDatabase.allConfigured())
    func aDeletedChoreComesBackExactlyForItsDeleterOnly(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await Fixture.make(storage)
            let kitchen = try await f.room("Kuchyň")
            let chore = try await f.chore("Vytřít", in: kitchen)
            f.base.clock.advance(by: 600)
            _ = try await f.service.complete(chore.id, in: f.home.id, note: "rychle", by: f.petr)
            let before = try #require(try await f.repository.chore(id: chore.id))
            let history = try await f.repository.completions(choreID: chore.id, limit: 10)
            let alerts = try await f.pendingAlerts(before)
            #expect(history.count == 1 && !alerts.isEmpty)

            try await f.service.delete(chore.id, in: f.home.id, by: f.jana)
            #expect(try await f.repository.chore(id: chore.id) == nil)
            #expect(try await f.repository.completions(choreID: chore.id, limit: 10).isEmpty)
            #expect(try await f.pendingAlerts(before).isEmpty)
            let kept = try #require(try await f.repository.deletedChore(id: chore.id, householdID: f.home.id))
            #expect(kept.chore == before)
            #expect(kept.deletion == Deletion(userID: f.jana.id, at: f.base.clock.now))
            let other = try await f.base.household("Chata", owner: f.petr)
            #expect(try await f.repository.deletedChore(id: chore.id, householdID: other.id) == nil)

            // Petr did not delete it: the Undo is not his.
            await #expect(throws: DomainError.notFound) { try await f.service.restoreDeleted(chore.id, in: f.home.id, by: f.petr) }
            f.base.clock.advance(by: 60)
            #expect(try await f.service.restoreDeleted(chore.id, in: f.home.id, by: f.jana) == before)
            #expect(try await f.repository.chore(id: chore.id) == before)
            #expect(try await f.repository.completions(choreID: chore.id, limit: 10) == history)
            #expect(try await f.pendingAlerts(before).map { $0.user } == alerts.map { $0.user })
            #expect(try await f.repository.deletedChore(id: chore.id, householdID: f.home.id) == nil)
            await #expect(throws: DomainError.notFound) { try await f.service.restoreDeleted(chore.id, in: f.home.id, by: f.jana) }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aTakenNameRefusesAndThePurgeForgetsAfterTheLimit(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await Fixture.make(storage)
            let kitchen = try await f.room("Kuchyň")
            let chore = try await f.chore("Vytřít", in: kitchen)
            try await f.service.delete(chore.id, in: f.home.id, by: f.jana)
            let deletedAt = f.base.clock.now
            let twin = try await f.chore("Vytřít", in: kitchen)
            await #expect(throws: ValidationFailure("name", .nameTaken)) {
                try await f.service.restoreDeleted(chore.id, in: f.home.id, by: f.jana)
            }
            #expect(try await f.repository.chore(id: twin.id) == twin)
            #expect(
                try await f.repository.deletedChore(id: chore.id, householdID: f.home.id) != nil, "kept: Undo works once the name is free")
            // Past the limit Undo is refused, even before the purge has run.
            f.base.clock.advance(by: RecentlyDeleted.keptFor + 1)
            await #expect(throws: DomainError.notFound) { try await f.service.restoreDeleted(chore.id, in: f.home.id, by: f.jana) }

            #expect(try await f.repository.purgeDeleted(before: deletedAt) == 0)
            #expect(try await f.repository.purgeDeleted(before: deletedAt.addingTimeInterval(1)) == 1)
            #expect(try await f.repository.deletedChore(id: chore.id, householdID: f.home.id) == nil)

            // A room deleted takes what was kept of its chores with it.
            let bathroom = try await f.room("Koupelna", .bathroom)
            let tub = try await f.chore("Vana", in: bathroom)
            try await f.service.delete(tub.id, in: f.home.id, by: f.jana)
            try await f.service.deleteRoom(bathroom.id, in: f.home.id, by: f.jana)
            #expect(try await f.repository.deletedChore(id: tub.id, householdID: f.home.id) == nil)
        }
    }
}
