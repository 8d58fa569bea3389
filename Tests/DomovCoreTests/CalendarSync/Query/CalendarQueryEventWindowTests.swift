import DomovCore
import Foundation
import Testing

/// Which queries a store may answer from the events near a range only.
@Suite("Calendar query: event window")
struct CalendarQueryEventWindowTests {
    let week = CalendarTimeRange(start: "20260504T000000Z", end: "20260511T000000Z")!

    @Test func eventsInARangeHaveThatWindow() {
        let filter = CalendarQueryFilter(.init("VCALENDAR", components: [.init("VEVENT", timeRange: week)]))
        #expect(filter.eventWindow == DateInterval(start: week.start!, end: week.end!))
        let open = CalendarQueryFilter(.init("VCALENDAR", components: [.init("VEVENT", timeRange: CalendarTimeRange(start: week.start))]))
        #expect(open.eventWindow?.end == .distantFuture)
    }

    @Test func anythingElseMayMatchOutsideAnyWindow() {
        let filters: [CalendarQueryFilter] = [
            CalendarQueryFilter(.init("VCALENDAR", components: [.init("VEVENT")])),
            CalendarQueryFilter(.init("VCALENDAR", components: [.init("VTODO", timeRange: week)])),
            CalendarQueryFilter(
                .init("VCALENDAR", components: [.init("VEVENT", timeRange: week, components: [.init("VALARM", timeRange: week)])])),
            CalendarQueryFilter(
                .init("VCALENDAR", components: [.init("VEVENT", timeRange: week, properties: [.init("DTSTAMP", test: .timeRange(week))])])),
            CalendarQueryFilter(.init("VCALENDAR", components: [.init("VEVENT", timeRange: week), .init("VTODO")])),
        ]
        for filter in filters { #expect(filter.eventWindow == nil) }
    }
}
