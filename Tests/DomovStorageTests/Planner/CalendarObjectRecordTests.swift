import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// The record of a calendar object is its text: kept as written, read with its ETag in one
/// go, patched by Domov's own edits, and guarded by If-Match against lost updates.
@Suite("Calendar object records")
struct CalendarObjectRecordTests {
    static let uid = "record@test"

    static func event(notes: String) -> String {
        """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN\r
        BEGIN:VEVENT\r
        UID:\(uid)\r
        DTSTAMP:20260301T120000Z\r
        DTSTART;TZID=Europe/Prague:20260323T180000\r
        DTEND;TZID=Europe/Prague:20260323T190000\r
        SUMMARY:Zkouška\r
        DESCRIPTION:\(notes)\r
        X-MOZ-GENERATION:2\r
        END:VEVENT\r
        END:VCALENDAR\r

        """
    }

    static func service(_ storage: Storage, _ f: PlannerStorageFixtures) -> PlannerService {
        PlannerService(
            planner: storage.planner, households: storage.households, accounts: storage.accounts, clock: f.base.clock.wallClock,
            ids: f.base.ids,
            link: { _ in "" }
        )
    }

    static func put(
        _ text: String, expecting expectation: CalendarObjectExpectation, _ service: PlannerService, _ f: PlannerStorageFixtures
    ) async throws -> String? {
        let object = try PlannerCalendarReader(defaultTimeZone: "Europe/Prague").object(from: text)
        let write = CalendarObjectWrite(householdID: f.home.id, uid: object.uid, name: nil, expectation: expectation)
        return try await service.saveCalendarObject(object, text: text, as: write, by: f.jana, builtinCategory: { _ in nil }).etag
    }

    @Test(arguments: TestDatabase.allConfigured())
    func anObjectIsKeptByteForByteWithTheETagOfItsBytes(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let service = Self.service(storage, f)
            let text = Self.event(notes: "first")
            let etag = try #require(try await Self.put(text, expecting: .absent, service, f))
            let stored = try #require(try await service.storedCalendarObjects(in: f.home.id, uids: [Self.uid], for: f.jana).first)
            #expect(stored.text == text)
            #expect(stored.etag == etag)
            // Another member reads the same bytes with the same ETag: nothing about the reader counts.
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.petr).first == stored)
        }
    }

    /// A listing without texts gives each text's length in bytes of UTF-8 (not characters), so a
    /// REPORT can weigh its answer before writing it (issue 23).
    @Test(arguments: TestDatabase.allConfigured())
    func aListingGivesEachTextsLengthInBytes(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let service = Self.service(storage, f)
            let text = Self.event(notes: "Příliš žluťoučký kůň 🐴")
            _ = try #require(try await Self.put(text, expecting: .absent, service, f))
            let listed = try #require(
                try await service.storedCalendarObjects(in: f.home.id, uids: [Self.uid], for: f.jana, readingTexts: false).first)
            #expect(listed.text.isEmpty)
            #expect(listed.textLength == text.utf8.count && text.utf8.count > text.count)
            #expect(try await service.storedCalendarObjects(in: f.home.id, uids: [Self.uid], for: f.jana).first?.textLength == nil)
        }
    }

    /// Issue 22, defect 0: 8 clients doing read-modify-write with If-Match, on two "processes"
    /// (two connection pools on one database, each with its own services): every acknowledged
    /// write is in the final text. The limit, a guard against a hang, includes the wait for a
    /// fresh PostgreSQL database behind the suite's others (see `ConcurrentWriteTests`).
    @Test(.timeLimit(.minutes(20)), arguments: TestDatabase.allConfigured())
    func concurrentReadModifyWriteClientsLoseNoAcknowledgedWrite(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh in
            let storage = try await fresh.migratedStorage()
            let otherProcess = Storage(database: try await DomovDatabase.open(fresh.location, logger: TestLogger.silent))
            let f = try await PlannerStorageFixtures.make(storage)
            let services = [Self.service(storage, f), Self.service(otherProcess, f)]
            _ = try await Self.put(Self.event(notes: "start"), expecting: .absent, services[0], f)

            let acknowledged = try await withThrowingTaskGroup(of: [String].self) { group in
                for client in 0..<8 {
                    group.addTask {
                        let service = services[client % 2]
                        var mine: [String] = []
                        for _ in 0..<400 where mine.count < 5 {
                            let current = try #require(
                                try await service.storedCalendarObjects(in: f.home.id, uids: [Self.uid], for: f.jana).first)
                            let notes =
                                try ICalComponent.parse(current.text).components(named: "VEVENT").first?.property("DESCRIPTION")?.text ?? ""
                            let marker = "c\(client)n\(mine.count)"
                            do {
                                _ = try await Self.put(Self.event(notes: notes + " " + marker), expecting: .etag(current.etag), service, f)
                                mine.append(marker)
                            } catch is CalendarObjectConflict {
                                continue
                            }
                        }
                        return mine
                    }
                }
                var all: [String] = []
                for try await markers in group { all += markers }
                return all
            }
            await otherProcess.database.close()
            let final = try #require(try await services[0].storedCalendarObjects(in: f.home.id, uids: [Self.uid], for: f.jana).first)
            let notes = try ICalComponent.parse(final.text).components(named: "VEVENT").first?.property("DESCRIPTION")?.text ?? ""
            let kept = Set(notes.split(separator: " ").map(String.init))
            #expect(acknowledged.count == 40)
            #expect(acknowledged.filter { !kept.contains($0) } == [], "acknowledged writes that were lost")
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func anEditInDomovPatchesTheStoredTextAndMovesItsETag(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let service = Self.service(storage, f)
            let before = try #require(try await Self.put(Self.event(notes: "kept"), expecting: .absent, service, f))
            let item = try #require(try await storage.planner.item(calendarUID: Self.uid, householdID: f.home.id))
            try await service.delete(item.id, in: f.home.id, by: f.jana)
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.jana).isEmpty, "a deleted item's text goes with it")

            _ = try await Self.put(Self.event(notes: "kept"), expecting: .absent, service, f)
            let again = try #require(try await storage.planner.item(calendarUID: Self.uid, householdID: f.home.id))
            try await service.complete(again.id, in: f.home.id, by: f.jana)
            let stored = try #require(try await service.storedCalendarObjects(in: f.home.id, for: f.jana).first)
            #expect(stored.etag != before)
            let event = try #require(try ICalComponent.parse(stored.text).components(named: "VEVENT").first)
            #expect(event.property("X-MOZ-GENERATION")?.value == "2", "what Domov does not model stays")
            #expect(event.property("DESCRIPTION")?.text == "kept")
            #expect(event.property("PRODID") == nil && stored.text.contains("PRODID:-//Mozilla.org"), "the calendar's own lines stay too")
        }
    }
}
