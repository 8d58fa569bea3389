import DomovCore
import Foundation
import Hummingbird
import HummingbirdCore

/// The query of GET /planner/items: a window (`from` and `to`) or the agenda (`limit`), with
/// the filters both share. Bad values are field-level 422s naming the parameter.
struct PlannerListQuery {
    var window: DateInterval?
    var limit = Self.defaultLimit
    var categories: [PlannerCategoryRef] = []
    /// `calendar`: "household" or a personal calendar's id, repeatable; none means all.
    var calendars: [PlannerCalendarScope] = []
    var text = ""
    var includeDone = false

    static let defaultLimit = 100
    static let maximumLimit = 1000
    /// A year and a bit: any calendar view fits, and a daily series cannot flood the answer.
    static let maximumWindowDays = 400

    init(_ parameters: FlatDictionary<Substring, Substring>) throws {
        var errors = FieldErrorCollector()
        let from = errors.check { () throws(FieldError) in try Self.instant(parameters, "from") }
        let to = errors.check { () throws(FieldError) in try Self.instant(parameters, "to") }
        if let from, let to {
            switch (from, to) {
            case (let start?, let end?):
                if end <= start {
                    errors.add("to", .endBeforeStart)
                } else if end.timeIntervalSince(start) > Double(Self.maximumWindowDays) * 86_400 {
                    errors.add("to", .tooLarge(maximum: Self.maximumWindowDays))
                } else {
                    window = DateInterval(start: start, end: end)
                }
            case (nil, _?): errors.add("from", .required)
            case (_?, nil): errors.add("to", .required)
            case (nil, nil): break
            }
        }
        if let limit = errors.check({ () throws(FieldError) in try Self.parseLimit(parameters) }) { self.limit = limit }
        for token in parameters[values: "category"] where !token.isEmpty {
            guard let ref = PlannerCategoryRef(token: String(token)) else {
                errors.add("category", .invalidValue)
                break
            }
            if !categories.contains(ref) { categories.append(ref) }
        }
        for token in parameters[values: "calendar"] where !token.isEmpty {
            guard let scope = PlannerCalendarScope(token: String(token)) else {
                errors.add("calendar", .invalidValue)
                break
            }
            if !calendars.contains(scope) { calendars.append(scope) }
        }
        text = parameters["q"].map(String.init) ?? ""
        if text.count > 200 { errors.add("q", .tooLong(maximum: 200)) }
        switch parameters["includeDone"].map(String.init) {
        case nil, "", "false": includeDone = false
        case "true": includeDone = true
        default: errors.add("includeDone", .invalidValue)
        }
        try errors.throwIfAny()
    }

    /// `limit`: 1…1000, 100 when left out.
    static func parseLimit(_ parameters: FlatDictionary<Substring, Substring>) throws(FieldError) -> Int {
        guard let text = parameters["limit"], !text.isEmpty else { return defaultLimit }
        guard let limit = Int(text) else { throw FieldError("limit", .invalidNumber) }
        guard limit >= 1 else { throw FieldError("limit", .mustBePositive) }
        guard limit <= maximumLimit else { throw FieldError("limit", .tooLarge(maximum: maximumLimit)) }
        return limit
    }

    private static func instant(_ parameters: FlatDictionary<Substring, Substring>, _ name: String) throws(FieldError) -> Date? {
        guard let text = parameters[Substring(name)], !text.isEmpty else { return nil }
        guard let instant = instant(String(text)) else { throw FieldError(name, .invalidDate) }
        return instant
    }

    /// An ISO 8601 instant with its offset ("2026-03-29T07:00:00Z", fractions allowed), in years
    /// 1…9999 (what the calendar can place).
    static func instant(_ text: String) -> Date? {
        let parsed =
            (try? Date.ISO8601FormatStyle().parse(text))
            ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
        guard let parsed, (earliest...latest).contains(parsed) else { return nil }
        return parsed
    }

    /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    static let earliest = Date(timeIntervalSince1970: -62_135_596_800)
    static let latest = Date(timeIntervalSince1970: 253_402_300_799)
}
