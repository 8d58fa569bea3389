import DomovCore
import Foundation
import Testing

/// Every ingredient line of every starter recipe, as shipped in English and as a Czech cook writes
/// the same line, is understood: parsed into a food and a weight, or left out as negligible.
@Suite("Starter recipes' ingredient lines")
struct StarterIngredientLinesTests {
    static func starters() throws -> [StarterRecipe] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../Sources/DomovServer/Resources/starter-recipes.json")
        return try StarterRecipe.collection(from: Data(contentsOf: url))
    }

    /// The lines that may be left out: salt and pepper without an amount.
    static let negligible: Set<String> = ["salt", "pepper", "sůl", "pepř"]

    @Test func everyEnglishLineIsAFoodAndAWeightOrNegligible() throws {
        let starters = try Self.starters()
        #expect(starters.count == 33)
        for starter in starters {
            let estimate = NutritionEstimate(ingredients: starter.ingredients.map(RecipeIngredientLine.parse), servings: starter.servings)
            #expect(estimate.matches.count + estimate.unmatched.count == starter.ingredients.count)
            #expect(estimate.missing.isEmpty, "\(starter.key): \(estimate.missing.map(\.ingredient.name))")
            #expect(estimate.unmatched.allSatisfy { Self.negligible.contains($0.ingredient.name) }, "\(starter.key)")
            #expect(estimate.matches.allSatisfy { $0.grams > 0 }, "\(starter.key)")
            #expect(estimate.isComplete, "\(starter.key)")
            #expect(estimate.countedShare == 1, "\(starter.key)")
        }
    }

    @Test func everyCzechLineIsAFoodAndAWeightOrNegligible() throws {
        let starters = try Self.starters()
        #expect(Set(starters.map(\.key)) == Set(StarterRecipesInCzech.lines.keys))
        for starter in starters {
            let czech = try #require(StarterRecipesInCzech.lines[starter.key])
            #expect(czech.count == starter.ingredients.count, "\(starter.key)")
            let estimate = NutritionEstimate(ingredients: czech.map(RecipeIngredientLine.parse), servings: starter.servings)
            #expect(estimate.missing.isEmpty, "\(starter.key): \(estimate.missing.map(\.ingredient.name))")
            #expect(estimate.unmatched.allSatisfy { Self.negligible.contains($0.ingredient.name) }, "\(starter.key)")
            #expect(estimate.isComplete, "\(starter.key)")
        }
    }

    /// Line by line, the Czech line finds the same food (or one of the same kind) and the same grams
    /// as the English one, so that a household gets the same numbers in either language.
    @Test func czechLinesGiveTheEnglishLinesGrams() throws {
        // Czech "strouhaný sýr" is edam where English "grated cheese" is cheddar.
        let sameKind: Set<[String]> = [["cheese", "edam"]]
        for starter in try Self.starters() {
            let czech = try #require(StarterRecipesInCzech.lines[starter.key])
            let english = NutritionEstimate(ingredients: starter.ingredients.map(RecipeIngredientLine.parse), servings: starter.servings)
            let inCzech = NutritionEstimate(ingredients: czech.map(RecipeIngredientLine.parse), servings: starter.servings)
            #expect(english.matches.count == inCzech.matches.count, "\(starter.key)")
            for (en, cs) in zip(english.matches, inCzech.matches) {
                #expect(
                    en.food.key == cs.food.key || sameKind.contains([en.food.key, cs.food.key]),
                    "\(starter.key): \(en.ingredient.name) / \(cs.ingredient.name)")
                #expect(
                    abs(en.grams - cs.grams) < 0.001,
                    "\(starter.key): \(en.ingredient.name) \(en.grams) g / \(cs.ingredient.name) \(cs.grams) g")
            }
            #expect(abs(english.total.kcal - inCzech.total.kcal) <= 0.05 * english.total.kcal, "\(starter.key)")
        }
    }
}

