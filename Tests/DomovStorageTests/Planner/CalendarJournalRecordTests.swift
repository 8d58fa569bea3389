import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Journal entries (VJOURNAL) have no planner item: their row in `calendar_objects` keeps the
/// calendar, author and privacy an item would, and the change log hears of them as of events.
@Suite("Calendar journal records")
struct CalendarJournalRecordTests {
    static func journal(uid: String, summary: String = "Zápis", classification: String? = nil) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Evolution//EN\r\nBEGIN:VJOURNAL\r\nUID:\(uid)\r\nDTSTAMP:20260301T120000Z\r\n"
            + "DTSTART;VALUE=DATE:20260323\r\nSUMMARY:\(summary)\r\n" + (classification.map { "CLASS:\($0)\r\n" } ?? "")
            + "END:VJOURNAL\r\nEND:VCALENDAR\r\n"
    }

    static func put(
        _ text: String, expecting expectation: CalendarObjectExpectation = .anything, calendar: ID<PlannerCalendar>? = nil, by user: User,
        _ service: PlannerService, _ f: PlannerStorageFixtures
    ) async throws -> String? {
        guard case .journal(let journal) = try PlannerCalendarReader(defaultTimeZone: "Europe/Prague").content(from: text) else {
            Issue.record("not read as a journal entry")
            return nil
        }
        let write = CalendarObjectWrite(householdID: f.home.id, uid: journal.uid, name: nil, expectation: expectation, calendarID: calendar)
        return try await service.saveCalendarJournal(journal, text: text, as: write, by: user).etag
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aJournalIsKeptServedAndLoggedButIsNoItem(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let service = CalendarObjectRecordTests.service(storage, f)
            let before = try await storage.calendarChanges.revision(householdID: f.home.id)
            let text = Self.journal(uid: "j@test")
            let etag = try #require(try await Self.put(text, expecting: .absent, by: f.jana, service, f))

            let stored = try #require(try await service.storedCalendarObjects(in: f.home.id, uids: ["j@test"], for: f.jana).first)
            #expect(stored == StoredCalendarObject(uid: "j@test", text: text, etag: etag, calendarID: nil, component: .journal))
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.petr) == [stored], "a public entry is the household's")
            #expect(
                try await f.planner.journalPlacement(calendarUID: "j@test", householdID: f.home.id)
                    == CalendarJournalPlacement(calendarID: nil, authorID: f.jana.id, isPrivate: false))
            let revision = try await storage.calendarChanges.revision(householdID: f.home.id)
            #expect(revision > before)
            #expect(try await storage.calendarChanges.changes(householdID: f.home.id, after: before).keys.contains("j@test"))
            // No item: not in any planner view.
            #expect(try await f.planner.items(calendarUIDs: nil, householdID: f.home.id, viewerID: f.jana.id).isEmpty)
            #expect(try await f.planner.items(matching: f.query(window: ("2026-03-01T00:00", "2026-04-01T00:00"))).isEmpty)

            // If-None-Match and If-Match as for events; then deleted.
            await #expect(throws: CalendarObjectConflict.self) { try await Self.put(text, expecting: .absent, by: f.jana, service, f) }
            await #expect(throws: CalendarObjectConflict.self) {
                try await Self.put(text, expecting: .etag("\"stale\""), by: f.jana, service, f)
            }
            let write = CalendarObjectWrite(householdID: f.home.id, uid: "j@test", name: nil, expectation: .etag(etag))
            try await service.deleteCalendarObject(write, by: f.jana)
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.jana).isEmpty)
            #expect(try await f.planner.journalPlacement(calendarUID: "j@test", householdID: f.home.id) == nil)
            #expect(try await storage.calendarChanges.changes(householdID: f.home.id, after: revision).keys.contains("j@test"))
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aPrivateJournalIsItsAuthorsAlone(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let service = CalendarObjectRecordTests.service(storage, f)
            try await Self.put(Self.journal(uid: "secret@test", classification: "PRIVATE"), by: f.jana, service, f)
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.jana).map(\.uid) == ["secret@test"])
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.petr).isEmpty)
            await #expect(throws: CalendarObjectConflict.self) {
                try await Self.put(Self.journal(uid: "secret@test"), by: f.petr, service, f)
            }
            await #expect(throws: DomainError.self) {
                try await service.deleteCalendarObject(
                    CalendarObjectWrite(householdID: f.home.id, uid: "secret@test", name: nil, expectation: .anything), by: f.petr)
            }
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.jana).count == 1)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func anEventBecomesAJournalAndBackUnderOneName(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let service = CalendarObjectRecordTests.service(storage, f)
            let uid = CalendarObjectRecordTests.uid
            let object = try PlannerCalendarReader(defaultTimeZone: "Europe/Prague").object(
                from: CalendarObjectRecordTests.event(notes: "n"))
            let named = CalendarObjectWrite(householdID: f.home.id, uid: uid, name: "moje.ics", expectation: .anything)
            try await service.saveCalendarObject(
                object, text: CalendarObjectRecordTests.event(notes: "n"), as: named, by: f.jana, builtinCategory: { _ in nil })

            guard case .journal(let journal) = try PlannerCalendarReader(defaultTimeZone: "UTC").content(from: Self.journal(uid: uid))
            else { return }
            let saved = try await service.saveCalendarJournal(journal, text: Self.journal(uid: uid), as: named, by: f.jana)
            #expect(!saved.created)
            #expect(try await f.planner.item(calendarUID: uid, householdID: f.home.id) == nil)
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.jana).map(\.component) == [.journal])
            #expect(try await storage.calendarChanges.objectNames(householdID: f.home.id, uids: nil)[uid] == "moje.ics", "the name stays")

            try await service.saveCalendarObject(
                object, text: CalendarObjectRecordTests.event(notes: "n"), as: named, by: f.jana, builtinCategory: { _ in nil })
            #expect(try await f.planner.item(calendarUID: uid, householdID: f.home.id) != nil)
            #expect(try await f.planner.journalPlacement(calendarUID: uid, householdID: f.home.id) == nil)
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.jana).map(\.component) == [.event])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func deletingACalendarOrAnAccountTakesTheirJournalsAndTellsTheLog(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let service = CalendarObjectRecordTests.service(storage, f)
            let notes = try await service.createCalendar(PlannerCalendarInput(name: "Notes"), in: f.home.id, by: f.jana)
            #expect(notes.components.contains(.journal), "a calendar made without a choice holds every component")
            try await Self.put(Self.journal(uid: "in-notes@test"), calendar: notes.id, by: f.jana, service, f)
            #expect(try await f.planner.journalPlacement(calendarUID: "in-notes@test", householdID: f.home.id)?.isPrivate == true)
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.petr).isEmpty, "a personal calendar is its owner's")
            try await Self.put(Self.journal(uid: "petrs@test"), by: f.petr, service, f)

            let before = try await storage.calendarChanges.revision(householdID: f.home.id)
            try await service.deleteCalendar(notes.id, by: f.jana)
            #expect(try await f.planner.journalPlacement(calendarUID: "in-notes@test", householdID: f.home.id) == nil)
            let afterCalendar = try await storage.calendarChanges.revision(householdID: f.home.id)
            #expect(try await storage.calendarChanges.changes(householdID: f.home.id, after: before).keys.contains("in-notes@test"))

            try await storage.accounts.delete(userID: f.petr.id)
            #expect(try await f.planner.journalPlacement(calendarUID: "petrs@test", householdID: f.home.id) == nil)
            #expect(try await service.storedCalendarObjects(in: f.home.id, for: f.jana).isEmpty)
            #expect(try await storage.calendarChanges.changes(householdID: f.home.id, after: afterCalendar).keys.contains("petrs@test"))
        }
    }
}
