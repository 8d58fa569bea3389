import DomovCore
import Foundation

/// Checkboxes, radio groups and text areas, with the same labelling and error wiring as `input`.
extension FormBuilder {
    func textarea(_ name: String, label: String, value: String? = nil, rows: Int = 4, maxLength: Int? = nil, hint: String? = nil) -> HTML {
        let problem = failure?.problem(for: name)
        let max: HTML = maxLength.map { " maxlength=\"\($0)\"" } ?? ""
        let id = fieldID(name)
        return """
            <div class="field">
            <label for="\(id)">\(label)</label>
            \(hint.map { "<p class=\"hint\" id=\"\(id)-hint\">\($0)</p>" as HTML })
            <textarea id="\(id)" name="\(name)" rows="\(rows)"\(max)\(describedBy(name, problem: problem, hint: hint != nil))>
            \(value ?? values[name])</textarea>
            \(errorMessage(for: name, problem))
            </div>
            """
    }

    /// One on/off choice; the browser sends "on" when it is ticked.
    func checkbox(_ name: String, label: String, checked: Bool? = nil, hint: String? = nil) -> HTML {
        let problem = failure?.problem(for: name)
        let isChecked = checked ?? (values[name] == "on")
        let id = fieldID(name)
        return """
            <div class="field checkbox">
            <input id="\(id)" name="\(name)" \
            type="checkbox"\(isChecked ? " checked" : "" as HTML)\(describedBy(name, problem: problem, hint: hint != nil))>
            <label for="\(id)">\(label)</label>
            \(hint.map { "<p class=\"hint\" id=\"\(id)-hint\">\($0)</p>" as HTML })
            \(errorMessage(for: name, problem))
            </div>
            """
    }

    /// A group of choices under one legend: radio buttons (one value) or checkboxes (several).
    func choices(
        _ name: String, legend: String, options: [(value: String, label: String)], multiple: Bool = false,
        selected: [String]? = nil, classes: String = "choices", extraAttributes: HTML = ""
    ) -> HTML {
        let problem = failure?.problem(for: name)
        let chosen = selected ?? values.all(name)
        let type = multiple ? "checkbox" : "radio"
        let inputs = options.enumerated().map { index, option in
            let id = "\(fieldID(name))-\(index)"
            let checked: HTML = chosen.contains(option.value) ? " checked" : ""
            return
                """
                <label class=\"choice\" for=\"\(id)\"><input id=\"\(id)\" type=\"\(type)\" name=\"\(name)\" \
                value=\"\(option.value)\"\(checked)> \(option.label)</label>
                """
                    as HTML
        }
        return """
            <fieldset class="\(classes)"\(describedBy(name, problem: problem, hint: false))\(extraAttributes)>
            <legend>\(legend)</legend>
            <div class="choice-list">\(inputs)</div>
            \(errorMessage(for: name, problem))
            </fieldset>
            """
    }

    private func describedBy(_ name: String, problem: FieldProblem?, hint: Bool) -> HTML {
        var ids: [String] = []
        if hint { ids.append("\(fieldID(name))-hint") }
        if problem != nil { ids.append("\(fieldID(name))-error") }
        guard !ids.isEmpty else { return "" }
        return " aria-describedby=\"\(ids.joined(separator: " "))\"\(problem == nil ? "" : " aria-invalid=\"true\"" as HTML)"
    }

    func errorMessage(for name: String, _ problem: FieldProblem?) -> HTML {
        guard let problem else { return .empty }
        return "<p class=\"field-error\" id=\"\(fieldID(name))-error\">\(t(.fieldProblem(problem)))</p>"
    }
}
