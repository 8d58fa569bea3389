import Foundation

/// CALDAV:time-range (RFC 4791 §9.9): a span of instants, start inclusive and end exclusive.
/// Either end may be open ("-infinity", "+infinity"); also used by expand and free-busy.
///
/// The comparison helpers are named after the cells of the RFC's tables so the rules in
/// `CalendarTimeRange+Components` read like the tables themselves.
public struct CalendarTimeRange: Hashable, Sendable {
    /// Inclusive; nil means minus infinity.
    public var start: Date?
    /// Exclusive; nil means plus infinity.
    public var end: Date?

    /// A range from instants; leave an end nil for an open range.
    public init(start: Date? = nil, end: Date? = nil) {
        self.start = start
        self.end = end
    }

    /// From the XML attributes, each a "date with UTC time" such as `20060104T000000Z`. Nil
    /// when a present value is not one, when both are missing, or when end is not after
    /// start: all of which the RFC forbids, so the server answers CALDAV:valid-filter.
    public init?(start: String?, end: String?) {
        guard start != nil || end != nil else { return nil }
        func instant(_ text: String?) -> Date?? {
            guard let text else { return .some(nil) }
            guard case .utc(let local)? = try? ICalDateTime(icalValue: text) else { return nil }
            return .some(local.instant(in: .gmt))
        }
        guard let from = instant(start), let to = instant(end) else { return nil }
        if let from, let to, to <= from { return nil }
        self.init(start: from, end: to)
    }

    /// `start <= t`
    func startIsAtOrBefore(_ t: Date) -> Bool { start.map { $0 <= t } ?? true }
    /// `start < t`
    func startIsBefore(_ t: Date) -> Bool { start.map { $0 < t } ?? true }
    /// `end > t`
    func endIsAfter(_ t: Date) -> Bool { end.map { $0 > t } ?? true }
    /// `end >= t`
    func endIsAtOrAfter(_ t: Date) -> Bool { end.map { $0 >= t } ?? true }

    /// `(start <= t) AND (end > t)`: the rule for date-time properties and alarm triggers.
    public func contains(_ t: Date) -> Bool {
        startIsAtOrBefore(t) && endIsAfter(t)
    }

    /// Whether [from, to) overlaps the range; a zero-length span (to <= from) is the point
    /// `from`. This is every row of the VEVENT table once the effective end is known, and the
    /// VJOURNAL table with its one-day or zero duration.
    public func overlaps(from: Date, to: Date) -> Bool {
        to > from ? startIsBefore(to) && endIsAfter(from) : contains(from)
    }
}
