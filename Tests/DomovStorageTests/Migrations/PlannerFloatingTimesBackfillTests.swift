import DomovCore
@testable import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Migration 34 marks the items whose stored text gives floating times (no TZID, no Z) and
/// keeps them as UTC wall clock, so that each reader places them in their own zone: Prague's
/// floating 09:00, indexed by version 33 as 08:00 UTC, is 09:00 in Tokyo afterwards.
@Suite("Planner floating times backfill")
struct PlannerFloatingTimesBackfillTests {
    typealias F = PlannerStorageFixtures

    @Test(arguments: TestDatabase.allConfigured())
    func floatingItemsAreMarkedAndPlacedInTheReadersZone(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh in
            let fixture = try await PlannerBackfillFixture.at(version: 33, fresh)
            let (storage, f) = (fixture.storage, fixture.f)
            // As version 33 read it: instants in the writer's zone, an excluded day among them.
            var series = f.item(
                "Snídaně", when: .timed(start: F.at("2026-03-23T09:00", "Europe/Prague"), minutes: 30), zone: "Europe/Prague",
                rule: "FREQ=DAILY;COUNT=3")
            series.excludedStarts = [F.at("2026-03-24T09:00", "Europe/Prague")]
            let zoned = f.item("Porada", when: .timed(start: F.at("2026-03-23T10:00", "Europe/Prague"), minutes: 60), zone: "Europe/Prague")
            try await storage.planner.write(PlannerBatch(inserts: [series, zoned]))
            try await fixture.storeTexts([
                series.calendarUID: PlannerBackfillFixture.calendar(
                    uid: series.calendarUID,
                    """
                    DTSTART:20260323T090000
                    DTEND:20260323T093000
                    SUMMARY:Snídaně
                    RRULE:FREQ=DAILY;COUNT=3
                    EXDATE:20260324T090000
                    """),
                zoned.calendarUID: PlannerBackfillFixture.calendar(
                    uid: zoned.calendarUID,
                    """
                    DTSTART;TZID=Europe/Prague:20260323T100000
                    DTEND;TZID=Europe/Prague:20260323T110000
                    SUMMARY:Porada
                    """),
            ])

            try await fixture.migrateTheRest()
            let migrated = try #require(try await storage.planner.item(id: series.id))
            #expect(migrated.isFloating)
            #expect(migrated.start == F.at("2026-03-23T09:00", "UTC"))
            #expect(migrated.excludedStarts == [F.at("2026-03-24T09:00", "UTC")])
            let kept = try #require(try await storage.planner.item(id: zoned.id))
            #expect(!kept.isFloating && kept.start == F.at("2026-03-23T10:00", "Europe/Prague"))

            // A reader in Tokyo asks for their 23 to 25 March and finds breakfast at 09:00 there.
            let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
            let days = DateInterval(start: F.at("2026-03-23T00:00", "Asia/Tokyo"), end: F.at("2026-03-26T00:00", "Asia/Tokyo"))
            let items = try await storage.planner.items(matching: PlannerQuery(householdID: f.home.id, viewerID: f.jana.id, window: days))
            let occurrences = PlannerExpansion.occurrences(of: items.placed(in: tokyo), in: days).filter { $0.item.id == series.id }
            #expect(occurrences.map(\.start) == [F.at("2026-03-23T09:00", "Asia/Tokyo"), F.at("2026-03-25T09:00", "Asia/Tokyo")])
        }
    }
}
