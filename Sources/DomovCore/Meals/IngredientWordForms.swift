import Foundation

/// How the words of an ingredient line follow its amount, as a cook writes them: Czech units and
/// counted foods in the form the number asks for ("1 lžíce", "5 lžic", "½ lžičky"; "1 červená
/// cibule", "2 červené cibule", "5 červených cibulí"), English ones singular or plural ("1 clove",
/// "2 cloves", "2 carrots"). A word this does not know is left as written.
enum IngredientWordForms {
    enum Gender { case masculine, feminine, neuter }

    /// One word's forms after a number: one, few (2–4), many (5 and more), after a fraction.
    struct Paradigm {
        let gender: Gender
        let forms: [String]

        func form(_ plural: CzechPlural) -> String {
            switch plural {
            case .one: forms[0]
            case .few: forms[1]
            case .many: forms[2]
            case .fraction: forms[3]
            }
        }
    }

    // MARK: Czech

    /// Units written as words. Further forms after ";" are other cases recipes use ("lžičku soli").
    static let czechUnits: [String] = [
        "f lžíce|lžíce|lžic|lžíce;lžíci lžící", "f lžička|lžičky|lžiček|lžičky;lžičku lžičkou",
        "m stroužek|stroužky|stroužků|stroužku;stroužkem", "m hrnek|hrnky|hrnků|hrnku;hrnkem",
        "m hrníček|hrníčky|hrníčků|hrníčku",
        "m šálek|šálky|šálků|šálku", "f špetka|špetky|špetek|špetky;špetku špetkou", "f hrst|hrsti|hrstí|hrsti;hrstě",
        "f hrstka|hrstky|hrstek|hrstky;hrstku", "m svazek|svazky|svazků|svazku", "m svazeček|svazečky|svazečků|svazečku",
        "m kus|kusy|kusů|kusu", "m plátek|plátky|plátků|plátku", "m krajíc|krajíce|krajíců|krajíce",
        "f plechovka|plechovky|plechovek|plechovky;plechovku", "f konzerva|konzervy|konzerv|konzervy;konzervu",
        "m kelímek|kelímky|kelímků|kelímku", "f kostka|kostky|kostek|kostky;kostku", "m balíček|balíčky|balíčků|balíčku",
        "m sáček|sáčky|sáčků|sáčku", "f hlávka|hlávky|hlávek|hlávky;hlávku", "f palička|paličky|paliček|paličky;paličku",
        "f hlavička|hlavičky|hlaviček|hlavičky;hlavičku", "f kulička|kuličky|kuliček|kuličky",
        "m litr|litry|litrů|litru", "m gram|gramy|gramů|gramu", "m mililitr|mililitry|mililitrů|mililitru",
        "m decilitr|decilitry|decilitrů|decilitru",
    ]

    /// Foods that are counted, and what a recipe counts them in.
    static let czechNouns: [String] = [
        "f mrkev|mrkve|mrkví|mrkve", "f cibule|cibule|cibulí|cibule", "f cibulka|cibulky|cibulek|cibulky",
        "n rajče|rajčata|rajčat|rajčete", "f okurka|okurky|okurek|okurky", "f paprika|papriky|paprik|papriky",
        "f kapie|kapie|kapií|kapie", "f oliva|olivy|oliv|olivy", "m filet|filety|filetů|filetu", "m citron|citrony|citronů|citronu",
        "f limetka|limetky|limetek|limetky", "n vejce|vejce|vajec|vejce", "m banán|banány|banánů|banánu",
        "f tortilla|tortilly|tortill|tortilly", "f tortila|tortily|tortil|tortily", "m batát|batáty|batátů|batátu",
        "n avokádo|avokáda|avokád|avokáda", "f cuketa|cukety|cuket|cukety", "f brambora|brambory|brambor|brambory",
        "m řapík|řapíky|řapíků|řapíku", "m pastinák|pastináky|pastináků|pastináku", "n jablko|jablka|jablek|jablka",
        "f pita|pity|pit|pity", "f hruška|hrušky|hrušek|hrušky", "m pomeranč|pomeranče|pomerančů|pomeranče",
        "m lilek|lilky|lilků|lilku", "m žloutek|žloutky|žloutků|žloutku", "m bílek|bílky|bílků|bílku",
        "m rohlík|rohlíky|rohlíků|rohlíku", "f houska|housky|housek|housky", "f broskev|broskve|broskví|broskve",
        "f meruňka|meruňky|meruněk|meruňky", "f švestka|švestky|švestek|švestky", "m celer|celery|celerů|celeru",
        "m pórek|pórky|pórků|pórku", "f ředkvička|ředkvičky|ředkviček|ředkvičky", "m list|listy|listů|listu",
        "n prso|prsa|prs|prsa", "n stehno|stehna|stehen|stehna", "m řízek|řízky|řízků|řízku", "f placka|placky|placek|placky",
        "f tyčinka|tyčinky|tyčinek|tyčinky", "m lusk|lusky|lusků|lusku", "f klobása|klobásy|klobás|klobásy",
    ]

    private static func index(_ table: [String]) -> [String: Paradigm] {
        var index: [String: Paradigm] = [:]
        for entry in table {
            let gender: Gender =
                switch entry.first {
                case "m": .masculine;
                case "n": .neuter;
                default: .feminine
                }
            let parts = entry.dropFirst(2).split(separator: ";", omittingEmptySubsequences: false)
            let paradigm = Paradigm(gender: gender, forms: parts[0].split(separator: "|").map(String.init))
            let others = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
            for form in paradigm.forms + others where index[form] == nil { index[form] = paradigm }
        }
        return index
    }

