import Foundation

/// A day of the year without a year ("24 June"), the key of a name-day calendar.
public struct DayOfYear: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let month: Int
    public let day: Int

    /// Any day of a leap year, 29 February included.
    public init?(month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CivilCalendar.daysInMonth(year: 2000, month: month) else { return nil }
        self.month = month
        self.day = day
    }

    public init(_ date: LocalDate) {
        self.month = date.month
        self.day = date.day
    }

    /// "MM-DD", as in the data files and the API.
    public init?(code: some StringProtocol) {
        let parts = code.split(separator: "-")
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            let month = Int(parts[0]), let day = Int(parts[1])
        else { return nil }
        self.init(month: month, day: day)
    }

    public var code: String { pad(month, 2) + "-" + pad(day, 2) }
    public var description: String { code }

    /// The date of this day in `year`. 29 February falls on 28 February in a common year, so
    /// that Horymír still has a day to be remembered on.
    public func date(in year: Int) -> LocalDate {
        if month == 2, day == 29, !CivilCalendar.isLeapYear(year) {
            return LocalDate(year: year, month: 2, day: 28)!
        }
        return LocalDate(year: year, month: month, day: day)!
    }

    /// Every day of a leap year, 1 January to 31 December.
    public static let all: [DayOfYear] = (1...12).flatMap { month in
        (1...CivilCalendar.daysInMonth(year: 2000, month: month)).map { DayOfYear(month: month, day: $0)! }
    }

    public static func < (a: DayOfYear, b: DayOfYear) -> Bool { (a.month, a.day) < (b.month, b.day) }
}
