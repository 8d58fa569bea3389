import DomovCore
import Foundation
import Testing

/// An imported page's own faults get their own reasons, and what it says about the recipe beyond
/// its content (author, category, cuisine, keywords, preparing and cooking time) is kept and exported.
@Suite("Recipes in JSON-LD: the page's faults and the recipe's details")
struct RecipeDetailsTests {
    @Test func aPageWhoseRecipeDataIsNotJSONIsToldApartFromAPageWithoutARecipe() {
        // A missing comma (Foundation forgives a trailing one).
        let broken = #"<script type="application/ld+json">{"@type":"Recipe" "name":"Soup"}</script>"#
        #expect(throws: RecipeJSONLDImport.Failure.notJSON) { try RecipeJSONLDImport.recipe(fromHTML: broken) }
        #expect(throws: RecipeJSONLDImport.Failure.notJSON) { try RecipeJSONLDImport.recipe(fromHTML: #"{"@type":"Recipe","name":"#) }
        // A broken block beside readable ones that are not recipes: the recipe was most likely in it.
        let mixed = #"<script type="application/ld+json">{"@type":"Organization","name":"Shop"}</script>"# + broken
        #expect(throws: RecipeJSONLDImport.Failure.notJSON) { try RecipeJSONLDImport.recipe(fromHTML: mixed) }
        // Readable data that is not a recipe, and a page with no data at all.
        #expect(throws: RecipeJSONLDImport.Failure.noRecipe) {
            try RecipeJSONLDImport.recipe(fromHTML: #"<script type="application/ld+json">{"@type":"Organization"}</script>"#)
        }
        #expect(throws: RecipeJSONLDImport.Failure.noRecipe) { try RecipeJSONLDImport.recipe(fromHTML: "<p>Just a blog post.</p>") }
    }

    @Test func authorCategoryCuisineKeywordsAndTimesAreRead() throws {
        let input = try RecipeJSONLDImport.recipe(
            fromHTML: RecipeJSONLDSamples.wordpressGraph
                .replacingOccurrences(
                    of: #""prepTime":"PT15M","#,
                    with:
                        #"""
                        "prepTime":"PT15M","recipeCategory":"Main course","recipeCuisine":["Indian"],\#
                        "keywords":"curry, vegan,  quick, Curry",
                        """#
                ))
        #expect(input.details.author == "Ana")
        #expect(input.details.category == "Main course")
        #expect(input.details.cuisine == "Indian")
        #expect(input.details.keywords == ["curry", "vegan", "quick"], "repeats are left out")
        #expect(input.details.prepMinutes == 15)
        #expect(input.details.cookMinutes == 30)
        #expect(input.preparationMinutes == "45", "the total stays the recipe's time")
        let details = try input.validated().details
        #expect(
            details
                == RecipeDetails(
                    author: "Ana", category: "Main course", cuisine: "Indian", keywords: ["curry", "vegan", "quick"], prepMinutes: 15,
                    cookMinutes: 30))
    }

    @Test func severalAuthorsAndKeywordListsAreJoined() throws {
        let page = #"""
            <script type="application/ld+json">{"@type":"Recipe","name":"Oats","recipeYield":"2","totalTime":"PT5M",
            "author":[{"@type":"Person","name":"Eva"},{"@type":"Organization","name":"Oat Club"}],"keywords":["breakfast","no cook"],
            "recipeIngredient":["80 g rolled oats"],"recipeInstructions":"Mix."}</script>
            """#
        let input = try RecipeJSONLDImport.recipe(fromHTML: page)
        #expect(input.details.author == "Eva, Oat Club")
        #expect(input.details.keywords == ["breakfast", "no cook"])
        #expect(input.details.prepMinutes == nil && input.details.cookMinutes == nil)
    }

    @Test func detailsAreCheckedLikeTheRestOfTheForm() throws {
        var input = RecipeInput(name: "Oats", ingredients: "80 g oats", method: "Mix.", preparationMinutes: "5", servings: "1")
        input.details.author = String(repeating: "a", count: RecipeDetails.maximumTextLength + 1)
        input.readDetailMinutes(prep: "soon", cook: "0")
        #expect(input.unreadableDetails == ["prepMinutes"])
        #expect(
            throws: ValidationFailure([
                FieldError("author", .tooLong(maximum: RecipeDetails.maximumTextLength)), FieldError("prepMinutes", .invalidNumber),
                FieldError("cookMinutes", .outOfRange(minimum: 1, maximum: 1440)),
            ])
        ) { try input.validated() }
        // Read again from good text, nothing is left over.
        var good = input
        good.details.author = "Ana"
        good.unreadableDetails = []
        good.readDetailMinutes(prep: " 10 ", cook: "")
        #expect(try good.validated().details == RecipeDetails(author: "Ana", prepMinutes: 10))
        // Keywords, held as a list, are checked as the one line a form shows them in.
        var many = good
        many.details.keywords = Array(repeating: "keyword", count: 100)
        #expect(throws: ValidationFailure([FieldError("keywords", .tooLong(maximum: RecipeDetails.maximumKeywordsLength))])) {
            try many.validated()
        }
    }

    @Test func theExportGivesTheDetailsBackAndImportsThemAgain() throws {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let details = RecipeDetails(
            author: "Ana", category: "Main course", cuisine: "Indian", keywords: ["curry", "vegan"], prepMinutes: 15, cookMinutes: 90)
        let recipe = Recipe(
            id: ID(UUID()), householdID: ID(UUID()), authorID: nil, name: "Curry", summary: "",
            ingredients: ["400 g chickpeas"].map(RecipeIngredientLine.parse), method: ["Simmer."],
            preparationMinutes: 105, servings: 4, nutritionPerServing: .zero, details: details, createdAt: now, updatedAt: now
        )
        let data = RecipeJSONLDExport(recipe, url: "https://domov.example/r", photoURL: nil).json()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["author"] as? [String: Any])?["name"] as? String == "Ana")
        #expect((object["author"] as? [String: Any])?["@type"] as? String == "Person")
        #expect(object["recipeCategory"] as? String == "Main course")
        #expect(object["recipeCuisine"] as? String == "Indian")
        #expect(object["keywords"] as? String == "curry, vegan")
        #expect(object["prepTime"] as? String == "PT15M")
        #expect(object["cookTime"] as? String == "PT1H30M")
        let back = try RecipeJSONLDImport.recipe(fromHTML: String(decoding: data, as: UTF8.self))
        #expect(try back.validated().details == details)

        // A recipe without details exports none of these keys.
        var plain = recipe
        plain.details = RecipeDetails()
        let bare = try #require(
            try JSONSerialization.jsonObject(with: RecipeJSONLDExport(plain, url: "https://domov.example/r", photoURL: nil).json())
                as? [String: Any])
        for key in ["author", "recipeCategory", "recipeCuisine", "keywords", "prepTime", "cookTime"] { #expect(bare[key] == nil, "\(key)") }
    }
}
