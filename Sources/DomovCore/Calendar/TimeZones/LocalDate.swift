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
            day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month)
        else { return nil }
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
    public var icalString: String { formatted(separator: 0) }
    /// ISO 8601 form, `YYYY-MM-DD`.
    public var isoString: String { formatted(separator: 45) }

    /// Written byte by byte: feeds and the recurrence CLI format one per occurrence, and
    /// string concatenation cost several allocations each.
    private func formatted(separator: UInt8) -> String {
        guard (0...9999).contains(year) else {
            let s = separator == 0 ? "" : "-"
            return pad(year, 4) + s + pad(month, 2) + s + pad(day, 2)
        }
        return String(unsafeUninitializedCapacity: separator == 0 ? 8 : 10) { buffer in
            ASCIIDigits.writeDate(year: year, month: month, day: day, separator: separator, into: buffer, at: 0)
        }
    }
    public var description: String { isoString }

    /// Parses `YYYYMMDD` (exactly eight digits, RFC 5545 DATE).
    public init?(icalString s: some StringProtocol) {
        guard
            let (y, m, d) = ASCIIDigits.withBytes(
                s,
                { u -> (Int, Int, Int)? in
                    guard u.count == 8, let y = ASCIIDigits.read(u, 0, 4), let m = ASCIIDigits.read(u, 4, 2),
                        let d = ASCIIDigits.read(u, 6, 2)
                    else { return nil }
                    return (y, m, d)
                })
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Parses `YYYY-MM-DD`.
    public init?(isoString s: some StringProtocol) {
        guard
            let (y, m, d) = ASCIIDigits.withBytes(
                s,
                { u -> (Int, Int, Int)? in
                    guard u.count == 10, u[4] == 45, u[7] == 45, let y = ASCIIDigits.read(u, 0, 4),
                        let m = ASCIIDigits.read(u, 5, 2), let d = ASCIIDigits.read(u, 8, 2)
                    else { return nil }
                    return (y, m, d)
                })
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public static func < (a: LocalDate, b: LocalDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}

/// Zero-padded decimal, without Foundation's `String(format:)` (slow, and locale-touched).
func pad(_ value: Int, _ width: Int) -> String {
    let s = String(value)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}
