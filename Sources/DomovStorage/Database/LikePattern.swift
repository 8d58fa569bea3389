import Foundation

/// LIKE patterns for words a person typed into a search, for a LIKE with `ESCAPE '\'`.
enum LikePattern {
    /// Matches text that contains `word`; `%`, `_` and `\` in it match themselves.
    static func containing(_ word: some StringProtocol) -> String {
        let escaped = word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
        return "%" + escaped + "%"
    }
}
