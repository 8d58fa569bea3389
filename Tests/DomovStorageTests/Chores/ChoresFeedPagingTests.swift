import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// The chores feed is read a page of chores at a time (issue 23: no single request may grow the
/// process by more than 64 MB): whatever the page size, its text is the one the whole list of
/// open chores gave, and no page holds more chores than the page size.
@Suite("Chores feed paging")
struct ChoresFeedPagingTests {
    typealias F = SQLChoresRepositoryTests.Fixture

    @Test(arguments: TestDatabase.allConfigured())
    func aFeedOfManyChoresIsWrittenAPageAtATimeAsTheWholeListWroteIt(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let kitchen = try await f.room("Kuchyň")
            let bath = try await f.room("Koupelna", .bathroom)
            // Some due at the same moment (the order is then by id).
            for (index, minutes) in [300, 60, 60, 60, 1_440, 90, 60].enumerated() {
                _ = try await f.chore("Úkol \(index) <&>", in: index % 2 == 0 ? kitchen : bath, minutes: minutes)
            }
            // A recurring chore renews when done, so it stays in the feed; a one-time one leaves it.
            let renewed = try await f.chore("Hotovo", in: kitchen, minutes: 30)
            try await f.service.complete(renewed.id, in: f.home.id, by: f.jana)
            var input = ChoreInput()
            input.roomID = kitchen.id.description
            input.name = "Jednou"
            input.kind = "once"
            input.startDate = "2025-01-15"
            input.startTime = "10:00"
            input.endDate = "2025-01-16"
            input.endTime = "10:00"
            input.timeZone = "Europe/Prague"
            let oneTime = try await f.service.create(input, in: f.home.id, by: f.jana)
            try await f.service.complete(oneTime.id, in: f.home.id, by: f.jana)

            let now = Date(timeIntervalSince1970: 1_774_000_000)
            let rooms = Dictionary(uniqueKeysWithValues: try await f.service.rooms(in: f.home.id, for: f.jana).map { ($0.id, $0) })
            let open = try await f.repository.chores(householdID: f.home.id, roomID: nil).filter { !$0.isDone }
                .sorted { ($0.due, $0.id.description) < ($1.due, $1.id.description) }
            #expect(open.count == 8)
            let whole = ChoreCalendar.calendar(named: "Doma: Úkoly", chores: open, rooms: rooms, now: now).serialized()

            for pageSize in [1, 2, 3, 200] {
                var text = ""
                var largestPage = 0
                var listed = 0
                try await f.service.writeFeed(
                    in: f.home.id, named: "Doma: Úkoly", for: f.jana, now: now, pageSize: pageSize,
                    observe: { page in
                        largestPage = max(largestPage, page.count)
                        listed += page.count
                    }
                ) { text += $0 }
                #expect(text == whole, "page size \(pageSize)")
                #expect(largestPage <= pageSize, "page size \(pageSize): a page of \(largestPage)")
                #expect(listed == open.count)
            }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aFeedIsOnlyForMembers(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let stranger = try await f.base.user("eva")
            await #expect(throws: DomainError.notFound) {
                try await f.service.writeFeed(in: f.home.id, named: "Doma", for: stranger, now: Date(), Self.ignore)
            }
        }
    }

    @Sendable static func ignore(_ piece: String) {}
}
