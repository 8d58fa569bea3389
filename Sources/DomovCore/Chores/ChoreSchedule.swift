import Foundation

/// When a chore is to be done: once, within a span, or again and again at an interval
/// counted from its (current) start.
public enum ChoreSchedule: Sendable, Equatable {
    /// Done once, from `start` to `end` (at least `minimumSpan` apart).
    case once(start: Date, end: Date)
    /// Due `every` after `start`; renewing moves `start` to the moment of renewal.
    case recurring(start: Date, every: ChoreInterval)

    /// The shortest span of a one-time chore: two minutes, as in the seed app.
    public static let minimumSpan: TimeInterval = 120

    public var start: Date {
        switch self {
        case .once(let start, _), .recurring(let start, _): start
        }
    }

    public var interval: ChoreInterval? {
        if case .recurring(_, let every) = self { return every }
        return nil
    }

    public var isRecurring: Bool { interval != nil }

    /// When the current span ends.
    public func due(in zone: TimeZone) -> Date {
        switch self {
        case .once(_, let end): end
        case .recurring(let start, let every): every.end(from: start, in: zone)
        }
    }

    /// The same schedule starting over at `date` (a renewal).
    public func restarted(at date: Date) -> ChoreSchedule {
        switch self {
        case .once(_, let end): .once(start: date, end: end)
        case .recurring(_, let every): .recurring(start: date, every: every)
        }
    }
}
