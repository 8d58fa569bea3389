import DomovCore
import Foundation

/// The built-in categories, and the household's own: make, rename, recolour, delete.
struct PlannerCategoriesPage {
    let frame: PlannerFrame
    var values = FormFields()
    var failure: ValidationFailure?
    /// The category whose form failed, so its error shows beside it (nil: the new-category form).
    var failedCategory: ID<PlannerCategory>?

    func render() -> HTML {
        let builtins = BuiltinCategory.allCases.html { builtin in
            "<li>\(frame.categoryChip(.builtin(builtin)))</li>" as HTML
        }
        let newForm = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: failedCategory == nil ? values : FormFields(), failure: failedCategory == nil ? failure : nil)
        let own: HTML = frame.categories.isEmpty ? "<p class=\"muted\">\(frame(.noOwnCategories))</p>" : "<ul class=\"list\" id=\"own-categories\">\(frame.categories.html(row))</ul>"
        return frame.render(title: frame(.categories), tab: .categories, """
            <div class="split">
            <section class="card" aria-labelledby="own-heading">
            <h2 id="own-heading">\(frame(.ownCategories))</h2>
            \(own)
            <h3>\(frame(.addCategory))</h3>
            \(newForm.form(id: "new-category-form", action: .planner(.categories(frame.householdID)), """
                \(newForm.input("name", label: frame(.categoryName), maxLength: PlannerCategory.nameMaximumLength))
                \(newForm.input("color", label: frame(.color), type: "color", value: newForm.values.has("color") ? newForm.values["color"] : "#64748b"))
                \(newForm.submit(frame(.addCategory)))
                """))
            </section>
            <section class="card" aria-labelledby="builtin-heading">
            <h2 id="builtin-heading">\(frame(.builtinCategories))</h2>
            <ul class="list">\(builtins)</ul>
            </section>
            </div>
            """)
    }

    /// Each row is its own small form; its fields get ids of their own, as several share a page.
    private func row(_ category: PlannerCategory) -> HTML {
        let failed = failedCategory == category.id
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        let prefix = "category-\(category.id)"
        let problem = failed ? failure?.problem(for: "name") : nil
        let invalid: HTML = problem == nil ? "" : " aria-invalid=\"true\" aria-describedby=\"\(prefix)-name-error\""
        let error: HTML = problem.map { "<p class=\"field-error\" id=\"\(prefix)-name-error\">\(frame.t(.fieldProblem($0)))</p>" } ?? ""
        return """
        <li>\(form.form(id: prefix, action: .planner(.category(frame.householdID, category.id)), classes: "inline-fields", """
            <div class="field"><label for="\(prefix)-name">\(frame(.categoryName))</label>
            <input id="\(prefix)-name" name="name" type="text" required maxlength="\(PlannerCategory.nameMaximumLength)" value="\(failed ? values["name"] : category.name)"\(invalid)>\(error)</div>
            <div class="field"><label for="\(prefix)-color">\(frame(.color))</label>
            <input id="\(prefix)-color" name="color" type="color" value="\(failed ? values["color"] : category.color)"></div>
            <div class="form-actions">
            <button type="submit" class="button secondary">\(frame(.save))<span class="visually-hidden"> \(category.name)</span></button>
            <a class="button link danger" href="\(SiteURL.planner(.categoryDelete(frame.householdID, category.id)))">\(frame(.delete))<span class="visually-hidden"> \(category.name)</span></a>
            </div>
            """))</li>
        """
    }
}

/// Deleting a category asks where its items go.
struct PlannerCategoryDeletePage {
    let frame: PlannerFrame
    let category: PlannerCategory
    var failure: ValidationFailure?

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, failure: failure)
        let targets = frame.categoryChoices.filter { $0.value != category.id.description }
        return frame.render(title: frame(.deleteCategory(category.name)), tab: .categories, """
            <section class="card danger-zone">
            \(form.form(id: "delete-category-form", action: .planner(.categoryDelete(frame.householdID, category.id)), """
                \(form.select("move_to", label: frame(.moveItemsTo), options: targets, selected: BuiltinCategory.other.rawValue))
                <div class="form-actions">
                <button type="submit" class="button danger">\(frame(.delete))</button>
                <a class="button secondary" href="\(SiteURL.planner(.categories(frame.householdID)))">\(frame(.cancel))</a>
                </div>
                """))
            </section>
            """)
    }
}
