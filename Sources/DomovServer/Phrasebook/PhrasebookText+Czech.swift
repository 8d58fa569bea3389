import DomovCore
import Foundation

extension PhrasebookText {
    var czech: String {
        switch self {
        case .moduleTitle: "Konverzace"
        case .menu: "Nabídka"
        case .closeMenu: "Zavřít nabídku"
        case .phrases: "Fráze"
        case .other: "Další"
        case .grammar: "Gramatika"
        case .info: "Informace"
        case .packs: "Konverzační příručky"
        case .otherPacks: "Další příručky"
        case .search: "Hledat"
        case .searchLabel: "Hledat fráze"
        case .searchResults(let query): "Fráze se slovy „\(query)“"
        case .noResults: "Žádná fráze neodpovídá. Zkuste méně nebo jiná slova."
        case .searchHint: "Hledá se v obou jazycích; na diakritice a velkých písmenech nezáleží."
        case .translate: "Přeložit"
        case .translation: "Překlad"
        case .chooseAPhrase: "Vyberte frázi a její překlad se ukáže tady."
        case .slotHint(let forms): "Vyberte slovo: \(forms)"
        case .pickWord: "Vyberte slovo"
        case .pickWordFor(let phrase): "Vyberte slovo do fráze „\(phrase)“"
        case .cancel: "Zrušit"
        case .speak: "Přečíst nahlas"
        case .script: "Písmo"
        case .latin: "Latinka"
        case .cyrillic: "Cyrilice"
        case .showIn(let script): script == .latin ? "Zobrazit latinkou" : "Zobrazit cyrilicí"
        case .packSummary(let phrases, let words): "frází: \(phrases), slov: \(words)"
        case .languages(let source, let target): "\(source) → \(target)"
        case .welcome: "Vyberte si téma v nabídce. Do frází se zvýrazněnou mezerou doplníte slovo podle sebe: klepněte na mezeru."
        case .alphabet: "Abeceda"
        case .letterLatin: "Latinka"
        case .letterCyrillic: "Cyrilice"
        case .sound: "Výslovnost"
        case .declension: "Skloňování podstatných jmen"
        case .declensionOf(let word, let gender): "\(word) (\(PhrasebookText.gender(gender).czech))"
        case .caseName(let grammaticalCase):
            switch grammaticalCase {
            case .nominative: "1. pád (nominativ)"
            case .genitive: "2. pád (genitiv)"
            case .dative: "3. pád (dativ)"
            case .accusative: "4. pád (akuzativ)"
            case .vocative: "5. pád (vokativ)"
            case .locative: "6. pád (lokál)"
            case .instrumental: "7. pád (instrumentál)"
            }
        case .number(let number): number == .singular ? "Jednotné číslo" : "Množné číslo"
        case .gender(let gender):
            switch gender {
            case .masculine: "mužský rod"
            case .feminine: "ženský rod"
            case .neuter: "střední rod"
            }
        case .pattern: "vzor"
        case .noGrammar: "Tato příručka nemá gramatické tabulky."
        case .about: "O této příručce"
        case .authors: "Autoři"
        case .links: "Více informací"
        case .seedCredit: "Vychází z aplikace „Komunikační software pro iPad“ (Marek Jalovec, Česká zemědělská univerzita v Praze, 2012)."
        case .emptySlotReads: "…"
        }
    }
}
