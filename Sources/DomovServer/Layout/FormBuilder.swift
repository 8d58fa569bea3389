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
    /// On a page with several forms, the one that was sent: only it shows the failure.
    /// nil: every form this builder makes shows it (pages whose builder serves one form).
    var submittedForm: String? = nil
    /// Put before each field's id when two forms on one page have fields of the same name,
    /// since ids must be unique on the page (the field's name stays as it is).
    var idPrefix: String? = nil

    func form(
        id: String, action: SiteURL, confirm: String? = nil, classes: String = "stack", uploadsFiles: Bool = false,
        inPlace: Bool = false, _ content: HTML
    ) -> HTML {
        // app.js sends an in-place form with fetch and swaps in the page it returns to, keeping
        // the scroll position; without JavaScript it is an ordinary form and redirect.
        let confirmAttribute: HTML = (confirm.map { " data-confirm=\"\($0)\"" } ?? "") + (inPlace ? " data-in-place" : "")
        let encoding: HTML = uploadsFiles ? " enctype=\"multipart/form-data\"" : ""
        let summary = submittedForm == nil || submittedForm == id ? errorSummary(formID: id, content: content) : .empty
        return """
            <form id="\(id)" class="\(classes)" method="post" action="\(action)"\(confirmAttribute)\(encoding) novalidate>
            \(csrfField)
            \(summary)
            \(content)
            </form>
            """
    }

    /// This builder for one of the page's forms: a form other than the one sent gets neither
    /// the sent values nor the problems, so they show once, beside the form they belong to.
    func scoped(to formID: String) -> FormBuilder {
        guard let submittedForm, submittedForm != formID else { return self }
        return FormBuilder(t: t, csrfToken: csrfToken, idPrefix: idPrefix)
    }

    var csrfField: HTML {
        "<input type=\"hidden\" name=\"\(CSRFMiddleware.fieldName)\" value=\"\(csrfToken)\">"
    }

    /// The id of a field's element (and, with a suffix, of its hint and its error).
    func fieldID(_ name: String) -> String {
        idPrefix.map { "\($0)-\(name)" } ?? name
    }

    func input(
        _ name: String, label: String, type: String = "text", value: String? = nil,
        autocomplete: String? = nil, required: Bool = true, hint: String? = nil, maxLength: Int? = nil,
        extraAttributes: HTML = ""
    ) -> HTML {
        let shown = type == "password" ? "" : (value ?? values[name])
        let problem = failure?.problem(for: name)
        var describedBy: [String] = []
        let id = fieldID(name)
        if hint != nil { describedBy.append("\(id)-hint") }
        if problem != nil { describedBy.append("\(id)-error") }
        let described: HTML = describedBy.isEmpty ? "" : " aria-describedby=\"\(describedBy.joined(separator: " "))\""
        let invalid: HTML = problem == nil ? "" : " aria-invalid=\"true\""
        let auto: HTML = autocomplete.map { " autocomplete=\"\($0)\"" } ?? ""
        let requiredAttribute: HTML = required ? " required" : ""
        let max: HTML = maxLength.map { " maxlength=\"\($0)\"" } ?? ""
        return """
            <div class="field">
            <label for="\(id)">\(label)</label>
            \(hint.map { "<p class=\"hint\" id=\"\(id)-hint\">\($0)</p>" as HTML })
            <input id="\(id)" name="\(name)" type="\(type)" \
            value="\(shown)"\(auto)\(requiredAttribute)\(max)\(described)\(invalid)\(extraAttributes)>
            \(errorMessage(for: name, problem))
            </div>
            """
    }

    func select(_ name: String, label: String, options: [(value: String, label: String)], selected: String) -> HTML {
        let problem = failure?.problem(for: name)
        let id = fieldID(name)
        let invalid: HTML = problem == nil ? "" : " aria-invalid=\"true\" aria-describedby=\"\(id)-error\""
        let choices = options.html { option in
            let isSelected: HTML = option.value == selected ? " selected" : ""
            return "<option value=\"\(option.value)\"\(isSelected)>\(option.label)</option>"
        }
        return """
            <div class="field">
            <label for="\(id)">\(label)</label>
            <select id="\(id)" name="\(name)"\(invalid)>\(choices)</select>
            \(errorMessage(for: name, problem))
            </div>
            """
    }

    func submit(_ label: String, style: String = "primary") -> HTML {
        "<div class=\"form-actions\"><button type=\"submit\" class=\"button \(style)\">\(label)</button></div>"
    }
}