/// The starter recipes' ingredient lines as a Czech recipe writes them: genitive after amounts,
/// plurals, "lžíce"/"lžička"/"stroužek"/"hrst"/"špetka"/"plechovka", fractions.
enum StarterRecipesInCzech {
    static let lines: [String: [String]] = [
        "overnight-oats": [
            "80 g ovesných vloček", "250 ml mléka", "150 g bílého jogurtu", "150 g lesního ovoce", "1 lžíce chia semínek",
            "1 lžička medu",
        ],
        "chicken-rice-bowl": [
            "300 g kuřecích prsou", "120 g rýže basmati", "200 g brokolice", "1 mrkev", "1 lžíce olivového oleje",
            "1 lžíce sójové omáčky",
            "sůl",
        ],
        "lentil-soup": [
            "200 g červené čočky", "1 cibule", "2 mrkve", "2 stroužky česneku", "1 l zeleninového vývaru",
            "1 lžíce olivového oleje",
            "1 lžička mletého římského kmínu", "½ citronu",
        ],
        "greek-salad": [
            "2 rajčata", "1 okurka", "1 červená cibule", "1 zelená paprika", "100 g fety", "10 oliv", "1 lžíce olivového oleje",
            "1 lžička sušeného oregana",
        ],
        "baked-salmon": [
            "2 filety z lososa", "400 g nových brambor", "200 g zelených fazolek", "1 citron", "1 lžíce olivového oleje",
            "1 lžička sušeného kopru", "sůl", "pepř",
        ],
        "turkey-chili": [
            "500 g mletého krůtího masa", "1 cibule", "1 červená paprika", "2 stroužky česneku", "1 plechovka krájených rajčat",
            "400 g červených fazolí", "1 lžička chilli koření", "1 lžička mletého římského kmínu",
            "1 lžíce olivového oleje",
        ],
        "vegetable-omelette": [
            "3 vejce", "hrst špenátu", "4 cherry rajčata", "¼ cibule", "1 lžička olivového oleje", "sůl",
            "pepř",
        ],
        "quinoa-salad": [
            "150 g quinoy", "400 g cizrny", "1 okurka", "200 g cherry rajčat", "1 svazek petrželky", "1 citron",
            "2 lžíce olivového oleje",
        ],
        "chicken-stir-fry": [
            "300 g kuřecích prsou", "1 červená paprika", "1 cuketa", "150 g žampionů", "2 stroužky česneku",
            "1 lžíce sójové omáčky",
            "1 lžíce sezamového oleje", "100 g rýžových nudlí",
        ],
        "tomato-basil-pasta": [
            "180 g celozrnných těstovin", "1 plechovka krájených rajčat", "2 stroužky česneku", "1 lžíce olivového oleje",
            "hrst bazalky",
            "20 g parmazánu",
        ],
        "cottage-cheese-bowl": ["200 g cottage sýra", "1 jablko", "15 g vlašských ořechů", "1 lžička medu", "špetka skořice"],
        "beef-broccoli": [
            "250 g hovězího zadního", "300 g brokolice", "100 g rýže basmati", "2 stroužky česneku",
            "1 lžička strouhaného zázvoru",
            "2 lžíce sójové omáčky", "1 lžíce olivového oleje",
        ],
        "minestrone": [
            "1 cibule", "2 mrkve", "2 řapíky celeru", "1 cuketa", "1 plechovka krájených rajčat", "400 g bílých fazolí",
            "60 g polévkových těstovin", "1 l zeleninového vývaru", "1 lžíce olivového oleje",
        ],
        "tuna-salad": [
            "160 g tuňáka ve vlastní šťávě", "2 vejce", "200 g zelených fazolek", "hrst salátu", "8 cherry rajčat",
            "1 lžíce olivového oleje", "1 lžička hořčice", "1/2 citronu",
        ],
        "chickpea-curry": [
            "800 g cizrny", "1 cibule", "2 stroužky česneku", "1 lžička strouhaného zázvoru", "2 lžičky kari koření",
            "1 plechovka krájených rajčat", "200 ml light kokosového mléka", "200 g špenátu", "1 lžíce olivového oleje",
        ],
        "protein-pancakes": ["2 banány", "2 vejce", "60 g ovesných vloček", "1 lžička olivového oleje", "100 g bílého jogurtu"],
        "baked-cod": [
            "2 filety z tresky", "250 g cherry rajčat", "10 oliv", "1 lžíce kaparů", "1 lžíce olivového oleje",
            "2 stroužky česneku",
            "hrst petrželky",
        ],
        "buckwheat-risotto": [
            "200 g pohanky", "300 g žampionů", "1 cibule", "1 lžíce olivového oleje", "500 ml zeleninového vývaru",
            "hrst petrželky",
        ],
        "chicken-wrap": [
            "200 g pečeného kuřecího masa", "2 celozrnné tortilly", "hrst salátu", "1 rajče", "½ okurky", "100 g bílého jogurtu",
            "1 lžička hořčice",
        ],
        "shakshuka": [
            "4 vejce", "1 cibule", "2 červené papriky", "1 plechovka krájených rajčat", "2 stroužky česneku",
            "1 lžička mletého římského kmínu", "1 lžička sladké papriky", "1 lžíce olivového oleje",
        ],
        "sweet-potato-bowl": [
            "2 batáty", "400 g černých fazolí", "150 g kukuřice", "1 avokádo", "1 limetka", "1 lžička mleté papriky",
            "1 lžíce olivového oleje",
        ],
        "greek-yoghurt-parfait": ["200 g řeckého jogurtu", "100 g jahod", "30 g ovesných vloček", "1 lžička medu"],
        "turkey-meatballs": [
            "500 g mletého krůtího masa", "1 vejce", "40 g strouhanky", "2 stroužky česneku", "2 plechovky krájených rajčat",
            "1 cibule",
            "1 lžíce olivového oleje", "1 lžička sušeného oregana",
        ],
        "vegetable-soup": [
            "300 g brokolice", "200 g mraženého hrášku", "100 g špenátu", "1 cibule", "1 brambora", "1 l zeleninového vývaru",
            "1 lžíce olivového oleje",
        ],
        "salmon-poke": [
            "250 g lososa", "150 g rýže na sushi", "1 avokádo", "1 mrkev", "½ okurky", "2 lžíce sójové omáčky",
            "1 lžička sezamu",
        ],
        "hummus-plate": [
            "400 g cizrny", "2 lžíce tahini", "1 citron", "1 stroužek česneku", "1 lžíce olivového oleje", "2 mrkve", "1 okurka",
            "2 celozrnné pity",
        ],
        "chicken-soup": [
            "400 g kuřecích prsou", "2 mrkve", "1 pastinák", "1 kus celeru", "1 cibule", "1,5 l vody", "50 g nudlí", "hrst petrželky",
            "sůl",
        ],
        "stuffed-peppers": [
            "4 papriky", "300 g mletého hovězího masa", "100 g rýže basmati", "1 cibule", "1 plechovka krájených rajčat",
            "1 lžička mleté papriky", "1 lžíce olivového oleje",
        ],
        "tofu-stir-fry": [
            "300 g tofu", "200 g brokolice", "1 červená paprika", "2 stroužky česneku", "2 lžíce sójové omáčky",
            "1 lžíce sezamového oleje",
            "100 g rýže basmati",
        ],
        "spinach-feta-pie": [
            "500 g špenátu", "200 g balkánského sýra", "3 vejce", "1 cibule", "8 plátků filo těsta", "2 lžíce olivového oleje",
        ],
        "fruit-smoothie": [
            "1 banán", "1 jablko", "hrst špenátu", "150 g bílého jogurtu", "200 ml vody",
            "1 lžička citronové šťávy",
        ],
        "pork-tenderloin": [
            "500 g vepřové panenky", "3 mrkve", "2 pastináky", "1 červená cibule", "2 lžíce olivového oleje", "1 lžička tymiánu",
            "sůl",
            "pepř",
        ],
        "egg-muffins": [
            "8 vajec", "1 červená paprika", "hrst špenátu", "1 jarní cibulka", "50 g strouhaného sýra",
            "1 lžička olivového oleje", "sůl",
        ],
    ]
}

