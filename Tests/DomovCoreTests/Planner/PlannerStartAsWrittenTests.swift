@testable import DomovCore
import DomovTesting
import Foundation
import Testing

/// A series whose DTSTART is a time the clocks skip (02:30 on 29 March 2026 in Prague): its
/// first occurrence is at 03:30 (RFC 5545 §3.3.5: the offset before the gap), every later one
/// at 02:30 as written. The planner showed the later ones at 03:30 too.
@Suite("A series started at a time the clocks skip")
struct PlannerStartAsWrittenTests {
    typealias F = PlannerCoreFixtures
    let reader = PlannerCalendarReader(defaultTimeZone: "Europe/Prague")
    let writer = PlannerCalendarWriter(categoryName: { _ in "Other" }, now: F.created)

    func text(_ lines: String, component: String = "VEVENT") -> String {
        let body = ["UID:gap-1", "DTSTAMP:20260101T000000Z", "SUMMARY:Krmení"] + lines.split(separator: "\n").map(String.init)
        return
            (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:\(component)"] + body + ["END:\(component)", "END:VCALENDAR"])
            .map { $0 + "\r\n" }.joined()
    }

    func series(_ lines: String, component: String = "VEVENT") throws -> PlannerItem {
        let master = try #require(try reader.object(from: text(lines, component: component)).master)
        return PlannerItem(
            id: ID(IDGenerator.sequentialUUID(101)), householdID: F.household, authorID: F.author, content: master.content,
            calendarUID: "gap-1", createdAt: F.created, updatedAt: F.created)
    }

    static let weekly = """
        DTSTART;TZID=Europe/Prague:20260329T023000
        DURATION:PT1H
        RRULE:FREQ=WEEKLY;COUNT=3
        """

    @Test func laterOccurrencesAreAtTheWrittenTime() throws {
        let item = try series(Self.weekly)
        #expect(item.startAsWritten == LocalDateTime(year: 2026, month: 3, day: 29, hour: 2, minute: 30))
        let weeks = DateInterval(start: F.utc("2026-03-28T00:00:00Z"), end: F.utc("2026-04-20T00:00:00Z"))
        let starts = PlannerExpansion.occurrences(of: [item], in: weeks).compactMap(\.start).map { F.wallClock($0, "Europe/Prague") }
        #expect(starts == ["2026-03-29T03:30:00", "2026-04-05T02:30:00", "2026-04-12T02:30:00"])
        // The series ends with its third occurrence's end, 03:30 on 12 April.
        #expect(PlannerExpansion.seriesEnd(of: item) == F.at("2026-04-12T03:30:00", "Europe/Prague"))
    }

    @Test func aRepeatingToDoIsDueAtItsWrittenTimeToo() throws {
        let item = try series("DUE;TZID=Europe/Prague:20260329T023000\nRRULE:FREQ=DAILY;COUNT=2", component: "VTODO")
        let days = DateInterval(start: F.utc("2026-03-28T00:00:00Z"), end: F.utc("2026-04-01T00:00:00Z"))
        let starts = PlannerExpansion.occurrences(of: [item], in: days).compactMap(\.start).map { F.wallClock($0, "Europe/Prague") }
        #expect(starts == ["2026-03-29T03:30:00", "2026-03-30T02:30:00"])
    }

    @Test func onlySeriesAtASkippedTimeKeepIt() throws {
        #expect(try series("DTSTART;TZID=Europe/Prague:20260405T023000\nRRULE:FREQ=WEEKLY;COUNT=3").startAsWritten == nil)
        #expect(try series("DTSTART;TZID=Europe/Prague:20260329T023000").startAsWritten == nil, "one time: nothing repeats")
        #expect(try series("DTSTART:20260329T023000Z\nRRULE:FREQ=WEEKLY;COUNT=3").startAsWritten == nil, "UTC skips nothing")
    }

    @Test func aNewStartOrZoneLetsGoOfItAndOtherEditsKeepIt() throws {
        var item = try series(Self.weekly)
        item.title = "Krmení koček"
        item.when = item.when
        #expect(item.startAsWritten != nil)
        var moved = item
        moved.when = F.timed("2026-03-29T10:00:00")
        #expect(moved.startAsWritten == nil)
        var elsewhere = item
        elsewhere.timeZoneIdentifier = "Europe/London"
        #expect(elsewhere.startAsWritten == nil)
    }

    @Test func editingAllFromALaterWeekMovesTheWrittenTime() throws {
        let item = try series(Self.weekly)
        let shown = F.at("2026-04-05T02:30:00", "Europe/Prague")
        let kept = PlannerSeriesEdit.times(of: item, shownAt: shown, edited: .timed(start: shown, minutes: 60))
        #expect(kept.when == item.when && kept.startAsWritten == item.startAsWritten, "a time left as shown")

        // 02:30 moved to 03:30, a time the first day has: every week at 03:30 now.
        let later = PlannerSeriesEdit.times(of: item, shownAt: shown, edited: F.timed("2026-04-05T03:30:00"))
        var moved = item
        moved.when = later.when
        moved.startAsWritten = later.startAsWritten
        #expect(moved.startAsWritten == nil)
        let weeks = DateInterval(start: F.utc("2026-03-28T00:00:00Z"), end: F.utc("2026-04-10T00:00:00Z"))
        let starts = PlannerExpansion.occurrences(of: [moved], in: weeks).compactMap(\.start).map { F.wallClock($0, "Europe/Prague") }
        #expect(starts == ["2026-03-29T03:30:00", "2026-04-05T03:30:00"])
    }

    @Test func theSeriesIsWrittenAtItsWrittenTime() throws {
        let item = try series(Self.weekly)
        let written = writer.object(items: [item]).serialized()
        #expect(written.contains("DTSTART;TZID=Europe/Prague:20260329T023000\r\n"))
        let again = try #require(try reader.object(from: written).master)
        #expect(again.startAsWritten == item.startAsWritten && again.when == item.when)
    }
}
