import DomovCore
import DomovTesting
import Foundation
import Testing

/// Extra dates of a series (RDATE, issue 22 defect 5): read from what apps write, with or
/// without a rule, shown as occurrences, deletable one by one, and counted in the series' end.
@Suite("Planner recurrence dates (RDATE)")
struct PlannerRecurrenceDatesTests {
    typealias F = PlannerCoreFixtures
    let reader = PlannerCalendarReader(defaultTimeZone: "Europe/Prague")

    func event(_ lines: String) -> String {
        """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Test//EN\r
        BEGIN:VEVENT\r
        UID:rdate-1\r
        DTSTAMP:20260101T000000Z\r
        SUMMARY:Lekce\r
        \(lines.split(separator: "\n").joined(separator: "\r\n"))\r
        END:VEVENT\r
        END:VCALENDAR\r

        """
    }

    @Test func anEventWithDatesAndNoRuleIsASeriesOfThoseDates() throws {
        let master = try #require(
            try reader.object(
                from: event(
                    """
                    DTSTART;TZID=Europe/Prague:20260601T170000
                    DTEND;TZID=Europe/Prague:20260601T180000
                    RDATE;TZID=Europe/Prague:20260615T170000,20260608T170000
                    RDATE:20260601T150000Z
                    """)
            ).master)
        #expect(master.recurrenceRule == nil)
        // DTSTART listed again as an RDATE (15:00Z is 17:00 in Prague) is one occurrence, not two.
        #expect(master.recurrenceDates == [F.at("2026-06-08T17:00:00", "Europe/Prague"), F.at("2026-06-15T17:00:00", "Europe/Prague")])
        #expect(!master.extras.contains("RDATE"), "the dates are the planner's now, not an app's leftovers")
    }

    @Test func datesAddToARuleAndAnExdateRemovesOne() throws {
        let master = try #require(
            try reader.object(
                from: event(
                    """
                    DTSTART;TZID=Europe/Prague:20260601T170000
                    DTEND;TZID=Europe/Prague:20260601T180000
                    RRULE:FREQ=WEEKLY;COUNT=2
                    RDATE;TZID=Europe/Prague:20260603T090000,20260610T090000
                    EXDATE;TZID=Europe/Prague:20260610T090000
                    """)
            ).master)
        let item = F.item(1, when: master.when, rule: master.recurrenceRule, excluded: master.excludedStarts)
        var series = item
        series.recurrenceDates = master.recurrenceDates
        #expect(series.isRecurring)
        let june = DateInterval(start: F.utc("2026-06-01T00:00:00Z"), end: F.utc("2026-07-01T00:00:00Z"))
        let starts = PlannerExpansion.occurrences(of: [series], in: june).compactMap(\.start).map { F.wallClock($0, "Europe/Prague") }
        #expect(starts == ["2026-06-01T17:00:00", "2026-06-03T09:00:00", "2026-06-08T17:00:00"])
        // Each extra date lasts as long as the item; the series ends with its last occurrence.
        #expect(PlannerExpansion.seriesEnd(of: series) == F.at("2026-06-08T18:00:00", "Europe/Prague"))
    }

    @Test func aSeriesOfDatesOnlyEndsWithItsLastDateAndShowsInWindowsAfterItsStart() throws {
        var series = F.item(2, when: .timed(start: F.at("2026-06-01T17:00:00", "Europe/Prague"), minutes: 60))
        series.recurrenceDates = [F.at("2026-09-01T17:00:00", "Europe/Prague")]
        #expect(PlannerExpansion.seriesEnd(of: series) == F.at("2026-09-01T18:00:00", "Europe/Prague"))
        let september = DateInterval(start: F.utc("2026-09-01T00:00:00Z"), end: F.utc("2026-09-02T00:00:00Z"))
        let occurrences = PlannerExpansion.occurrences(of: [series], in: september)
        #expect(occurrences.map(\.start) == [F.at("2026-09-01T17:00:00", "Europe/Prague")])
        #expect(
            occurrences.first?.originalStart == F.at("2026-09-01T17:00:00", "Europe/Prague"),
            "an extra date can be edited or deleted on its own")
    }

    @Test func allDayDatesAreDays() throws {
        let master = try #require(
            try reader.object(
                from: event(
                    """
                    DTSTART;VALUE=DATE:20260601
                    DTEND;VALUE=DATE:20260602
                    RDATE;VALUE=DATE:20260704
                    """)
            ).master)
        var series = F.item(3, when: master.when)
        series.recurrenceDates = master.recurrenceDates
        let july = DateInterval(start: F.utc("2026-07-01T00:00:00Z"), end: F.utc("2026-08-01T00:00:00Z"))
        let occurrence = try #require(PlannerExpansion.occurrences(of: [series], in: july).first)
        #expect(occurrence.isOn(LocalDate(year: 2026, month: 7, day: 4)!, in: TimeZone(identifier: "America/New_York")!))
    }

    @Test func writtenOutTheDatesComeBack() throws {
        var series = F.item(4, when: .timed(start: F.at("2026-06-01T17:00:00", "Europe/Prague"), minutes: 60))
        series.recurrenceDates = [F.at("2026-06-20T10:00:00", "Europe/Prague")]
        let text = try PlannerCalendarWriter(categoryName: { _ in "Other" }, now: F.created).object(items: [series]).serialized()
        #expect(text.contains("RDATE;TZID=Europe/Prague:20260620T100000"))
        #expect(try reader.object(from: text).master?.recurrenceDates == series.recurrenceDates)
    }

    @Test func datesOutsideThePlannersRangeOrBeyondTheLimitAreRefused() throws {
        #expect(throws: PlannerCalendarReadError.outOfRange(property: "RDATE")) {
            try reader.object(from: event("DTSTART:20260601T170000Z\nRDATE:99990101T000000Z"))
        }
        let hourly = (1...PlannerCalendarReader.maximumRecurrenceDates + 1).map { hour in
            ICalDateTime.utc(LocalDateTime(instant: F.utc("2026-06-01T17:00:00Z").addingTimeInterval(Double(hour) * 3600), in: .gmt))
                .icalValue
        }
        #expect(throws: PlannerCalendarReadError.unsupportedRecurrence("more than 10000 RDATE values")) {
            try reader.object(from: event("DTSTART:20260601T170000Z\nRDATE:" + hourly.joined(separator: ",")))
        }
        // A value that is no date at all is refused as iCalendar already.
        #expect(throws: PlannerCalendarReadError.self) { try reader.object(from: event("DTSTART:20260601T170000Z\nRDATE:2026")) }
    }
}
