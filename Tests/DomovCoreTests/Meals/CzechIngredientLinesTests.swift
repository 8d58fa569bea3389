import DomovCore
import Foundation
import Testing

/// Czech ingredient lines as Czech recipes write them, each with the food and the grams a cook would
/// expect: genitive after an amount, plurals, units in their case forms, fractions.
@Suite("Czech ingredient lines")
struct CzechIngredientLinesTests {
    /// Line, food key, grams.
    static let lines: [(String, String, Double)] = [
        ("2 lžíce olivového oleje", "olive-oil", 27.6), // 2 × 15 ml × 0.92
        ("1 lžíce oleje", "vegetable-oil", 13.8),
        ("3 mrkve", "carrot", 183),
        ("1 mrkev", "carrot", 61),
        ("5 mrkví", "carrot", 305),
        ("1 kg brambor", "potato", 1000),
        ("6 brambor", "potato", 1020),
        ("500 g brambor na loupačku", "potato", 500),
        ("špetka soli", "salt", 0.4),
        ("2 špetky pepře", "black-pepper", 0.8),
        ("4 stroužky česneku", "garlic", 12),
        ("1 stroužek česneku", "garlic", 3),
        ("6 stroužků česneku", "garlic", 18),
        ("1 palička česneku", "garlic", 40),
        ("2 cibule", "onion", 220),
        ("1 větší cibule", "onion", 110),
        ("½ cibule", "onion", 55),
        ("půl citronu", "lemon", 29),
        ("1 ½ hrnku mouky", "flour", 190.8), // 1.5 × 240 ml × 0.53
        ("1½ hrnku mléka", "milk", 370.8), // 1.5 × 240 ml × 1.03
        ("2 hrnky hladké mouky", "flour", 254.4),
        ("1 hrnek rýže", "basmati-rice", 187.2),
        ("300 g hladké mouky", "flour", 300),
        ("250 g polohrubé mouky", "flour", 250),
        ("1 plechovka krájených rajčat", "canned-tomatoes", 400),
        ("2 plechovky cizrny", "chickpeas", 480),
        ("1 plechovka kokosového mléka", "coconut-milk", 400),
        ("3 vejce", "egg", 150),
        ("5 vajec", "egg", 250),
        ("2 žloutky", "egg-yolk", 34),
        ("1 kostka másla", "butter", 250),
        ("50 g másla", "butter", 50),
        ("1 kostka droždí", "fresh-yeast", 42),
        ("1 balíček prášku do pečiva", "baking-powder", 12),
        ("1 balíček vanilkového cukru", "vanilla-sugar", 20),
        ("1 kelímek zakysané smetany", "sour-cream", 200),
        ("200 ml smetany ke šlehání", "cream", 200),
        ("250 g tvarohu", "quark", 250),
        ("2 lžičky mleté papriky", "paprika-spice", 4.6),
        ("1 lžička papriky", "paprika-spice", 2.3),
        ("2 papriky", "sweet-pepper", 238),
        ("1 lžička kmínu", "caraway", 2.1),
        ("1 lžička majoránky", "marjoram", 0.6),
        ("3 bobkové listy", "bay-leaf", 0.6),
        ("5 kuliček nového koření", "allspice", 1),
        ("500 g vepřové plece", "pork", 500),
        ("600 g hovězí kližky", "lean-beef", 600),
        ("400 g kuřecích prsou", "chicken-breast", 400),
        ("2 kuřecí prsa", "chicken-breast", 350),
        ("100 g slaniny", "bacon", 100),
        ("1 kg kysaného zelí", "sauerkraut", 1000),
        ("1 hlávka zelí", "cabbage", 908),
        ("4 rohlíky", "white-bread", 172),
        ("2 krajíce chleba", "rye-bread", 80),
        ("hrst petrželky", "parsley", 15),
        ("1 svazek pažitky", "chives", 25),
        ("2 dl mléka", "milk", 206),
        ("1 l vody", "water", 1000),
        ("0,5 l piva", "beer", 500),
        ("20 dkg cukru krystal", "sugar", 200),
        ("100 g moučkového cukru", "icing-sugar", 100),
        ("3 lžíce cukru", "sugar", 38.25), // 3 × 15 ml × 0.85
        ("200 g červené čočky", "red-lentils", 200),
        ("300 g hrachu", "split-peas", 300),
        ("1 petržel", "parsley-root", 80),
        ("kousek celeru, nakrájený", "celeriac", 0),
        ("2 kyselé okurky", "pickles", 70),
        ("1 salátová okurka", "cucumber", 301),
        ("150 g eidamu", "edam", 150),
        ("1 hermelín", "camembert", 100),
        ("3 jablka", "apple", 546),
        ("500 g švestek", "plums", 500),
        ("2 lžíce mletého máku", "poppy-seeds", 16.8), // 2 × 3 × 2.8 g
        ("100 g vlašských ořechů", "walnuts", 100),
        ("1 lžíce rajčatového protlaku", "tomato-paste", 16.5),
        ("1 lžíce hořčice", "mustard", 15),
        ("2 l kuřecího vývaru", "chicken-stock", 2000),
        ("1 sáček sušeného droždí", "dry-yeast", 7),
        ("2 lzice olivoveho oleje", "olive-oil", 27.6), // typed without diacritics
        ("3 mrkve nakrájené na kolečka", "carrot", 183),
    ]

