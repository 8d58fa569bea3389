import DomovCore
import Foundation

/// Writing a new recipe or editing one, with its photo.
struct RecipeFormPage {
    /// The recipe form's field names (the names core's recipe errors use).
    enum Field: String, FormField {
        case name
        case summary
        case ingredients
        case method
        case preparationMinutes
        case servings
        case kcal
        case protein
        case carbohydrate
        case fat
        case imageURL
        case author
        case category
        case cuisine
        case keywords
        case prepMinutes
        case cookMinutes
        case removePhoto = "remove_photo"
        case photo
    }

    let frame: MealsFrame
    /// nil for a new recipe.
    let recipe: Recipe?
    var values: FormFields? = nil
    var failure: ValidationFailure? = nil
    /// Why the photo was refused (413, 415).
    var photoProblem: String? = nil
    /// Shown above the form when it holds an imported recipe not saved yet.
    var previewNote: String? = nil

    func render() -> HTML {
        let shown = values ?? recipe.map(Self.fields) ?? FormFields([("servings", "2")])
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: shown, failure: failure)
        let action: SiteURL = recipe.map { .meals(.update(frame.householdID, $0.id)) } ?? .meals(.createRecipe(frame.householdID))
        let title = recipe.map { frame(.editRecipe($0.name)) } ?? frame(.newRecipe)
        let photoError: HTML = photoProblem.map { "<p class=\"field-error\" id=\"photo-error\" role=\"alert\">\($0)</p>" } ?? ""
        let photoInvalid: HTML = photoProblem == nil ? "" : " aria-invalid=\"true\""
        let removePhoto: HTML = recipe?.photo == nil ? "" : form.checkbox(Field.removePhoto, label: frame(.removePhoto))
        let cancel: SiteURL = recipe.map { .meals(.recipe(frame.householdID, $0.id)) } ?? .meals(.recipes(frame.householdID))
        let note: HTML =
            previewNote.map { "<div class=\"notice info\" role=\"status\" id=\"import-preview-note\"><p>\($0)</p></div>" } ?? ""
        return frame.render(
            title: title, tab: .recipe,
            """
            \(note)
            <section class="card">
            \(form.form(id: "recipe-form", action: action, uploadsFiles: true, """
                \(form.input(Field.name, label: frame(.name), maxLength: RecipeInput.maximumNameLength))
                \(form.textarea(Field.summary, label: frame(.summary), rows: 2, maxLength: RecipeInput.maximumSummaryLength))
                <div class="inline-fields">
                \(form.input(Field.preparationMinutes, label: frame(.preparationMinutes), type: "number",
                    extraAttributes: " min=\"1\" max=\"1440\" inputmode=\"numeric\""))
                \(form.input(Field.servings, label: frame(.servings), type: "number",
                    extraAttributes: " min=\"1\" max=\"100\" inputmode=\"numeric\""))
                </div>
                \(form.textarea(Field.ingredients, label: frame(.ingredients), rows: 8, hint: frame(.ingredientsHint)))
                \(form.textarea(Field.method, label: frame(.method), rows: 8, hint: frame(.methodHint)))
                <fieldset class="nutrition-fields">
                <legend>\(frame(.nutritionLegend))</legend>
                <p class="hint">\(frame(.nutritionHint))</p>
                <div class="inline-fields">
                \(form.input(Field.kcal, label: frame(.kcal), required: false, extraAttributes: " inputmode=\"decimal\""))
                \(form.input(Field.protein, label: frame(.protein), required: false, extraAttributes: " inputmode=\"decimal\""))
                \(form.input(Field.carbohydrate, label: frame(.carbohydrate), required: false, extraAttributes: " inputmode=\"decimal\""))
                \(form.input(Field.fat, label: frame(.fat), required: false, extraAttributes: " inputmode=\"decimal\""))
                </div>
                </fieldset>
                <div class="field">
                <label for="photo">\(frame(.photo))</label>
                <p class="hint" id="photo-hint">\(frame(.photoHint))</p>
                <input id="photo" name="\(Field.photo)" type="file" accept="image/jpeg,image/png,image/webp" \
                aria-describedby="photo-hint\(photoProblem == nil ? "" : " photo-error")"\(photoInvalid)>
                \(photoError)
                </div>
                \(removePhoto)
                \(form.input(Field.imageURL, label: frame(.imageURL), type: "url", required: false, hint: frame(.imageURLHint),
                    maxLength: RecipeInput.maximumImageURLLength))
                \(sourceDetails(form))
                <div class="form-actions">
                <button type="submit" class="button primary">\(frame(.saveRecipe))</button>
                <a class="button secondary" href="\(cancel)">\(frame(.cancel))</a>
                </div>
                """))
            </section>
            """)
    }

    /// Optional, and filled by an import: kept together and after everything a cook types.
    private func sourceDetails(_ form: FormBuilder) -> HTML {
        let minutes: HTML = " min=\"1\" max=\"1440\" inputmode=\"numeric\""
        return """
            <fieldset class="source-fields" id="source-details">
            <legend>\(frame(.sourceDetails))</legend>
            <p class="hint">\(frame(.sourceDetailsHint))</p>
            \(form.input(Field.author, label: frame(.sourceAuthor), required: false, maxLength: RecipeDetails.maximumTextLength))
            <div class="inline-fields">
            \(form.input(Field.category, label: frame(.category), required: false, maxLength: RecipeDetails.maximumTextLength))
            \(form.input(Field.cuisine, label: frame(.cuisine), required: false, maxLength: RecipeDetails.maximumTextLength))
            </div>
            \(form.input(Field.keywords, label: frame(.keywords), required: false, hint: frame(.keywordsHint),
                maxLength: RecipeDetails.maximumKeywordsLength))
            <div class="inline-fields">
            \(form.input(Field.prepMinutes, label: frame(.prepMinutes), type: "number", required: false, extraAttributes: minutes))
            \(form.input(Field.cookMinutes, label: frame(.cookMinutes), type: "number", required: false, extraAttributes: minutes))
            </div>
            </fieldset>
            """
    }

    static func fields(_ recipe: Recipe) -> FormFields {
        fields(input: RecipeInput(recipe))
    }

    static func fields(input: RecipeInput) -> FormFields {
        FormFields([
            ("name", input.name), ("summary", input.summary), ("ingredients", input.ingredients), ("method", input.method),
            ("preparationMinutes", input.preparationMinutes), ("servings", input.servings), ("kcal", input.kcal),
            ("protein", input.protein), ("carbohydrate", input.carbohydrate), ("fat", input.fat), ("imageURL", input.imageURL),
            ("author", input.details.author), ("category", input.details.category), ("cuisine", input.details.cuisine),
            ("keywords", input.details.keywords.joined(separator: ", ")),
            ("prepMinutes", input.details.prepMinutes.map(String.init) ?? ""),
            ("cookMinutes", input.details.cookMinutes.map(String.init) ?? ""),
        ])
    }
}

/// Deleting a recipe asks first.
struct RecipeDeletePage {
    let frame: MealsFrame
    let recipe: Recipe

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        return frame.render(
            title: frame(.deleteRecipe(recipe.name)), tab: .recipe,
            """
            <section class="card danger-zone">
            <p>\(frame(.deleteExplanation))</p>
            \(form.form(id: "delete-recipe-form", action: .meals(.delete(frame.householdID, recipe.id)), """
                <div class="form-actions">
                <button type="submit" class="button danger">\(frame(.delete))</button>
                <a class="button secondary" href="\(SiteURL.meals(.recipe(frame.householdID, recipe.id)))">\(frame(.cancel))</a>
                </div>
                """))
            </section>
            """)
    }
}
