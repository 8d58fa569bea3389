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
    public var icalString: String { date.icalString + "T" + pad(hour, 2) + pad(minute, 2) + pad(second, 2) }
    /// ISO 8601 form, `YYYY-MM-DDTHH:MM:SS`.
    public var isoString: String { date.isoString + "T" + pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2) }
    public var description: String { isoString }

    /// Parses `YYYYMMDDTHHMMSS` (no `Z`; callers strip it and remember it means UTC).
    public init?(icalString s: some StringProtocol) {
        let u = Array(s.utf8)
        guard u.count == 15, u[8] == 84 || u[8] == 116, let date = LocalDate(icalString: String(decoding: u[0..<8], as: UTF8.self)),
              let h = digits(u, 9, 2), let m = digits(u, 11, 2), let sec = digits(u, 13, 2) else { return nil }
        self.init(date: date, hour: h, minute: m, second: sec)
    }

    /// Parses `YYYY-MM-DDTHH:MM[:SS]` (also with a space instead of `T`).
    public init?(isoString s: some StringProtocol) {
        let u = Array(s.utf8)
        guard u.count == 16 || u.count == 19, u[10] == 84 || u[10] == 32, u[13] == 58,
              let date = LocalDate(isoString: String(decoding: u[0..<10], as: UTF8.self)),
              let h = digits(u, 11, 2), let m = digits(u, 14, 2) else { return nil }
        var sec = 0
        if u.count == 19 {
            guard u[16] == 58, let parsed = digits(u, 17, 2) else { return nil }
            sec = parsed
        }
        self.init(date: date, hour: h, minute: m, second: sec)
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
