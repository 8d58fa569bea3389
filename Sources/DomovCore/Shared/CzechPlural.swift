import Foundation

/// The one Czech plural rule: which form a number takes after it. "1 mrkev", "2–4 mrkve",
/// "5 mrkví" (and 0), and a number with a fraction takes the genitive singular: "½ lžičky",
/// "1,5 lžičky", "2,5 litru".
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

    /// The form of three (one, few, many) that `count` takes: "1 položka", "3 položky", "5 položek".
    public static func choose(_ count: Int, one: String, few: String, many: String) -> String {
        switch CzechPlural(count) {
        case .one: one
        case .few: few
        case .many, .fraction: many
        }
    }
}
