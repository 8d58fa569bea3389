import DomovCore
@testable import DomovStorage
import DomovTesting
import Foundation
import SQLKit

/// A database at the version before a backfill migration, for the tests of migrations that
/// read stored texts again: a test writes its items as that version indexed them, stores their
/// texts as the apps sent them (`storeTexts`), migrates the rest and looks at the index.
struct PlannerBackfillFixture {
    let fresh: FreshDatabase
    let runner: MigrationRunner
    let storage: Storage
    let f: PlannerStorageFixtures

    static func at(version: Int, _ fresh: FreshDatabase) async throws -> PlannerBackfillFixture {
        let runner = MigrationRunner(database: fresh.database, logger: TestLogger.silent)
        try await runner.migrateBeforeUse(upTo: version)
        let storage = Storage(database: fresh.database)
        return PlannerBackfillFixture(fresh: fresh, runner: runner, storage: storage, f: try await PlannerStorageFixtures.make(storage))
    }

    /// One VEVENT in a VCALENDAR as a calendar app writes it: its UID and DTSTAMP, then `lines`.
    static func calendar(uid: String, _ lines: String) -> String {
        let event = ["UID:\(uid)", "DTSTAMP:20260301T000000Z"] + lines.split(separator: "\n").map(String.init)
        let all = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VEVENT"] + event + ["END:VEVENT", "END:VCALENDAR"]
        return all.map { $0 + "\r\n" }.joined()
    }

    /// Stores each text as its object's record in the household, in place of whatever the
    /// version before stored for it.
    func storeTexts(_ texts: [String: String]) async throws {
        let householdID = f.home.id.description
        try await fresh.database.withConnection { db in
            for (uid, text) in texts {
                try await db.raw("DELETE FROM calendar_objects WHERE household_id = \(bind: householdID) AND uid = \(bind: uid)").run()
                try await db.raw(
                    """
                    INSERT INTO calendar_objects (household_id, uid, body, etag)
                    VALUES (\(bind: householdID), \(bind: uid), \(bind: text), '"x"')
                    """
                ).run()
            }
        }
    }

    func migrateTheRest() async throws {
        try await runner.migrateBeforeUse()
    }
}
