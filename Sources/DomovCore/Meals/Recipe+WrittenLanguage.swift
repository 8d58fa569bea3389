import Foundation

extension Recipe {
    /// The language the recipe is written in, as far as its words tell (see `Language.ofRecipeText`).
    /// Its ingredient lines are written out in it (Czech forms and the decimal comma), whatever
    /// language the reader reads in.
    public var writtenLanguage: Language {
        .ofRecipeText([name, summary].joined() + ingredients.map(\.name).joined() + ingredients.map(\.unit).joined() + method.joined())
    }
}

extension Language {
    /// Czech when the text has any letter that only Czech uses among Domov's languages, English otherwise.
    public static func ofRecipeText(_ text: String) -> Language {
        text.contains(where: czechLetters.contains) ? .czech : .english
    }

    private static let czechLetters = Set("ěščřžýůňťďĚŠČŘŽÝŮŇŤĎ")
}
