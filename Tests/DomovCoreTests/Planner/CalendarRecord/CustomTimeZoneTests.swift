import DomovCore
import Foundation
import Testing

/// Outlook and Exchange name zones they do not know as "Customized Time Zone N" and send the
/// rules in a VTIMEZONE: times are placed by those rules (issue 22, defect 1).
@Suite("Custom time zones")
struct CustomTimeZoneTests {
    static func outlookEvent(tzid: String, withDefinition: Bool) -> String {
        let definition =
            withDefinition
            ? """
            BEGIN:VTIMEZONE\r
            TZID:\(tzid)\r
            BEGIN:STANDARD\r
            DTSTART:16010101T020000\r
            TZOFFSETFROM:-0400\r
            TZOFFSETTO:-0500\r
            RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11\r
            END:STANDARD\r
            BEGIN:DAYLIGHT\r
            DTSTART:16010101T020000\r
            TZOFFSETFROM:-0500\r
            TZOFFSETTO:-0400\r
            RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3\r
            END:DAYLIGHT\r
            END:VTIMEZONE\r

            """ : ""
        return """
            BEGIN:VCALENDAR\r
            METHOD:PUBLISH\r
            PRODID:Microsoft Exchange Server 2010\r
            VERSION:2.0\r
            \(definition)BEGIN:VEVENT\r
            UID:040000008200E00074C5B7101A82E008@outlook\r
            DTSTAMP:20260301T120000Z\r
            DTSTART;TZID="\(tzid)":20260615T090000\r
            DTEND;TZID="\(tzid)":20260615T100000\r
            SUMMARY:Standup\r
            RRULE:FREQ=WEEKLY;BYDAY=MO\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
    }

    @Test func anUnknownTZIDWithItsVTimeZoneIsPlacedByItsRules() throws {
        let object = try PlannerCalendarReader(defaultTimeZone: "Europe/Prague")
            .object(from: Self.outlookEvent(tzid: "Customized Time Zone 1", withDefinition: true))
        let master = try #require(object.master)
        guard case .timed(let start, let minutes) = master.when else { Issue.record("not timed"); return }
        #expect(start == Date(timeIntervalSince1970: 1_781_528_400), "09:00 at -04:00 is 13:00Z on 15 June 2026")
        #expect(minutes == 60)
        let zone = try #require(TimeZone(identifier: master.timeZoneIdentifier))
        // The zone keeps the rules' offsets on both sides of the changes, so a weekly series stays at 09:00.
        for (iso, offset) in [("2026-01-12T14:00:00Z", -5), ("2026-03-09T13:00:00Z", -4), ("2026-11-02T14:00:00Z", -5)] {
            let instant = try Date.ISO8601FormatStyle().parse(iso)
            #expect(zone.secondsFromGMT(for: instant) == offset * 3600, "\(iso) in \(zone.identifier)")
        }
    }

    /// Calendar queries, expansion and free-busy place the times as the planner does: by the
    /// VTIMEZONE's rules, not in the reader's zone (where a query that the index cannot answer
    /// for, a series in a custom zone, used to put them: 09:00 in Prague, six hours early).
    @Test func queriesPlaceCustomZoneTimesByTheirRules() throws {
        let calendar = try ICalComponent.parse(Self.outlookEvent(tzid: "Customized Time Zone 1", withDefinition: true))
        func at(_ iso: String) throws -> Date { try Date.ISO8601FormatStyle().parse(iso) }
        func query(_ start: String, _ end: String) throws -> CalendarQueryFilter {
            CalendarQueryFilter(
                .init("VCALENDAR", components: [.init("VEVENT", timeRange: CalendarTimeRange(start: try at(start), end: try at(end)))]))
        }
        for reader in ["Europe/Prague", "America/New_York", "UTC"] {
            let zone = try #require(TimeZone(identifier: reader))
            // Monday 22 June 2026, 09:00 at -04:00.
            #expect(try query("2026-06-22T12:30:00Z", "2026-06-22T13:30:00Z").matches(calendar: calendar, floatingTimeZone: zone))
            #expect(try !query("2026-06-22T06:30:00Z", "2026-06-22T07:30:00Z").matches(calendar: calendar, floatingTimeZone: zone))
            let expanded = try CalendarQueryExpansion.expand(
                calendar, from: try at("2026-06-22T00:00:00Z"), to: try at("2026-06-23T00:00:00Z"), floatingTimeZone: zone)
            #expect(expanded.components(named: "VEVENT").map { $0.property("DTSTART")?.value } == ["20260622T130000Z"])
            var busy = CalendarFreeBusy.Busy(
                from: try at("2026-06-22T00:00:00Z"), to: try at("2026-06-23T00:00:00Z"), floatingTimeZone: zone)
            busy.add(calendar)
            let periods = busy.component(now: try at("2026-06-01T00:00:00Z")).properties(named: "FREEBUSY").map(\.value)
            #expect(periods == ["20260622T130000Z/20260622T140000Z"])
        }
    }

    /// The zone the planner shows for a custom one is the writer's own when its rules are the
    /// same, else the zone most people with those rules live in, never the alphabet's first
    /// (Africa/Ceuta for central Europe, America/Detroit for the US east).
    @Test func aCustomZoneIsNamedAsPeopleKnowIt() throws {
        let eastern = Self.outlookEvent(tzid: "Customized Time Zone 1", withDefinition: true)
        let central = eastern.replacingOccurrences(of: "-0400", with: "+0200").replacingOccurrences(of: "-0500", with: "+0100")
            .replacingOccurrences(of: "BYDAY=1SU;BYMONTH=11", with: "BYDAY=-1SU;BYMONTH=10")
            .replacingOccurrences(of: "BYDAY=2SU;BYMONTH=3", with: "BYDAY=-1SU;BYMONTH=3")
            .replacingOccurrences(
                of: "DTSTART:16010101T020000\r\nTZOFFSETFROM:+0200", with: "DTSTART:16010101T030000\r\nTZOFFSETFROM:+0200")
        for (text, writer, shown) in [
            (central, "Europe/Prague", "Europe/Prague"), (central, "UTC", "Europe/Berlin"), (central, "America/New_York", "Europe/Berlin"),
            (eastern, "America/New_York", "America/New_York"), (eastern, "Europe/Prague", "America/New_York"),
        ] {
            let master = try #require(try PlannerCalendarReader(defaultTimeZone: writer).object(from: text).master)
            #expect(master.timeZoneIdentifier == shown, "written in \(writer)")
        }
    }

    @Test func anUnknownTZIDWithoutItsVTimeZoneIsRefusedNotGuessed() {
        #expect(throws: PlannerCalendarReadError.unknownTimeZone("Customized Time Zone 1")) {
            try PlannerCalendarReader(defaultTimeZone: "Europe/Prague")
                .object(from: Self.outlookEvent(tzid: "Customized Time Zone 1", withDefinition: false))
        }
    }

    @Test func theRulesGiveEachInstantItsOffset() throws {
        let calendar = try ICalComponent.parse(Self.outlookEvent(tzid: "Custom", withDefinition: true))
        let definition = try #require(calendar.components(named: "VTIMEZONE").first)
        let rules = try #require(VTimeZoneRules(definition))
        let summer = try Date.ISO8601FormatStyle().parse("2026-07-01T12:00:00Z")
        let winter = try Date.ISO8601FormatStyle().parse("2026-12-01T12:00:00Z")
        #expect(rules.secondsFromGMT(for: summer) == -4 * 3600)
        #expect(rules.secondsFromGMT(for: winter) == -5 * 3600)
        // 01:59 local on 8 March 2026 is still standard time; 03:00 is daylight time.
        #expect(
            rules.instant(of: LocalDateTime(isoString: "2026-03-08T01:59:00")!)
                == (try Date.ISO8601FormatStyle().parse("2026-03-08T06:59:00Z")))
        #expect(
            rules.instant(of: LocalDateTime(isoString: "2026-03-08T03:00:00")!)
                == (try Date.ISO8601FormatStyle().parse("2026-03-08T07:00:00Z")))
    }
}
