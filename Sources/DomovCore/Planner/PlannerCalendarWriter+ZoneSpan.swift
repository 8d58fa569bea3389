import Foundation

extension PlannerCalendarWriter {
    /// The zones timed items are written in and the first and last of their starts: all a
    /// calendar's VTIMEZONEs depend on, gathered a page of items at a time, so a feed can write
    /// them before its items without holding the items (issue 23).
    public struct ZoneSpan: Sendable, Equatable {
        public private(set) var zones: Set<String> = []
        public private(set) var first: Date?
        public private(set) var last: Date?

        public init() {}

        public mutating func add(_ items: [PlannerItem]) {
            for item in items where !item.when.isAllDay && !item.isFloating {
                guard let start = item.start else { continue }
                add(zone: item.timeZoneIdentifier, at: start)
            }
        }

        /// A zone something is written in, and when that starts.
        public mutating func add(zone: String, at start: Date) {
            zones.insert(zone)
            first = min(first ?? start, start)
            last = max(last ?? start, start)
        }
    }

    /// A VTIMEZONE for a TZID a stored text names without defining it, built for the span's
    /// years and named as the text names it (a Windows name, say); nil for a name Domov does
    /// not know.
    public func timeZone(named tzid: String, for span: ZoneSpan) -> ICalComponent? {
        guard let first = span.first, let last = span.last, let zone = TimeZoneResolver.timeZone(forTZID: tzid) else { return nil }
        var component = VTimeZoneBuilder.component(
            for: zone, from: Self.startOfYear(first, addingYears: -1), to: Self.startOfYear(last, addingYears: 6))
        component.setProperty("TZID", ICalProperty(name: "TZID", value: tzid))
        return component
    }
}
