import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import SQLKit
import Testing

/// Rooms, chores, completions and their alerts on both databases, through the service so
/// that the alerts are planned as the server plans them.
@Suite("SQLChoresRepository")
struct SQLChoresRepositoryTests {
    struct Fixture {
        let base: StorageFixtures
        let jana: User
        let petr: User
        let home: Household
        let service: ChoresService

        var storage: Storage { base.storage }
        var repository: any ChoresRepository { base.storage.chores }

        static func make(_ storage: Storage) async throws -> Fixture {
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let petr = try await base.user("petr")
            let home = try await base.household("Home", owner: jana)
            try await base.join(home, petr)
            let service = ChoresService(
                chores: storage.chores, households: storage.households, clock: base.clock.wallClock, ids: base.ids,
                link: { "/chores/\($0.householdID)/chores/\($0.id)" }
            )
            return Fixture(base: base, jana: jana, petr: petr, home: home, service: service)
        }

        func room(_ name: String, _ type: ChoreRoomType = .kitchen, by user: User? = nil) async throws -> ChoreRoom {
            try await service.createRoom(ChoreRoomInput(name: name, type: type.rawValue), in: home.id, by: user ?? jana)
        }

        /// A recurring chore that started now, due after `minutes`.
        func chore(_ name: String, in room: ChoreRoom, minutes: Int = 100, by user: User? = nil) async throws -> Chore {
            var input = ChoreInput()
            input.roomID = room.id.description
            input.name = name
            input.kind = "recurring"
            input.intervalValue = String(minutes)
            input.intervalUnit = "minutes"
            return try await service.create(input, in: home.id, by: user ?? jana)
        }