    private static let czechUnitByForm = index(czechUnits)
    private static let czechNounByForm = index(czechNouns)

    /// Whether the word is a form of a Czech unit or counted food this knows.
    static func isCzech(_ word: String) -> Bool {
        czechUnitByForm[word] != nil || czechNounByForm[word] != nil
    }

    /// A Czech unit word in the form `plural` asks for; nil when it is not a Czech unit word ("g", "ml", "tbsp").
    static func czechUnit(_ word: String, _ plural: CzechPlural) -> String? {
        czechUnitByForm[word.lowercased()].map { $0.form(plural) }
    }

    /// "červená cibule" after 5 is "červených cibulí": the counted noun and the adjectives before it
    /// agree with the number; words after the noun ("filety z lososa") stay. Nil when no word is a known noun.
    static func czechName(_ name: String, _ plural: CzechPlural) -> String? {
        var words = name.split(separator: " ").map(String.init)
        guard let head = words.firstIndex(where: { czechNounByForm[$0.lowercased()] != nil }),
            let noun = czechNounByForm[words[head].lowercased()]
        else { return nil }
        words[head] = noun.form(plural)
        for index in words.indices where index < head {
            if let adjective = czechAdjective(words[index], noun.gender, plural) { words[index] = adjective }
        }
        return words.joined(separator: " ")
    }

    /// Endings of a hard and a soft adjective for each gender: one, few, many, fraction.
    private static let adjectiveEndings: [Gender: (hard: [String], soft: [String])] = [
        .feminine: (["á", "é", "ých", "é"], ["í", "í", "ích", "í"]),
        .masculine: (["ý", "é", "ých", "ého"], ["í", "í", "ích", "ího"]),
        .neuter: (["é", "á", "ých", "ého"], ["í", "í", "ích", "ího"]),
    ]

    private static func czechAdjective(_ word: String, _ gender: Gender, _ plural: CzechPlural) -> String? {
        guard word.count > 3, word.allSatisfy(\.isLetter), word == word.lowercased(), let endings = adjectiveEndings[gender] else {
            return nil
        }
        let slot =
            switch plural {
            case .one: 0;
            case .few: 1;
            case .many: 2;
            case .fraction: 3
            }
        for (ending, soft) in [
            ("ých", false), ("ého", false), ("ích", true), ("ího", true), ("á", false), ("é", false), ("ý", false), ("í", true),
        ]
        where word.hasSuffix(ending) {
            return String(word.dropLast(ending.count)) + (soft ? endings.soft : endings.hard)[slot]
        }
        return nil
    }

    // MARK: English

    /// Unit words that take a plural; abbreviations ("tbsp", "g") do not.
    private static let englishUnits: [String: String] = [
        "cup": "cups", "teaspoon": "teaspoons", "tablespoon": "tablespoons", "pinch": "pinches", "handful": "handfuls",
        "bunch": "bunches", "piece": "pieces", "clove": "cloves", "head": "heads", "slice": "slices", "can": "cans",
        "tin": "tins", "pot": "pots", "tub": "tubs", "packet": "packets", "sachet": "sachets", "litre": "litres", "liter": "liters",
        "gram": "grams", "millilitre": "millilitres", "milliliter": "milliliters", "kilogram": "kilograms",
    ]
    private static let englishUnitSingulars = Dictionary(uniqueKeysWithValues: englishUnits.map { ($1, $0) })

    static func englishUnit(_ word: String, plural: Bool) -> String? {
        let lower = word.lowercased()
        guard let singular = englishUnits[lower] != nil ? lower : englishUnitSingulars[lower] else { return nil }
        return plural ? englishUnits[singular] : singular
    }

    private static let irregular: [String: String] = ["leaf": "leaves", "loaf": "loaves", "half": "halves", "knife": "knives"]
    private static let irregularSingulars = Dictionary(uniqueKeysWithValues: irregular.map { ($1, $0) })
    private static let addsES: Set<String> = ["tomato", "potato", "mango"]

    /// "2 carrots", "1 salmon fillet", "3 tomatoes": the last word before any comma is the counted one.
    static func englishName(_ name: String, plural: Bool) -> String {
        let comma = name.firstIndex(of: ",") ?? name.endIndex
        var words = name[..<comma].split(separator: " ").map(String.init)
        guard let last = words.last, last.allSatisfy(\.isLetter), last.count > 1 else { return name }
        let singular = englishSingular(last)
        words[words.count - 1] = plural ? englishPlural(singular) : singular
        return words.joined(separator: " ") + name[comma...]
    }

    private static func englishSingular(_ word: String) -> String {
        let lower = word.lowercased()
        if let singular = irregularSingulars[lower] { return singular }
        if lower.hasSuffix("ies"), lower.count > 4 { return String(word.dropLast(3)) + "y" }
        if lower.hasSuffix("oes"), addsES.contains(String(lower.dropLast(2))) { return String(word.dropLast(2)) }
        for ending in ["ches", "shes", "xes", "sses", "zes"] where lower.hasSuffix(ending) { return String(word.dropLast(2)) }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") { return String(word.dropLast()) }
        return word
    }

    private static func englishPlural(_ word: String) -> String {
        let lower = word.lowercased()
        if let plural = irregular[lower] { return plural }
        if addsES.contains(lower) { return word + "es" }
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return word + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return String(word.dropLast()) + "ies" }
        return word + "s"
    }
}
