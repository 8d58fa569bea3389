import DomovCore
import Foundation

private typealias ColorField = PlannerNamedColorRow.Field

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
        let newForm = FormBuilder(
            t: frame.t, csrfToken: frame.chrome.csrfToken, values: failedCategory == nil ? values : FormFields(),
            failure: failedCategory == nil ? failure : nil)
        let own: HTML =
            frame.categories.isEmpty
            ? "<p class=\"muted\">\(frame(.noOwnCategories))</p>"
            : "<ul class=\"list\" id=\"own-categories\">\(frame.categories.html(row))</ul>"
        return frame.render(
            title: frame(.categories), tab: .categories,
            """
            <div class="split">
            <section class="card" aria-labelledby="own-heading">
            <h2 id="own-heading">\(frame(.ownCategories))</h2>
            \(own)
            <h3>\(frame(.addCategory))</h3>
            \(newForm.form(id: "new-category-form", action: .planner(.categories(frame.householdID)), """
                \(newForm.input(ColorField.name, label: frame(.categoryName), maxLength: PlannerCategory.nameMaximumLength))
                \(newForm.input(ColorField.color, label: frame(.color), type: "color",
                    value: newForm.values.has(ColorField.color) ? newForm.values[ColorField.color] : "#64748b"))
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

    private func row(_ category: PlannerCategory) -> HTML {
        PlannerNamedColorRow(
            frame: frame, prefix: "category-\(category.id)", action: .planner(.category(frame.householdID, category.id)),
            deleteURL: .planner(.categoryDelete(frame.householdID, category.id)), name: category.name, color: category.color,
            nameMaximumLength: PlannerCategory.nameMaximumLength, failed: failedCategory == category.id ? (values, failure) : nil
        ).render()
    }
}

/// Deleting a category asks where its items go.
struct PlannerCategoryDeletePage {
    /// The field of the form that deletes a category.
    enum Field: String, FormField {
        case moveTo = "move_to"
    }

    let frame: PlannerFrame
    let category: PlannerCategory
    var failure: ValidationFailure?

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, failure: failure)
        let targets = frame.categoryChoices.filter { $0.value != category.id.description }
        return frame.render(
            title: frame(.deleteCategory(category.name)), tab: .categories,
            """
            <section class="card danger-zone">
            \(form.form(id: "delete-category-form", action: .planner(.categoryDelete(frame.householdID, category.id)), """
                \(form.select(Field.moveTo, label: frame(.moveItemsTo), options: targets, selected: BuiltinCategory.other.rawValue))
                <div class="form-actions">
                <button type="submit" class="button danger">\(frame(.delete))</button>
                <a class="button secondary" href="\(SiteURL.planner(.categories(frame.householdID)))">\(frame(.cancel))</a>
                </div>
                """))
            </section>
            """)
    }
}
