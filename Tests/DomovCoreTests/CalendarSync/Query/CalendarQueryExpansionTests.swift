@testable import DomovCore
import Foundation
import Testing

@Suite("Calendar query: expand (§9.6.5)")
struct CalendarQueryExpansionTests {
    let fixtures = QueryFixtures.self

    func expand(_ body: String, _ start: String, _ end: String, zone: TimeZone = .gmt) throws -> [ICalComponent] {
        let calendar = try fixtures.calendar(body)
        return try CalendarQueryExpansion.expand(calendar, from: fixtures.utc(start), to: fixtures.utc(end), floatingTimeZone: zone)
            .components
    }

    func values(_ components: [ICalComponent], _ name: String) -> [String?] {
        components.map { $0.property(name)?.value }
    }

    @Test func instancesInUTCAcrossTheDSTChangeWithoutRecurrenceProperties() throws {
        let body =
            QueryFixtures.usEastern.replacingOccurrences(of: "US/Eastern", with: "Europe/Prague") + "\n" + """
                BEGIN:VEVENT
                UID:florbal
                DTSTART;TZID=Europe/Prague:20240318T090000
                DTEND;TZID=Europe/Prague:20240318T100000
                RRULE:FREQ=WEEKLY
                EXDATE;TZID=Europe/Prague:20240408T090000
                END:VEVENT
                """
        let events = try expand(body, "20240320T000000Z", "20240416T000000Z")
        #expect(values(events, "DTSTART") == ["20240325T080000Z", "20240401T070000Z", "20240415T070000Z"])
        #expect(values(events, "DTEND") == ["20240325T090000Z", "20240401T080000Z", "20240415T080000Z"])
        #expect(values(events, "RECURRENCE-ID") == values(events, "DTSTART"))
        #expect(
            events.allSatisfy { event in
                event.hasName("VEVENT") && ["RRULE", "RDATE", "EXDATE", "EXRULE"].allSatisfy { event.property($0) == nil }
                    && event.properties.allSatisfy { $0.parameter("TZID") == nil }
            })
    }

    @Test func overridesMovedIntoAndOutOfTheRange() throws {
        let moved = CalendarQueryRecurrenceTests.moved
        // 1–5 January at 12:00 Prague (11:00 UTC): the 2nd excluded, the 3rd moved to the
        // 20th, the 4th moved to 18:00 (17:00 UTC).
        let january = try expand(moved, "20240101T000000Z", "20240106T000000Z")
        #expect(values(january, "DTSTART") == ["20240101T110000Z", "20240104T170000Z", "20240105T110000Z"])
        #expect(values(january, "RECURRENCE-ID") == ["20240101T110000Z", "20240104T110000Z", "20240105T110000Z"])
        #expect(values(january, "SUMMARY") == [nil, "Late lunch", nil])
        let twentieth = try expand(moved, "20240120T000000Z", "20240121T000000Z")
        #expect(values(twentieth, "DTSTART") == ["20240120T110000Z"])
        #expect(values(twentieth, "RECURRENCE-ID") == ["20240103T110000Z"])
    }

    @Test func allDayInstancesStayDates() throws {
        let body = "BEGIN:VEVENT\nUID:bin\nDTSTART;VALUE=DATE:20240325\nDTEND;VALUE=DATE:20240326\nRRULE:FREQ=WEEKLY\nEND:VEVENT"
        // Prague days: 1 April begins 31 March 22:00 UTC, 15 April (left out) 14 April 22:00 UTC.
        let events = try expand(body, "20240331T220000Z", "20240414T220000Z", zone: fixtures.prague)
        #expect(values(events, "DTSTART") == ["20240401", "20240408"])
        #expect(values(events, "DTEND") == ["20240402", "20240409"])
        #expect(values(events, "RECURRENCE-ID") == ["20240401", "20240408"])
        #expect(events.allSatisfy { $0.property("RECURRENCE-ID")?.valueType == "DATE" })
    }

    @Test func endlessRulesOnlyWithinTheRange() throws {
        let events = try expand(CalendarQueryRecurrenceTests.endless, "20350601T000000Z", "20350604T000000Z")
        #expect(values(events, "DTSTART") == ["20350601T080000Z", "20350602T080000Z", "20350603T080000Z"])
        #expect(values(events, "DURATION") == ["PT1H", "PT1H", "PT1H"])
    }

    @Test func singleComponentsAreKeptOnlyWhenTheyOverlap() throws {
        let body = """
            BEGIN:VEVENT
            UID:in
            DTSTART;TZID=America/New_York:20240110T090000
            DTEND;TZID=America/New_York:20240110T100000
            END:VEVENT
            BEGIN:VEVENT
            UID:out
            DTSTART:20240201T090000Z
            END:VEVENT
            BEGIN:VTODO
            UID:task
            DTSTART;TZID=America/New_York:20240110T080000
            DUE;TZID=America/New_York:20240110T170000
            SUMMARY:20240110T170000
            END:VTODO
            BEGIN:X-CUSTOM
            X-NOTE:kept
            END:X-CUSTOM
            """
        let components = try expand(body, "20240110T000000Z", "20240111T000000Z")
        #expect(components.map(\.name) == ["VEVENT", "VTODO", "X-CUSTOM"])
        #expect(values(components, "DTSTART") == ["20240110T140000Z", "20240110T130000Z", nil])
        #expect(components[0].property("DTEND")?.value == "20240110T150000Z")
        #expect(components[0].property("RECURRENCE-ID") == nil)
        #expect(components[1].property("DUE")?.value == "20240110T220000Z")
        // Text that happens to look like a local time is not a date.
        #expect(components[1].property("SUMMARY")?.value == "20240110T170000")
    }

    @Test func recurringTodosShiftTheirDue() throws {
        let body = """
            BEGIN:VTODO
            UID:plants
            DTSTART;TZID=Europe/Prague:20240325T080000
            DUE;TZID=Europe/Prague:20240325T200000
            RRULE:FREQ=WEEKLY
            END:VTODO
            """
        let todos = try expand(body, "20240328T000000Z", "20240405T000000Z")
        #expect(values(todos, "DTSTART") == ["20240401T060000Z"])
        #expect(values(todos, "DUE") == ["20240401T180000Z"])
    }

    @Test func aRuleDenserThanTheLimitStopsAtTheFirstInstancePastIt() throws {
        let calendar = try fixtures.calendar(
            """
            BEGIN:VEVENT
            UID:every-minute
            DTSTART:20260101T000000Z
            DURATION:PT1M
            RRULE:FREQ=MINUTELY
            END:VEVENT
            """)
        let start = fixtures.utc("20260101T000000Z"), end = fixtures.utc("20260401T000000Z")
        #expect(throws: CalendarQueryExpansion.TooManyInstances(limit: 5_000)) {
            try CalendarQueryExpansion.expand(calendar, from: start, to: end, floatingTimeZone: .gmt, maximumInstances: 5_000)
        }
        // Exactly at the limit is still an answer: an hour and 40 minutes holds 100 instances.
        let hundred = try CalendarQueryExpansion.expand(
            calendar, from: start, to: fixtures.utc("20260101T014000Z"),
            floatingTimeZone: .gmt, maximumInstances: 100)
        #expect(hundred.components.count == 100)
    }

    @Test func serializingWithinABudgetGivesUpPastIt() throws {
        let calendar = try fixtures.calendar(
            """
            BEGIN:VEVENT
            UID:long
            DTSTART:20260101T000000Z
            DESCRIPTION:\(String(repeating: "x", count: 10_000))
            END:VEVENT
            """)
        let whole = calendar.serialized()
        #expect(calendar.serialized(maximumBytes: whole.utf8.count) == whole)
        #expect(calendar.serialized(maximumBytes: whole.utf8.count - 1) == nil)
        #expect(calendar.serialized(maximumBytes: 1_000) == nil)
    }
}
