import Foundation

/// The one rule for a Czech word after a whole number, for the whole app: 1 takes the
/// singular ("1 povinnost"), 2, 3 and 4 the nominative plural ("3 povinnosti"), and 0, 5 and
/// more the genitive plural ("5 povinností", "22 povinností"), as CLDR's Czech rules say for
/// whole numbers. Kept in Core so that every module's Czech text counts the same way.
public enum CzechPlural {
    public enum Form: Sendable, Equatable {
        case one, few, many
    }

    public static func form(_ count: Int) -> Form {
        switch count {
        case 1: .one
        case 2...4: .few
        default: .many
        }
    }

    /// The form of the three that fits `count`: any text, a sentence or a single word.
    public static func choose<Text>(_ count: Int, one: Text, few: Text, many: Text) -> Text {
        switch form(count) {
        case .one: one
        case .few: few
        case .many: many
        }
    }

    /// The number and the word: "1 položka", "3 položky", "5 položek".
    public static func count(_ count: Int, one: String, few: String, many: String) -> String {
        "\(count) \(choose(count, one: one, few: few, many: many))"
    }
}
