@testable import DomovCore
import Foundation
import Testing

@Suite("Calendar query: §9.9 time-range rules for VEVENT, VTODO, VJOURNAL, VFREEBUSY and properties")
struct CalendarQueryTimeRangeTests {
    let fixtures = QueryFixtures.self

    func component(_ name: String, _ lines: String, overlaps range: CalendarTimeRange, zone: TimeZone = .gmt) throws -> Bool {
        let calendar = try fixtures.calendar("BEGIN:\(name)\nUID:x\n\(lines)\nEND:\(name)")
        return fixtures.matches(calendar, .init(name, timeRange: range), zone: zone)
    }

    @Test(arguments: [
        // An hour given by DTEND: the range's end is exclusive, and so is the event's.
        ("DTSTART:20240110T100000Z\nDTEND:20240110T110000Z", "20240110T110000Z", "20240110T120000Z", false),
        ("DTSTART:20240110T100000Z\nDTEND:20240110T110000Z", "20240110T105900Z", "20240110T110000Z", true),
        ("DTSTART:20240110T100000Z\nDTEND:20240110T110000Z", "20240110T090000Z", "20240110T100000Z", false),
        // The same hour by DURATION.
        ("DTSTART:20240110T100000Z\nDURATION:PT1H", "20240110T105900Z", "20240110T110000Z", true),
        ("DTSTART:20240110T100000Z\nDURATION:PT1H", "20240110T110000Z", "20240110T120000Z", false),
        // Zero length, by DURATION or by having neither: the start must lie in the range.
        ("DTSTART:20240110T100000Z\nDURATION:PT0S", "20240110T100000Z", "20240110T100100Z", true),
        ("DTSTART:20240110T100000Z\nDURATION:PT0S", "20240110T095900Z", "20240110T100000Z", false),
        ("DTSTART:20240110T100000Z", "20240110T100000Z", "20240110T100100Z", true),
        ("DTSTART:20240110T100000Z", "20240110T095900Z", "20240110T100000Z", false),
        // An all-day event without DTEND lasts its day (here in UTC).
        ("DTSTART;VALUE=DATE:20240110", "20240110T230000Z", "20240111T000000Z", true),
        ("DTSTART;VALUE=DATE:20240110", "20240111T000000Z", "20240111T010000Z", false),
        // DTEND of an all-day event is exclusive: 1–3 January.
        ("DTSTART;VALUE=DATE:20240101\nDTEND;VALUE=DATE:20240104", "20240103T230000Z", "20240104T000000Z", true),
        ("DTSTART;VALUE=DATE:20240101\nDTEND;VALUE=DATE:20240104", "20240104T000000Z", "20240105T000000Z", false),
    ])
    func eventTable(lines: String, start: String, end: String, expected: Bool) throws {
        #expect(try component("VEVENT", lines, overlaps: fixtures.range(start, end)) == expected)
    }

    @Test func allDayEventsFollowTheFloatingZoneAcrossDST() throws {
        // 31 March 2024 in Prague is 23 hours long: 30 March 23:00 UTC to 31 March 22:00 UTC.
        let day = "DTSTART;VALUE=DATE:20240331"
        #expect(try component("VEVENT", day, overlaps: fixtures.range("20240331T213000Z", "20240331T220000Z"), zone: fixtures.prague))
        #expect(try !component("VEVENT", day, overlaps: fixtures.range("20240331T220000Z", "20240331T230000Z"), zone: fixtures.prague))
        #expect(try component("VEVENT", day, overlaps: fixtures.range("20240330T230000Z", "20240330T233000Z"), zone: fixtures.prague))
        #expect(try component("VEVENT", day, overlaps: fixtures.range("20240331T220000Z", "20240331T230000Z"), zone: .gmt))
        // Three days in New York end at midnight EST of the fourth: 05:00 UTC.
        let three = "DTSTART;VALUE=DATE:20240101\nDTEND;VALUE=DATE:20240104"
        #expect(try component("VEVENT", three, overlaps: fixtures.range("20240104T040000Z", "20240104T043000Z"), zone: fixtures.newYork))
        #expect(try !component("VEVENT", three, overlaps: fixtures.range("20240104T050000Z", "20240104T060000Z"), zone: fixtures.newYork))
    }