    @Test func linesFindTheFoodAndTheGramsACookExpects() {
        for (line, key, grams) in Self.lines {
            let estimate = NutritionEstimate(ingredients: [RecipeIngredientLine.parse(line)], servings: 1)
            if grams == 0 {
                // No amount: the food is known but it cannot be weighed, and it is not negligible.
                #expect(estimate.unmatched.first?.reason == .noQuantity, "\(line)")
                #expect(estimate.missing.count == 1, "\(line)")
                continue
            }
            let match = estimate.matches.first
            #expect(match?.food.key == key, "\(line): \(match?.food.key ?? "nothing")")
            #expect(abs((match?.grams ?? -1) - grams) < 0.001, "\(line): \(match?.grams ?? -1) g")
        }
    }

    @Test func moreThanFiftyLinesAreChecked() {
        #expect(Self.lines.count >= 50)
    }

    @Test func fractionsAndNumbersAreRead() {
        let cases: [(String, Double?, String, String)] = [
            ("½ lžičky soli", 0.5, "lžičky", "soli"),
            ("¼ hrnku cukru", 0.25, "hrnku", "cukru"),
            ("¾ l mléka", 0.75, "l", "mléka"),
            ("1 ½ lžíce oleje", 1.5, "lžíce", "oleje"),
            ("1½ lžíce oleje", 1.5, "lžíce", "oleje"),
            ("1/2 citronu", 0.5, "", "citronu"),
            ("1 1/2 cups flour", 1.5, "cups", "flour"),
            ("2 ⅓ cups of milk", 2 + 1.0 / 3, "cups", "milk"),
            ("1,5 kg brambor", 1.5, "kg", "brambor"),
            ("200g mouky", 200, "g", "mouky"),
            ("1,5l vody", 1.5, "l", "vody"),
            ("půl kila mouky", 0.5, "kila", "mouky"),
            ("špetka soli", 1, "špetka", "soli"),
            ("a pinch of salt", 1, "pinch", "salt"),
            ("sůl podle chuti", nil, "", "sůl podle chuti"),
            ("3 mrkve", 3, "", "mrkve"),
        ]
        for (line, quantity, unit, name) in cases {
            let parsed = RecipeIngredientLine.parse(line)
            #expect(
                parsed.quantity.map { abs($0 - (quantity ?? -1)) < 0.0001 } ?? (quantity == nil),
                "\(line): \(String(describing: parsed.quantity))")
            #expect(parsed.unit == unit, "\(line)")
            #expect(parsed.name == name, "\(line)")
        }
    }

    @Test func unitsAreKnownInTheirCaseForms() {
        let forms: [(String, IngredientUnit)] = [
            ("hrnek", .cup), ("hrnku", .cup), ("hrnky", .cup), ("hrnků", .cup),
            ("stroužek", .clove), ("stroužky", .clove), ("stroužků", .clove), ("stroužku", .clove),
            ("špetka", .pinch), ("špetky", .pinch), ("špetek", .pinch), ("špetku", .pinch),
            ("plechovka", .can), ("plechovky", .can), ("plechovek", .can), ("plechovku", .can),
            ("lžíce", .tablespoon), ("lžic", .tablespoon), ("lžíci", .tablespoon),
            ("lžička", .teaspoon), ("lžičky", .teaspoon), ("lžiček", .teaspoon), ("lžičku", .teaspoon),
            ("hrst", .handful), ("svazek", .bunch), ("svazky", .bunch), ("kelímek", .pot), ("kostka", .block),
            ("tbsp", .tablespoon), ("tsp", .teaspoon), ("cups", .cup), ("cloves", .clove), ("tins", .can),
        ]
        for (word, unit) in forms {
            #expect(IngredientUnit.named(word) == unit, "\(word)")
        }
        #expect(IngredientUnit.named("mrkev") == nil)
    }

    /// A cup of flour is lighter than a cup of milk; a can of tomatoes is not a can of chickpeas.
    @Test func unitWeightsDependOnTheFood() throws {
        func grams(_ line: String) -> Double? {
            NutritionEstimate(ingredients: [RecipeIngredientLine.parse(line)], servings: 1).matches.first?.grams
        }
        let flour = try #require(grams("1 hrnek mouky"))
        let milk = try #require(grams("1 hrnek mléka"))
        #expect(flour < milk)
        #expect(try #require(grams("1 cup sugar")) == 204)
        #expect(grams("1 plechovka rajčat z konzervy") == 400)
        #expect(grams("1 plechovka cizrny") == 240)
        // A can of flour means nothing.
        let estimate = NutritionEstimate(ingredients: [RecipeIngredientLine.parse("1 plechovka mouky")], servings: 1)
        #expect(estimate.unmatched.first?.reason == .unknownUnit)
    }

    @Test func foodTableIsLargeSourcedAndUnambiguous() {
        let foods = IngredientFoodTable.foods
        #expect(foods.count >= 200)
        #expect(Set(foods.map(\.key)).count == foods.count)
        for food in foods {
            #expect(!food.source.isEmpty, "\(food.key)")
            #expect(!food.englishName.isEmpty && !food.czechName.isEmpty, "\(food.key)")
            let n = food.per100g
            #expect(n.protein + n.carbohydrate + n.fat <= 100.5, "\(food.key)")
            // Energy agrees with the macronutrients (4 kcal per gram of protein and available carbohydrate,
            // 2 per gram of fibre, 9 per gram of fat) within the spread of real foods; alcohol and acetic
            // acid bring energy of their own (vanilla extract is a third alcohol), and USDA gives cocoa,
            // cloves, allspice and baking powder's starch-free salts factors of their own.
            let ownFactors: Set<String> = ["vanilla-extract", "cocoa", "cloves", "allspice", "baking-powder"]
            guard !food.source.hasPrefix("Alcoholic beverage"), !food.source.hasPrefix("Vinegar"), !ownFactors.contains(food.key) else {
                continue
            }
            let fibre = food.fibrePer100g ?? 0
            let atwater = 4 * n.protein + 4 * (n.carbohydrate - fibre) + 2 * fibre + 9 * n.fat
            #expect(abs(atwater - n.kcal) <= max(25, 0.2 * n.kcal), "\(food.key): \(n.kcal) kcal, Atwater \(atwater)")
        }
        // A name form belongs to one food, except the two that the unit decides (sweet pepper or ground paprika, fresh chilli or powder).
        var owner: [String: String] = [:]
        var clashes: Set<String> = []
        for food in foods {
            for name in food.names {
                let key = name.lowercased()
                if let other = owner[key], other != food.key { clashes.insert(key) } else { owner[key] = food.key }
            }
        }
        #expect(clashes == ["paprika"], "\(clashes.sorted())")
    }
}
