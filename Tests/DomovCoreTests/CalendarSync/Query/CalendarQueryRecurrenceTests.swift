@testable import DomovCore
import Foundation
import Testing

@Suite("Calendar query: recurring components, overrides, EXDATE, endless rules, DST and alarms")
struct CalendarQueryRecurrenceTests {
    let fixtures = QueryFixtures.self

    func events(_ body: String, overlap range: CalendarTimeRange, zone: TimeZone = .gmt) throws -> Bool {
        fixtures.matches(try fixtures.calendar(body), .init("VEVENT", timeRange: range), zone: zone)
    }

    static let prague = """
        BEGIN:VEVENT
        UID:florbal
        DTSTART;TZID=Europe/Prague:20240318T090000
        DTEND;TZID=Europe/Prague:20240318T100000
        RRULE:FREQ=WEEKLY
        END:VEVENT
        """

    @Test func weeklyNineOClockInPragueMovesAnHourInUTCAtTheDSTChange() throws {
        // 25 March: CET, 08:00 UTC. 1 April: CEST, 07:00 UTC.
        #expect(try events(Self.prague, overlap: fixtures.range("20240325T080000Z", "20240325T083000Z")))
        #expect(try events(Self.prague, overlap: fixtures.range("20240401T070000Z", "20240401T073000Z")))
        #expect(try !events(Self.prague, overlap: fixtures.range("20240401T080000Z", "20240401T083000Z")))
        // And back at the end of October: 28 October is CET again.
        #expect(try events(Self.prague, overlap: fixtures.range("20241028T080000Z", "20241028T083000Z")))
        #expect(try !events(Self.prague, overlap: fixtures.range("20241021T080000Z", "20241021T083000Z")))
    }

    @Test func dailyNineOClockInNewYorkAcrossBothChanges() throws {
        let body = """
            BEGIN:VEVENT
            UID:school
            DTSTART;TZID=America/New_York:20240308T090000
            DURATION:PT30M
            RRULE:FREQ=DAILY
            END:VEVENT
            """
        #expect(try events(body, overlap: fixtures.range("20240309T140000Z", "20240309T141000Z")))
        #expect(try events(body, overlap: fixtures.range("20240311T130000Z", "20240311T131000Z")))
        #expect(try !events(body, overlap: fixtures.range("20240311T140000Z", "20240311T141000Z")))
        #expect(try events(body, overlap: fixtures.range("20241104T140000Z", "20241104T141000Z")))
    }

    @Test func floatingTimesUseTheGivenZone() throws {
        let body = "BEGIN:VEVENT\nUID:f\nDTSTART:20240110T090000\nDURATION:PT1H\nEND:VEVENT"
        let eightUTC = fixtures.range("20240110T080000Z", "20240110T083000Z")
        #expect(try events(body, overlap: eightUTC, zone: fixtures.prague))
        #expect(try !events(body, overlap: eightUTC, zone: fixtures.newYork))
        #expect(try events(body, overlap: fixtures.range("20240110T140000Z", "20240110T143000Z"), zone: fixtures.newYork))
    }

    static let moved = """
        BEGIN:VEVENT
        UID:lunch
        DTSTART;TZID=Europe/Prague:20240101T120000
        DURATION:PT1H
        RRULE:FREQ=DAILY;COUNT=5
        EXDATE;TZID=Europe/Prague:20240102T120000
        END:VEVENT
        BEGIN:VEVENT
        UID:lunch
        RECURRENCE-ID;TZID=Europe/Prague:20240103T120000
        DTSTART;TZID=Europe/Prague:20240120T120000
        DURATION:PT1H
        SUMMARY:Moved lunch
        END:VEVENT
        BEGIN:VEVENT
        UID:lunch
        RECURRENCE-ID:20240104T110000Z
        DTSTART;TZID=Europe/Prague:20240104T180000
        DURATION:PT1H
        SUMMARY:Late lunch
        END:VEVENT
        """

