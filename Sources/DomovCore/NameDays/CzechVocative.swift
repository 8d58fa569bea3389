import Foundation

/// The Czech vocative of a first name ("Jana" → "Jano", "Petr" → "Petře"), by the rules of
/// Czech grammar for the names of the name-day calendar, so a greeting can address the person:
/// "Všechno nejlepší k svátku, Jano!" (`NameDayGreeting`). Tested on every name of the Czech
/// calendar against a table written by hand from the grammar.
public enum CzechVocative {
    /// Names whose vocative no ending rule gives: Jan keeps the old vowel change of its vocative,
    /// Jene (as in "Mistře Jene"), where the rule for a hard consonant would give Jane.
    static let irregular: [String: String] = ["Jan": "Jene"]
    /// Women's names that end in a consonant and so keep their form ("Dagmar", "Ingrid").
    static let feminineConsonantNames: Set<String> = ["Ingrid", "Miriam", "Ester", "Dagmar", "Rút", "Karin", "Ruth", "Edit"]
    /// Men's names in -el with a fleeting e: "Pavel" → "Pavle" (the others add -i: "Daniel" → "Danieli").
    static let fleetingEl: Set<String> = ["Pavel", "Karel", "Havel"]

    public static func vocative(of name: String) -> String {
        guard let last = name.last else { return name }
        if let vocative = irregular[name] { return vocative }
        if feminineConsonantNames.contains(name) { return name }
        let lower = name.lowercased()
        switch last {
        case "a": return name.dropLast() + "o"
        case "e", "é", "ě", "i", "í", "o", "u", "ů", "y", "ý": return name
        default: break
        }
        if lower.hasSuffix("us") { return name.dropLast(2) + "e" } // Julius → Julie
        if lower.hasSuffix("ěk") { return softened(name.dropLast(2)) + "ku" } // Zdeněk → Zdeňku
        if lower.hasSuffix("ek"), name.count > 3 { return name.dropLast(2) + "ku" } // Radek → Radku
        if lower.hasSuffix("nec") { return name.dropLast(2) + "ci" } // Vavřinec → Vavřinci
        if lower.hasSuffix("el") {
            return fleetingEl.contains(name) ? name.dropLast(2) + "le" : name + "i" // Pavel → Pavle, Daniel → Danieli
        }
        if lower.hasSuffix("ch") || "kgh".contains(last) { return name + "u" } // Oldřich → Oldřichu, Dominik → Dominiku
        if last == "r" {
            // After a consonant the r softens: Petr → Petře; after a vowel it takes -e: Igor → Igore.
            let before = name.dropLast().last.map { "aáeéěiíoóuúůyý".contains($0.lowercased()) } ?? true
            return before ? name + "e" : name.dropLast() + "ře"
        }
        if "šžčřcjťďňsxz".contains(last) { return name + "i" } // Tomáš → Tomáši, Alois → Aloisi
        return name + "e" // Adam → Adame, Josef → Josefe
    }

    /// A stem whose ě has dropped out keeps its softness: "Zden" → "Zdeň", "Lud" → "Luď".
    private static func softened(_ stem: Substring) -> String {
        guard let consonant = stem.last else { return String(stem) }
        let soft: [Character: String] = ["n": "ň", "d": "ď", "t": "ť"]
        return stem.dropLast() + (soft[consonant] ?? String(consonant))
    }
}
