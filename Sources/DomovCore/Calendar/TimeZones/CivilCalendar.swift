import Foundation

/// Proleptic Gregorian arithmetic on day numbers (days since 1970-01-01).
///
/// The recurrence expander's inner loop runs on these integers instead of Foundation's
/// `Calendar`, which allocates and is two orders of magnitude slower; the formulas are
/// Howard Hinnant's `days_from_civil` / `civil_from_days`, exact for any year.
public enum CivilCalendar {
    /// Days from 1970-01-01 to the given civil date (negative before it). No validation.
    @inlinable
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of a day number.
    @inlinable
    public static func civil(dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// Weekday of a day number (1970-01-01 was a Thursday).
    @inlinable
    public static func weekday(dayNumber: Int) -> Weekday {
        Weekday(rawValue: ((dayNumber % 7) + 7 + 3) % 7)!
    }

    @inlinable
    public static func weekdayIndex(dayNumber: Int) -> Int {
        ((dayNumber % 7) + 7 + 3) % 7
    }

    @inlinable
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    @inlinable
    public static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

    @inlinable
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// A day of the week. Raw values follow RFC 5545's order starting on Monday (as python-dateutil
/// does), so `(raw + k) % 7` walks the week.
public enum Weekday: Int, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case monday = 0, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The two-letter RFC 5545 code ("MO" … "SU").
    public var icalCode: String {
        ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][rawValue]
    }

    /// Parses "MO" … "SU", case-insensitively.
    public init?(icalCode: some StringProtocol) {
        guard let index = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"].firstIndex(of: icalCode.uppercased()) else { return nil }
        self.init(rawValue: index)
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
