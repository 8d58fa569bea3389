import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// A feed is read a page at a time (issue 23: no single request may grow the process by more
/// than 64 MB): whatever the page size, its text is the one the whole list of items gave (so
/// its ETag is), and no page holds more items than the page size.
@Suite("Planner feed paging")
struct PlannerFeedPagingTests {
    typealias F = PlannerStorageFixtures

    /// One-time items in three zones, all-day ones, a done to-do, series with edited
    /// occurrences, a meeting (its organizer looked up), and items outside the window.
    static func fill(_ f: F) async throws {
        var items: [PlannerItem] = []
        for day in 10..<22 {
            let zone = ["Europe/Prague", "America/New_York", "UTC"][day % 3]
            items.append(f.item("Event \(day)", when: F.timed("2026-03-\(day)T18:00", zone), zone: zone))
        }
        items.append(f.item("Holiday", when: .allDay(first: LocalDate(year: 2026, month: 4, day: 1)!, days: 3)))
        items.append(f.item("Done", kind: .todo, when: F.timed("2026-03-12T09:00"), completedAt: F.at("2026-03-12T10:00")))
        items.append(
            f.item(
                "Meeting", kind: .meeting, when: F.timed("2026-03-13T10:00"),
                attendees: [PlannerAttendee(invitee: .member(f.petr.id), name: "Petr")]))
        items.append(f.item("Long ago", when: F.timed("2023-01-10T18:00")))
        for name in ["Run", "Swim", "Read"] {
            let series = f.item(name, when: F.timed("2026-03-02T07:00"), rule: "FREQ=WEEKLY;COUNT=20")
            items.append(series)
            items.append(
                f.item(
                    "\(name) (moved)", when: F.timed("2026-03-09T08:00"),
                    override: PlannerOverride(seriesID: series.id, originalStart: F.at("2026-03-09T07:00"))))
        }
        try await f.planner.write(PlannerBatch(inserts: items))
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aFeedOfManyItemsIsWrittenAPageAtATimeAsTheWholeListWroteIt(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            try await Self.fill(f)
            let service = PlannerService(
                planner: storage.planner, households: storage.households, accounts: storage.accounts, clock: f.base.clock.wallClock,
                ids: f.base.ids, link: { _ in "" }
            )
            var query = f.query(window: ("2025-03-01T00:00", "2040-01-01T00:00"))
            query.includeDone = true
            let whole = try await storage.planner.items(matching: query)
            #expect(whole.count == 21, "12 events, the holiday, the to-do, the meeting, 3 series and 3 edited occurrences")
            let jana = MeetingOrganizer(f.jana)
            let writer = PlannerCalendarWriter(categoryName: { "\($0)" }, now: f.base.clock.now)
            var organizing = writer
            organizing.organizer = { $0.authorID == jana.id ? jana : nil }
            let expected = organizing.calendar(named: "Home", items: whole).serialized()
            #expect(expected.contains("ORGANIZER"))

            for pageSize in [1, 4, 200] {
                let feed = try await service.feed(query, for: f.jana, pageSize: pageSize)
                var text = ""
                var largestPage = 0
                var listed = 0
                try await service.writeFeed(
                    feed, named: "Home", writer: writer,
                    observe: { page in
                        largestPage = max(largestPage, page.count)
                        listed += page.count
                    }
                ) { text += $0 }
                #expect(text == expected, "page size \(pageSize)")
                #expect(largestPage <= pageSize, "page size \(pageSize): a page of \(largestPage)")
                #expect(listed == whole.count)
            }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aFeedIsOnlyForMembers(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let stranger = try await f.base.user("eva")
            let service = PlannerService(
                planner: storage.planner, households: storage.households, accounts: storage.accounts, clock: f.base.clock.wallClock,
                ids: f.base.ids, link: { _ in "" }
            )
            await #expect(throws: DomainError.notFound) {
                _ = try await service.feed(f.query(window: ("2025-03-01T00:00", "2040-01-01T00:00")), for: stranger)
            }
        }
    }
}
