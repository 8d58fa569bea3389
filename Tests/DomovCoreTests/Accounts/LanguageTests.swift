import DomovCore
import Testing

@Suite("Language.preferred(fromAcceptLanguage:)")
struct LanguageTests {
    @Test(
        arguments: [
            (nil, Language.english),
            ("", .english),
            ("cs", .czech),
            ("en", .english),
            ("cs-CZ", .czech),
            ("EN-gb", .english),
            ("cs-CZ,cs;q=0.9,en;q=0.8", .czech),
            ("en-US,en;q=0.9,cs;q=0.8", .english),
            ("de-DE, cs;q=0.5", .czech),
            ("de, fr;q=0.9", .english),
            ("*", .english),
            ("en;q=0.2, cs;q=0.7", .czech),
            ("cs;q=0.5, en;q=0.6", .english),
            ("cs;q=0, en;q=0.1", .english),
            ("cs;q=0", .english),
            ("en;q=0, cs", .czech),
            ("sk, cs;q=0.8, en;q=0.3", .czech),
            ("cs ; q=0.9 , en ; q=0.4", .czech),
        ] as [(String?, Language)])
    func picksTheBestSupportedLanguage(header: String?, expected: Language) {
        #expect(Language.preferred(fromAcceptLanguage: header) == expected)
    }

    /// Equal q-values keep the order the browser listed them in.
    @Test func tiesGoToTheFirstListed() {
        #expect(Language.preferred(fromAcceptLanguage: "en, cs") == .english)
        #expect(Language.preferred(fromAcceptLanguage: "cs, en") == .czech)
        #expect(Language.preferred(fromAcceptLanguage: "cs;q=0.5, en;q=0.5") == .czech)
    }

    @Test func aMalformedQualityCountsAsOne() {
        #expect(Language.preferred(fromAcceptLanguage: "en;q=0.9, cs;q=high") == .czech)
    }
}
