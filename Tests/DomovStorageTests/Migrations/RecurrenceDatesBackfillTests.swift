import DomovCore
@testable import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Migration 25 indexes the extra dates (RDATE) of series stored before it, which kept them as
/// an app's leftovers only: read again from each object's text, they show in the planner.
@Suite("Recurrence dates backfill")
struct RecurrenceDatesBackfillTests {
    typealias F = PlannerStorageFixtures

    @Test(arguments: TestDatabase.allConfigured())
    func extraDatesOfStoredSeriesJoinTheIndex(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh in
            let fixture = try await PlannerBackfillFixture.at(version: 24, fresh)
            let (storage, f) = (fixture.storage, fixture.f)
            var series = f.item("Lekce", when: .timed(start: F.at("2026-05-04T17:00"), minutes: 60), rule: "FREQ=WEEKLY;COUNT=2")
            let rdate = ICalProperty(
                name: "RDATE", parameters: [ICalParameter(name: "TZID", value: "Europe/Prague")], value: "20260601T170000")
            series.calendarExtras = PlannerCalendarExtras.encode(properties: [rdate], components: [])
            try await storage.planner.write(PlannerBatch(inserts: [series]))
            // The text as an app PUT it, stored the way version 24 stored texts.
            let text = PlannerBackfillFixture.calendar(
                uid: series.calendarUID,
                """
                DTSTART;TZID=Europe/Prague:20260504T170000
                DTEND;TZID=Europe/Prague:20260504T180000
                SUMMARY:Lekce
                RRULE:FREQ=WEEKLY;COUNT=2
                RDATE;TZID=Europe/Prague:20260601T170000
                """)
            try await fixture.storeTexts([series.calendarUID: text])

            try await fixture.migrateTheRest()
            let migrated = try #require(try await storage.planner.item(id: series.id))
            #expect(migrated.recurrenceDates == [F.at("2026-06-01T17:00")])
            #expect(!migrated.calendarExtras.contains("RDATE"), "written once, not twice, when Domov writes the series")
            let june = DateInterval(start: F.at("2026-06-01T00:00"), end: F.at("2026-06-02T00:00"))
            let items = try await storage.planner.items(matching: PlannerQuery(householdID: f.home.id, viewerID: f.jana.id, window: june))
            #expect(PlannerExpansion.occurrences(of: items, in: june).map(\.start) == [F.at("2026-06-01T17:00")])
        }
    }
}
