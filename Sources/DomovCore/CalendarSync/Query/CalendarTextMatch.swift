import Foundation

/// CALDAV:text-match (RFC 4791 §9.7.5): a substring test on a property or parameter value
/// under a collation (RFC 4790), optionally negated.
///
/// RFC 7809's match types are not supported: RFC 4791 defines text-match as a substring
/// match and that is all CalDAV clients send.
public struct CalendarTextMatch: Hashable, Sendable {
    /// The collations a server may be asked for. An unknown name should fail the request with
    /// CALDAV:supported-collation, so `init(rawValue:)` returning nil is that signal.
    public enum Collation: String, Hashable, Sendable, CaseIterable {
        /// The default: ASCII letters compare without case, every other octet exactly.
        case asciiCasemap = "i;ascii-casemap"
        /// Octet by octet of the UTF-8 text.
        case octet = "i;octet"
        /// RFC 5051 in spirit: compatibility decomposition and full case folding, so "STRASSE"
        /// finds "Straße" and "ＡＢＣ" finds "abc". Diacritics are not removed ("é" stays
        /// distinct from "e"), as in RFC 5051 itself.
        case unicodeCasemap = "i;unicode-casemap"
    }

    /// The substring looked for (the element's character data).
    public var text: String
    public var collation: Collation
    /// negate-condition="yes": the test passes when the text is not found.
    public var negateCondition: Bool

    /// A text-match with the RFC's defaults: i;ascii-casemap, not negated.
    public init(_ text: String, collation: Collation = .asciiCasemap, negateCondition: Bool = false) {
        self.text = text
        self.collation = collation
        self.negateCondition = negateCondition
    }

    /// Whether `value` passes: contains the text under the collation, or not when negated.
    public func matches(_ value: String) -> Bool {
        let found = Self.contains(collation.key(value), collation.key(text))
        return found != negateCondition
    }

    /// For a multi-valued parameter (`MEMBER="a","b"`): found in any value, or with
    /// negate-condition in none, so negation applies to the parameter as a whole.
    public func matches(anyOf values: [String]) -> Bool {
        let needle = collation.key(text)
        let found = values.contains { Self.contains(collation.key($0), needle) }
        return found != negateCondition
    }

    /// Substring search on octets. Keys are short (property values), so the plain scan is
    /// faster than building tables for a cleverer search.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var index = 1
            while index < needle.count, haystack[start + index] == needle[index] { index += 1 }
            if index == needle.count { return true }
        }
        return false
    }
}

extension CalendarTextMatch.Collation {
    /// The octets two strings are compared by under this collation.
    func key(_ string: String) -> [UInt8] {
        switch self {
        case .octet:
            return Array(string.utf8)
        case .asciiCasemap:
            return string.utf8.map { (97...122).contains($0) ? $0 - 32 : $0 }
        case .unicodeCasemap:
            // Upper then lower case approximates full case folding: "ß" becomes "SS" then
            // "ss", a final sigma "ς" becomes "Σ" then "σ". NFKD first, as RFC 5051 does, but
            // composed again afterwards: on decomposed text a substring search would find
            // "cafe" in "café" (its accent is a separate scalar after the "e").
            let folded = string.decomposedStringWithCompatibilityMapping.uppercased().lowercased()
            return Array(folded.precomposedStringWithCanonicalMapping.utf8)
        }
    }
}
