import Foundation

/// A wall-clock date and time with no zone: what a clock on the wall shows.
///
/// Recurrence is computed on these (an event at 09:00 stays at 09:00 across daylight-saving
/// changes); only at the end is a value placed in a zone to get an instant. Seconds are 0…59:
/// a leap second (60) cannot be represented by `Date`, so parsers reject or skip it.
public struct LocalDateTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let date: LocalDate
    public let hour: Int
    public let minute: Int
    public let second: Int

    public init?(date: LocalDate, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard let date = LocalDate(year: year, month: month, day: day) else { return nil }
        self.init(date: date, hour: hour, minute: minute, second: second)
    }

    /// From seconds since 1970-01-01T00:00:00 on the same wall clock (see `localSeconds`).
    public init(localSeconds: Int64) {
        let s = Int(localSeconds)
        let day = s >= 0 ? s / 86_400 : (s - 86_399) / 86_400
        let rest = s - day * 86_400
        date = LocalDate(dayNumber: day)
        hour = rest / 3600
        minute = rest / 60 % 60
        second = rest % 60
    }

    /// Seconds since 1970-01-01T00:00:00 read on this same wall clock; orders values and lets
    /// the expander do arithmetic without calendars.
    public var localSeconds: Int64 {
        Int64(date.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    public var year: Int { date.year }
    public var month: Int { date.month }
    public var day: Int { date.day }

    /// RFC 5545 DATE-TIME form without zone suffix, `YYYYMMDDTHHMMSS`.
    public var icalString: String { formatted(separators: false) }
    /// ISO 8601 form, `YYYY-MM-DDTHH:MM:SS`.
    public var isoString: String { formatted(separators: true) }

    /// Written byte by byte into one allocation: the recurrence CLI and the feeds format one
    /// value per occurrence, and concatenating padded pieces cost a dozen allocations each.
    private func formatted(separators: Bool) -> String {
        guard (0...9999).contains(date.year) else {
            let (d, t) = separators ? (date.isoString, ":") : (date.icalString, "")
            return d + "T" + pad(hour, 2) + t + pad(minute, 2) + t + pad(second, 2)
        }
        return String(unsafeUninitializedCapacity: separators ? 19 : 15) { buffer in
            var i = ASCIIDigits.writeDate(
                year: date.year, month: date.month, day: date.day,
                separator: separators ? 45 : 0, into: buffer, at: 0)
            buffer[i] = 84; i += 1 // T
            ASCIIDigits.write(hour, width: 2, into: buffer, at: i); i += 2
            if separators { buffer[i] = 58; i += 1 } // :
            ASCIIDigits.write(minute, width: 2, into: buffer, at: i); i += 2
            if separators { buffer[i] = 58; i += 1 }
            ASCIIDigits.write(second, width: 2, into: buffer, at: i); i += 2
            return i
        }
    }
    public var description: String { isoString }

    private typealias Fields = (Int, Int, Int, Int, Int, Int)

    /// Parses `YYYYMMDDTHHMMSS` (no `Z`; callers strip it and remember it means UTC).
    public init?(icalString s: some StringProtocol) {
        guard
            let f = ASCIIDigits.withBytes(
                s,
                { u -> Fields? in
                    guard u.count == 15, u[8] == 84 || u[8] == 116, let y = ASCIIDigits.read(u, 0, 4),
                        let mo = ASCIIDigits.read(u, 4, 2), let d = ASCIIDigits.read(u, 6, 2), let h = ASCIIDigits.read(u, 9, 2),
                        let m = ASCIIDigits.read(u, 11, 2), let sec = ASCIIDigits.read(u, 13, 2)
                    else { return nil }
                    return (y, mo, d, h, m, sec)
                })
        else { return nil }
        self.init(year: f.0, month: f.1, day: f.2, hour: f.3, minute: f.4, second: f.5)
    }

    /// Parses `YYYY-MM-DDTHH:MM[:SS]` (also with a space instead of `T`).
    public init?(isoString s: some StringProtocol) {
        guard
            let f = ASCIIDigits.withBytes(
                s,
                { u -> Fields? in
                    guard u.count == 16 || u.count == 19, u[4] == 45, u[7] == 45, u[10] == 84 || u[10] == 32, u[13] == 58,
                        let y = ASCIIDigits.read(u, 0, 4), let mo = ASCIIDigits.read(u, 5, 2), let d = ASCIIDigits.read(u, 8, 2),
                        let h = ASCIIDigits.read(u, 11, 2), let m = ASCIIDigits.read(u, 14, 2)
                    else { return nil }
                    var sec = 0
                    if u.count == 19 {
                        guard u[16] == 58, let parsed = ASCIIDigits.read(u, 17, 2) else { return nil }
                        sec = parsed
                    }
                    return (y, mo, d, h, m, sec)
                })
        else { return nil }
        self.init(year: f.0, month: f.1, day: f.2, hour: f.3, minute: f.4, second: f.5)
    }

    public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool {
        (a.date, a.hour, a.minute, a.second) < (b.date, b.hour, b.minute, b.second)
    }

    /// The instant this wall-clock time denotes in `zone`, per RFC 5545 §3.3.5: a time in a
    /// spring-forward gap is read with the offset before the gap (so it moves forward by the
    /// gap's length); a time repeated at fall-back means its first (earlier) instance.
    public func instant(in zone: TimeZone) -> Date {
        ZoneOffsetTable.table(for: zone).instant(forLocal: localSeconds)
    }

    /// The wall-clock reading of `instant` in `zone`.
    public init(instant: Date, in zone: TimeZone) {
        self.init(localSeconds: ZoneOffsetTable.table(for: zone).localSeconds(for: instant))
    }
}
