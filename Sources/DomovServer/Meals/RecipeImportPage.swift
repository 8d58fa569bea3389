import DomovCore
import Foundation

/// Importing a recipe: paste a page's HTML or upload the saved page; the next step is a preview.
struct RecipeImportPage {
    /// The import form's fields: pasted HTML or an uploaded file.
    enum Field: String, FormField {
        case html
        case file
    }

    let frame: MealsFrame
    var values: FormFields? = nil
    var failure: ValidationFailure? = nil

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: values ?? FormFields(), failure: failure)
        // The page-level reason says in a line what was wrong with the page itself; the field's
        // error below it says what to do.
        let headline: MealsText? =
            switch failure?.problem(for: Field.html) {
            case .noRecipeInPage: .importNothingFound
            case .recipeDataNotJSON: .importNotJSON
            default: nil
            }
        let reason: HTML = headline.map { "<div class=\"notice error\" role=\"alert\" id=\"import-error\"><p>\(frame($0))</p></div>" } ?? ""
        return frame.render(
            title: frame(.importRecipe), tab: .recipe,
            """
            \(reason)
            <section class="card">
            <p class="hint">\(frame(.importHint))</p>
            \(form.form(id: "import-form", action: .meals(.importRecipe(frame.householdID)), uploadsFiles: true, """
                \(form.textarea(Field.html, label: frame(.importPaste), rows: 10))
                <div class="field">
                <label for="file">\(frame(.importFile))</label>
                <input id="file" name="\(Field.file)" type="file" accept=".html,.htm,text/html,application/ld+json,.json,.jsonld">
                </div>
                \(form.submit(frame(.importPreviewSubmit)))
                """))
            </section>
            """)
    }
}
