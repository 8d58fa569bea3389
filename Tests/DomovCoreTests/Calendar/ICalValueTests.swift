@testable import DomovCore
import Foundation
import Testing

@Suite("iCalendar value types: DATE, DATE-TIME, DURATION, PERIOD, RDATE/EXDATE, RECURRENCE-ID")
struct ICalValueTests {
    @Test func dateAndDateTimeFormsRoundTrip() throws {
        let nine = LocalDateTime(year: 2024, month: 3, day: 31, hour: 9)!
        #expect(try ICalDateTime(icalValue: "20240331") == .date(nine.date))
        #expect(try ICalDateTime(icalValue: "20240331T090000") == .floating(nine))
        #expect(try ICalDateTime(icalValue: "20240331T090000Z") == .utc(nine))
        #expect(try ICalDateTime(icalValue: "20240331T090000", tzid: "Europe/Prague") == .zoned(nine, tzid: "Europe/Prague"))
        for value in [ICalDateTime.date(nine.date), .floating(nine), .utc(nine), .zoned(nine, tzid: "Europe/Prague")] {
            let property = ICalProperty.dateTime("DTSTART", value)
            #expect(try ICalParser.parseContentLine(property.contentLine, line: 1).dateTime() == value)
        }
        #expect(ICalProperty.dateTime("DTSTART", .date(nine.date)).contentLine == "DTSTART;VALUE=DATE:20240331")
        #expect(
            ICalProperty.dateTime("DTSTART", .zoned(nine, tzid: "Europe/Prague")).contentLine
                == "DTSTART;TZID=Europe/Prague:20240331T090000")
        #expect(throws: ICalValueError.self) { try ICalDateTime(icalValue: "20230229") }
        #expect(throws: ICalValueError.self) { try ICalDateTime(icalValue: "20240431T090000") }
        #expect(throws: ICalValueError.self) { try ICalDateTime(icalValue: "20240101T240000") }
        #expect(throws: ICalValueError.self) { try ICalDateTime(icalValue: "20240101T090000", valueType: "DATE") }
    }

    @Test func durationsWithWeeksNegativesAndMixedParts() throws {
        #expect(try ICalDuration(icalValue: "P2W") == ICalDuration(weeks: 2))
        #expect(try ICalDuration(icalValue: "-PT15M") == ICalDuration(isNegative: true, minutes: 15))
        #expect(try ICalDuration(icalValue: "P1DT2H30M") == ICalDuration(days: 1, hours: 2, minutes: 30))
        #expect(try ICalDuration(icalValue: "+PT1H0M5S").totalSeconds == 3605)
        #expect(try ICalDuration(icalValue: "P1W2D").nominalDays == 9)
        #expect(try ICalDuration(icalValue: "-P1W").totalSeconds == -604_800)
        for text in ["P2W", "-PT15M", "P1DT2H30M", "PT0S", "P1D", "PT1H0M5S"] {
            #expect(try ICalDuration(icalValue: text).icalValue == text)
        }
        for bad in ["P", "PT", "1H", "P1H", "PT1D", "P1DT", "PT1M1H", "P-1D", "P1.5D"] {
            #expect(throws: ICalValueError.self, "\(bad)") { try ICalDuration(icalValue: bad) }
        }
        #expect(ICalDuration(totalSeconds: 90_061) == ICalDuration(days: 1, hours: 1, minutes: 1, seconds: 1))
    }

    @Test func durationAddsDaysOnTheWallClockAcrossDST() throws {
        let prague = TimeZone(identifier: "Europe/Prague")!
        let before = LocalDateTime(year: 2024, month: 3, day: 30, hour: 12)!.instant(in: prague)
        let nextDay = try ICalDuration(icalValue: "P1D").added(to: before, in: prague)
        #expect(nextDay.timeIntervalSince(before) == 23 * 3600)
        let day24h = try ICalDuration(icalValue: "PT24H").added(to: before, in: prague)
        #expect(day24h.timeIntervalSince(before) == 24 * 3600)
    }

    @Test func periodsWithEndOrDuration() throws {
        let explicit = try ICalPeriod(icalValue: "19970101T180000Z/19970102T070000Z")
        #expect(explicit.end == .dateTime(.utc(LocalDateTime(year: 1997, month: 1, day: 2, hour: 7)!)))
        let relative = try ICalPeriod(icalValue: "19970101T180000Z/PT5H30M")
        #expect(relative.end == .duration(ICalDuration(hours: 5, minutes: 30)))
        #expect(relative.icalValue == "19970101T180000Z/PT5H30M")
        #expect(throws: ICalValueError.self) { try ICalPeriod(icalValue: "19970101/19970102") }
    }

    @Test func rdateAndExdateListsOfDatesDateTimesAndPeriods() throws {
        let rdate = try ICalParser.parseContentLine("RDATE;VALUE=PERIOD:19960403T020000Z/19960403T040000Z,19960404T010000Z/PT3H", line: 1)
        #expect(try rdate.dateTimeList().count == 2)
        let dates = try ICalParser.parseContentLine("RDATE;VALUE=DATE:19970101,19970120,19970217", line: 1)
        #expect(
            try dates.dateTimeList().map(\.start) == [
                .date(LocalDate(year: 1997, month: 1, day: 1)!), .date(LocalDate(year: 1997, month: 1, day: 20)!),
                .date(LocalDate(year: 1997, month: 2, day: 17)!),
            ])
        let exdate = try ICalParser.parseContentLine("EXDATE;TZID=Europe/Prague:20240101T090000,20240108T090000", line: 1)
        let values = try exdate.dateTimeList().map(\.start)
        #expect(values.allSatisfy { $0.tzid == "Europe/Prague" })
        let rebuilt = ICalProperty.dateTimeList("EXDATE", values.map(ICalRecurrenceDate.dateTime))
        #expect(rebuilt.contentLine == "EXDATE;TZID=Europe/Prague:20240101T090000,20240108T090000")
    }

    @Test func recurrenceIDWithRange() throws {
        let value = ICalDateTime.zoned(LocalDateTime(year: 2024, month: 5, day: 6, hour: 9)!, tzid: "Europe/Prague")
        let property = ICalProperty.recurrenceID(value, thisAndFuture: true)
        #expect(property.contentLine == "RECURRENCE-ID;TZID=Europe/Prague;RANGE=THISANDFUTURE:20240506T090000")
        let parsed = try ICalParser.parseContentLine(property.contentLine, line: 1)
        #expect(parsed.isThisAndFuture)
        #expect(try parsed.dateTime() == value)
    }
}
