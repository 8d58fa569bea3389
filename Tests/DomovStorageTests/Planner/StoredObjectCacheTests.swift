import DomovCore
import DomovTesting
import Foundation
import SQLKit
import Testing

@testable import DomovStorage

/// A calendar app's GET of one object is answered from memory on SQLite (one process owns the
/// file), and every write of this process, by whatever path, is seen by the next read.
@Suite("Stored object cache")
struct StoredObjectCacheTests {
    typealias Record = CalendarObjectRecordTests

    static func read(_ service: PlannerService, _ f: PlannerStorageFixtures, as user: User? = nil) async throws -> StoredCalendarObject? {
        do {
            return try await service.storedCalendarObject(
                named: "\(Record.uid).ics", fallbackUID: Record.uid, in: f.home.id, for: user ?? f.jana)
        } catch DomainError.notFound {
            return nil
        }
    }

    /// A second pool on the same file stands for a write the cache cannot see: on SQLite the first
    /// pool keeps answering what it read (which is why only one process may own an SQLite file),
    /// on PostgreSQL nothing is kept.
    @Test(arguments: TestDatabase.allConfigured())
    func aReadIsKeptOnSQLiteOnly(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh in
            let storage = try await fresh.migratedStorage()
            let f = try await PlannerStorageFixtures.make(storage)
            let service = Record.service(storage, f)
            _ = try await Record.put(Record.event(notes: "first"), expecting: .absent, service, f)
            let first = try #require(try await Self.read(service, f))

            let other = Storage(database: try await DomovDatabase.open(fresh.location, logger: TestLogger.silent))
            _ = try await Record.put(Record.event(notes: "second"), expecting: .etag(first.etag), Record.service(other, f), f)
            await other.database.close()

            let again = try #require(try await Self.read(service, f))
            if database.kind == .sqlite {
                #expect(again == first, "answered from memory")
            } else {
                #expect(again.text.contains("DESCRIPTION:second"))
            }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func everyWriteOfThisProcessIsSeenByTheNextRead(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let service = Record.service(storage, f)
            _ = try await Record.put(Record.event(notes: "first"), expecting: .absent, service, f)
            let first = try #require(try await Self.read(service, f))
            #expect(try await Self.read(service, f) == first)

            // An app's PUT with If-Match, as a read-modify-write does.
            let etag = try #require(try await Record.put(Record.event(notes: "second"), expecting: .etag(first.etag), service, f))
            let second = try #require(try await Self.read(service, f))
            #expect(second.etag == etag && second.text.contains("DESCRIPTION:second"))

            // An edit in Domov's pages patches the text.
            let item = try #require(try await storage.planner.item(calendarUID: Record.uid, householdID: f.home.id))
            try await service.complete(item.id, in: f.home.id, by: f.jana)
            let completed = try #require(try await Self.read(service, f))
            #expect(completed.etag != second.etag)

            // A write that knows nothing of the cache: a statement of its own, outside a transaction.
            try await storage.database.withConnection { db in
                try await db.raw("UPDATE calendar_objects SET etag = '\"changed\"' WHERE uid = \(bind: Record.uid)").run()
            }
            #expect(try await Self.read(service, f)?.etag == "\"changed\"")

            // Who may read it: a member who leaves reads nothing, as if it did not exist.
            #expect(try await Self.read(service, f, as: f.petr) != nil)
            try await storage.database.withConnection { db in
                try await db.raw("DELETE FROM memberships WHERE user_id = \(bind: f.petr.id.description)").run()
            }
            #expect(try await Self.read(service, f, as: f.petr) == nil)

            // A write rolled back leaves what was there.
            await #expect(throws: CalendarObjectConflict.self) {
                try await Record.put(Record.event(notes: "refused"), expecting: .etag("\"stale\""), service, f)
            }
            #expect(try await Self.read(service, f)?.etag == "\"changed\"")

            // Deleted in Domov: gone for the next read.
            try await service.delete(item.id, in: f.home.id, by: f.jana)
            #expect(try await Self.read(service, f) == nil)
        }
    }

    /// What a write makes outdated is let go when the write ends, not at the next GET, which may
    /// not come for a long time (a calendar app's sync reads everything, then writes).
    @Test func outdatedAnswersAreLetGoWhenAWriteEnds() async throws {
        try await TestDatabase.sqlite.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let service = Record.service(storage, f)
            let cache = try #require((storage.planner as? SQLPlannerRepository)?.storedObjectCache)
            let first = try #require(try await Record.put(Record.event(notes: "first"), expecting: .absent, service, f))
            _ = try await Self.read(service, f)
            #expect(cache.count == 1)

            // A sign-in's or an app's last use writes a table no answer reads: the answer stays.
            try await storage.database.withConnection { db in
                try await db.raw("UPDATE app_passwords SET last_used_at = NULL").run()
            }
            #expect(cache.count == 1)

            _ = try await Record.put(Record.event(notes: "second"), expecting: .etag(first), service, f)
            #expect(cache.count == 0)
            #expect(try await Self.read(service, f)?.text.contains("DESCRIPTION:second") == true)
            #expect(cache.count == 1)
        }
    }
}
