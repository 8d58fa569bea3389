import Foundation

/// The one rule for a Czech word after a number, for the whole app: 1 takes the singular
/// ("1 povinnost"), 2, 3 and 4 the nominative plural ("3 povinnosti"), and 0, 5 and more the
/// genitive plural ("5 povinností", "22 povinností"), as CLDR's Czech rules say for whole
/// numbers; a number with a fraction takes the genitive singular ("½ lžičky", "1,5 lžičky").
/// Kept in Core so that every module's Czech text counts the same way.
public enum CzechPlural: Sendable, Equatable {
    case one, few, many, fraction

    public init(_ count: Int) {
        switch abs(count) {
        case 1: self = .one
        case 2...4: self = .few
        default: self = .many
        }
    }

    public init(_ amount: Double) {
        if amount != amount.rounded() {
            self = .fraction
        } else if let whole = Int(exactly: amount) {
            self.init(whole)
        } else {
            self = .many
        }
    }

    /// The form a whole number takes.
    public static func form(_ count: Int) -> CzechPlural {
        CzechPlural(count)
    }

    /// The form of the three that fits `count`: any text, a sentence or a single word.
    public static func choose<Text>(_ count: Int, one: Text, few: Text, many: Text) -> Text {
        switch CzechPlural(count) {
        case .one: one
        case .few: few
        case .many, .fraction: many
        }
    }

    /// The number and the word: "1 položka", "3 položky", "5 položek".
    public static func count(_ count: Int, one: String, few: String, many: String) -> String {
        "\(count) \(choose(count, one: one, few: few, many: many))"
    }
}
