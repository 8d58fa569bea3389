import DomovCore
import Foundation

/// The fields of an `application/x-www-form-urlencoded` body. Repeated names keep every value.
public struct FormFields: Sendable, Equatable {
    private var values: [String: [String]] = [:]

    public init() {}

    /// Fields to prefill a form with, in order; a name may repeat (checkbox groups).
    public init(_ pairs: [(String, String)]) {
        for (name, value) in pairs { values[name, default: []].append(value) }
    }

    public init(urlEncoded body: String) {
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            values[name, default: []].append(value)
        }
    }

    /// The first value of a field; an absent field reads as empty, which validation reports as required.
    /// A page's controller reads its form by the form's declared `FormField`s (FormField.swift); a
    /// name as a string is for names built at run time (a phrase's numbered slots, the CSRF token's).
    public subscript(_ name: String) -> String {
        values[name]?.first ?? ""
    }

    public func has(_ name: String) -> Bool { values[name] != nil }

    public func all(_ name: String) -> [String] { values[name] ?? [] }

    /// The fields whose name or a value holds a NUL character, in name order. PostgreSQL
    /// cannot store one in text and SQLite would, so Domov refuses them at the door and both
    /// databases hold the same values.
    var fieldsWithNUL: [String] {
        values.filter { name, values in name.utf8.contains(0) || values.contains { $0.utf8.contains(0) } }.keys.sorted()
    }

    /// Refuses the form when a field holds a NUL character (`fieldsWithNUL`).
    func refuseNUL() throws(ValidationFailure) {
        let fields = fieldsWithNUL
        guard fields.isEmpty else { throw ValidationFailure(fields.map { FieldError($0, .controlCharacter) }) }
    }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
