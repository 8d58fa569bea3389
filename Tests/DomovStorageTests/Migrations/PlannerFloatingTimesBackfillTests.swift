import DomovCore
@testable import DomovStorage
import DomovTesting
import Foundation
import SQLKit
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
            let runner = MigrationRunner(database: fresh.database, logger: TestLogger.silent)
            try await runner.migrateBeforeUse(upTo: 33)
            let storage = Storage(database: fresh.database)
            let f = try await F.make(storage)
            // As version 33 read it: instants in the writer's zone, an excluded day among them.
            var series = f.item(
                "Snídaně", when: .timed(start: F.at("2026-03-23T09:00", "Europe/Prague"), minutes: 30), zone: "Europe/Prague",
                rule: "FREQ=DAILY;COUNT=3")
            series.excludedStarts = [F.at("2026-03-24T09:00", "Europe/Prague")]
            let zoned = f.item("Porada", when: .timed(start: F.at("2026-03-23T10:00", "Europe/Prague"), minutes: 60), zone: "Europe/Prague")
            try await storage.planner.write(PlannerBatch(inserts: [series, zoned]))
            let texts = [
                series.calendarUID: """
                BEGIN:VCALENDAR\r
                VERSION:2.0\r
                PRODID:-//Test//EN\r
                BEGIN:VEVENT\r
                UID:\(series.calendarUID)\r
                DTSTAMP:20260301T000000Z\r
                DTSTART:20260323T090000\r
                DTEND:20260323T093000\r
                SUMMARY:Snídaně\r
                RRULE:FREQ=DAILY;COUNT=3\r
                EXDATE:20260324T090000\r
                END:VEVENT\r
                END:VCALENDAR\r

                """,
                zoned.calendarUID: """
                BEGIN:VCALENDAR\r
                VERSION:2.0\r
                PRODID:-//Test//EN\r
                BEGIN:VEVENT\r
                UID:\(zoned.calendarUID)\r
                DTSTAMP:20260301T000000Z\r
                DTSTART;TZID=Europe/Prague:20260323T100000\r
                DTEND;TZID=Europe/Prague:20260323T110000\r
                SUMMARY:Porada\r
                END:VEVENT\r
                END:VCALENDAR\r

                """,
            ]
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

            try await runner.migrateBeforeUse()
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
