import Foundation

/// An RFC 5545 §3.3.10 recurrence rule (the value of RRULE).
///
/// The planner stores `rruleString`, and `RecurrenceRule(rrule:)` of it gives back an equal
/// rule. Parsing only checks syntax; `validate()` reports the RFC's semantic constraints per
/// part, so a form can show them next to the right field.
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
    public enum Frequency: String, Sendable, Hashable, CaseIterable, Comparable {
        case secondly = "SECONDLY", minutely = "MINUTELY", hourly = "HOURLY", daily = "DAILY"
        case weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"

        /// Finer frequencies compare lower (SECONDLY < … < YEARLY). A switch, not a search
        /// of `allCases`: the expander compares frequencies once per period.
        var rank: Int {
            switch self {
            case .secondly: 0
            case .minutely: 1
            case .hourly: 2
            case .daily: 3
            case .weekly: 4
            case .monthly: 5
            case .yearly: 6
            }
        }
        public static func < (a: Frequency, b: Frequency) -> Bool { a.rank < b.rank }
    }

    /// A BYDAY item: a weekday, optionally with an ordinal (`2MO`, `-1SU`).
    public struct WeekdayNum: Hashable, Sendable, CustomStringConvertible {
        public var ordinal: Int?
        public var weekday: Weekday

        public init(_ weekday: Weekday, ordinal: Int? = nil) {
            self.weekday = weekday
            self.ordinal = ordinal
        }

        public var description: String { (ordinal.map(String.init) ?? "") + weekday.icalCode }
    }

    public var frequency: Frequency
    public var interval: Int
    public var count: Int?
    /// DATE, UTC DATE-TIME, or (for floating starts) floating DATE-TIME.
    public var until: ICalDateTime?
    public var bySecond: [Int]
    public var byMinute: [Int]
    public var byHour: [Int]
    public var byDay: [WeekdayNum]
    public var byMonthDay: [Int]
    public var byYearDay: [Int]
    public var byWeekNo: [Int]
    public var byMonth: [Int]
    public var bySetPos: [Int]
    public var weekStart: Weekday
    /// Parts Domov does not know (X-NAME=value, RSCALE, SKIP), kept in order for round trips.
    public var otherParts: [String: String]
    var otherPartOrder: [String]

    public init(
        frequency: Frequency, interval: Int = 1, count: Int? = nil, until: ICalDateTime? = nil,
        bySecond: [Int] = [], byMinute: [Int] = [], byHour: [Int] = [], byDay: [WeekdayNum] = [],
        byMonthDay: [Int] = [], byYearDay: [Int] = [], byWeekNo: [Int] = [], byMonth: [Int] = [],
        bySetPos: [Int] = [], weekStart: Weekday = .monday
    ) {
        self.frequency = frequency
        self.interval = interval
        self.count = count
        self.until = until
        self.bySecond = bySecond
        self.byMinute = byMinute
        self.byHour = byHour
        self.byDay = byDay
        self.byMonthDay = byMonthDay
        self.byYearDay = byYearDay
        self.byWeekNo = byWeekNo
        self.byMonth = byMonth
        self.bySetPos = bySetPos
        self.weekStart = weekStart
        otherParts = [:]
        otherPartOrder = []
    }

    /// Parses an RRULE value (`FREQ=WEEKLY;BYDAY=MO,WE`), case-insensitively; a leading
    /// `RRULE:` and a trailing `;` are tolerated. Throws on syntax errors and duplicate parts.
    public init(rrule text: String) throws(ICalValueError) {
        // Parsed in place: returning the rule through an optional copied its dozen arrays.
        var rule = RecurrenceRule(frequency: .daily)
        if Self.parsePlain(text, into: &rule) {
            self = rule
        } else {
            try self.init(general: text)
        }
    }

    /// The general parser: any whitespace, case and Unicode, and the error messages.
    init(general text: String) throws(ICalValueError) {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst(6) }
        func fail(_ detail: String) -> ICalValueError { ICalValueError(expected: "RECUR", text: text, detail: detail) }
        var seen = Set<String>()
        var rule = RecurrenceRule(frequency: .daily)
        var sawFrequency = false
        for part in body.split(separator: ";") {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2, !pieces[0].isEmpty else { throw fail("\"\(part.prefix(40))\" is not NAME=value") }
            let key = pieces[0].trimmingCharacters(in: .whitespaces).uppercased()
            let value = pieces[1].trimmingCharacters(in: .whitespaces)
            guard seen.insert(key).inserted else { throw fail("\(key) appears twice") }
            func ints(_ range: ClosedRange<Int>) throws(ICalValueError) -> [Int] {
                var result: [Int] = []
                for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                    let trimmed = item.hasPrefix("+") ? item.dropFirst() : item
                    guard let number = Int(trimmed), range.contains(number) else { throw fail("\(key) has \"\(item.prefix(20))\"") }
                    result.append(number)
                }
                return result
            }
            switch key {
            case "FREQ":
                guard let frequency = Frequency(rawValue: value.uppercased()) else { throw fail("unknown FREQ \"\(value.prefix(20))\"") }
                rule.frequency = frequency
                sawFrequency = true
            case "INTERVAL": rule.interval = try ints(-1_000_000...1_000_000)[0]
            case "COUNT": rule.count = try ints(-1_000_000_000...1_000_000_000)[0]
            case "UNTIL": rule.until = try ICalDateTime(icalValue: value)
            case "BYSECOND": rule.bySecond = try ints(-1000...1000)
            case "BYMINUTE": rule.byMinute = try ints(-1000...1000)
            case "BYHOUR": rule.byHour = try ints(-1000...1000)
            case "BYMONTHDAY": rule.byMonthDay = try ints(-1000...1000)
            case "BYYEARDAY": rule.byYearDay = try ints(-1000...1000)
            case "BYWEEKNO": rule.byWeekNo = try ints(-1000...1000)
            case "BYMONTH": rule.byMonth = try ints(-1000...1000)
            case "BYSETPOS": rule.bySetPos = try ints(-1000...1000)
            case "WKST":
                guard let weekday = Weekday(icalCode: value) else { throw fail("unknown WKST \"\(value.prefix(20))\"") }
                rule.weekStart = weekday
            case "BYDAY":
                for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                    let trimmed = item.trimmingCharacters(in: .whitespaces)
                    guard trimmed.count >= 2, let weekday = Weekday(icalCode: trimmed.suffix(2)) else {
                        throw fail("BYDAY has \"\(item.prefix(20))\"")
                    }
                    var number = trimmed.dropLast(2)
                    if number.hasPrefix("+") { number = number.dropFirst() }
                    if number.isEmpty {
                        rule.byDay.append(WeekdayNum(weekday))
                    } else {
                        guard let ordinal = Int(number), (-1000...1000).contains(ordinal) else {
                            throw fail("BYDAY has \"\(item.prefix(20))\"")
                        }
                        rule.byDay.append(WeekdayNum(weekday, ordinal: ordinal))
                    }
                }
            default:
                rule.otherParts[key] = value
                rule.otherPartOrder.append(key)
            }
        }
        guard sawFrequency else { throw fail("FREQ is missing") }
        self = rule
    }

    /// The canonical RRULE value: FREQ first, then UNTIL or COUNT, INTERVAL (when not 1),
    /// the BYxxx parts from the smallest unit up, BYSETPOS, and WKST (when not Monday).
    /// List items keep their order.
    public var rruleString: String {
        var parts = ["FREQ=" + frequency.rawValue]
        if let until { parts.append("UNTIL=" + until.icalValue) }
        if let count { parts.append("COUNT=\(count)") }
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        func list(_ name: String, _ values: [Int]) {
            if !values.isEmpty { parts.append(name + "=" + values.map(String.init).joined(separator: ",")) }
        }
        list("BYSECOND", bySecond)
        list("BYMINUTE", byMinute)
        list("BYHOUR", byHour)
        if !byDay.isEmpty { parts.append("BYDAY=" + byDay.map(\.description).joined(separator: ",")) }
        list("BYMONTHDAY", byMonthDay)
        list("BYYEARDAY", byYearDay)
        list("BYWEEKNO", byWeekNo)
        list("BYMONTH", byMonth)
        list("BYSETPOS", bySetPos)
        if weekStart != .monday { parts.append("WKST=" + weekStart.icalCode) }
        for key in otherPartOrder { if let value = otherParts[key] { parts.append(key + "=" + value) } }
        return parts.joined(separator: ";")
    }

    public var description: String { rruleString }

    public static func == (a: RecurrenceRule, b: RecurrenceRule) -> Bool {
        a.rruleString == b.rruleString
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(rruleString) }
}
