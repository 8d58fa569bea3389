import Foundation

/// The rule most names follow: trimmed, not empty, not too long.
public enum TextRules {
    public static func requiredText(_ raw: String, field: String, maximumLength: Int) throws(FieldError) -> String {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw FieldError(field, .required) }
        guard text.count <= maximumLength else { throw FieldError(field, .tooLong(maximum: maximumLength)) }
        return text
    }
}

extension TextRules {
    /// Text as search compares it: lowercase and without accents, so "sarka" finds "Šárka".
    /// Stored beside what it was made from, because SQLite's LIKE folds ASCII only.
    public static func searchKey(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }
}
