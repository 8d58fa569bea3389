import DomovCore
@testable import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Migration 33 reads the planner's index again where reading changed: a series that starts at
/// a UTC time, stored in its writer's zone, is in UTC afterwards (and repeats at the same
/// instant across that zone's clock change), and extra dates given as periods get their lengths.
@Suite("Planner times backfill")
struct PlannerTimesBackfillTests {
    typealias F = PlannerStorageFixtures

    @Test(arguments: TestDatabase.allConfigured())
    func utcSeriesAndPeriodsAreReadAgain(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh in
            let fixture = try await PlannerBackfillFixture.at(version: 32, fresh)
            let (storage, f) = (fixture.storage, fixture.f)
            // As version 32 read it: the writer's zone, and each extra date as long as the first.
            var series = f.item(
                "Standup", when: .timed(start: F.at("2026-03-06T09:00", "UTC"), minutes: 60), zone: "America/New_York",
                rule: "FREQ=DAILY;COUNT=5")
            series.recurrenceDates = [F.at("2026-03-20T15:00", "UTC")]
            try await storage.planner.write(PlannerBatch(inserts: [series]))
            let text = PlannerBackfillFixture.calendar(
                uid: series.calendarUID,
                """
                DTSTART:20260306T090000Z
                DTEND:20260306T100000Z
                SUMMARY:Standup
                RRULE:FREQ=DAILY;COUNT=5
                RDATE;VALUE=PERIOD:20260320T150000Z/PT3H
                """)
            try await fixture.storeTexts([series.calendarUID: text])

            try await fixture.migrateTheRest()
            let migrated = try #require(try await storage.planner.item(id: series.id))
            #expect(migrated.timeZoneIdentifier == "UTC")
            #expect(migrated.recurrenceDateLengths == [F.at("2026-03-20T15:00", "UTC"): 3 * 3600])
            let march = DateInterval(start: F.at("2026-03-01T00:00", "UTC"), end: F.at("2026-03-31T00:00", "UTC"))
            let items = try await storage.planner.items(matching: PlannerQuery(householdID: f.home.id, viewerID: f.jana.id, window: march))
            let occurrences = PlannerExpansion.occurrences(of: items, in: march)
            #expect(
                occurrences.map(\.start) == (6...10).map { F.at("2026-03-\(String(format: "%02d", $0))T09:00", "UTC") } + [
                    F.at("2026-03-20T15:00", "UTC")
                ])
            #expect(occurrences.last?.end == F.at("2026-03-20T18:00", "UTC"))
        }
    }
}
