import Foundation

/// An RFC 5545 §3.3.6 DURATION such as `P1W`, `-PT15M`, `P1DT2H30M`.
///
/// Weeks and days are nominal (a day across a DST change is 23 or 25 hours of real time),
/// hours, minutes and seconds exact, so the parts are kept apart rather than as one number.
public struct ICalDuration: Hashable, Sendable, CustomStringConvertible {
    public var isNegative: Bool
    public var weeks: Int
    public var days: Int
    public var hours: Int
    public var minutes: Int
    public var seconds: Int

    public init(isNegative: Bool = false, weeks: Int = 0, days: Int = 0, hours: Int = 0, minutes: Int = 0, seconds: Int = 0) {
        self.isNegative = isNegative
        self.weeks = weeks
        self.days = days
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
    }

    /// A duration of exact seconds, written with days/hours/minutes/seconds (never weeks).
    public init(totalSeconds: Int) {
        let magnitude = totalSeconds.magnitude
        self.init(
            isNegative: totalSeconds < 0, days: Int(magnitude / 86_400), hours: Int(magnitude / 3600 % 24),
            minutes: Int(magnitude / 60 % 60), seconds: Int(magnitude % 60))
    }

    /// Parses the text; accepts lower case and the common `P1W2D` mix of weeks and days.
    public init(icalValue raw: some StringProtocol) throws(ICalValueError) {
        let text = String(raw).trimmingWhitespace.uppercased()
        let fail = ICalValueError(expected: "DURATION", text: text)
        var u = Substring(text)
        var negative = false
        if u.first == "+" || u.first == "-" {
            negative = u.first == "-"
            u = u.dropFirst()
        }
        guard u.first == "P" else { throw fail }
        u = u.dropFirst()
        var parts: [Character: Int] = [:]
        var inTime = false
        var number = ""
        var order = 0
        let dateOrder: [Character: Int] = ["W": 1, "D": 2]
        let timeOrder: [Character: Int] = ["H": 3, "M": 4, "S": 5]
        for c in u {
            if c == "T" {
                guard !inTime, number.isEmpty else { throw fail }
                inTime = true
            } else if c.isASCII, c.isNumber {
                number.append(c)
                guard number.count <= 9 else { throw fail }
            } else {
                guard let rank = (inTime ? timeOrder : dateOrder)[c], rank > order, let value = Int(number) else { throw fail }
                parts[c] = value
                order = rank
                number = ""
            }
        }
        guard number.isEmpty, !parts.isEmpty, !(inTime && order < 3) else { throw fail }
        self.init(
            isNegative: negative, weeks: parts["W"] ?? 0, days: parts["D"] ?? 0,
            hours: parts["H"] ?? 0, minutes: parts["M"] ?? 0, seconds: parts["S"] ?? 0)
    }

    public var icalValue: String {
        var out = isNegative ? "-P" : "P"
        if weeks > 0, days == 0, hours == 0, minutes == 0, seconds == 0 { return out + "\(weeks)W" }
        let allDays = weeks * 7 + days
        if allDays > 0 { out += "\(allDays)D" }
        if hours > 0 || minutes > 0 || seconds > 0 {
            out += "T"
            if hours > 0 { out += "\(hours)H" }
            if minutes > 0 || (hours > 0 && seconds > 0) { out += "\(minutes)M" }
            if seconds > 0 { out += "\(seconds)S" }
        } else if allDays == 0 {
            out += "T0S"
        }
        return out
    }

    public var description: String { icalValue }

    /// Signed nominal days (weeks × 7 + days).
    public var nominalDays: Int { (isNegative ? -1 : 1) * (weeks * 7 + days) }
    /// Signed exact seconds (hours, minutes, seconds).
    public var exactSeconds: Int { (isNegative ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds) }
    /// Signed length if every day had 24 hours; for alarms and free-busy arithmetic.
    public var totalSeconds: Int { nominalDays * 86_400 + exactSeconds }

    /// Adds the duration on the wall clock: nominal days move the date, exact seconds the time.
    public func added(to local: LocalDateTime) -> LocalDateTime {
        LocalDateTime(localSeconds: local.localSeconds + Int64(nominalDays) * 86_400 + Int64(exactSeconds))
    }

    /// Adds the duration to an instant in `zone`: days on the wall clock, then exact seconds.
    public func added(to instant: Date, in zone: TimeZone) -> Date {
        let local = LocalDateTime(instant: instant, in: zone)
        let moved = LocalDateTime(localSeconds: local.localSeconds + Int64(nominalDays) * 86_400)
        let base = nominalDays == 0 ? instant : moved.instant(in: zone)
        return base.addingTimeInterval(TimeInterval(exactSeconds))
    }
}
