import DomovCore
import Foundation

/// A category: its phrases in the source language, sorted, each slot an inline link to the
/// word picker; the selected phrase's translation in the bar below, with the chosen words.
struct PhrasebookCategoryPage {
    let frame: PhrasebookFrame
    let category: PhraseCategory
    let state: PhrasebookState
    var isFavourite = false

    var pack: PhrasePack { frame.pack }

    func render() -> HTML {
        let phrases = category.sortedPhrases(pack.source.collationRules).html(row)
        return frame.render(
            title: category.name, current: .category(category.id), state: state,
            """
            <h1 id="pb-title">\(category.name)</h1>
            <ol class="pb-phrases" id="pb-phrases" lang="\(pack.source.code)">\(phrases)</ol>
            \(PhrasebookTranslationBar(frame: frame, phrase: selected,
                selection: selected.map { state.choices[$0.id] } ?? PhraseSelection(),
                                       back: SiteURL.phrasebook(.category(pack.id, category.id, state)).path,
                                           isFavourite: isFavourite).render())
            """)
    }

    var selected: Phrase? {
        state.selected.flatMap { id in category.phrases.first { $0.id == id } }
    }

    private func row(_ phrase: Phrase) -> HTML {
        let isSelected = phrase.id == state.selected
        let selectThis = PhrasebookState(selected: phrase.id, choices: state.choices)
        let source = PhrasebookPhraseHTML(frame: frame).source(phrase, selection: state.choices[phrase.id]) { slot in
            SiteURL.phrasebook(.picker(pack.id, category.id, phrase: phrase.id, slot: slot, state))
        }
        return """
            <li class="pb-phrase\(isSelected ? " pb-phrase--selected" : "")" id="phrase-\(phrase.id)" data-phrase="\(phrase.id)">
            <span class="pb-source">\(source)</span>
            <a class="pb-translate" \
            href="\(SiteURL.phrasebook(.category(pack.id, category.id,
                selectThis)).path + "#pb-bar")"\(isSelected ? " aria-current=\"true\"" as HTML : "")>\(frame(.translate))</a>
            </li>
            """
    }
}
