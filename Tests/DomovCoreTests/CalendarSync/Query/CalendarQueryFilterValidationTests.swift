@testable import DomovCore
import Foundation
import Testing

@Suite("Calendar query: filter validation (CALDAV:valid-filter) and time-range attributes")
struct CalendarQueryFilterValidationTests {
    typealias Filter = CalendarQueryFilter
    let hour = QueryFixtures.range("20240110T100000Z", "20240110T110000Z")

    @Test func validFiltersPass() throws {
        let filter = Filter(
            .init(
                "VCALENDAR",
                components: [
                    .init(
                        "VEVENT", timeRange: hour, properties: [.init("DTSTAMP", test: .timeRange(hour)), .init("X-ABC-GUID")],
                        components: [.init("VALARM", timeRange: hour)]),
                    .init("VTODO", isNotDefined: true),
                    .init("X-CUSTOM", components: [.init("X-PART")]),
                ]))
        try filter.validate()
        // Not RFC 4791, but what the Python caldav library sends and Radicale answers.
        try Filter(.init("VCALENDAR", timeRange: hour)).validate()
    }

    @Test func invalidFiltersSayWhy() {
        #expect(throws: CalendarQueryFilterError.rootIsNotVCalendar("VEVENT")) { try Filter(.init("VEVENT")).validate() }
        #expect(throws: CalendarQueryFilterError.misplacedComponent("VEVENT", in: "VTODO")) {
            try Filter(.init("VCALENDAR", components: [.init("VTODO", components: [.init("VEVENT")])])).validate()
        }
        #expect(throws: CalendarQueryFilterError.misplacedComponent("VALARM", in: "VJOURNAL")) {
            try Filter(.init("VCALENDAR", components: [.init("VJOURNAL", components: [.init("VALARM")])])).validate()
        }
        #expect(throws: CalendarQueryFilterError.timeRangeNotDefined(on: "SUMMARY")) {
            try Filter(.init("VCALENDAR", components: [.init("VEVENT", properties: [.init("SUMMARY", test: .timeRange(hour))])])).validate()
        }
        #expect(throws: CalendarQueryFilterError.timeRangeNotDefined(on: "VTIMEZONE")) {
            try Filter(.init("VCALENDAR", components: [.init("VTIMEZONE", timeRange: hour)])).validate()
        }
        #expect(throws: CalendarQueryFilterError.misplacedComponent("VCALENDAR", in: "VCALENDAR")) {
            try Filter(.init("VCALENDAR", components: [.init("VCALENDAR", timeRange: hour)])).validate()
        }
        #expect(throws: CalendarQueryFilterError.emptyTimeRange) {
            try Filter(.init("VCALENDAR", timeRange: CalendarTimeRange())).validate()
        }
        #expect(throws: CalendarQueryFilterError.emptyTimeRange) {
            try Filter(.init("VCALENDAR", components: [.init("VEVENT", timeRange: CalendarTimeRange())])).validate()
        }
    }

    @Test func timeRangeAttributesAreUTCDateTimes() {
        #expect(
            CalendarTimeRange(start: "20060104T000000Z", end: "20060105T000000Z")
                == CalendarTimeRange(start: QueryFixtures.utc("20060104T000000Z"), end: QueryFixtures.utc("20060105T000000Z")))
        #expect(CalendarTimeRange(start: "20060104T000000Z", end: nil)?.end == nil)
        #expect(CalendarTimeRange(start: nil, end: "20060105T000000Z") != nil)
        #expect(CalendarTimeRange(start: nil, end: nil) == nil)
        #expect(CalendarTimeRange(start: "20060104T000000", end: nil) == nil)
        #expect(CalendarTimeRange(start: "20060104", end: nil) == nil)
        #expect(CalendarTimeRange(start: "20060105T000000Z", end: "20060105T000000Z") == nil)
    }
}