    @Test func openEndedRanges() throws {
        let event = "DTSTART:20240110T100000Z\nDTEND:20240110T110000Z"
        #expect(try component("VEVENT", event, overlaps: fixtures.range("20240110T105959Z", nil)))
        #expect(try !component("VEVENT", event, overlaps: fixtures.range("20240110T110000Z", nil)))
        #expect(try component("VEVENT", event, overlaps: fixtures.range(nil, "20240110T100001Z")))
        #expect(try !component("VEVENT", event, overlaps: fixtures.range(nil, "20240110T100000Z")))
    }

    static let start = "DTSTART:20240110T100000Z", due = "DUE:20240110T120000Z", duration = "DURATION:PT2H"
    static let completed = "COMPLETED:20240115T100000Z", created = "CREATED:20240101T100000Z"

    @Test(arguments: [
        // DTSTART + DURATION: start <= DTSTART+DURATION, so a range from the end matches.
        ([start, duration], "20240110T120000Z", "20240110T130000Z", true),
        ([start, duration], "20240110T120001Z", "20240110T130000Z", false),
        ([start, duration], "20240110T080000Z", "20240110T100000Z", false),
        // DTSTART + DUE: start < DUE, so the same range does not.
        ([start, due], "20240110T120000Z", "20240110T130000Z", false),
        ([start, due], "20240110T110000Z", "20240110T113000Z", true),
        ([start, due], "20240110T080000Z", "20240110T100000Z", false),
        ([start, due], "20240110T080000Z", "20240110T100001Z", true),
        // DTSTART only.
        ([start], "20240110T100000Z", "20240110T110000Z", true),
        ([start], "20240110T090000Z", "20240110T100000Z", false),
        // DUE only: end >= DUE, so a range ending at DUE matches.
        ([due], "20240110T110000Z", "20240110T120000Z", true),
        ([due], "20240110T120000Z", "20240110T130000Z", false),
        ([due], "20240110T100000Z", "20240110T115900Z", false),
        // COMPLETED and CREATED: anywhere from creation to completion.
        ([completed, created], "20240105T000000Z", "20240106T000000Z", true),
        ([completed, created], "20240116T000000Z", "20240117T000000Z", false),
        ([completed, created], "20231201T000000Z", "20231202T000000Z", false),
        // COMPLETED only: both ends inclusive.
        ([completed], "20240115T090000Z", "20240115T100000Z", true),
        ([completed], "20240115T100001Z", "20240115T110000Z", false),
        // CREATED only: any range ending after creation.
        ([created], "20240101T090000Z", "20240101T100000Z", false),
        ([created], "20240101T090000Z", "20240101T100001Z", true),
        ([created], "20300101T000000Z", "20300102T000000Z", true),
        // Nothing at all: always.
        ([], "19900101T000000Z", "19900102T000000Z", true),
    ])
    func todoTable(lines: [String], start: String, end: String, expected: Bool) throws {
        #expect(try component("VTODO", lines.joined(separator: "\n"), overlaps: fixtures.range(start, end)) == expected)
    }

    @Test func journalTable() throws {
        #expect(try component("VJOURNAL", "DTSTART:20240110T100000Z", overlaps: fixtures.range("20240110T100000Z", "20240110T100001Z")))
        #expect(try !component("VJOURNAL", "DTSTART:20240110T100000Z", overlaps: fixtures.range("20240110T090000Z", "20240110T100000Z")))
        #expect(try component("VJOURNAL", "DTSTART;VALUE=DATE:20240110", overlaps: fixtures.range("20240110T230000Z", "20240111T000000Z")))
        #expect(try !component("VJOURNAL", "DTSTART;VALUE=DATE:20240110", overlaps: fixtures.range("20240111T000000Z", "20240111T010000Z")))
        #expect(try !component("VJOURNAL", "SUMMARY:Undated", overlaps: fixtures.range(nil, "20300101T000000Z")))
    }

    @Test func freeBusyTable() throws {
        let span = "DTSTART:20240110T000000Z\nDTEND:20240111T000000Z"
        #expect(try component("VFREEBUSY", span, overlaps: fixtures.range("20240111T000000Z", "20240112T000000Z")))
        #expect(try !component("VFREEBUSY", span, overlaps: fixtures.range("20240109T000000Z", "20240110T000000Z")))
        let periods = "FREEBUSY;FBTYPE=FREE:20240110T100000Z/PT1H,20240110T140000Z/20240110T150000Z"
        #expect(try component("VFREEBUSY", periods, overlaps: fixtures.range("20240110T143000Z", "20240110T160000Z")))
        #expect(try !component("VFREEBUSY", periods, overlaps: fixtures.range("20240110T110000Z", "20240110T140000Z")))
        #expect(try !component("VFREEBUSY", "DTSTART:20240110T000000Z", overlaps: fixtures.range(nil, "20300101T000000Z")))
    }

