import Foundation

/// ISO 8601 durations as recipe pages write them: "PT1H30M", "P0DT0H20M", "PT45M", "PT0.5H", "P1D".
public enum ISODuration {
    /// Whole minutes (rounded), or nil when the text is not a duration.
    public static func minutes(_ text: String) -> Int? {
        let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard upper.hasPrefix("P"), upper.count > 1 else { return nil }
        var total = 0.0
        var number = ""
        var inTime = false
        var sawValue = false
        for character in upper.dropFirst() {
            if character.isNumber || character == "." || character == "," {
                number.append(character == "," ? "." : character)
                continue
            }
            if character == "T" {
                guard number.isEmpty, !inTime else { return nil }
                inTime = true
                continue
            }
            guard let value = Double(number), value.isFinite, value >= 0 else { return nil }
            number = ""
            sawValue = true
            switch (character, inTime) {
            case ("W", false): total += value * 7 * 24 * 60
            case ("D", false): total += value * 24 * 60
            case ("H", true): total += value * 60
            case ("M", true): total += value
            case ("S", true): total += value / 60
            case ("Y", false), ("M", false): return nil // years and months are not cooking times
            default: return nil
            }
        }
        guard number.isEmpty, sawValue, total < 1_000_000 else { return nil }
        return Int(total.rounded())
    }

    /// "PT1H30M" for 90 minutes, "PT45M" for 45.
    public static func format(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "PT\(rest)M" }
        return rest == 0 ? "PT\(hours)H" : "PT\(hours)H\(rest)M"
    }
}
