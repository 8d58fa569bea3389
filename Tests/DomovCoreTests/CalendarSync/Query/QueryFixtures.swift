@testable import DomovCore
import Foundation

/// Calendars for the query tests: RFC 4791 Appendix B's collection, and helpers to write
/// small calendars inline.
enum QueryFixtures {
    static let prague = TimeZone(identifier: "Europe/Prague")!
    static let newYork = TimeZone(identifier: "America/New_York")!

    /// A VCALENDAR around `body` (lines without CRLF, as written in the tests).
    static func calendar(_ body: String) throws -> ICalComponent {
        let lines =
            ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Domov//Tests//EN"]
            + body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            + ["END:VCALENDAR"]
        return try ICalComponent.parse(lines.joined(separator: "\r\n") + "\r\n")
    }

    /// A UTC instant from `20060104T000000Z`.
    static func utc(_ text: String) -> Date {
        guard case .utc(let local)? = try? ICalDateTime(icalValue: text) else { fatalError("not a UTC date-time: \(text)") }
        return local.instant(in: .gmt)
    }

    static func range(_ start: String?, _ end: String?) -> CalendarTimeRange {
        CalendarTimeRange(start: start.map(utc), end: end.map(utc))
    }

    /// Whether `calendar` matches a filter VCALENDAR > `component`.
    static func matches(
        _ calendar: ICalComponent, _ component: CalendarQueryFilter.ComponentFilter,
        zone: TimeZone = .gmt
    ) -> Bool {
        CalendarQueryFilter(.init("VCALENDAR", components: [component])).matches(calendar: calendar, floatingTimeZone: zone)
    }

    static let usEastern = """
        BEGIN:VTIMEZONE
        LAST-MODIFIED:20040110T032845Z
        TZID:US/Eastern
        BEGIN:DAYLIGHT
        DTSTART:20000404T020000
        RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=4
        TZNAME:EDT
        TZOFFSETFROM:-0500
        TZOFFSETTO:-0400
        END:DAYLIGHT
        BEGIN:STANDARD
        DTSTART:20001026T020000
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
        TZNAME:EST
        TZOFFSETFROM:-0400
        TZOFFSETTO:-0500
        END:STANDARD
        END:VTIMEZONE
        """

