import DomovCore
@testable import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Values at the edges of what Domov accepts (`PlannerDateRange`, the longest UID and SEQUENCE,
/// text of every script) are stored alike by SQLite and PostgreSQL, so a backup of either
/// restores into the other. Past those edges both refuse at the door; a SQLite database once
/// held an event ending in the year 9999, and its backup could not be restored into PostgreSQL.
@Suite("Backup with edge values")
struct BackupEdgeValuesTests {
    static let snapshotTime = Date(timeIntervalSince1970: 1_750_000_000)

    /// Items as long, as early, as late and as odd as the reader and the forms let through.
    static func edgeItems(_ fixtures: StorageFixtures, home: Household, author: User) -> [PlannerItem] {
        let now = fixtures.clock.now
        let longestUID = String(repeating: "ž", count: PlannerCalendarReader.maximumUIDLength / 2)
        let lastDay = LocalDate(year: PlannerDateRange.lastYear, month: 12, day: 31)!
        let firstDay = LocalDate(year: PlannerDateRange.firstYear, month: 1, day: 1)!
        let whole = PlannerWhen.timed(
            start: PlannerDateRange.earliest, minutes: Int(PlannerDateRange.end.timeIntervalSince(PlannerDateRange.earliest) / 60))
        let items = [
            PlannerItem(
                id: fixtures.ids(), householdID: home.id, authorID: author.id, kind: .event, title: "Celé tisíciletí",
                notes: "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u{200B}\u{FEFF}\u{7F}\u{1}\t\r\n", timeZoneIdentifier: "UTC", when: whole,
                calendarUID: longestUID, sequence: PlannerCalendarReader.maximumSequence, createdAt: now, updatedAt: now),
            PlannerItem(
                id: fixtures.ids(), householdID: home.id, authorID: author.id, kind: .event, title: "Dny",
                timeZoneIdentifier: "Pacific/Kiritimati", when: .allDay(first: firstDay, days: lastDay.dayNumber - firstDay.dayNumber + 1),
                calendarUID: "all-days@edge", createdAt: now, updatedAt: now),
            PlannerItem(
                id: fixtures.ids(), householdID: home.id, authorID: author.id, kind: .todo, title: "Poslední den",
                timeZoneIdentifier: "Pacific/Pago_Pago", when: .allDay(first: lastDay, days: 1),
                calendarUID: "last@edge", createdAt: now, updatedAt: now),
            PlannerItem(
                id: fixtures.ids(), householdID: home.id, authorID: author.id, kind: .event, title: "Roční série",
                timeZoneIdentifier: "Europe/Prague", when: .timed(start: PlannerDateRange.end.addingTimeInterval(-3600), minutes: 60),
                recurrenceRule: "FREQ=YEARLY;UNTIL=99991231T000000Z", calendarUID: "series@edge", createdAt: now, updatedAt: now),
        ]
        for item in items { precondition(PlannerDateRange.contains(item.when), "\(item.title) is inside the range") }
        return items
    }

    @Test(arguments: TestDatabase.allConfigured(), TestDatabase.allConfigured())
    func edgeValuesRestoreIntoEitherDatabase(from source: TestDatabase, into destination: TestDatabase) async throws {
        try await source.withStorage { sourceStorage in
            let fixtures = StorageFixtures(storage: sourceStorage)
            let jana = try await fixtures.user("jana")
            let home = try await fixtures.household("Okraje", owner: jana)
            let items = Self.edgeItems(fixtures, home: home, author: jana)
            try await sourceStorage.planner.write(PlannerBatch(inserts: items))
            for item in items { #expect(try await sourceStorage.planner.item(id: item.id, householdID: home.id) == item) }
            let original = try await BackupService(database: sourceStorage.database, logger: TestLogger.silent).makeArchive(
                now: Self.snapshotTime)

            try await destination.withFresh { fresh async throws in
                let service = BackupService(database: fresh.database, logger: TestLogger.silent)
                try await service.restore(original, replacing: false)
                #expect(try await service.makeArchive(now: Self.snapshotTime) == original)
                let storage = Storage(database: fresh.database)
                for item in items { #expect(try await storage.planner.item(id: item.id, householdID: home.id) == item, "\(item.title)") }
            }
        }
    }

    /// A SQLite database from before these limits may hold an event ending in the year 9999, a
    /// NUL in its notes or a 5,000-byte UID. Its backup is refused by both databases with the
    /// same message naming the first such row, before anything is written.
    @Test(arguments: TestDatabase.allConfigured())
    func valuesPastTheLimitsAreRefusedAlikeByBoth(into destination: TestDatabase) async throws {
        try await TestDatabase.sqlite.withStorage { sqlite in
            let fixtures = StorageFixtures(storage: sqlite)
            let jana = try await fixtures.user("jana")
            let home = try await fixtures.household("Staré", owner: jana)
            let now = fixtures.clock.now
            let year9999 = PlannerItem(
                id: ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000a1")!), householdID: home.id, authorID: jana.id, kind: .event,
                title: "Navždy", timeZoneIdentifier: "UTC", when: .timed(start: now, minutes: 4_200_000_000), calendarUID: "forever@old",
                createdAt: now, updatedAt: now
            )
            // SQLite reads text back only up to a NUL, so a backup file (JSON) is where one can
            // come from: it is put into the archive below.
            let nul = PlannerItem(
                id: ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000a2")!), householdID: home.id, authorID: jana.id, kind: .event,
                title: "Nul", notes: "ab", timeZoneIdentifier: "UTC", when: .unscheduled, calendarUID: "nul@old", createdAt: now,
                updatedAt: now
            )
            let longUID = PlannerItem(
                id: ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000a3")!), householdID: home.id, authorID: jana.id, kind: .event,
                title: "UID", timeZoneIdentifier: "UTC", when: .unscheduled, calendarUID: String(repeating: "u", count: 5000),
                createdAt: now, updatedAt: now
            )
            let archive = try await BackupService(database: sqlite.database, logger: TestLogger.silent).makeArchive(now: Self.snapshotTime)
            var messages: [String] = []
            for (items, expected) in [
                ([year9999], "the number 4200000000"), ([nul], "a NUL character"), ([longUID], "a UID of 5000 bytes"),
            ] {
                try await sqlite.planner.write(PlannerBatch(inserts: items))
                var withItem = try await BackupService(database: sqlite.database, logger: TestLogger.silent).makeArchive(
                    now: Self.snapshotTime)
                if items[0].id == nul.id {
                    var tables = withItem.tables
                    tables["planner_items"] = tables["planner_items"]?.map { row in
                        var row = row
                        if row["id"] == .text(nul.id.description) { row["notes"] = .text("a\u{0}b") }
                        return row
                    }
                    withItem = try JSONDecoder().decode(BackupArchive.self, from: JSONEncoder().encode(Tables(withItem, tables)))
                }
                try await destination.withFresh { fresh async throws in
                    let error = await #expect(throws: BackupError.self) {
                        try await BackupService(database: fresh.database, logger: TestLogger.silent).restore(withItem, replacing: false)
                    }
                    let message = error?.description ?? ""
                    #expect(message.contains(expected) && message.contains(items[0].id.description), "\(message)")
                    messages.append(message)
                    #expect(try await Storage(database: fresh.database).accounts.count() == 0, "nothing was restored")
                }
                try await sqlite.planner.write(PlannerBatch(deletes: items.map(\.id)))
            }
            // Without them the same database restores.
            try await destination.withFresh { fresh async throws in
                try await BackupService(database: fresh.database, logger: TestLogger.silent).restore(archive, replacing: false)
            }
            #expect(messages.count == 3)
        }
    }

    /// An archive's fields with other tables, encoded as a backup file would be.
    struct Tables: Encodable {
        let format: String
        let schemaVersion: Int
        let createdAt: Date
        let tables: [String: [[String: BackupArchive.BackupValue]]]

        init(_ archive: BackupArchive, _ tables: [String: [[String: BackupArchive.BackupValue]]]) {
            format = archive.format
            schemaVersion = archive.schemaVersion
            createdAt = archive.createdAt
            self.tables = tables
        }
    }
}
