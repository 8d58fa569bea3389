import DomovCore
@testable import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Migration 22 gives every object of an older database its text: the one Domov served for it.
@Suite("Calendar object backfill")
struct CalendarObjectBackfillTests {
    @Test(arguments: TestDatabase.allConfigured())
    func objectsFromBeforeTheRecordGetTheTextDomovServedForThem(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh in
            let runner = MigrationRunner(database: fresh.database, logger: TestLogger.silent)
            try await runner.migrateBeforeUse(upTo: 21)
            let storage = Storage(database: fresh.database)
            let f = try await PlannerStorageFixtures.make(storage)
            let series = f.item(
                "Porada", when: .timed(start: PlannerStorageFixtures.at("2026-05-04T09:00"), minutes: 45),
                category: .builtin(.work), rule: "FREQ=WEEKLY;COUNT=4", reminders: [PlannerReminder(minutesBefore: 15)]
            )
            let moved = f.item(
                "Porada (posunutá)", when: .timed(start: PlannerStorageFixtures.at("2026-05-11T10:00"), minutes: 45),
                override: PlannerOverride(seriesID: series.id, originalStart: PlannerStorageFixtures.at("2026-05-11T09:00"))
            )
            let privateTodo = f.item("Dárek", kind: .todo, when: .unscheduled, isPrivate: true, author: f.petr)
            try await storage.planner.write(PlannerBatch(inserts: [series, moved, privateTodo]))

            try await runner.migrateBeforeUse()
            let objects = try await storage.planner.storedObjects(calendarUIDs: nil, householdID: f.home.id, viewerID: f.jana.id)
            let porada = try #require(objects.first { $0.uid == series.calendarUID })
            let calendar = try ICalComponent.parse(porada.text)
            let events = calendar.components(named: "VEVENT")
            #expect(events.count == 2, "the series and its edited occurrence, in one object")
            #expect(events.first?.property("CATEGORIES")?.text == "Work", "built-in categories under their stable name")
            #expect(events.first?.property("RRULE")?.value == "FREQ=WEEKLY;COUNT=4")
            #expect(calendar.components(named: "VTIMEZONE").first?.property("TZID")?.value == "Europe/Prague")
            #expect(porada.etag == CalendarObjectStore.etag(of: porada.text))
            #expect(!objects.contains { $0.uid == privateTodo.calendarUID }, "another member's private item stays out of sight")
            #expect(try await storage.planner.storedObjects(calendarUIDs: nil, householdID: f.home.id, viewerID: f.petr.id).count == 2)
        }
    }
}
