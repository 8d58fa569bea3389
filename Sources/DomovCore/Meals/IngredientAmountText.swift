import Foundation

/// An ingredient line written the way a cook writes it, for the amount it holds now (after
/// scaling): the number rounded to what a kitchen measures, large amounts in the larger unit
/// ("1,5 kg", not "1500 g"), the language's decimal mark, a fraction where the line had one, and
/// the unit and the counted food in the form the number asks for ("2 mrkve", "5 mrkví", "2 carrots").
public enum IngredientAmountText {
    public static func line(_ ingredient: RecipeIngredient, language: Language) -> String {
        guard let quantity = ingredient.quantity, quantity > 0 else { return RecipeIngredientLine.format(ingredient) }
        let (amount, unit) = measured(quantity, unit: ingredient.unit, fraction: ingredient.writtenAsFraction)
        let number = fractionText(amount, asked: ingredient.writtenAsFraction) ?? decimalText(amount, language: language)
        let czech = CzechPlural(amount)
        let englishPlural = amount > 1 || amount == 0
        var words: [String] = [number]
        if unit.isEmpty {
            let name =
                switch language {
                case .czech: IngredientWordForms.czechName(ingredient.name, czech) ?? ingredient.name
                case .english: IngredientWordForms.englishName(ingredient.name, plural: englishPlural)
                }
            words.append(name)
        } else {
            words.append(IngredientWordForms.czechUnit(unit, czech) ?? IngredientWordForms.englishUnit(unit, plural: englishPlural) ?? unit)
            words.append(ingredient.name)
        }
        return words.joined(separator: " ")
    }

    /// The rounded amount and the unit to write it in.
    static func measured(_ quantity: Double, unit: String, fraction: Bool) -> (Double, String) {
        let known = unit.isEmpty ? nil : IngredientUnit.named(unit)
        switch known {
        case .gram, .kilogram, .decagram:
            let grams = quantity * (known == .kilogram ? 1000 : known == .decagram ? 10 : 1)
            // A recipe that weighs in kilograms keeps them down to half a kilogram ("0,5 kg").
            if grams >= 1000 || (known == .kilogram && grams >= 500) { return (rounded(grams / 1000, step: 0.05), "kg") }
            if known == .decagram { return (rounded(grams / 10, step: 0.5), unit) }
            let step: Double = grams < 10 ? 0.5 : grams < 100 ? 1 : 5
            return (rounded(grams, step: step), known == .gram ? unit : "g")
        case .millilitre, .litre, .decilitre, .centilitre:
            let millilitres = quantity * (known == .litre ? 1000 : known == .decilitre ? 100 : known == .centilitre ? 10 : 1)
            if millilitres >= 1000 || (known == .litre && millilitres >= 500) { return (rounded(millilitres / 1000, step: 0.05), "l") }
            if known == .decilitre { return (rounded(millilitres / 100, step: 0.5), unit) }
            let step: Double = millilitres < 20 ? 1 : millilitres < 100 ? 5 : 10
            return (rounded(millilitres, step: step), known == .millilitre ? unit : "ml")
        default:
            // Spoons, pieces and the like: quarters below one, halves below three, whole ones above.
            if fraction, quantity < 10 { return (nearestFraction(quantity), unit) }
            let step = quantity < 1 ? 0.25 : quantity < 3 ? 0.5 : 1
            return (rounded(quantity, step: step), unit)
        }
    }

    /// To the nearest step, and never to nothing: a little of something is still one step of it.
    private static func rounded(_ value: Double, step: Double) -> Double {
        max(step, (value / step).rounded() * step)
    }

    private static let fractions: [(value: Double, glyph: String)] = [
        (0, ""), (1.0 / 4, "¼"), (1.0 / 3, "⅓"), (1.0 / 2, "½"), (2.0 / 3, "⅔"), (3.0 / 4, "¾"), (1, ""),
    ]

    private static func nearestFraction(_ value: Double) -> Double {
        let whole = value.rounded(.down)
        let part = fractions.min { abs($0.value - (value - whole)) < abs($1.value - (value - whole)) }?.value ?? 0
        return max(1.0 / 4, whole + part)
    }

    /// "½", "1 ½", "2 ⅔" when the line had a fraction and the amount is one of a kitchen's fractions.
    private static func fractionText(_ amount: Double, asked: Bool) -> String? {
        guard asked else { return nil }
        let whole = amount.rounded(.down)
        guard let glyph = fractions.first(where: { abs($0.value - (amount - whole)) < 0.001 && !$0.glyph.isEmpty })?.glyph else {
            return nil
        }
        return whole == 0 ? glyph : "\(Int(whole)) \(glyph)"
    }

    /// At most two decimals, none when whole, with the language's decimal mark ("0,5", "1.25").
    private static func decimalText(_ amount: Double, language: Language) -> String {
        let hundredths = Int((amount * 100).rounded())
        var text = String(hundredths / 100)
        let rest = hundredths % 100
        if rest != 0 {
            let digits = rest % 10 == 0 ? String(rest / 10) : (rest < 10 ? "0\(rest)" : String(rest))
            text += (language == .czech ? "," : ".") + digits
        }
        return text
    }
}
