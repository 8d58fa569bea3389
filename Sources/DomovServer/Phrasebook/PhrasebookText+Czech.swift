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
        case .searchLabel: "Hledat fráze a slova"
        case .searchResults(let query): "Nalezeno pro „\(query)“"
        case .noResults: "Žádná fráze ani slovo neodpovídá. Zkuste méně nebo jiná slova."
        case .searchHint:
            """
            Hledají se fráze i slova v obou jazycích; na diakritice a velkých písmenech nezáleží. Slovo najde i fráze, do \
            kterých se hodí.
            """
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
        case .languages(let source, let target): "\(source.prefix(1).uppercased() + source.dropFirst()) → \(target)"
        case .language(let language):
            switch language.code {
            case "en": "angličtina"
            case "cs": "čeština"
            case "sk": "slovenština"
            case "art-x-neoslav": "novoslověnština"
            default: language.name
            }
        case .words: "Slova"
        case .presentTense: "Slovesa v přítomném čase"
        case .verbColumn: "Sloveso"
        case .person(let person): ["já", "ty", "on, ona, ono", "my", "vy", "oni"][min(max(person, 0), 5)]
        case .adjectives: "Přídavná jména (jednotné číslo; mužský rod životný)"
        case .alreadyInPack(let existing, let total):
            """
            Příručka už obsahuje \(existing) z \(total) frází a slov tohoto souboru, a tak se nic neimportovalo: importujte soubor \
            jen s vlastními frázemi a slovy.
            """
        case .slotFormsHint: "Zaškrtněte každý seznam slov, který mezera přijme."
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
        case .seedCredit:
            "Vychází z aplikace „Komunikační software pro iPad“ (Marek Jalovec, Česká zemědělská univerzita v Praze, 2012)."
        case .emptySlotReads: "…"
        case .favourites: "Oblíbené a nedávné"
        case .recent: "Nedávno použité"
        case .addFavourite: "Přidat k oblíbeným"
        case .removeFavourite: "Odebrat z oblíbených"
        case .noFavourites: "Zatím žádné oblíbené. Frázi přidáte z lišty s překladem."
        case .noRecent: "Tady se objeví fráze, které přeložíte."
        case .favouriteKept: "Uloženo v tomto zařízení; na server se uloží, až bude síť."
        case .favouriteNotSent: "zatím neuloženo: čeká na síť"
        case .favouriteRemovalNotSent: "odebráno v tomto zařízení: čeká na síť"
        case .favouritesWaiting: "Změny oblíbených čekající na síť:"
        case .household(let name): "Fráze domácnosti \(name)"
        case .householdIntro:
            """
            Vlastní fráze a slova vaší domácnosti; všichni členové je uvidí spolu s frázemi této příručky. Mezeru pro slovo \
            napište jako |1|, |2| nebo |3| do obou textů.
            """
        case .householdEmpty: "Zatím žádné vlastní fráze ani slova."
        case .addPhrase: "Přidat frázi"
        case .addWord: "Přidat slovo"
        case .sourceText(let language): "Jazyk: \(language)"
        case .targetText(let language): "Jazyk: \(language)"
        case .slotForm(let number): "Slova pro |\(number)|"
        case .wordForm: "Seznam slov"
        case .genderLabel: "Rod"
        case .patternLabel: "Vzor skloňování"
        case .lemmaLabel: "Základní tvar (1. pád)"
        case .kind(let kind):
            switch kind {
            case .person: "Lidé"
            case .family: "Rodina a přátelé"
            case .animal: "Zvířata"
            case .place: "Místa"
            case .food: "Jídlo a pití"
            case .thing: "Věci"
            case .belonging: "Moje věci"
            case .transport: "Doprava"
            }
        case .kindLabel: "Co slovo označuje"
        case .kindHint:
            """
            Mezera, která bere jen některé druhy slov, nabídne toto slovo, jen když je jedním z nich; slovo bez druhu se nabízí \
            všude.
            """
        case .slotKinds(let number): "Druhy slov pro |\(number)|"
        case .slotKindsHint:
            """
            Zaškrtněte druhy slov, které v mezeře dávají smysl, aby „Prosím, zavolejte |1|.“ nabízelo lidi, a ne kávu. Když \
            nezaškrtnete nic, mezera bere všechna slova svých seznamů.
            """
        case .optional: "nepovinné"
        case .remove: "Odebrat"
        case .exportPack: "Exportovat jako balíček"
        case .importPack: "Importovat balíček"
        case .importFile: "Soubor balíčku (.json)"
        case .importHint:
            "Nahradí fráze a slova vaší domácnosti pro tuto příručku. Soubor se kontroluje stejně jako dodávané balíčky."
        case .refused: "Nic se neuložilo:"
        case .saved: "Uloženo."
        }
    }
}
