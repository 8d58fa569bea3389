import Foundation

/// Typed readers and builders for the value types Domov works with. Readers throw
/// `ICalValueError` and never trap; builders set VALUE and TZID parameters as RFC 5545 wants.
extension ICalProperty {
    /// The VALUE parameter, upper-cased ("DATE", "PERIOD", …), if present.
    public var valueType: String? { parameter("VALUE")?.uppercased() }

    // MARK: TEXT

    /// The value as unescaped TEXT (SUMMARY, DESCRIPTION, LOCATION, …).
    public var text: String { ICalText.unescape(value) }

    /// A multi-valued TEXT (CATEGORIES, RESOURCES), split on unescaped commas.
    public var textList: [String] { ICalText.splitList(value) }

    public static func text(_ name: String, _ text: String, parameters: [ICalParameter] = []) -> ICalProperty {
        ICalProperty(name: name, parameters: parameters, value: ICalText.escape(text))
    }

    public static func textList(_ name: String, _ items: [String], parameters: [ICalParameter] = []) -> ICalProperty {
        ICalProperty(name: name, parameters: parameters, value: ICalText.joinList(items))
    }

    /// An INTEGER value (PRIORITY, SEQUENCE, PERCENT-COMPLETE), nil if not one.
    public var integer: Int? { Int(value.trimmingCharacters(in: .whitespaces)) }

    // MARK: DATE / DATE-TIME

    /// DTSTART, DTEND, DUE, RECURRENCE-ID, DTSTAMP, … as a typed value.
    public func dateTime() throws(ICalValueError) -> ICalDateTime {
        try ICalDateTime(icalValue: value, tzid: parameter("TZID"), valueType: valueType)
    }

    /// A DATE or DATE-TIME property with VALUE=DATE or TZID set to match the value.
    public static func dateTime(_ name: String, _ value: ICalDateTime, parameters: [ICalParameter] = []) -> ICalProperty {
        var property = ICalProperty(name: name, parameters: parameters, value: value.icalValue)
        property.setDateTimeParameters(for: value)
        return property
    }

    mutating func setDateTimeParameters(for value: ICalDateTime) {
        switch value {
        case .date: setParameter("VALUE", "DATE"); setParameter("TZID", nil as String?)
        case .zoned(_, let tzid): setParameter("VALUE", nil as String?); setParameter("TZID", tzid)
        case .floating, .utc: setParameter("VALUE", nil as String?); setParameter("TZID", nil as String?)
        }
    }

    /// RECURRENCE-ID with RANGE=THISANDFUTURE when asked.
    public static func recurrenceID(_ value: ICalDateTime, thisAndFuture: Bool = false) -> ICalProperty {
        var property = dateTime("RECURRENCE-ID", value)
        if thisAndFuture { property.setParameter("RANGE", "THISANDFUTURE") }
        return property
    }

    /// Whether a RECURRENCE-ID applies to this and all later instances.
    public var isThisAndFuture: Bool { parameter("RANGE")?.uppercased() == "THISANDFUTURE" }

    // MARK: RDATE / EXDATE lists

    /// The comma-separated DATE, DATE-TIME or PERIOD values of RDATE/EXDATE.
    public func dateTimeList() throws(ICalValueError) -> [ICalRecurrenceDate] {
        let tzid = parameter("TZID")
        let type = valueType
        var result: [ICalRecurrenceDate] = []
        for item in value.split(separator: ",") {
            let text = item.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if type == "PERIOD" || text.contains("/") {
                result.append(.period(try ICalPeriod(icalValue: text, tzid: tzid)))
            } else {
                result.append(.dateTime(try ICalDateTime(icalValue: text, tzid: tzid, valueType: type)))
            }
        }
        return result
    }

    /// An RDATE/EXDATE line. All items must share one form (RFC 5545 has one TZID/VALUE per
    /// line); callers with mixed forms write one line per form.
    public static func dateTimeList(_ name: String, _ values: [ICalRecurrenceDate]) -> ICalProperty {
        var property = ICalProperty(
            name: name,
            value: values.map { item in
                switch item {
                case .dateTime(let value): return value.icalValue
                case .period(let period): return period.icalValue
                }
            }.joined(separator: ","))
        if let first = values.first {
            property.setDateTimeParameters(for: first.start)
            if case .period = first { property.setParameter("VALUE", "PERIOD") }
        }
        return property
    }

    // MARK: DURATION, PERIOD, RRULE

    public func duration() throws(ICalValueError) -> ICalDuration {
        try ICalDuration(icalValue: value)
    }

    public static func duration(_ name: String, _ duration: ICalDuration) -> ICalProperty {
        ICalProperty(name: name, value: duration.icalValue)
    }

    public func period() throws(ICalValueError) -> ICalPeriod {
        try ICalPeriod(icalValue: value, tzid: parameter("TZID"))
    }

    /// FREEBUSY lines hold several periods.
    public func periodList() throws(ICalValueError) -> [ICalPeriod] {
        var result: [ICalPeriod] = []
        for item in value.split(separator: ",") { result.append(try ICalPeriod(icalValue: item, tzid: parameter("TZID"))) }
        return result
    }

    public static func period(_ name: String, _ periods: [ICalPeriod], parameters: [ICalParameter] = []) -> ICalProperty {
        ICalProperty(name: name, parameters: parameters, value: periods.map(\.icalValue).joined(separator: ","))
    }

    public func recurrenceRule() throws(ICalValueError) -> RecurrenceRule {
        try RecurrenceRule(rrule: value)
    }

    public static func recurrenceRule(_ rule: RecurrenceRule, name: String = "RRULE") -> ICalProperty {
        ICalProperty(name: name, value: rule.rruleString)
    }
}
