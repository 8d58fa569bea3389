import Foundation

/// The days whose planned recipes go on the shopping list, checked.
public struct ShoppingRange: Sendable, Equatable {
    public var first: LocalDate
    public var last: LocalDate

    /// A list is for a few weeks at most.
    public static let maximumDays = 62

    public init(first: LocalDate, last: LocalDate) {
        self.first = first
        self.last = last
    }

    /// From the form or the API: `YYYY-MM-DD` twice; field errors on `from` and `to`.
    public init(from rawFrom: String, to rawTo: String) throws(ValidationFailure) {
        var errors = FieldErrorCollector()
        let from = Self.date(rawFrom, field: "from", errors: &errors)
        let to = Self.date(rawTo, field: "to", errors: &errors)
        if let from, let to {
            if to < from {
                errors.add("to", .endBeforeStart)
            } else if to.dayNumber - from.dayNumber >= Self.maximumDays {
                errors.add("to", .outOfRange(minimum: 1, maximum: Self.maximumDays))
            }
        }
        try errors.throwIfAny()
        self.init(first: from!, last: to!)
    }

    public func contains(_ day: LocalDate) -> Bool { first <= day && day <= last }

    private static func date(_ raw: String, field: String, errors: inout FieldErrorCollector) -> LocalDate? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else {
            errors.add(field, .required)
            return nil
        }
        guard let date = LocalDate(isoString: text) else {
            errors.add(field, .invalidDate)
            return nil
        }
        return date
    }
}
