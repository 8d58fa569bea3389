import DomovCore
import Foundation

/// The summary at the top of a sent form that did not pass: one sentence, then each problem
/// as a link to its field. It takes the focus (autofocus without JavaScript where the browser
/// honours it, app.js otherwise), so the page scrolls to it however far down the form is.
extension FormBuilder {
    func errorSummary(formID: String, content: HTML) -> HTML {
        guard let failure else { return .empty }
        let problems = failure.errors.html { error in
            let message = t(.fieldProblem(error.problem))
            let id = fieldID(error.field)
            // A group of choices has no element of its own id: its first choice stands for it.
            guard let target = [id, "\(id)-0"].first(where: { content.rendered.contains("id=\"\($0)\"") }) else {
                return "<li>\(message)</li>"
            }
            let name = target == id ? Self.labelText(for: id, in: content.rendered) : Self.legendText(of: target, in: content.rendered)
            let label: HTML = name.map { HTML(trusted: $0 + ": ") } ?? .empty
            return "<li><a href=\"#\(target)\">\(label)\(message)</a></li>"
        }
        // Not role="alert": moving the focus here already has it read out, and both would say it twice.
        return """
            <div class="notice error form-errors" id="\(formID)-errors" tabindex="-1" autofocus data-form-errors>
            <div><p>\(t(.formHasErrors))</p>
            <ul>\(problems)</ul></div>
            </div>
            """
    }

    /// The text of the label the form's own markup gives the field (already escaped there,
    /// and markup inside it dropped), so the summary names fields the way the form does.
    static func labelText(for id: String, in rendered: String) -> String? {
        guard let attribute = rendered.range(of: "for=\"\(id)\""),
            let opening = rendered[..<attribute.lowerBound].range(of: "<label", options: .backwards),
            rendered[opening.upperBound..<attribute.lowerBound].contains(">") == false,
            let start = rendered[attribute.upperBound...].firstIndex(of: ">"),
            let end = rendered[start...].range(of: "</label>")
        else { return nil }
        return plainText(rendered[rendered.index(after: start)..<end.lowerBound])
    }

    /// The legend of the group of choices whose first choice has the id `choice`: a group has no
    /// label of its own, and "Please fill this in." alone does not say which group.
    static func legendText(of choice: String, in rendered: String) -> String? {
        guard let input = rendered.range(of: "id=\"\(choice)\""),
            let fieldset = rendered[..<input.lowerBound].range(of: "<fieldset", options: .backwards),
            let opening = rendered[fieldset.upperBound..<input.lowerBound].range(of: "<legend"),
            let start = rendered[opening.upperBound..<input.lowerBound].firstIndex(of: ">"),
            let end = rendered[start..<input.lowerBound].range(of: "</legend>")
        else { return nil }
        return plainText(rendered[rendered.index(after: start)..<end.lowerBound])
    }

    /// Markup as the text it shows (already escaped, tags dropped); nil when there is none.
    private static func plainText(_ markup: Substring) -> String? {
        let text = markup.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
