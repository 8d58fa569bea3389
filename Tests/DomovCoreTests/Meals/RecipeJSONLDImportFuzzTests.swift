@testable import DomovCore
import DomovTesting
import Foundation
import Testing

/// Fuzzing the recipe import from a page's JSON-LD: mutations of recipe pages must give a
/// recipe input or a `RecipeJSONLDImport.Failure` (never a crash), and what is read must go
/// through the form's own checks, its ingredient lines and their nutrition without trapping;
/// generated recipes must read back as written. `DOMOV_FUZZ_INPUTS=100000 swift test --filter
/// RecipeJSONLDImportFuzzTests` for a full run.
@Suite("Recipe JSON-LD import fuzzing")
struct RecipeJSONLDImportFuzzTests {
    static let corpus = [
        RecipeJSONLDSamples.wordpressGraph, RecipeJSONLDSamples.bigSiteArray, RecipeJSONLDSamples.smallSiteHTMLInstructions,
        RecipeJSONLDSamples.noRecipe,
        #"""
        {"@context":"https://schema.org","@type":"Recipe","name":"Bramborák","description":"Jako od babičky.",
         "author":[{"@type":"Person","name":"Jana"},"Petr"],"recipeCategory":"Hlavní jídlo","recipeCuisine":["česká"],
         "keywords":["brambory","česnek, majoránka"],"recipeYield":4,"prepTime":"PT20M","cookTime":"PT0.5H",
         "recipeIngredient":["1 kg brambor","2 vejce","3 stroužky česneku","1½ lžíce majoránky","0,5 l oleje"],
         "recipeInstructions":{"@type":"ItemList","itemListElement":[{"@type":"HowToStep","text":"Nastrouhat brambory."},"Smažit."]},
         "nutrition":{"calories":450,"fatContent":"30,5 g"},"image":{"contentUrl":"https://example.org/b.jpg"}}
        """#,
    ]

    static let dictionary = [
        "{", "}", "[", "]", "\"", ":", ",", "null", "true", "1e999", "-0", "1e19", "1e300/1e-300 ", "99999999999999999999½ ",
        "1 1e308/1e-308 cup",
        #""@type":"Recipe","#, #""@graph":["#, #""mainEntity":"#, #""itemListElement":["#, #""recipeInstructions":"#,
        #""recipeIngredient":["#,
        #""recipeYield":"#, #""totalTime":"P"#, "PT", "H", "M", "S", "D", "W", "T", ".", "<p>", "</p>", "<br>", "&amp;", "&#x", "&#0;", "&",
        #"<script type="application/ld+json">"#, "</script>", "<script", "<![CDATA[", "]]>", "<!--", "-->", "\\u0000", "\\ud800", "\\\"",
        "\\n",
        "½", "¾", "/", " ", "https://", "\t",
    ]

    @Test func mutatedPagesGiveARecipeOrAFailure() throws {
        var read = 0
        var valid = 0
        var noRecipe = 0
        var notJSON = 0
        for input in FuzzInputs(corpus: Self.corpus, dictionary: Self.dictionary, count: FuzzInputs.count(default: 1500)) {
            // What the import does with an upload.
            let page = String(decoding: input, as: UTF8.self)
            do {
                let recipe = try RecipeJSONLDImport.recipe(fromHTML: page)
                read += 1
                #expect(recipe.summary.count <= RecipeInput.maximumSummaryLength)
                #expect(recipe.imageURL.count <= RecipeInput.maximumImageURLLength)
                if Self.exercise(recipe) { valid += 1 }
            } catch .noRecipe {
                noRecipe += 1
            } catch .notJSON {
                notJSON += 1
            }
        }
        #expect(read > 0 && noRecipe > 0 && notJSON > 0)
        FuzzInputs.report(
            """
            mutated recipe pages: \(read) recipes read (\(valid) of them valid for the form), \(noRecipe) refused as noRecipe, \(notJSON) \
            as notJSON
            """
        )
    }

    @Test func generatedRecipesReadBackAsWritten() throws {
        var random = SeededRandom(seed: FuzzInputs.seed)
        let names = ["Svíčková", "Pho bo", "Chili sin carne", "Žemlovka", "Pad thai", "Koláč s tvarohem"]
        let ingredients = ["200 g rice", "1 l milk", "2 eggs", "1.5 kg flour", "salt", "3 stroužky česneku", "0.5 cup sugar"]
        let steps = ["Mix everything.", "Bake for 20 minutes.", "Nech vychladnout.", "Serve warm."]
        for _ in 0..<FuzzInputs.count(default: 1500) / 10 {
            let name = names[random.below(names.count)]
            let lines = (0..<(1 + random.below(6))).map { _ in ingredients[random.below(ingredients.count)] }
            let method = (0..<(1 + random.below(4))).map { _ in steps[random.below(steps.count)] }
            let minutes = 1 + random.below(600)
            let servings = 1 + random.below(12)
            let instructions: Any =
                random.below(2) == 0 ? method.map { ["@type": "HowToStep", "text": $0] } as Any : method.joined(separator: "\n") as Any
            let recipe: [String: Any] = [
                "@context": "https://schema.org", "@type": random.below(2) == 0 ? "Recipe" as Any : ["Recipe", "NewsArticle"] as Any,
                "name": name,
                "recipeIngredient": lines, "recipeInstructions": instructions, "totalTime": "PT\(minutes)M",
                "recipeYield": random.below(2) == 0 ? servings as Any : "\(servings) servings" as Any,
            ]
            let document: Any =
                switch random.below(3) {
                case 0: recipe
                case 1:
                    ["@context": "https://schema.org", "@graph": [["@type": "WebPage", "name": "x"], recipe] as [Any]] as [String: Any]
                default: [["@type": "BreadcrumbList"], recipe] as [Any]
                }
            let json = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
            let page =
                random.below(2) == 0
                ? json : "<html><head><script type=\"application/ld+json\">\(json)</script></head><body>\(name)</body></html>"
            let input = try RecipeJSONLDImport.recipe(fromHTML: page)
            #expect(input.name == name)
            #expect(input.ingredients == lines.joined(separator: "\n"))
            #expect(input.method == method.joined(separator: "\n"))
            #expect(input.preparationMinutes == String(minutes))
            #expect(input.servings == String(servings))
            #expect(throws: Never.self) { try input.validated() }
        }
    }

    /// Quantities that overflow an integer (a fraction over a tiny number, a 1e19) trapped
    /// when written back as a whole number: they stay as written or as a double.
    @Test func quantitiesBeyondAnIntegerDoNotTrap() throws {
        let page =
            #"""
            {"@type":"Recipe","name":"Big","recipeIngredient":["1 1e300/1e-300 cups flour","1e300/1e-300 g sugar","1e19 g salt",\#
            "99999999999999999999½ tsp"]}
            """#
        let input = try RecipeJSONLDImport.recipe(fromHTML: page)
        #expect(input.ingredients.split(separator: "\n").count == 4)
        _ = Self.exercise(input)
        #expect(RecipeIngredientLine.formatQuantity(1e19) == "1e+19")
        #expect(RecipeIngredientLine.formatQuantity(.infinity) == "inf")
        #expect(RecipeIngredientLine.formatQuantity(2) == "2")
        #expect(RecipeIngredientLine.formatQuantity(1.5) == "1.5")
    }

    /// The form's checks, each ingredient line as the recipe page writes it, and the nutrition
    /// a saved recipe would compute. True when the input would save.
    static func exercise(_ input: RecipeInput) -> Bool {
        for line in input.ingredients.split(separator: "\n") {
            let ingredient = RecipeIngredientLine.parse(String(line))
            _ = RecipeIngredientLine.format(ingredient)
        }
        guard let draft = try? input.validated() else { return false }
        _ = NutritionEstimate(ingredients: draft.ingredients, servings: draft.servings)
        return true
    }
}
