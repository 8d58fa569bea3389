@testable import DomovCore
import Foundation
import Testing

@Suite("Calendar query: RFC 4791 §7.8 and §7.10 examples on the Appendix B collection")
struct CalendarQueryRFCExampleTests {
    typealias Filter = CalendarQueryFilter
    let fixtures = QueryFixtures.self

    func events(_ range: CalendarTimeRange) -> Filter {
        Filter(.init("VCALENDAR", components: [.init("VEVENT", timeRange: range)]))
    }

    @Test func eventsByTimeRangeFindTheRecurringEventByItsThirdInstance() throws {
        // §7.8.1: abcd2 starts on 2 January but its instance of 3 January, 17:00 UTC, lasts
        // into the range; §7.8.2 has the same answer for 3–5 January.
        #expect(try fixtures.appendixBMatches(events(fixtures.range("20060104T000000Z", "20060105T000000Z"))) == ["abcd2", "abcd3"])
        #expect(try fixtures.appendixBMatches(events(fixtures.range("20060103T000000Z", "20060105T000000Z"))) == ["abcd2", "abcd3"])
        #expect(try fixtures.appendixBMatches(events(fixtures.range("20060102T000000Z", "20060102T160000Z"))) == ["abcd1"])
    }

    @Test func storedFreeBusyByTimeRange() throws {
        // §7.8.4
        let filter = Filter(
            .init("VCALENDAR", components: [.init("VFREEBUSY", timeRange: fixtures.range("20060102T000000Z", "20060103T000000Z"))]))
        #expect(try fixtures.appendixBMatches(filter) == ["abcd8"])
    }

    @Test func todosByAlarmTimeRange() throws {
        // §7.8.5: Task #2 is due 6 January 12:00 EST (17:00 UTC); its alarm 10 minutes before.
        let alarm = Filter.ComponentFilter("VALARM", timeRange: fixtures.range("20060106T100000Z", "20060107T100000Z"))
        let filter = Filter(.init("VCALENDAR", components: [.init("VTODO", components: [alarm])]))
        #expect(try fixtures.appendixBMatches(filter) == ["abcd5"])
    }

    @Test func eventByUIDWithOctetCollation() throws {
        // §7.8.6
        let uid = CalendarTextMatch("DC6C50A017428C5216A2F1CD@example.com", collation: .octet)
        let filter = Filter(.init("VCALENDAR", components: [.init("VEVENT", properties: [.init("UID", test: .textMatch(uid))])]))
        #expect(try fixtures.appendixBMatches(filter) == ["abcd3"])
        let lowerCase = CalendarTextMatch("dc6c50a017428c5216a2f1cd@example.com", collation: .octet)
        let none = Filter(.init("VCALENDAR", components: [.init("VEVENT", properties: [.init("UID", test: .textMatch(lowerCase))])]))
        #expect(try fixtures.appendixBMatches(none).isEmpty)
    }

    @Test func eventsByAttendeeAndPartstat() throws {
        // §7.8.7: the text-match and the param-filter must hold for the same ATTENDEE.
        func filter(_ attendee: String, _ partstat: String) -> Filter {
            let property = Filter.PropertyFilter(
                "ATTENDEE", test: .textMatch(CalendarTextMatch(attendee)),
                parameters: [.init("PARTSTAT", textMatch: CalendarTextMatch(partstat))])
            return Filter(.init("VCALENDAR", components: [.init("VEVENT", properties: [property])]))
        }
        #expect(try fixtures.appendixBMatches(filter("mailto:lisa@example.com", "NEEDS-ACTION")) == ["abcd3"])
        #expect(try fixtures.appendixBMatches(filter("MAILTO:LISA@EXAMPLE.COM", "needs-action")) == ["abcd3"])
        #expect(try fixtures.appendixBMatches(filter("mailto:cyrus@example.com", "NEEDS-ACTION")).isEmpty)
    }