    @Test func noTimeRangeMeaningForOtherComponents() throws {
        let calendar = try fixtures.calendar(QueryFixtures.usEastern)
        #expect(fixtures.matches(calendar, .init("VTIMEZONE")))
        #expect(!fixtures.matches(calendar, .init("VTIMEZONE", timeRange: fixtures.range(nil, "20300101T000000Z"))))
    }

    @Test func aTimeRangeOnVCalendarAsksWhetherAnyComponentIsInIt() throws {
        // What the Python caldav library sends for a search with no component type.
        func wholeObject(_ body: String, in range: CalendarTimeRange) throws -> Bool {
            try CalendarQueryFilter(.init("VCALENDAR", timeRange: range)).matches(calendar: fixtures.calendar(body), floatingTimeZone: .gmt)
        }
        let event = "BEGIN:VEVENT\nUID:e\nDTSTART:20240110T100000Z\nDTEND:20240110T110000Z\nEND:VEVENT"
        #expect(try wholeObject(event, in: fixtures.range("20240110T103000Z", "20240110T120000Z")))
        #expect(try !wholeObject(event, in: fixtures.range("20240110T110000Z", "20240110T120000Z")))
        // A to-do by its due time, and a series by an instance other than its first.
        let todo = "BEGIN:VTODO\nUID:t\nDUE:20240112T090000Z\nEND:VTODO"
        #expect(try wholeObject(todo, in: fixtures.range("20240112T080000Z", "20240112T100000Z")))
        let daily = "BEGIN:VEVENT\nUID:d\nDTSTART:20240110T100000Z\nDURATION:PT1H\nRRULE:FREQ=DAILY;COUNT=5\nEND:VEVENT"
        #expect(try wholeObject(daily, in: fixtures.range("20240113T100000Z", "20240113T103000Z")))
        #expect(try !wholeObject(daily, in: fixtures.range("20240115T100000Z", "20240116T000000Z")))
        // A VTIMEZONE has no time of its own to be in a range.
        #expect(try !wholeObject(QueryFixtures.usEastern, in: fixtures.range(nil, "20300101T000000Z")))
    }

    func property(_ name: String, _ lines: String, component: String = "VEVENT", in range: CalendarTimeRange) throws -> Bool {
        let calendar = try fixtures.calendar("BEGIN:\(component)\nUID:x\n\(lines)\nEND:\(component)")
        return fixtures.matches(calendar, .init(component, properties: [.init(name, test: .timeRange(range))]))
    }

    @Test func propertiesWithTimeRange() throws {
        let event = "DTSTART:20240110T100000Z\nDURATION:PT1H\nDTSTAMP:20240101T120000Z\nLAST-MODIFIED:20240102T120000Z"
        #expect(try property("DTSTAMP", event, in: fixtures.range("20240101T120000Z", "20240101T120001Z")))
        #expect(try !property("DTSTAMP", event, in: fixtures.range("20240101T110000Z", "20240101T120000Z")))
        #expect(try property("LAST-MODIFIED", event, in: fixtures.range("20240102T000000Z", nil)))
        #expect(try !property("CREATED", event, in: fixtures.range(nil, nil)))
        // DTEND is DTSTART+DURATION when only DURATION is written.
        #expect(try property("DTEND", event, in: fixtures.range("20240110T110000Z", "20240110T110001Z")))
        #expect(try !property("DTEND", "DTSTART:20240110T100000Z", in: fixtures.range(nil, nil)))
        // DUE of a to-do is DTSTART+DURATION likewise.
        #expect(
            try property(
                "DUE", "DTSTART:20240110T100000Z\nDURATION:PT2H", component: "VTODO",
                in: fixtures.range("20240110T120000Z", "20240110T120001Z")))
        // DTSTART of a recurring event is tested per instance: its third is on the 12th.
        let daily = "DTSTART:20240110T100000Z\nDURATION:PT1H\nRRULE:FREQ=DAILY;COUNT=5"
        #expect(try property("DTSTART", daily, in: fixtures.range("20240112T100000Z", "20240112T100001Z")))
        #expect(try !property("DTSTART", daily, in: fixtures.range("20240115T100000Z", "20240116T100001Z")))
    }
}