    @Test func overridesReplaceTheirInstances() throws {
        // 3 January moved away to the 20th; 4 January (named in UTC) moved to the evening.
        #expect(try !events(Self.moved, overlap: fixtures.range("20240103T110000Z", "20240103T120000Z")))
        #expect(try events(Self.moved, overlap: fixtures.range("20240120T110000Z", "20240120T120000Z")))
        #expect(try !events(Self.moved, overlap: fixtures.range("20240104T110000Z", "20240104T120000Z")))
        #expect(try events(Self.moved, overlap: fixtures.range("20240104T170000Z", "20240104T180000Z")))
        // EXDATE removes 2 January; 1 and 5 January stay.
        #expect(try !events(Self.moved, overlap: fixtures.range("20240102T000000Z", "20240103T000000Z")))
        #expect(try events(Self.moved, overlap: fixtures.range("20240105T110000Z", "20240105T110100Z")))
        #expect(try events(Self.moved, overlap: fixtures.range("20240101T110000Z", "20240101T110100Z")))
        #expect(try !events(Self.moved, overlap: fixtures.range("20240106T000000Z", "20240119T000000Z")))
    }

    @Test func otherFiltersLookAtTheOverrideThatMatched() throws {
        let calendar = try fixtures.calendar(Self.moved)
        let summary = CalendarQueryFilter.PropertyFilter("SUMMARY", test: .textMatch(CalendarTextMatch("moved")))
        #expect(
            fixtures.matches(
                calendar, .init("VEVENT", timeRange: fixtures.range("20240120T000000Z", "20240121T000000Z"), properties: [summary])))
        #expect(
            !fixtures.matches(
                calendar, .init("VEVENT", timeRange: fixtures.range("20240105T000000Z", "20240106T000000Z"), properties: [summary])))
    }

    static let endless = """
        BEGIN:VEVENT
        UID:forever
        DTSTART;TZID=Europe/Prague:20000103T100000
        DURATION:PT1H
        RRULE:FREQ=DAILY
        END:VEVENT
        """

    @Test func endlessRulesEndAtTheRange() throws {
        #expect(try events(Self.endless, overlap: fixtures.range("20350601T080000Z", "20350601T083000Z")))
        #expect(try !events(Self.endless, overlap: fixtures.range("20350601T100000Z", "20350601T110000Z")))
        #expect(try !events(Self.endless, overlap: fixtures.range("19990101T000000Z", "20000103T090000Z")))
        #expect(try events(Self.endless, overlap: fixtures.range("20400101T000000Z", nil)))
        #expect(try events(Self.endless, overlap: fixtures.range(nil, "20000103T090001Z")))
        let minutely = "BEGIN:VEVENT\nUID:m\nDTSTART:20200101T000000Z\nRRULE:FREQ=MINUTELY;INTERVAL=7\nEND:VEVENT"
        #expect(try events(minutely, overlap: fixtures.range("20300101T000000Z", "20300101T001000Z")))
        let ended = "BEGIN:VEVENT\nUID:e\nDTSTART:20200101T100000Z\nRRULE:FREQ=DAILY;UNTIL=20200110T100000Z\nEND:VEVENT"
        #expect(try events(ended, overlap: fixtures.range("20200110T100000Z", "20200110T100001Z")))
        #expect(try !events(ended, overlap: fixtures.range("20200111T000000Z", nil)))
    }

    @Test func rdatePeriodsKeepTheirOwnLength() throws {
        let body = """
            BEGIN:VEVENT
            UID:r
            DTSTART:20240101T100000Z
            DURATION:PT1H
            RDATE;VALUE=PERIOD:20240105T100000Z/PT5H
            RDATE:20240107T100000Z
            END:VEVENT
            """
        #expect(try events(body, overlap: fixtures.range("20240105T140000Z", "20240105T143000Z")))
        #expect(try events(body, overlap: fixtures.range("20240107T103000Z", "20240107T104000Z")))
        #expect(try !events(body, overlap: fixtures.range("20240107T140000Z", "20240107T143000Z")))
    }

    @Test func recurringAllDayEventsInTheFloatingZone() throws {
        let body = "BEGIN:VEVENT\nUID:bin\nDTSTART;VALUE=DATE:20240325\nRRULE:FREQ=WEEKLY;BYDAY=MO\nEND:VEVENT"
        // Monday 1 April in Prague: 31 March 22:00 UTC to 1 April 22:00 UTC.
        #expect(try events(body, overlap: fixtures.range("20240331T221500Z", "20240331T223000Z"), zone: fixtures.prague))
        #expect(try !events(body, overlap: fixtures.range("20240401T221500Z", "20240401T223000Z"), zone: fixtures.prague))
    }

    func alarm(_ event: String, _ alarm: String, within range: CalendarTimeRange) throws -> Bool {
        let calendar = try fixtures.calendar(
            "BEGIN:VEVENT\nUID:a\n\(event)\nBEGIN:VALARM\nACTION:DISPLAY\n\(alarm)\nEND:VALARM\nEND:VEVENT")
        return fixtures.matches(calendar, .init("VEVENT", components: [.init("VALARM", timeRange: range)]))
    }

    @Test func alarmsFireForEveryInstanceWithRepeats() throws {
        let daily = "DTSTART:20240101T100000Z\nDTEND:20240101T110000Z\nRRULE:FREQ=DAILY"
        // 15 minutes before the instance of 5 January, and not at other times of day.
        #expect(try alarm(daily, "TRIGGER:-PT15M", within: fixtures.range("20240105T094500Z", "20240105T094600Z")))
        #expect(try !alarm(daily, "TRIGGER:-PT15M", within: fixtures.range("20240105T093000Z", "20240105T094500Z")))
        // Relative to the end.
        #expect(try alarm(daily, "TRIGGER;RELATED=END:PT5M", within: fixtures.range("20240105T110500Z", "20240105T110600Z")))
        #expect(try !alarm(daily, "TRIGGER;RELATED=END:PT5M", within: fixtures.range("20240105T100500Z", "20240105T100600Z")))
        // Two repeats, five minutes apart: 09:45, 09:50, 09:55.
        let repeating = "TRIGGER:-PT15M\nREPEAT:2\nDURATION:PT5M"
        #expect(try alarm(daily, repeating, within: fixtures.range("20240105T095400Z", "20240105T095600Z")))
        #expect(try !alarm(daily, repeating, within: fixtures.range("20240105T095600Z", "20240105T095900Z")))
        // Years later, an endless event still has its alarm.
        #expect(try alarm(daily, "TRIGGER:-PT15M", within: fixtures.range("20340105T094500Z", nil)))
        // An absolute trigger fires once.
        #expect(
            try alarm(daily, "TRIGGER;VALUE=DATE-TIME:20240103T080000Z", within: fixtures.range("20240103T080000Z", "20240103T080001Z")))
        #expect(
            try !alarm(daily, "TRIGGER;VALUE=DATE-TIME:20240103T080000Z", within: fixtures.range("20240104T080000Z", "20240104T080001Z")))
        // Before the series starts, nothing.
        #expect(try !alarm(daily, "TRIGGER:-PT15M", within: fixtures.range(nil, "20240101T094500Z")))
    }

    @Test func alarmsOfAMovedInstanceFollowTheOverride() throws {
        let calendar = try fixtures.calendar(
            """
            BEGIN:VEVENT
            UID:a
            DTSTART:20240101T100000Z
            DURATION:PT1H
            RRULE:FREQ=DAILY;COUNT=3
            BEGIN:VALARM
            ACTION:DISPLAY
            TRIGGER:-PT10M
            END:VALARM
            END:VEVENT
            BEGIN:VEVENT
            UID:a
            RECURRENCE-ID:20240102T100000Z
            DTSTART:20240102T150000Z
            DURATION:PT1H
            END:VEVENT
            """)
        func fires(_ start: String, _ end: String) -> Bool {
            fixtures.matches(calendar, .init("VEVENT", components: [.init("VALARM", timeRange: fixtures.range(start, end))]))
        }
        #expect(fires("20240101T095000Z", "20240101T095100Z"))
        // The override has no alarm, and the master's instance of the 2nd is replaced.
        #expect(!fires("20240102T095000Z", "20240102T095100Z"))
        #expect(!fires("20240102T145000Z", "20240102T145100Z"))
        #expect(fires("20240103T095000Z", "20240103T095100Z"))
    }
}
