import Foundation

/// A DATE or DATE-TIME property value in its four RFC 5545 forms (§3.3.4, §3.3.5).
///
/// The form matters: a floating 09:00 is 09:00 wherever the user is, a zoned one is 09:00 in
/// its zone, a UTC one is an instant, and a DATE is a whole day. Converting to `Date` early
/// would lose that, so the value keeps the wall-clock reading and the zone's name.
public enum ICalDateTime: Hashable, Sendable, CustomStringConvertible {
    case date(LocalDate)
    case floating(LocalDateTime)
    case utc(LocalDateTime)
    case zoned(LocalDateTime, tzid: String)

    /// Parses the value text. `tzid` is the TZID parameter; `valueType` the VALUE parameter
    /// ("DATE" forces a date; otherwise the shape of the text decides, as lenient readers do).
    public init(icalValue raw: some StringProtocol, tzid: String? = nil, valueType: String? = nil) throws(ICalValueError) {
        let text = String(raw).trimmingWhitespace
        if text.utf8.count == 8 {
            guard let date = LocalDate(icalString: text) else { throw ICalValueError(expected: "DATE", text: text) }
            self = .date(date)
            return
        }
        if valueType?.uppercased() == "DATE" { throw ICalValueError(expected: "DATE", text: text) }
        var body = Substring(text)
        let isUTC = body.hasSuffix("Z") || body.hasSuffix("z")
        if isUTC { body = body.dropLast() }
        guard let local = LocalDateTime(icalString: body) else { throw ICalValueError(expected: "DATE-TIME", text: text) }
        if isUTC {
            self = .utc(local)
        } else if let tzid, !tzid.isEmpty {
            self = .zoned(local, tzid: tzid)
        } else {
            self = .floating(local)
        }
    }

    /// The text after the colon (`20240105`, `20240105T090000`, `20240105T080000Z`).
    public var icalValue: String {
        switch self {
        case .date(let date): return date.icalString
        case .floating(let local), .zoned(let local, _): return local.icalString
        case .utc(let local): return local.icalString + "Z"
        }
    }

    public var description: String {
        switch self {
        case .zoned(let local, let tzid): return "TZID=\(tzid):\(local.icalString)"
        default: return icalValue
        }
    }

    public var isDate: Bool {
        if case .date = self { return true }
        return false
    }

    /// The wall-clock reading (midnight for a DATE).
    public var localDateTime: LocalDateTime {
        switch self {
        case .date(let date): return LocalDateTime(date: date)!
        case .floating(let local), .utc(let local), .zoned(let local, _): return local
        }
    }

    public var date: LocalDate { localDateTime.date }

    public var tzid: String? {
        if case .zoned(_, let tzid) = self { return tzid }
        return nil
    }

    /// The instant meant. UTC is exact; a zoned value uses its TZID through `resolve`
    /// (unknown zones fall back to `floatingZone`); floating values and dates (their
    /// midnight) are read in `floatingZone`, normally the user's zone.
    public func instant(
        floatingZone: TimeZone,
        resolve: (String) -> TimeZone? = TimeZoneResolver.timeZone(forTZID:)
    ) -> Date {
        switch self {
        case .utc(let local): return local.instant(in: TimeZone(identifier: "UTC")!)
        case .zoned(let local, let tzid): return local.instant(in: resolve(tzid) ?? floatingZone)
        case .floating(let local): return local.instant(in: floatingZone)
        case .date(let date): return LocalDateTime(date: date)!.instant(in: floatingZone)
        }
    }

    /// The same instant as a UTC value (for DTSTAMP, UNTIL of zoned rules, feeds).
    public static func utc(_ instant: Date) -> ICalDateTime {
        .utc(LocalDateTime(instant: instant, in: TimeZone(identifier: "UTC")!))
    }
}
