@testable import DomovCore
import Foundation
import Testing

@Suite("Calendar query: free-busy (§7.10)")
struct CalendarQueryFreeBusyTests {
    let fixtures = QueryFixtures.self

    func busy(_ bodies: [String], _ start: String, _ end: String, zone: TimeZone = .gmt) throws -> [String] {
        let calendars = try bodies.map(fixtures.calendar)
        let result = CalendarFreeBusy.freeBusy(
            for: calendars, from: fixtures.utc(start), to: fixtures.utc(end),
            floatingTimeZone: zone, now: fixtures.utc("20240101T000000Z"))
        #expect(result.hasName("VFREEBUSY"))
        return result.properties(named: "FREEBUSY").map(\.contentLine)
    }

    func event(_ uid: String, _ start: String, _ end: String, _ extra: String = "") -> String {
        "BEGIN:VEVENT\nUID:\(uid)\nDTSTART:\(start)\nDTEND:\(end)\n\(extra)\nEND:VEVENT"
    }

    @Test func overlappingAndTouchingPeriodsOfOneTypeMerge() throws {
        let lines = try busy(
            [
                event("a", "20240110T090000Z", "20240110T100000Z"),
                event("b", "20240110T093000Z", "20240110T103000Z"),
                event("c", "20240110T103000Z", "20240110T110000Z"),
                event("d", "20240110T100000Z", "20240110T120000Z", "STATUS:TENTATIVE"),
                event("e", "20240110T130000Z", "20240110T140000Z"),
            ], "20240110T000000Z", "20240111T000000Z")
        #expect(
            lines == [
                "FREEBUSY:20240110T090000Z/20240110T110000Z",
                "FREEBUSY;FBTYPE=BUSY-TENTATIVE:20240110T100000Z/20240110T120000Z",
                "FREEBUSY:20240110T130000Z/20240110T140000Z",
            ])
    }

    @Test func transparentCancelledAndZeroLengthEventsAreFree() throws {
        let lines = try busy(
            [
                event("t", "20240110T090000Z", "20240110T100000Z", "TRANSP:TRANSPARENT"),
                event("c", "20240110T110000Z", "20240110T120000Z", "STATUS:CANCELLED"),
                "BEGIN:VEVENT\nUID:z\nDTSTART:20240110T130000Z\nEND:VEVENT",
                event("x", "20240110T140000Z", "20240110T150000Z", "STATUS:X-MAYBE\nTRANSP:OPAQUE"),
            ], "20240110T000000Z", "20240111T000000Z")
        #expect(lines == ["FREEBUSY:20240110T140000Z/20240110T150000Z"])
    }

    @Test func periodsAreClippedToTheRange() throws {
        let lines = try busy([event("long", "20240109T200000Z", "20240112T080000Z")], "20240110T000000Z", "20240111T000000Z")
        #expect(lines == ["FREEBUSY:20240110T000000Z/20240111T000000Z"])
    }

    @Test func recurringEventsWithACancelledAndAMovedInstance() throws {
        let body = """
            BEGIN:VEVENT
            UID:standup
            DTSTART;TZID=America/New_York:20240308T090000
            DURATION:PT15M
            RRULE:FREQ=DAILY
            END:VEVENT
            BEGIN:VEVENT
            UID:standup
            RECURRENCE-ID;TZID=America/New_York:20240311T090000
            DTSTART;TZID=America/New_York:20240311T090000
            DURATION:PT15M
            STATUS:CANCELLED
            END:VEVENT
            BEGIN:VEVENT
            UID:standup
            RECURRENCE-ID;TZID=America/New_York:20240312T090000
            DTSTART;TZID=America/New_York:20240312T160000
            DURATION:PT15M
            STATUS:TENTATIVE
            END:VEVENT
            """
        let lines = try busy([body], "20240309T000000Z", "20240314T000000Z")
        #expect(
            lines == [
                "FREEBUSY:20240309T140000Z/20240309T141500Z",
                "FREEBUSY:20240310T130000Z/20240310T131500Z",
                "FREEBUSY;FBTYPE=BUSY-TENTATIVE:20240312T200000Z/20240312T201500Z",
                "FREEBUSY:20240313T130000Z/20240313T131500Z",
            ])
    }

    @Test func allDayEventsBlockTheirDayInTheFloatingZone() throws {
        let lines = try busy(
            ["BEGIN:VEVENT\nUID:trip\nDTSTART;VALUE=DATE:20240331\nEND:VEVENT"],
            "20240330T000000Z", "20240402T000000Z", zone: fixtures.prague)
        #expect(lines == ["FREEBUSY:20240330T230000Z/20240331T220000Z"])
    }

    @Test func storedFreeBusyAddsItsBusyPeriods() throws {
        let stored = """
            BEGIN:VFREEBUSY
            UID:fb
            FREEBUSY;FBTYPE=FREE:20240110T080000Z/PT1H
            FREEBUSY;FBTYPE=BUSY-UNAVAILABLE:20240110T090000Z/PT1H,20240110T095000Z/20240110T110000Z
            FREEBUSY:20240110T120000Z/PT30M
            END:VFREEBUSY
            """
        let lines = try busy([stored, event("e", "20240110T121500Z", "20240110T130000Z")], "20240110T000000Z", "20240111T000000Z")
        #expect(
            lines == [
                "FREEBUSY;FBTYPE=BUSY-UNAVAILABLE:20240110T090000Z/20240110T110000Z",
                "FREEBUSY:20240110T120000Z/20240110T130000Z",
            ])
    }

    @Test func nothingBusyGivesAVFreeBusyWithoutPeriods() throws {
        #expect(try busy([], "20240110T000000Z", "20240111T000000Z").isEmpty)
    }
}
