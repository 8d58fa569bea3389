import Foundation

/// A calendar date with no time and no zone: an all-day event's DATE, a birthday.
/// Always a valid proleptic Gregorian date in years 1…9999 (the range iCalendar can write).
public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil when the date does not exist (30 February, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date of a day number (days since 1970-01-01). Callers keep it within years 1…9999.
    public init(dayNumber: Int) {
        let c = CivilCalendar.civil(dayNumber: dayNumber)
        year = c.year
        month = c.month
        day = c.day
    }

    public var dayNumber: Int { CivilCalendar.dayNumber(year: year, month: month, day: day) }
    public var weekday: Weekday { CivilCalendar.weekday(dayNumber: dayNumber) }

    public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    /// RFC 5545 DATE form, `YYYYMMDD`.
    public var icalString: String { pad(year, 4) + pad(month, 2) + pad(day, 2) }
    /// ISO 8601 form, `YYYY-MM-DD`.
    public var isoString: String { pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) }
    public var description: String { isoString }

    /// Parses `YYYYMMDD` (exactly eight digits, RFC 5545 DATE).
    public init?(icalString s: some StringProtocol) {
        let u = Array(s.utf8)
        guard u.count == 8, let y = digits(u, 0, 4), let m = digits(u, 4, 2), let d = digits(u, 6, 2) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Parses `YYYY-MM-DD`.
    public init?(isoString s: some StringProtocol) {
        let u = Array(s.utf8)
        guard u.count == 10, u[4] == 45, u[7] == 45,
              let y = digits(u, 0, 4), let m = digits(u, 5, 2), let d = digits(u, 8, 2) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public static func < (a: LocalDate, b: LocalDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}

/// Reads `count` ASCII digits at `start`; nil on anything else. Shared by the date parsers.
func digits(_ u: [UInt8], _ start: Int, _ count: Int) -> Int? {
    guard start >= 0, start + count <= u.count else { return nil }
    var value = 0
    for i in start..<(start + count) {
        let c = u[i]
        guard c >= 48, c <= 57 else { return nil }
        value = value * 10 + Int(c - 48)
    }
    return value
}

/// Zero-padded decimal, without Foundation's `String(format:)` (slow, and locale-touched).
func pad(_ value: Int, _ width: Int) -> String {
    let s = String(value)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}