        func pendingAlerts(_ chore: Chore) async throws -> [(user: String, due: Int64)] {
            try await storage.database.withConnection { db in
                try await db.raw(
                    """
                    SELECT user_id, due_at FROM notices WHERE source_module = 'chores' AND source_id = \(bind: chore.id.description)
                    AND dispatched_at IS NULL ORDER BY user_id
                    """
                ).all().map { (try $0.decode(column: "user_id", as: String.self), try $0.decode(column: "due_at", as: Int64.self)) }
            }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func roomsAndChoresComeBackExactlyAndNamesAreUniqueWhereTheyLive(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await Fixture.make(storage)
            let kitchen = try await f.room("Kuchyň")
            #expect(try await f.repository.room(id: kitchen.id, householdID: f.home.id) == kitchen)
            await #expect(throws: ValidationFailure("name", .nameTaken)) { try await f.room("kuchyň", .bathroom) }
            // The same name in another household is fine.
            let other = try await f.base.household("Chata", owner: f.petr)
            _ = try await f.service.createRoom(ChoreRoomInput(name: "Kuchyň", type: "kitchen"), in: other.id, by: f.petr)

            var input = ChoreInput()
            input.roomID = kitchen.id.description
            input.name = "Umýt nádobí"
            input.details = "~ i pánve\n\"hlavně\" <ty> & hrnce"
            input.kind = "once"
            input.startDate = "2025-01-15"
            input.startTime = "10:00"
            input.endDate = "2025-01-16"
            input.endTime = "10:00"
            input.timeZone = "America/New_York"
            input.assigneeID = f.petr.id.description
            let once = try await f.service.create(input, in: f.home.id, by: f.jana)
            #expect(try await f.repository.chore(id: once.id, householdID: f.home.id) == once)
            #expect(try await f.repository.chore(id: once.id, householdID: other.id) == nil)
            let weekly = try await f.chore("Vytřít", in: kitchen)
            var rotating = ChoreInput()
            rotating.roomID = kitchen.id.description
            rotating.name = "Koš"
            rotating.kind = "recurring"
            rotating.intervalValue = "2"
            rotating.intervalUnit = "weeks"
            rotating.rotationMode = "least-done"
            rotating.rotationMembers = [f.petr.id.description, f.jana.id.description]
            let bins = try await f.service.create(rotating, in: f.home.id, by: f.jana)
            #expect(try await f.repository.chore(id: bins.id) == bins)
            #expect(bins.assigneeID == f.petr.id)
            #expect(try await f.repository.chore(id: weekly.id) == weekly)
            await #expect(throws: ValidationFailure("name", .nameTaken)) { try await f.chore("vytřít", in: kitchen) }
            // Another household's room is refused as a field, nothing saved.
            let cabin = try #require(try await f.repository.rooms(householdID: other.id).first)
            await #expect(throws: ValidationFailure("room", .unknownChoice)) { try await f.chore("Cizí", in: cabin) }
            #expect(try await f.repository.chores(householdID: f.home.id, roomID: nil).count == 3)
            #expect(try await f.repository.chores(householdID: other.id, roomID: nil).isEmpty)
            #expect(try await f.repository.hasCreatedChores(userID: f.jana.id))
            #expect(!(try await f.repository.hasCreatedChores(userID: f.petr.id)))
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func alertsArePlannedForFollowersAndTheAssigneeAndFollowEveryChange(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await Fixture.make(storage)
            let bathroom = try await f.room("Koupelna", .bathroom)
            #expect(try await f.repository.myRoomIDs(userID: f.jana.id, householdID: f.home.id) == [bathroom.id])
            let start = f.base.clock.now
            let chore = try await f.chore("Vana", in: bathroom, minutes: 100)
            let criticalAt = start.addingTimeInterval(80 * 60).timeIntervalSince1970 * 1000
            #expect(try await f.pendingAlerts(chore).map(\.user) == [f.jana.id.description])
            #expect(try await f.pendingAlerts(chore).map(\.due) == [Int64(criticalAt)])

            // Petr adds the room to My rooms: he is planned too; Jana removes it: she is not.
            try await f.service.setMyRoom(bathroom.id, in: f.home.id, true, for: f.petr)
            #expect(try await f.pendingAlerts(chore).count == 2)
            try await f.service.setMyRoom(bathroom.id, in: f.home.id, false, for: f.jana)
            #expect(try await f.pendingAlerts(chore).map(\.user) == [f.petr.id.description])

            // Renewing 90 minutes in (already critical) records a completion and plans the next span's alert.
            f.base.clock.advance(by: 90 * 60)
            let renewed = try await f.service.complete(chore.id, in: f.home.id, note: "  leskne se ", by: f.jana)
            #expect(renewed.start == f.base.clock.now)
            #expect(try await f.pendingAlerts(chore).map(\.due) == [Int64(criticalAt) + 90 * 60 * 1000])
            let history = try await f.repository.completions(choreID: chore.id, limit: 10)
            #expect(history.map(\.note) == ["leskne se"])
            #expect(history.first?.previousStart == start)
            #expect(try await f.repository.completionCounts(householdID: f.home.id, since: start) == [f.jana.id: 1])

            // Undo puts the old start back: the chore is critical again. Petr's alert for that
            // spell was never sent (it was replaced before its time in this test), so he is told now.
            let undone = try await f.service.undoLastCompletion(chore.id, in: f.home.id, by: f.petr)
            #expect(undone.start == start)
            #expect(try await f.repository.chore(id: chore.id) == undone)
            #expect(try await f.repository.completions(choreID: chore.id, limit: 10).isEmpty)
            #expect(try await f.pendingAlerts(chore).map(\.user) == [f.petr.id.description])
            #expect(try await f.pendingAlerts(chore).map(\.due) == [Int64(f.base.clock.now.timeIntervalSince1970 * 1000)])
            // Once sent, another change of the still critical chore tells him nothing more.
            let sent = try await f.storage.notifications.claimDue(now: f.base.clock.now, limit: 10, lease: 60)
            try await f.storage.notifications.markDispatched(sent.map(\.id), at: f.base.clock.now, late: [])
            try await f.service.setMyRoom(bathroom.id, in: f.home.id, true, for: f.jana)
            #expect(
                try await f.pendingAlerts(chore).map(\.user) == [f.jana.id.description], "Jana, newly following, is told; Petr not again")
            await #expect(throws: DomainError.notFound) { try await f.service.undoLastCompletion(chore.id, in: f.home.id, by: f.petr) }

            // Deleting cancels.
            let later = try await f.chore("Zrcadlo", in: bathroom, minutes: 600)
            #expect(try await f.pendingAlerts(later).count == 2, "Jana and Petr follow the room")
            try await f.service.delete(later.id, in: f.home.id, by: f.jana)
            #expect(try await f.pendingAlerts(later).isEmpty)
            #expect(try await f.repository.chore(id: later.id) == nil)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func completingAOneTimeChoreEndsItAndUndoReopensIt(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await Fixture.make(storage)
            let garden = try await f.room("Zahrada", .garden)
            var input = ChoreInput()
            input.roomID = garden.id.description
            input.name = "Posekat"
            input.kind = "once"
            input.startDate = "2025-01-15"
            input.startTime = "09:30"
            input.endTime = "12:00"
            input.timeZone = "UTC"
            let chore = try await f.service.create(input, in: f.home.id, by: f.jana)
            #expect(try await f.pendingAlerts(chore).count == 1)
            let done = try await f.service.complete(chore.id, in: f.home.id, by: f.petr)
            #expect(done.isDone && done.status(at: f.base.clock.now) == .done)
            #expect(try await f.pendingAlerts(chore).isEmpty)
            // A second "complete" records nothing more.
            try await f.service.complete(chore.id, in: f.home.id, by: f.petr)
            #expect(try await f.repository.completions(choreID: chore.id, limit: 10).count == 1)
            let reopened = try await f.service.undoLastCompletion(chore.id, in: f.home.id, by: f.jana)
            #expect(!reopened.isDone)
            #expect(try await f.pendingAlerts(chore).count == 1)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func deletingARoomOrTheHouseholdTakesItsChoresAlong(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await Fixture.make(storage)
            let hall = try await f.room("Chodba", .hallway)
            let chore = try await f.chore("Boty", in: hall)
            _ = try await f.service.complete(chore.id, in: f.home.id, by: f.jana)
            try await f.service.deleteRoom(hall.id, in: f.home.id, by: f.petr)
            #expect(try await f.repository.chore(id: chore.id) == nil)
            #expect(try await f.pendingAlerts(chore).isEmpty)
            #expect(try await f.base.rows(in: "chore_completions") == 0)
            await #expect(throws: DomainError.notFound) { try await f.service.deleteRoom(hall.id, in: f.home.id, by: f.petr) }

            let kitchen = try await f.room("Kuchyň")
            try await f.service.setMyRoom(kitchen.id, in: f.home.id, true, for: f.petr)
            let fridge = try await f.chore("Lednice", in: kitchen)
            #expect(try await f.pendingAlerts(fridge).count == 2)
            // Petr leaves: his alert goes, Jana's stays; then the household goes with everything.
            try await f.storage.households.removeMember(householdID: f.home.id, userID: f.petr.id)
            #expect(try await f.pendingAlerts(fridge).map(\.user) == [f.jana.id.description])
            try await f.storage.households.delete(id: f.home.id)
            #expect(try await f.pendingAlerts(fridge).isEmpty)
            for table in ["chore_rooms", "chore_room_followers", "chores", "chore_completions"] {
                #expect(try await f.base.rows(in: table) == 0, "\(table)")
            }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func theDatabasesCriticalOrOverdueMatchesTheRuleAtItsBoundary(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await Fixture.make(storage)
            let toilet = try await f.room("WC", .toilet)
            let start = f.base.clock.now
            let chore = try await f.chore("Papír", in: toilet, minutes: 100)
            let other = try await f.chore("Mýdlo", in: toilet, minutes: 1000)
            let justBefore = start.addingTimeInterval(80 * 60 - 0.001)
            #expect(try await f.repository.urgentChores(householdID: f.home.id, rooms: nil, at: justBefore, limit: nil).chores.isEmpty)
            #expect(chore.status(at: justBefore) == .soon)
            let atCritical = start.addingTimeInterval(80 * 60)
            #expect(
                try await f.repository.urgentChores(householdID: f.home.id, rooms: nil, at: atCritical, limit: nil).chores.map(\.id) == [
                    chore.id
                ])
            #expect(chore.status(at: atCritical) == .critical)
            #expect(
                try await f.repository.roomCounts(householdID: f.home.id, at: atCritical) == [
                    toilet.id: ChoreRoomCount(total: 2, critical: 1)
                ])
            // At the first's due time it is overdue, no longer critical.
            #expect(
                try await f.repository.roomCounts(householdID: f.home.id, at: start.addingTimeInterval(100 * 60))
                    == [toilet.id: ChoreRoomCount(total: 2, overdue: 1)])
            #expect(
                try await f.repository.roomCounts(householdID: f.home.id, at: start.addingTimeInterval(800 * 60))
                    == [toilet.id: ChoreRoomCount(total: 2, critical: 1, overdue: 1)])
            let later = start.addingTimeInterval(2000 * 60)
            let both = try await f.repository.urgentChores(householdID: f.home.id, rooms: nil, at: later, limit: nil)
            #expect(both.chores.map(\.id) == [chore.id, other.id] && both.total == 2, "earliest due first")
            // The first one, and how many in all; the room alone, and a room without them.
            let first = try await f.repository.urgentChores(householdID: f.home.id, rooms: [toilet.id], at: later, limit: 1)
            #expect(first.chores.map(\.id) == [chore.id] && first.total == 2)
            let kitchen = try await f.room("Kuchyň", .kitchen)
            #expect(try await f.repository.urgentChores(householdID: f.home.id, rooms: [kitchen.id], at: later, limit: 1).total == 0)
            #expect(try await f.repository.urgentChores(householdID: f.home.id, rooms: [], at: later, limit: nil).total == 0)
            // Before the start nothing is urgent.
            #expect(
                try await f.repository.urgentChores(householdID: f.home.id, rooms: nil, at: start.addingTimeInterval(-1), limit: nil).chores
                    .isEmpty)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func strangersGetNotFound(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await Fixture.make(storage)
            let stranger = try await f.base.user("cizinec")
            let room = try await f.room("Obývák", .livingRoom)
            let chore = try await f.chore("Prach", in: room)
            await #expect(throws: DomainError.notFound) { try await f.service.rooms(in: f.home.id, for: stranger) }
            await #expect(throws: DomainError.notFound) { try await f.service.chore(chore.id, in: f.home.id, for: stranger) }
            await #expect(throws: DomainError.notFound) { try await f.service.complete(chore.id, in: f.home.id, by: stranger) }
            await #expect(throws: DomainError.notFound) { try await f.service.setMyRoom(room.id, in: f.home.id, true, for: stranger) }
        }
    }
}
