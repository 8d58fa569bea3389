import Foundation

/// Czech counts take three forms: 1 týden, 2–4 týdny, 0 and 5+ týdnů.
public enum CzechPlural {
    public static func form(_ count: Int, one: String, few: String, many: String) -> String {
        switch abs(count) {
        case 1: one
        case 2...4: few
        default: many
        }
    }
}
