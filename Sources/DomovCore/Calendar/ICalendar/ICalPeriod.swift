import Foundation

/// An RFC 5545 §3.3.9 PERIOD: a start and either an end or a duration
/// (`19970101T180000Z/19970102T070000Z`, `19970101T180000Z/PT5H30M`). Used by RDATE and
/// FREEBUSY.
public struct ICalPeriod: Hashable, Sendable, CustomStringConvertible {
    public enum End: Hashable, Sendable {
        case dateTime(ICalDateTime)
        case duration(ICalDuration)
    }

    public var start: ICalDateTime
    public var end: End

    public init(start: ICalDateTime, end: End) {
        self.start = start
        self.end = end
    }

    public init(icalValue raw: some StringProtocol, tzid: String? = nil) throws(ICalValueError) {
        let parts = raw.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw ICalValueError(expected: "PERIOD", text: raw) }
        let start = try ICalDateTime(icalValue: parts[0], tzid: tzid)
        guard !start.isDate else { throw ICalValueError(expected: "PERIOD", text: raw, detail: "the start must be a DATE-TIME") }
        let second = parts[1].trimmingCharacters(in: .whitespaces)
        if second.hasPrefix("P") || second.hasPrefix("+") || second.hasPrefix("-") || second.hasPrefix("p") {
            self.init(start: start, end: .duration(try ICalDuration(icalValue: second)))
        } else {
            let end = try ICalDateTime(icalValue: second, tzid: tzid)
            guard !end.isDate else { throw ICalValueError(expected: "PERIOD", text: raw, detail: "the end must be a DATE-TIME") }
            self.init(start: start, end: .dateTime(end))
        }
    }

    public var icalValue: String {
        switch end {
        case .dateTime(let end): return start.icalValue + "/" + end.icalValue
        case .duration(let duration): return start.icalValue + "/" + duration.icalValue
        }
    }

    public var description: String { icalValue }
}

/// One item of an RDATE or EXDATE list: a DATE, a DATE-TIME, or (RDATE only) a PERIOD.
public enum ICalRecurrenceDate: Hashable, Sendable {
    case dateTime(ICalDateTime)
    case period(ICalPeriod)

    /// The occurrence's start.
    public var start: ICalDateTime {
        switch self {
        case .dateTime(let value): return value
        case .period(let period): return period.start
        }
    }
}
