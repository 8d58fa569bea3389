import DomovCore
import Foundation

/// The field names of one form, declared once: the page writes them (`name="\(Field.title)"`
/// or a `FormBuilder` helper given the field) and the controller reads them
/// (`form[Field.title]`), so a misspelt name fails to compile instead of silently dropping
/// the field. A raw value is the name on the wire and, where core validates the field, the
/// key core's `FieldError` uses, so the error lands next to its field.
protocol FormField: RawRepresentable<String>, Sendable, CustomStringConvertible {}

extension FormField {
    /// The name on the wire, also where a field is interpolated into a plain string (an enum
    /// case would otherwise print its Swift name: `startDate`, not `start_date`).
    var description: String { rawValue }
}

extension FormFields {
    /// Fields to prefill a form with, in order; a field may repeat (checkbox groups).
    init<Field: FormField>(_ pairs: [(Field, String)]) {
        self.init(pairs.map { ($0.0.rawValue, $0.1) })
    }

    /// The first value of a field; an absent field reads as empty, which validation reports as required.
    subscript<Field: FormField>(_ field: Field) -> String { self[field.rawValue] }

    func has<Field: FormField>(_ field: Field) -> Bool { has(field.rawValue) }

    func all<Field: FormField>(_ field: Field) -> [String] { all(field.rawValue) }
}

extension ValidationFailure {
    func problem<Field: FormField>(for field: Field) -> FieldProblem? { problem(for: field.rawValue) }
}

extension HTML.StringInterpolation {
    /// A field's name in an attribute: its raw value, not the case name string interpolation would write.
    mutating func appendInterpolation<Field: FormField>(_ field: Field) {
        appendInterpolation(field.rawValue)
    }
}

/// The `FormBuilder` helpers, given a declared field rather than its name.
extension FormBuilder {
    func fieldID<Field: FormField>(_ field: Field) -> String { fieldID(field.rawValue) }

    func input<Field: FormField>(
        _ field: Field, label: String, type: String = "text", value: String? = nil,
        autocomplete: String? = nil, required: Bool = true, hint: String? = nil, maxLength: Int? = nil,
        extraAttributes: HTML = ""
    ) -> HTML {
        input(
            field.rawValue, label: label, type: type, value: value, autocomplete: autocomplete, required: required, hint: hint,
            maxLength: maxLength, extraAttributes: extraAttributes)
    }

    func select<Field: FormField>(_ field: Field, label: String, options: [(value: String, label: String)], selected: String) -> HTML {
        select(field.rawValue, label: label, options: options, selected: selected)
    }

    func textarea<Field: FormField>(
        _ field: Field, label: String, value: String? = nil, rows: Int = 4, maxLength: Int? = nil, hint: String? = nil
    ) -> HTML {
        textarea(field.rawValue, label: label, value: value, rows: rows, maxLength: maxLength, hint: hint)
    }

    func checkbox<Field: FormField>(_ field: Field, label: String, checked: Bool? = nil, hint: String? = nil) -> HTML {
        checkbox(field.rawValue, label: label, checked: checked, hint: hint)
    }

    func choices<Field: FormField>(
        _ field: Field, legend: String, options: [(value: String, label: String)], multiple: Bool = false,
        selected: [String]? = nil, classes: String = "choices", extraAttributes: HTML = ""
    ) -> HTML {
        choices(
            field.rawValue, legend: legend, options: options, multiple: multiple, selected: selected, classes: classes,
            extraAttributes: extraAttributes)
    }

    func timeZoneSelect<Field: FormField>(_ field: Field, label: String, selected: String) -> HTML {
        timeZoneSelect(field.rawValue, label: label, selected: selected)
    }

    func errorMessage<Field: FormField>(for field: Field, _ problem: FieldProblem?) -> HTML {
        errorMessage(for: field.rawValue, problem)
    }
}

extension ValidationFailure {
    init<Field: FormField>(_ field: Field, _ problem: FieldProblem) { self.init(field.rawValue, problem) }
}

extension FieldErrorCollector {
    mutating func add<Field: FormField>(_ field: Field, _ problem: FieldProblem) { add(field.rawValue, problem) }
}

extension FieldError {
    init<Field: FormField>(_ field: Field, _ problem: FieldProblem) { self.init(field.rawValue, problem) }
}

/// The hidden field that carries where a form returns to when it is done (checked by `SiteURL.safeNext`),
/// shared by the forms of many pages.
enum ReturnField: String, FormField {
    case next
}
