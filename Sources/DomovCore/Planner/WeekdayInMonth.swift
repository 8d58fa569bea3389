import Foundation

/// A weekday's place in its month, as people say it: the second Tuesday (2), the last Friday (-1).
/// The form offers the first to the fourth and the last, as Google Calendar does: a fifth one is
/// always the last, and "the last" is what people mean by it.
public struct WeekdayInMonth: Hashable, Sendable {
    /// 1…5 from the month's start, or -1 for the last.
    public var ordinal: Int
    public var weekday: Weekday

    public init(_ ordinal: Int, _ weekday: Weekday) {
        self.ordinal = ordinal
        self.weekday = weekday
    }

    /// Reads a BYDAY item with the ordinals the form writes ("2TU", "-1FR"); nil for anything else.
    public init?(icalCode text: some StringProtocol) {
        let code = text.uppercased()
        guard code.count >= 3, let weekday = Weekday(icalCode: code.suffix(2)),
            let ordinal = Int(code.dropLast(2).drop { $0 == "+" }), (1...5).contains(ordinal) || ordinal == -1
        else { return nil }
        self.init(ordinal, weekday)
    }

    /// "2TU", "-1FR".
    public var icalCode: String { "\(ordinal)\(weekday.icalCode)" }

    /// Which of its month's weekdays the date is, counted from the start: 12 May 2026 is the second Tuesday.
    public static func counted(from date: LocalDate) -> WeekdayInMonth {
        WeekdayInMonth((date.day - 1) / 7 + 1, date.weekday)
    }

    /// The last of its weekday in the month when the date is (29 May 2026 is the last Friday), else nil.
    public static func last(at date: LocalDate) -> WeekdayInMonth? {
        date.day + 7 > CivilCalendar.daysInMonth(year: date.year, month: date.month) ? WeekdayInMonth(-1, date.weekday) : nil
    }
}
