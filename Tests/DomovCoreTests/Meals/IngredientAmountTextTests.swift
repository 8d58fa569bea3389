import DomovCore
import Foundation
import Testing

/// Scaled ingredient lines as a cook writes them, in Czech and in English.
@Suite("Ingredient amounts as a cook writes them")
struct IngredientAmountTextTests {
    /// The line as the recipe page shows it after scaling a recipe for `servings` to `to` servings.
    static func scaled(_ line: String, _ servings: Int = 2, to newServings: Int, _ language: Language) -> String {
        let recipe = Recipe(
            id: ID(UUID()), householdID: ID(UUID()), authorID: nil, name: "Test", summary: "",
            ingredients: [RecipeIngredientLine.parse(line)],
            method: ["Cook."], preparationMinutes: 10, servings: servings, nutritionPerServing: .zero, createdAt: .now, updatedAt: .now
        )
        return IngredientAmountText.line(recipe.scaled(to: newServings).ingredients[0], language: language)
    }

    @Test func czechCountedFoodsTakeTheFormTheNumberAsks() {
        #expect(Self.scaled("1 mrkev", to: 4, .czech) == "2 mrkve")
        #expect(Self.scaled("1 mrkev", to: 10, .czech) == "5 mrkví")
        #expect(Self.scaled("2 mrkve", to: 1, .czech) == "1 mrkev")
        #expect(Self.scaled("1 červená cibule", to: 4, .czech) == "2 červené cibule")
        #expect(Self.scaled("1 červená cibule", to: 10, .czech) == "5 červených cibulí")
        #expect(Self.scaled("2 filety z lososa", to: 1, .czech) == "1 filet z lososa")
        #expect(Self.scaled("3 vejce", 3, to: 8, .czech) == "8 vajec")
        #expect(Self.scaled("8 vajec", 6, to: 3, .czech) == "4 vejce")
        #expect(Self.scaled("1 avokádo", to: 6, .czech) == "3 avokáda")
        #expect(Self.scaled("2 celozrnné tortilly", to: 1, .czech) == "1 celozrnná tortilla")
        #expect(Self.scaled("1 jarní cibulka", to: 10, .czech) == "5 jarních cibulek")
        #expect(Self.scaled("4 cherry rajčata", 1, to: 2, .czech) == "8 cherry rajčat")
        #expect(Self.scaled("2 řapíky celeru", to: 1, .czech) == "1 řapík celeru")
    }

    @Test func czechUnitsTakeTheFormTheNumberAsks() {
        #expect(Self.scaled("1 lžíce olivového oleje", to: 10, .czech) == "5 lžic olivového oleje")
        #expect(Self.scaled("1 lžíce olivového oleje", to: 6, .czech) == "3 lžíce olivového oleje")
        #expect(Self.scaled("2 stroužky česneku", to: 1, .czech) == "1 stroužek česneku")
        #expect(Self.scaled("2 stroužky česneku", to: 6, .czech) == "6 stroužků česneku")
        #expect(Self.scaled("1 plechovka krájených rajčat", to: 4, .czech) == "2 plechovky krájených rajčat")
        #expect(Self.scaled("hrst špenátu", 1, to: 2, .czech) == "2 hrsti špenátu")
    }

    @Test func czechDecimalsTakeTheCommaAndTheGenitive() {
        #expect(Self.scaled("1 lžička medu", to: 1, .czech) == "0,5 lžičky medu")
        #expect(Self.scaled("1 lžička medu", to: 3, .czech) == "1,5 lžičky medu")
        #expect(Self.scaled("1,5 l vody", 4, to: 4, .czech) == "1,5 l vody")
        #expect(Self.scaled("1 l zeleninového vývaru", 4, to: 6, .czech) == "1,5 l zeleninového vývaru")
    }

    @Test func largeAmountsMoveToTheLargerUnit() {
        #expect(Self.scaled("500 g mletého krůtího masa", 4, to: 12, .czech) == "1,5 kg mletého krůtího masa")
        #expect(Self.scaled("200 ml light kokosového mléka", 4, to: 24, .czech) == "1,2 l light kokosového mléka")
        #expect(Self.scaled("500 g turkey mince", 4, to: 12, .english) == "1.5 kg turkey mince")
        #expect(Self.scaled("250 ml milk", to: 8, .english) == "1 l milk")
        #expect(Self.scaled("1 kg potatoes", 4, to: 1, .english) == "250 g potatoes")
    }

