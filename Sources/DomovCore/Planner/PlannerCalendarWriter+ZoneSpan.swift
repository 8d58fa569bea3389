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
            for item in items where !item.when.isAllDay {
                guard let start = item.start else { continue }
                zones.insert(item.timeZoneIdentifier)
                first = min(first ?? start, start)
                last = max(last ?? start, start)
            }
        }
    }
}