    /// RFC 4791 Appendix B, abcd1 … abcd8, by name. abcd2 carries both overrides §7.8.1
    /// shows (the appendix lists only the first, a known inconsistency of the RFC).
    static func appendixB() throws -> [String: ICalComponent] {
        [
            "abcd1": try calendar(
                usEastern + "\n" + """
                    BEGIN:VEVENT
                    DTSTAMP:20060206T001102Z
                    DTSTART;TZID=US/Eastern:20060102T100000
                    DURATION:PT1H
                    SUMMARY:Event #1
                    Description:Go Steelers!
                    UID:74855313FA803DA593CD579A@example.com
                    END:VEVENT
                    """),
            "abcd2": try calendar(
                usEastern + "\n" + """
                    BEGIN:VEVENT
                    DTSTAMP:20060206T001121Z
                    DTSTART;TZID=US/Eastern:20060102T120000
                    DURATION:PT1H
                    RRULE:FREQ=DAILY;COUNT=5
                    SUMMARY:Event #2
                    UID:00959BC664CA650E933C892C@example.com
                    END:VEVENT
                    BEGIN:VEVENT
                    DTSTAMP:20060206T001121Z
                    DTSTART;TZID=US/Eastern:20060104T140000
                    DURATION:PT1H
                    RECURRENCE-ID;TZID=US/Eastern:20060104T120000
                    SUMMARY:Event #2 bis
                    UID:00959BC664CA650E933C892C@example.com
                    END:VEVENT
                    BEGIN:VEVENT
                    DTSTAMP:20060206T001121Z
                    DTSTART;TZID=US/Eastern:20060106T140000
                    DURATION:PT1H
                    RECURRENCE-ID;TZID=US/Eastern:20060106T120000
                    SUMMARY:Event #2 bis bis
                    UID:00959BC664CA650E933C892C@example.com
                    END:VEVENT
                    """),
            "abcd3": try calendar(
                usEastern + "\n" + """
                    BEGIN:VEVENT
                    ATTENDEE;PARTSTAT=ACCEPTED;ROLE=CHAIR:mailto:cyrus@example.com
                    ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:lisa@example.com
                    DTSTAMP:20060206T001220Z
                    DTSTART;TZID=US/Eastern:20060104T100000
                    DURATION:PT1H
                    LAST-MODIFIED:20060206T001330Z
                    ORGANIZER:mailto:cyrus@example.com
                    SEQUENCE:1
                    STATUS:TENTATIVE
                    SUMMARY:Event #3
                    UID:DC6C50A017428C5216A2F1CD@example.com
                    X-ABC-GUID:E1CX5Dr-0007ym-Hz@example.com
                    END:VEVENT
                    """),
            "abcd4": try calendar(
                """
                BEGIN:VTODO
                DTSTAMP:20060205T235335Z
                DUE;VALUE=DATE:20060104
                STATUS:NEEDS-ACTION
                SUMMARY:Task #1
                UID:DDDEEB7915FA61233B861457@example.com
                BEGIN:VALARM
                ACTION:AUDIO
                TRIGGER;RELATED=START:-PT10M
                END:VALARM
                END:VTODO
                """),
            // As §7.8.5's answer shows it; the appendix has DUE;VALUE=DATE:20060106, whose
            // alarm (23:50 the day before) the example's range would not find.
            "abcd5": try calendar(
                """
                BEGIN:VTODO
                DTSTAMP:20060205T235300Z
                DUE;TZID=US/Eastern:20060106T120000
                LAST-MODIFIED:20060205T235308Z
                SEQUENCE:1
                STATUS:NEEDS-ACTION
                SUMMARY:Task #2
                UID:E10BA47467C5C69BB74E8720@example.com
                BEGIN:VALARM
                ACTION:AUDIO
                TRIGGER;RELATED=START:-PT10M
                END:VALARM
                END:VTODO
                """),
            "abcd6": try calendar(
                """
                BEGIN:VTODO
                COMPLETED:20051223T122322Z
                DTSTAMP:20060205T235400Z
                DUE;VALUE=DATE:20051225
                LAST-MODIFIED:20060205T235308Z
                SEQUENCE:1
                STATUS:COMPLETED
                SUMMARY:Task #3
                UID:E10BA47467C5C69BB74E8722@example.com
                END:VTODO
                """),
            "abcd7": try calendar(
                """
                BEGIN:VTODO
                DTSTAMP:20060205T235600Z
                DUE;VALUE=DATE:20060101
                LAST-MODIFIED:20060205T235308Z
                SEQUENCE:1
                STATUS:CANCELLED
                SUMMARY:Task #4
                UID:E10BA47467C5C69BB74E8725@example.com
                END:VTODO
                """),
            "abcd8": try calendar(
                """
                BEGIN:VFREEBUSY
                ORGANIZER;CN="Bernard Desruisseaux":mailto:bernard@example.com
                UID:76ef34-54a3d2@example.com
                DTSTAMP:20050530T123421Z
                DTSTART:20060101T000000Z
                DTEND:20060108T000000Z
                FREEBUSY:20050531T230000Z/20050601T010000Z
                FREEBUSY;FBTYPE=BUSY-TENTATIVE:20060102T100000Z/20060102T120000Z
                FREEBUSY:20060103T100000Z/20060103T120000Z
                FREEBUSY:20060104T100000Z/20060104T120000Z
                FREEBUSY;FBTYPE=BUSY-UNAVAILABLE:20060105T100000Z/20060105T120000Z
                FREEBUSY:20060106T100000Z/20060106T120000Z
                END:VFREEBUSY
                """),
        ]
    }

    /// The names of the Appendix B resources that match `filter`, sorted.
    static func appendixBMatches(_ filter: CalendarQueryFilter, zone: TimeZone = newYork) throws -> [String] {
        try appendixB().filter { filter.matches(calendar: $0.value, floatingTimeZone: zone) }.keys.sorted()
    }
}
