import Foundation

extension Recipe {
    /// The language the recipe is written in, as far as its words tell (see `Language.ofRecipeText`).
    /// Its ingredient lines are written out in it (Czech forms and the decimal comma), whatever
    /// language the reader reads in.
    public var writtenLanguage: Language {
        .ofRecipeText(
            [content.name, content.summary].joined() + content.ingredients.map(\.name).joined() + content.ingredients.map(\.unit).joined()
                + content.method.joined())
    }
}

extension Language {
    /// Czech when the text has a letter that only Czech uses among Domov's languages, or a word
    /// that is a Czech unit or counted food ("3 banány", "2 cibule"); English otherwise.
    public static func ofRecipeText(_ text: String) -> Language {
        if text.contains(where: czechLetters.contains) { return .czech }
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        return words.contains { IngredientWordForms.isCzech($0) && !englishToo.contains($0) } ? .czech : .english
    }

    /// Czech forms that English recipes write too ("celery", "paprika"): no sign of either language.
    private static let englishToo: Set<String> = ["celery", "paprika", "pita", "list", "filet", "kus"]

    // "é" is left out: English recipes borrow it (purée, sautéed); "á", "í", "ú" they hardly do.
    private static let czechLetters = Set("ěščřžýůňťďáíúĚŠČŘŽÝŮŇŤĎÁÍÚ")
}
