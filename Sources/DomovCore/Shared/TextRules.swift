import Foundation

/// The rule most names follow: trimmed, not empty, not too long.
public enum TextRules {
    public static func requiredText(_ raw: String, field: String, maximumLength: Int) throws(FieldError) -> String {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw FieldError(field, .required) }
        guard text.count <= maximumLength else { throw FieldError(field, .tooLong(maximum: maximumLength)) }
        guard !hasControlCharacters(text) else { throw FieldError(field, .invalidValue) }
        return text
    }

    /// Control characters no typed text holds, tab and line breaks aside. NUL in particular
    /// cannot be stored in PostgreSQL text at all, so it is refused where input arrives.
    public static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" || $0.value == 0x7F }
    }
}

extension TextRules {
    /// Text as search compares it: lowercase and without accents, so "sarka" finds "Šárka".
    /// Stored beside what it was made from, because SQLite's LIKE folds ASCII only.
    public static func searchKey(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }
}
