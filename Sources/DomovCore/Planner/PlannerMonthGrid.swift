import Foundation

/// The days of a month view: whole weeks from `firstWeekday`, so the first and last week are
/// filled with the neighbouring months' days, as paper and phone calendars show them.
///
/// The grid has as many weeks as the month touches (four to six): a February of 28 days that
/// begins on the first weekday is four weeks with no neighbour days at all.
public struct PlannerMonthGrid: Sendable, Equatable {
    public let year: Int
    public let month: Int
    public let firstWeekday: Weekday
    /// The month's first day and the day after its last.
    public let monthStart: LocalDate
    public let monthEnd: LocalDate
    /// The first day shown (a `firstWeekday`) and the day after the last one shown.
    public let first: LocalDate
    public let end: LocalDate

    /// Nil for a month that does not exist (month 13, year 0).
    public init?(year: Int, month: Int, firstWeekday: Weekday) {
        guard let monthStart = LocalDate(year: year, month: month, day: 1) else { return nil }
        self.year = year
        self.month = month
        self.firstWeekday = firstWeekday
        self.monthStart = monthStart
        monthEnd = monthStart.adding(days: CivilCalendar.daysInMonth(year: year, month: month))
        first = monthStart.adding(days: -Self.daysSinceWeekStart(monthStart, firstWeekday))
        let last = monthEnd.adding(days: -1)
        end = last.adding(days: 7 - Self.daysSinceWeekStart(last, firstWeekday))
    }

    /// The weeks shown, each of seven days from `firstWeekday`.
    public var weeks: [[LocalDate]] {
        stride(from: first.dayNumber, to: end.dayNumber, by: 7).map { start in
            (0..<7).map { LocalDate(dayNumber: start + $0) }
        }
    }

    /// Every day shown, in order.
    public var days: [LocalDate] {
        (first.dayNumber..<end.dayNumber).map { LocalDate(dayNumber: $0) }
    }

    /// The day belongs to the month itself, not to a neighbour.
    public func isInMonth(_ day: LocalDate) -> Bool {
        monthStart <= day && day < monthEnd
    }

    /// The day is one of the grid's, its own month's or a neighbour's.
    public func contains(_ day: LocalDate) -> Bool {
        first <= day && day < end
    }

    /// The occurrences on each day shown, in the order given (an occurrence over several days is
    /// on each of them). One pass over the occurrences, not one per day: a busy month of a
    /// large household has thousands.
    public func occurrencesByDay(_ occurrences: [PlannerOccurrence], in zone: TimeZone) -> [LocalDate: [PlannerOccurrence]] {
        var byDay: [LocalDate: [PlannerOccurrence]] = [:]
        for occurrence in occurrences {
            for day in occurrence.days(in: zone, from: first, to: end) {
                byDay[day, default: []].append(occurrence)
            }
        }
        return byDay
    }

    private static func daysSinceWeekStart(_ day: LocalDate, _ firstWeekday: Weekday) -> Int {
        (day.weekday.rawValue - firstWeekday.rawValue + 7) % 7
    }
}

extension PlannerOccurrence {
    /// The days from `first` up to (not including) `end` that a reader in `zone` sees it on
    /// (the same rule as `isOn`), found from its own dates rather than by asking each day.
    public func days(in zone: TimeZone, from first: LocalDate, to end: LocalDate) -> [LocalDate] {
        let from: LocalDate
        let to: LocalDate
        if let (start, count) = allDayDates {
            from = start
            to = start.adding(days: max(count, 1) - 1)
        } else if let start {
            from = LocalDate(start, in: zone)
            to = LocalDate(max(self.end ?? start, start), in: zone)
        } else {
            return []
        }
        let lower = max(from, first).dayNumber
        let upper = min(to, end.adding(days: -1)).dayNumber
        guard lower <= upper else { return [] }
        // A timed occurrence ending at midnight is not on the day that midnight begins: `isOn` decides.
        return (lower...upper).map { LocalDate(dayNumber: $0) }.filter { isOn($0, in: zone) }
    }
}
