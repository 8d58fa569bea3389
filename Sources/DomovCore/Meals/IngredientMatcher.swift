import Foundation

/// Finds the food an ingredient's name means. The name's words are tried as phrases, longest first and,
/// among equally long ones, the last first (the food is the last word in English and in Czech after its
/// adjectives: "lean minced beef", "kuřecí vývar"), so that "brambory na loupačku" finds "brambory" and
/// "mouka hladká" finds "mouka". Each phrase is looked up as written (Czech letters kept), in the
/// English singular ("red peppers" → "red pepper"), and without diacritics. Text after a comma or
/// in brackets is a note ("chicken breast, diced").
struct IngredientMatcher: Sendable {
    private var byName: [String: IngredientFood] = [:]
    private var byFoldedName: [String: IngredientFood] = [:]
    private var byKey: [String: IngredientFood] = [:]

    /// The shipped table's index, built once.
    static let shipped = IngredientMatcher(IngredientFoodTable.foods)

    init(_ table: [IngredientFood]) {
        for food in table {
            if byKey[food.key] == nil { byKey[food.key] = food }
            for name in food.names {
                let key = IngredientText.key(name)
                if byName[key] == nil { byName[key] = food }
                let folded = IngredientText.folded(key)
                if byFoldedName[folded] == nil { byFoldedName[folded] = food }
            }
        }
    }

    func food(key: String) -> IngredientFood? { byKey[key] }

    func food(named name: String) -> IngredientFood? {
        var text = name
        if let note = text.firstIndex(where: { $0 == "," || $0 == "(" || $0 == ";" }) { text = String(text[..<note]) }
        let words = IngredientText.key(text).split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        for length in stride(from: words.count, through: 1, by: -1) {
            for start in stride(from: words.count - length, through: 0, by: -1) {
                let phrase = words[start..<(start + length)].joined(separator: " ")
                if let food = byName[phrase] ?? byName[Self.singular(phrase)] { return food }
                let folded = IngredientText.folded(phrase)
                if let food = byFoldedName[folded] ?? byFoldedName[Self.singular(folded)] { return food }
            }
        }
        return nil
    }

    /// The last word in the English singular: tomatoes → tomato, berries → berry, eggs → egg.
    static func singular(_ phrase: String) -> String {
        var words = phrase.split(separator: " ").map(String.init)
        guard var last = words.popLast() else { return phrase }
        if last.hasSuffix("ies"), last.count > 4 {
            last = String(last.dropLast(3)) + "y"
        } else if last.hasSuffix("oes") || last.hasSuffix("shes") || last.hasSuffix("ches") {
            last = String(last.dropLast(2))
        } else if last.hasSuffix("s"), !last.hasSuffix("ss"), last.count > 3 {
            last = String(last.dropLast())
        }
        return (words + [last]).joined(separator: " ")
    }
}
