import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// The name-day feed is read a page of reminders at a time (issue 23: no single request may grow
/// the process by more than 64 MB): whatever the page size, its text is the one the whole list of
/// the person's reminders gave (so its ETag is), and no page holds more than the page size.
@Suite("Name-day feed paging")
struct NameDayFeedPagingTests {
    @Test(arguments: TestDatabase.allConfigured())
    func aFeedOfManyNameDaysIsWrittenAPageAtATimeAsTheWholeListWroteIt(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            let petr = try await f.user("petr")
            let names = NameDayService(repository: storage.nameDays, clock: f.clock.wallClock, ids: f.ids, link: { _ in "" })
            // The same name for several people, and several names: the order is by name, then person.
            for (name, person) in [
                ("Jana", "Babička"), ("Jana", "Teta"), ("Jana", ""), ("Šárka", "Sestra"), ("Petr", "Děda"), ("Jan", "Soused"),
                ("Eva", ""),
            ] {
                _ = try await names.create(NameDayReminderInput(name: name, personName: person), by: jana)
            }
            _ = try await names.create(NameDayReminderInput(name: "Jana", personName: "Máma"), by: petr)
            let writer = NameDayFeedWriter(
                catalog: names.catalog, calendarName: "Svátky", summary: { "Svátek: \($0.personName)" }, now: f.clock.now)
            let whole = try await names.reminders(for: jana)
            #expect(whole.count == 7)
            let expected = writer.calendar(whole).serialized()

            for pageSize in [1, 2, 3, 200] {
                var text = ""
                var largestPage = 0
                var listed = 0
                try await names.writeFeed(
                    for: jana, writer: writer, pageSize: pageSize,
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
}