    @Test func fractionsStayFractions() {
        #expect(Self.scaled("½ lžičky soli", to: 4, .czech) == "1 lžička soli")
        #expect(Self.scaled("½ lžičky soli", to: 1, .czech) == "¼ lžičky soli")
        #expect(Self.scaled("½ citronu", to: 4, .czech) == "1 citron")
        #expect(Self.scaled("½ citronu", to: 6, .czech) == "1 ½ citronu")
        #expect(Self.scaled("¼ cibule", 1, to: 2, .czech) == "½ cibule")
        #expect(Self.scaled("1/2 lemon", 4, to: 8, .english) == "1 lemon")
        #expect(Self.scaled("1/2 lemon", 4, to: 12, .english) == "1 ½ lemons")
        #expect(Self.scaled("1/3 cup oats", 1, to: 2, .english) == "⅔ cup oats")
    }

    @Test func englishPluralsFollowTheNumber() {
        #expect(Self.scaled("1 carrot", to: 4, .english) == "2 carrots")
        #expect(Self.scaled("2 carrots", to: 1, .english) == "1 carrot")
        #expect(Self.scaled("2 tomatoes", to: 1, .english) == "1 tomato")
        #expect(Self.scaled("1 tomato", to: 4, .english) == "2 tomatoes")
        #expect(Self.scaled("2 salmon fillets", to: 1, .english) == "1 salmon fillet")
        #expect(Self.scaled("2 cloves garlic", to: 1, .english) == "1 clove garlic")
        #expect(Self.scaled("1 tbsp olive oil", to: 6, .english) == "3 tbsp olive oil")
        #expect(Self.scaled("1 cup milk", to: 4, .english) == "2 cups milk")
        #expect(Self.scaled("1 tsp honey", to: 1, .english) == "0.5 tsp honey")
        #expect(Self.scaled("1 onion, chopped", to: 4, .english) == "2 onions, chopped")
        #expect(Self.scaled("salt", to: 4, .english) == "salt")
    }

    @Test func amountsAreRoundedAsAKitchenMeasures() {
        #expect(Self.scaled("3 eggs", 3, to: 1, .english) == "1 egg")
        #expect(Self.scaled("3 eggs", 2, to: 1, .english) == "1.5 eggs")
        #expect(Self.scaled("4 eggs", 3, to: 4, .english) == "5 eggs")
        #expect(Self.scaled("1 egg", 3, to: 1, .english) == "0.25 egg")
        #expect(Self.scaled("200 g red lentils", 3, to: 1, .english) == "67 g red lentils")
        #expect(Self.scaled("80 g rolled oats", 3, to: 1, .english) == "27 g rolled oats")
        #expect(Self.scaled("250 ml milk", 3, to: 1, .english) == "85 ml milk")
    }

    /// Every shipped line, in both languages, scaled to every serving count from 1 to 12: at most
    /// two decimals, never a number with more than one decimal mark, never nothing.
    @Test func everyStarterLineScalesToAKitchenNumber() throws {
        for starter in try StarterIngredientLinesTests.starters() {
            for language in Language.allCases {
                let text = starter.text(in: language)
                for servings in 1...12 {
                    let recipe = Recipe(
                        id: ID(UUID()), householdID: ID(UUID()), authorID: nil, name: text.name, summary: text.summary,
                        ingredients: text.ingredients.map(RecipeIngredientLine.parse), method: text.method, preparationMinutes: 10,
                        servings: starter.servings, nutritionPerServing: .zero, createdAt: .now, updatedAt: .now
                    )
                    #expect(recipe.writtenLanguage == language, "\(starter.key)")
                    for ingredient in recipe.scaled(to: servings).ingredients {
                        let line = IngredientAmountText.line(ingredient, language: language)
                        let number = line.prefix { !$0.isLetter }.trimmingCharacters(in: .whitespaces)
                        #expect(
                            number.isEmpty
                                || number.range(of: #"^(\d+([.,]\d{1,2})?|(\d+ )?[¼⅓½⅔¾])$"#, options: .regularExpression) != nil,
                            "\(starter.key): \(line)")
                        #expect(!line.hasPrefix("0 "), "\(line)")
                        #expect(!line.contains(language == .czech ? "." : ","), "\(starter.key): \(line)")
                    }
                }
            }
        }
    }
}
