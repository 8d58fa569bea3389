import DomovCore
@testable import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Migration 36 keeps the written start of a series whose text starts it at a time the clocks
/// skip, read again from its stored text: version 35 held only its first occurrence's instant
/// (03:30 on 29 March 2026 in Prague) and showed every later week at 03:30, not at 02:30.
@Suite("Planner starts as written backfill")
struct PlannerStartsAsWrittenBackfillTests {
    typealias F = PlannerStorageFixtures

    @Test(arguments: TestDatabase.allConfigured())
    func aSeriesStartedInTheSkippedHourRepeatsAtItsWrittenTime(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh in
            let fixture = try await PlannerBackfillFixture.at(version: 35, fresh)
            let (storage, f) = (fixture.storage, fixture.f)
            // As version 35 read it: the first occurrence's instant and nothing more.
            let gap = f.item(
                "Krmení", when: .timed(start: F.at("2026-03-29T03:30", "Europe/Prague"), minutes: 60), rule: "FREQ=WEEKLY;COUNT=3")
            let plain = f.item("Porada", when: .timed(start: F.at("2026-03-30T10:00", "Europe/Prague"), minutes: 60), rule: "FREQ=WEEKLY")
            try await storage.planner.write(PlannerBatch(inserts: [gap, plain]))
            try await fixture.storeTexts([
                gap.calendarUID: PlannerBackfillFixture.calendar(
                    uid: gap.calendarUID,
                    """
                    DTSTART;TZID=Europe/Prague:20260329T023000
                    DURATION:PT1H
                    SUMMARY:Krmení
                    RRULE:FREQ=WEEKLY;COUNT=3
                    """),
                plain.calendarUID: PlannerBackfillFixture.calendar(
                    uid: plain.calendarUID,
                    """
                    DTSTART;TZID=Europe/Prague:20260330T100000
                    DTEND;TZID=Europe/Prague:20260330T110000
                    SUMMARY:Porada
                    RRULE:FREQ=WEEKLY
                    """),
            ])

            try await fixture.migrateTheRest()
            let migrated = try #require(try await storage.planner.item(id: gap.id))
            #expect(migrated.startAsWritten == LocalDateTime(year: 2026, month: 3, day: 29, hour: 2, minute: 30))
            #expect(migrated.start == gap.start, "the first occurrence stays where it was")
            #expect(try await storage.planner.item(id: plain.id)?.startAsWritten == nil)

            let weeks = DateInterval(start: F.at("2026-03-28T00:00", "Europe/Prague"), end: F.at("2026-04-20T00:00", "Europe/Prague"))
            let items = try await storage.planner.items(matching: PlannerQuery(householdID: f.home.id, viewerID: f.jana.id, window: weeks))
            let starts = PlannerExpansion.occurrences(of: items, in: weeks).filter { $0.item.id == gap.id }.map(\.start)
            #expect(
                starts == [
                    F.at("2026-03-29T03:30", "Europe/Prague"), F.at("2026-04-05T02:30", "Europe/Prague"),
                    F.at("2026-04-12T02:30", "Europe/Prague"),
                ])
        }
    }
}
