import Foundation

extension RecurrenceRule {
    /// One semantic problem of a rule, tied to the part a form shows it on.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        public enum Kind: Hashable, Sendable {
            /// COUNT and UNTIL together (RFC 5545: MUST NOT both occur).
            case countWithUntil
            /// A number outside the part's range (e.g. BYMONTH=13, BYMONTHDAY=0, INTERVAL=0).
            case outOfRange(value: Int, allowed: String)
            /// The part is not allowed with this FREQ (BYWEEKNO outside YEARLY, …).
            case notAllowedWithFrequency(RecurrenceRule.Frequency)
            /// An ordinal BYDAY (`2MO`) where only plain weekdays are allowed.
            case ordinalNotAllowed
            /// BYSETPOS without any other BYxxx part.
            case setPosNeedsAnotherPart
            /// UNTIL is a DATE while DTSTART is a DATE-TIME, or the reverse.
            case untilTypeMismatch
        }

        /// The RRULE part name: "COUNT", "BYDAY", …
        public let part: String
        public let kind: Kind

        public init(part: String, kind: Kind) {
            self.part = part
            self.kind = kind
        }

        public var description: String { "\(part): \(kind)" }
    }

    /// RFC 5545 §3.3.10's constraints, all reported at once. `start`, when given, also
    /// checks that UNTIL has the same value type as DTSTART.
    public func validate(start: ICalDateTime? = nil) -> [Problem] {
        var problems: [Problem] = []
        func range(_ part: String, _ values: [Int], _ allowed: ClosedRange<Int>, zeroAllowed: Bool = true) {
            for value in values where !allowed.contains(value) || (!zeroAllowed && value == 0) {
                problems.append(
                    Problem(
                        part: part,
                        kind: .outOfRange(
                            value: value,
                            allowed: zeroAllowed
                                ? "\(allowed.lowerBound)…\(allowed.upperBound)" : "±1…\(allowed.upperBound)")))
            }
        }
        if count != nil, until != nil { problems.append(Problem(part: "COUNT", kind: .countWithUntil)) }
        if interval < 1 { problems.append(Problem(part: "INTERVAL", kind: .outOfRange(value: interval, allowed: "1…"))) }
        if let count, count < 1 { problems.append(Problem(part: "COUNT", kind: .outOfRange(value: count, allowed: "1…"))) }
        range("BYSECOND", bySecond, 0...60)
        range("BYMINUTE", byMinute, 0...59)
        range("BYHOUR", byHour, 0...23)
        range("BYMONTHDAY", byMonthDay, -31...31, zeroAllowed: false)
        range("BYYEARDAY", byYearDay, -366...366, zeroAllowed: false)
        range("BYWEEKNO", byWeekNo, -53...53, zeroAllowed: false)
        range("BYMONTH", byMonth, 1...12)
        range("BYSETPOS", bySetPos, -366...366, zeroAllowed: false)
        range("BYDAY", byDay.compactMap(\.ordinal), -53...53, zeroAllowed: false)
        if !byWeekNo.isEmpty, frequency != .yearly {
            problems.append(Problem(part: "BYWEEKNO", kind: .notAllowedWithFrequency(frequency)))
        }
        if !byYearDay.isEmpty, [.daily, .weekly, .monthly].contains(frequency) {
            problems.append(Problem(part: "BYYEARDAY", kind: .notAllowedWithFrequency(frequency)))
        }
        if !byMonthDay.isEmpty, frequency == .weekly {
            problems.append(Problem(part: "BYMONTHDAY", kind: .notAllowedWithFrequency(frequency)))
        }
        if byDay.contains(where: { $0.ordinal != nil }),
            !(frequency == .monthly || (frequency == .yearly && byWeekNo.isEmpty))
        {
            problems.append(Problem(part: "BYDAY", kind: .ordinalNotAllowed))
        }
        let others =
            !(bySecond.isEmpty && byMinute.isEmpty && byHour.isEmpty && byDay.isEmpty && byMonthDay.isEmpty
            && byYearDay.isEmpty && byWeekNo.isEmpty && byMonth.isEmpty)
        if !bySetPos.isEmpty, !others { problems.append(Problem(part: "BYSETPOS", kind: .setPosNeedsAnotherPart)) }
        if let start, let until, start.isDate != until.isDate {
            problems.append(Problem(part: "UNTIL", kind: .untilTypeMismatch))
        }
        return problems
    }
}
