import Foundation

/// The dates the planner holds: items start and end from 1 January 1000 to 31 December 2999.
///
/// Every real event, birthday or deadline fits. Past it, an item's length in minutes (an event
/// from today to the year 9999, or a DURATION of a billion weeks) outgrows the 32-bit integer
/// both databases store it in: SQLite would keep it and PostgreSQL refuse it, so a backup of
/// one would not restore into the other. Web, API, CalDAV and imports refuse such items alike.
public enum PlannerDateRange {
    public static let firstYear = 1000
    public static let lastYear = 2999
    /// The first instant held, 1000-01-01T00:00:00Z.
    public static let earliest = LocalDate(year: firstYear, month: 1, day: 1)!.startOfDay(in: .gmt)
    /// The first instant past the range, 3000-01-01T00:00:00Z.
    public static let end = LocalDate(year: lastYear + 1, month: 1, day: 1)!.startOfDay(in: .gmt)

    /// True when the item starts and ends inside the range (an unscheduled to-do always is).
    public static func contains(_ when: PlannerWhen) -> Bool {
        switch when {
        case .timed(let start, let minutes):
            return start >= earliest && start < end && Double(minutes) * 60 <= end.timeIntervalSince(start)
        case .allDay(let first, let days):
            return first.year >= firstYear && first.year <= lastYear
                && days <= LocalDate(year: lastYear + 1, month: 1, day: 1)!.dayNumber - first.dayNumber
        case .unscheduled:
            return true
        }
    }

    /// True for an instant inside the range (an occurrence's original start, a completion).
    public static func contains(_ instant: Date) -> Bool {
        instant >= earliest && instant < end
    }
}
