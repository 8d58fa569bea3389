import Foundation

/// The units an ingredient line may use and how each turns into grams of a given food.
public enum IngredientUnit: String, Sendable, CaseIterable {
    case gram, kilogram, milligram, decagram, millilitre, litre, decilitre, centilitre
    case cup, teaspoon, tablespoon, pinch, handful, bunch
    /// Counted things: a piece ("2 eggs", "1 ks"), a clove of garlic, a head of cabbage or garlic, a slice,
    /// a can, a pot of yoghurt or cream, a block of butter or yeast, a packet of baking powder.
    case piece, clove, head, slice, can, pot, block, packet

    /// Grams of `quantity` `unit` of `food`, or nil when the unit does not apply to it
    /// (pieces of something without a typical piece weight, a can of flour). No unit means pieces.
    public static func grams(_ quantity: Double, unit rawUnit: String, of food: IngredientFood) -> Double? {
        let trimmed = rawUnit.trimmingCharacters(in: .whitespaces)
        guard let unit = trimmed.isEmpty ? .piece : named(trimmed) else { return nil }
        return unit.grams(of: food).map { quantity * $0 }
    }

    /// What a line weighs when its food is not known: only units whose weight does not depend on the
    /// food (g, kg; volumes and spoons as water), so that an unknown line still counts against the total.
    public static func gramsWhateverTheFood(_ quantity: Double, unit rawUnit: String) -> Double? {
        guard let unit = named(rawUnit) else { return nil }
        switch unit {
        case .gram, .kilogram, .milligram, .decagram, .millilitre, .litre, .decilitre, .centilitre, .cup, .teaspoon, .tablespoon:
            return unit.grams(of: .water).map { quantity * $0 }
        default:
            return nil
        }
    }

    /// The unit a word of a line means ("lžíce", "lžic", "tbsp", "stroužky"), or nil when it is not a unit.
    public static func named(_ word: String) -> IngredientUnit? {
        let key = IngredientText.key(word)
        return byWord[key] ?? byFoldedWord[IngredientText.folded(key)]
    }

    /// Grams of one of this unit of `food`: the food's own weight for the unit when the table has one
    /// (a cup of flour is lighter than a cup of milk through its density; a can of tomatoes is 400 g).
    func grams(of food: IngredientFood) -> Double? {
        if let own = food.unitGrams[self] { return own }
        switch self {
        case .gram: return 1
        case .kilogram: return 1000
        case .milligram: return 0.001
        case .decagram: return 10
        case .millilitre: return food.density
        case .litre: return 1000 * food.density
        case .decilitre: return 100 * food.density
        case .centilitre: return 10 * food.density
        case .cup: return 240 * food.density
        // A level teaspoon: 5 ml of the food unless the table knows better (dry herbs are light).
        case .teaspoon: return food.teaspoonGrams ?? 5 * food.density
        case .tablespoon: return 3 * (food.teaspoonGrams ?? 5 * food.density)
        case .pinch: return 0.4
        case .handful: return food.unitGrams[.handful]
        case .bunch: return food.unitGrams[.handful].map { 4 * $0 }
        case .head: return food.unitGrams[.piece]
        case .piece, .clove, .slice, .can, .pot, .block, .packet: return nil
        }
    }

    /// Every word for each unit, English and Czech, with the Czech case forms recipes use
    /// ("1 lžíce", "5 lžic", "lžičku", "2 stroužky", "4 stroužků", "špetka", "2 hrnky", "1 plechovka").
    static let words: [IngredientUnit: String] = [
        .gram: "g|gr|gram|grams|gramy|gramů|gramu",
        .kilogram: "kg|kilo|kila|kilogram|kilograms|kilogramy|kilogramů|kilogramu",
        .milligram: "mg",
        .decagram: "dkg|dag|deka",
        .millilitre: "ml|mililitr|mililitrů|mililitry|millilitre|millilitres|milliliter|milliliters",
        .litre: "l|litr|litry|litrů|litru|litre|litres|liter|liters",
        .decilitre: "dl|decilitr|decilitry|decilitrů|decilitru",
        .centilitre: "cl",
        .cup: "cup|cups|hrnek|hrnku|hrnky|hrnků|hrnkem|hrníček|hrníčky|hrníčku|hrníčků|šálek|šálky|šálku|šálků",
        .teaspoon: "tsp|teaspoon|teaspoons|lžička|lžičky|lžiček|lžičku|lžičkou|čl",
        .tablespoon: "tbsp|tbs|tablespoon|tablespoons|lžíce|lžic|lžíci|lžící|pl",
        .pinch: "pinch|pinches|špetka|špetky|špetek|špetku|špetkou",
        .handful: "handful|handfuls|hrst|hrsti|hrstí|hrstě|hrstka|hrstky|hrstku",
        .bunch: "bunch|bunches|svazek|svazky|svazků|svazku|svazeček|svazečky|svazečku",
        .piece: "ks|kus|kusy|kusů|kusu|pc|pcs|piece|pieces|kulička|kuličky|kuliček",
        .clove: "clove|cloves|stroužek|stroužky|stroužků|stroužku|stroužkem",
        .head: "head|heads|hlávka|hlávky|hlávek|hlávku|palička|paličky|paliček|paličku|hlavička|hlavičky|hlaviček|hlavičku",
        .slice: "slice|slices|plátek|plátky|plátků|plátku|krajíc|krajíce|krajíců",
        .can: "can|cans|tin|tins|plechovka|plechovky|plechovek|plechovku|konzerva|konzervy|konzerv|konzervu",
        .pot: "pot|pots|tub|tubs|kelímek|kelímky|kelímků|kelímku",
        .block: "kostka|kostky|kostek|kostku",
        .packet: "packet|packets|sachet|sachets|balíček|balíčky|balíčků|balíčku|sáček|sáčky|sáčků|sáčku",
    ]

    private static let byWord: [String: IngredientUnit] = {
        var index: [String: IngredientUnit] = [:]
        for (unit, forms) in words {
            for form in forms.split(separator: "|") { index[String(form)] = unit }
        }
        return index
    }()

    private static let byFoldedWord: [String: IngredientUnit] = {
        var index: [String: IngredientUnit] = [:]
        for (word, unit) in byWord { index[IngredientText.folded(word)] = unit }
        return index
    }()
}
