import DomovCore
import Testing

@Suite("Text rules")
struct TextRulesTests {
    @Test func namesAreTrimmedAndBounded() throws {
        #expect(try TextRules.requiredText("  Šárka ~ 🏠 ", field: "name", maximumLength: 10) == "Šárka ~ 🏠")
        #expect(throws: FieldError("name", .required)) { try TextRules.requiredText(" \n ", field: "name", maximumLength: 10) }
        #expect(throws: FieldError("name", .tooLong(maximum: 3))) { try TextRules.requiredText("abcd", field: "name", maximumLength: 3) }
    }

    /// PostgreSQL cannot store NUL in text (a schemathesis run found it as a 500), and no
    /// typed name holds control characters; tabs and line breaks in notes are fine.
    @Test(arguments: ["a\u{0}b", "bell\u{7}", "esc\u{1B}[0m", "del\u{7F}"])
    func controlCharactersAreRefused(_ text: String) {
        #expect(TextRules.hasControlCharacters(text))
        #expect(throws: FieldError("name", .invalidValue)) { try TextRules.requiredText(text, field: "name", maximumLength: 100) }
    }

    @Test func tabsAndLineBreaksAreText() {
        #expect(!TextRules.hasControlCharacters("line one\r\nline\ttwo\n~"))
    }
}
