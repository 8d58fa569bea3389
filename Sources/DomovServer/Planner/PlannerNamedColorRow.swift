import DomovCore

/// One row of a list of named, coloured things (categories, personal calendars): its own small
/// form to rename and recolour it, and a link to delete it. Its fields get ids of their own, as
/// several rows share a page.
struct PlannerNamedColorRow {
    /// The fields of a category's or a personal calendar's form, new or in its row (a description is a calendar's only).
    enum Field: String, FormField {
        case name
        case color
        case description
    }

    let frame: PlannerFrame
    /// The row's form id, and the start of its fields' ids.
    let prefix: String
    let action: SiteURL
    let deleteURL: SiteURL
    let name: String
    let color: String
    let nameMaximumLength: Int
    /// What was typed, when this row's last save was refused; the stored values otherwise.
    var failed: (values: FormFields, failure: ValidationFailure?)?
    /// Fields between the colour and the buttons (a calendar's description).
    var moreFields: HTML = ""

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        let problem = failed?.failure?.problem(for: Field.name)
        let invalid: HTML = problem == nil ? "" : " aria-invalid=\"true\" aria-describedby=\"\(prefix)-name-error\""
        let error: HTML = problem.map { "<p class=\"field-error\" id=\"\(prefix)-name-error\">\(frame.t(.fieldProblem($0)))</p>" } ?? ""
        return """
            <li>\(form.form(id: prefix, action: action, classes: "inline-fields", """
            <div class="field"><label for="\(prefix)-name">\(frame(.categoryName))</label>
            <input id="\(prefix)-name" name="\(Field.name)" type="text" required maxlength="\(nameMaximumLength)" \
            value="\(failed?.values[Field.name] ?? name)"\(invalid)>\(error)</div>
            <div class="field"><label for="\(prefix)-color">\(frame(.color))</label>
            <input id="\(prefix)-color" name="\(Field.color)" type="color" value="\(failed?.values[Field.color] ?? color)"></div>
            \(moreFields)<div class="form-actions">
            <button type="submit" class="button secondary">\(frame(.save))<span class="visually-hidden"> \(name)</span></button>
            <a class="button link danger" href="\(deleteURL)">\(frame(.delete))<span class="visually-hidden"> \(name)</span></a>
            </div>
            """))</li>
            """
    }
}
