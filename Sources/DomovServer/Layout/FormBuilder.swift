import Foundation
import DomovCore

/// Renders forms the same accessible way everywhere: a label for every input, the CSRF
/// field, and each field's error tied to it with aria-describedby and aria-invalid.
struct FormBuilder {
    let t: Localizer
    let csrfToken: String
    /// What the user typed last time, so a failed form keeps it (never passwords).
    var values: FormFields = FormFields()
    var failure: ValidationFailure? = nil

    func form(
        id: String, action: SiteURL, confirm: String? = nil, classes: String = "stack", uploadsFiles: Bool = false, _ content: HTML
    ) -> HTML {
        let confirmAttribute: HTML = confirm.map { " data-confirm=\"\($0)\"" } ?? ""
        let encoding: HTML = uploadsFiles ? " enctype=\"multipart/form-data\"" : ""
        return """
        <form id="\(id)" class="\(classes)" method="post" action="\(action)"\(confirmAttribute)\(encoding) novalidate>
        \(csrfField)
        \(errorSummary)
        \(content)
        </form>
        """
    }

    var csrfField: HTML {
        "<input type=\"hidden\" name=\"\(CSRFMiddleware.fieldName)\" value=\"\(csrfToken)\">"
    }

    /// A message at the top, so screen-reader users hear at once that something needs fixing.
    private var errorSummary: HTML {
        guard failure != nil else { return .empty }
        return "<div class=\"notice error\" role=\"alert\"><p>\(t(.formHasErrors))</p></div>"
    }

    func input(
        _ name: String, label: String, type: String = "text", value: String? = nil,
        autocomplete: String? = nil, required: Bool = true, hint: String? = nil, maxLength: Int? = nil,
        extraAttributes: HTML = ""
    ) -> HTML {
        let shown = type == "password" ? "" : (value ?? values[name])
        let problem = failure?.problem(for: name)
        var describedBy: [String] = []
        if hint != nil { describedBy.append("\(name)-hint") }
        if problem != nil { describedBy.append("\(name)-error") }
        let described: HTML = describedBy.isEmpty ? "" : " aria-describedby=\"\(describedBy.joined(separator: " "))\""
        let invalid: HTML = problem == nil ? "" : " aria-invalid=\"true\""
        let auto: HTML = autocomplete.map { " autocomplete=\"\($0)\"" } ?? ""
        let requiredAttribute: HTML = required ? " required" : ""
        let max: HTML = maxLength.map { " maxlength=\"\($0)\"" } ?? ""
        return """
        <div class="field">
        <label for="\(name)">\(label)</label>
        \(hint.map { "<p class=\"hint\" id=\"\(name)-hint\">\($0)</p>" as HTML })
        <input id="\(name)" name="\(name)" type="\(type)" value="\(shown)"\(auto)\(requiredAttribute)\(max)\(described)\(invalid)\(extraAttributes)>
        \(errorMessage(for: name, problem))
        </div>
        """
    }

    func select(_ name: String, label: String, options: [(value: String, label: String)], selected: String) -> HTML {
        let problem = failure?.problem(for: name)
        let invalid: HTML = problem == nil ? "" : " aria-invalid=\"true\" aria-describedby=\"\(name)-error\""
        let choices = options.html { option in
            let isSelected: HTML = option.value == selected ? " selected" : ""
            return "<option value=\"\(option.value)\"\(isSelected)>\(option.label)</option>"
        }
        return """
        <div class="field">
        <label for="\(name)">\(label)</label>
        <select id="\(name)" name="\(name)"\(invalid)>\(choices)</select>
        \(errorMessage(for: name, problem))
        </div>
        """
    }

    func submit(_ label: String, style: String = "primary") -> HTML {
        "<div class=\"form-actions\"><button type=\"submit\" class=\"button \(style)\">\(label)</button></div>"
    }
}