    @Test func eventsOnly() throws {
        // §7.8.8
        let filter = Filter(.init("VCALENDAR", components: [.init("VEVENT")]))
        #expect(try fixtures.appendixBMatches(filter) == ["abcd1", "abcd2", "abcd3"])
    }

    @Test func pendingTodos() throws {
        // §7.8.9: no COMPLETED, and a STATUS that is not CANCELLED.
        let filter = Filter(
            .init(
                "VCALENDAR",
                components: [
                    .init(
                        "VTODO",
                        properties: [
                            .init("COMPLETED", isNotDefined: true),
                            .init("STATUS", test: .textMatch(CalendarTextMatch("CANCELLED", negateCondition: true))),
                        ])
                ]))
        #expect(try fixtures.appendixBMatches(filter) == ["abcd4", "abcd5"])
    }

    @Test func componentThatIsNotDefined() throws {
        let noTodos = Filter(.init("VCALENDAR", components: [.init("VTODO", isNotDefined: true)]))
        #expect(try fixtures.appendixBMatches(noTodos) == ["abcd1", "abcd2", "abcd3", "abcd8"])
        let notACalendar = Filter(.init("VCALENDAR", isNotDefined: true))
        #expect(try fixtures.appendixBMatches(notACalendar).isEmpty)
    }

    @Test func expandedRetrievalOfRecurringEvents() throws {
        // §7.8.3: one component per instance, in UTC, the override in place of its instance.
        let all = try fixtures.appendixB()
        let expanded = try CalendarQueryExpansion.expand(
            try #require(all["abcd2"]), from: fixtures.utc("20060103T000000Z"),
            to: fixtures.utc("20060105T000000Z"), floatingTimeZone: fixtures.newYork)
        #expect(expanded.components(named: "VTIMEZONE").isEmpty)
        let events = expanded.components(named: "VEVENT")
        #expect(events.map { $0.property("DTSTART")?.value } == ["20060103T170000Z", "20060104T190000Z"])
        #expect(events.map { $0.property("RECURRENCE-ID")?.value } == ["20060103T170000Z", "20060104T170000Z"])
        #expect(events.map { $0.property("SUMMARY")?.value } == ["Event #2", "Event #2 bis"])
        #expect(events.allSatisfy { $0.property("RRULE") == nil && $0.property("DURATION")?.value == "PT1H" })
        #expect(!expanded.serialized().contains("TZID"))

        let single = try CalendarQueryExpansion.expand(
            try #require(all["abcd3"]), from: fixtures.utc("20060103T000000Z"),
            to: fixtures.utc("20060105T000000Z"), floatingTimeZone: fixtures.newYork)
        let event = try #require(single.components(named: "VEVENT").first)
        #expect(event.property("DTSTART")?.value == "20060104T150000Z")
        #expect(event.property("RECURRENCE-ID") == nil)
    }

    @Test func freeBusyQuery() throws {
        // §7.10.1, with the range the text describes (9:00–17:00 EST on 4 January); the
        // example's end attribute says 5 January, a known slip of the RFC.
        let calendars = try Array(fixtures.appendixB().values)
        let now = fixtures.utc("20050125T090000Z")
        let freeBusy = CalendarFreeBusy.freeBusy(
            for: calendars, from: fixtures.utc("20060104T140000Z"),
            to: fixtures.utc("20060104T220000Z"), floatingTimeZone: fixtures.newYork, now: now)
        #expect(freeBusy.property("DTSTART")?.value == "20060104T140000Z")
        #expect(freeBusy.property("DTEND")?.value == "20060104T220000Z")
        #expect(freeBusy.property("DTSTAMP")?.value == "20050125T090000Z")
        #expect(
            freeBusy.properties(named: "FREEBUSY").map(\.contentLine) == [
                "FREEBUSY;FBTYPE=BUSY-TENTATIVE:20060104T150000Z/20060104T160000Z",
                "FREEBUSY:20060104T190000Z/20060104T200000Z",
            ])
    }
}
