import Foundation

/// "At start", or some time before an item starts (or, for a to-do, before it is due).
public struct PlannerReminder: Hashable, Comparable, Sendable, Codable {
    public let minutesBefore: Int

    public init(minutesBefore: Int) {
        self.minutesBefore = minutesBefore
    }

    public static let atStart = PlannerReminder(minutesBefore: 0)
    /// Four weeks: the longest lead time the form offers and iCalendar clients commonly show.
    public static let maximumMinutesBefore = 28 * 24 * 60
    public static let maximumCount = 10

    /// How the lead time reads best: in the largest unit that divides it exactly.
    public var display: (amount: Int, unit: Unit) {
        if minutesBefore > 0, minutesBefore % 1440 == 0 { return (minutesBefore / 1440, .days) }
        if minutesBefore > 0, minutesBefore % 60 == 0 { return (minutesBefore / 60, .hours) }
        return (minutesBefore, .minutes)
    }

    public enum Unit: String, Sendable, CaseIterable {
        case minutes, hours, days

        public var minutes: Int {
            switch self {
            case .minutes: 1
            case .hours: 60
            case .days: 1440
            }
        }
    }

    /// When it fires for an occurrence that starts (or is due) at `start`.
    public func fireDate(forOccurrenceAt start: Date) -> Date {
        start.addingTimeInterval(-Double(minutesBefore) * 60)
    }

    public static func < (lhs: PlannerReminder, rhs: PlannerReminder) -> Bool {
        lhs.minutesBefore < rhs.minutesBefore
    }
}