/// The collection in both languages: the Czech lines shipped are the ones tested above, and each
/// language's text is its own (written, not left in English).
@Suite("Starter recipes in Czech and English")
struct StarterRecipeLanguagesTests {
    @Test func theShippedCzechLinesAreTheTestedOnes() throws {
        for starter in try StarterIngredientLinesTests.starters() {
            #expect(starter.czech.ingredients == StarterRecipesInCzech.lines[starter.key], "\(starter.key)")
        }
    }

    @Test func everyStarterHasBothLanguagesAndAPicture() throws {
        let starters = try StarterIngredientLinesTests.starters()
        for starter in starters {
            let english = starter.text(in: .english), czech = starter.text(in: .czech)
            #expect(!czech.name.isEmpty && !czech.summary.isEmpty && !starter.picture.isEmpty, "\(starter.key)")
            #expect(czech.method.count == english.method.count, "\(starter.key)")
            #expect(czech.summary != english.summary, "\(starter.key)")
            #expect(zip(czech.method, english.method).allSatisfy { $0 != $1 }, "\(starter.key)")
            #expect(try starter.input(in: .czech).validated().name == czech.name)
        }
        // Pictures are per dish or kind of dish, not one for all.
        #expect(Set(starters.map(\.picture)).count >= 15)
    }
}
