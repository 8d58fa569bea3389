import DomovCore
import Foundation

/// The word picker for one slot: a section per form the slot allows, each word with its
/// translation already in that form (nouns with gender and pattern). Choosing a word is a
/// link back to the category with the word set; Cancel goes back with nothing changed.
struct PhrasebookPickerPage {
    let frame: PhrasebookFrame
    let category: PhraseCategory
    let phrase: Phrase
    let slot: Int
    let state: PhrasebookState

    var pack: PhrasePack { frame.pack }

    func render() -> HTML {
        let renderer = PhraseRenderer(pack: pack)
        let sentence = renderer.render(phrase, .source, selection: state.choices[phrase.id]).plainText(placeholder: frame(.emptySlotReads))
        let sections = renderer.pickerSections(phrase, slot: slot).html(section)
        let back = SiteURL.phrasebook(.category(pack.id, category.id, state)).path + "#phrase-\(phrase.id)"
        return frame.render(
            title: frame(.pickWord), current: .category(category.id),
            """
            <div class="pb-picker" id="pb-picker" data-slot="\(slot)" data-phrase="\(phrase.id)">
            <h1>\(frame(.pickWordFor(sentence)))</h1>
            \(sections)
            <p class="pb-picker-actions"><a class="button pb-cancel" id="pb-cancel" href="\(back)">\(frame(.cancel))</a></p>
            </div>
            """)
    }

    private func section(_ form: WordForm) -> HTML {
        let entries = form.entries.html { entry in
            let choice = PhraseSelection.Choice(form: form.id, entry: entry.id)
            let url = SiteURL.phrasebook(.category(pack.id, category.id, state.choosing(choice, slot: slot, in: phrase.id)))
            let grammar: HTML =
                entry.gender.map { gender -> HTML in
                    let pattern = entry.pattern.map { ", \(frame(.pattern)) \($0)" } ?? ""
                    return "<span class=\"pb-entry-grammar\">\(frame(.gender(gender)) + pattern)</span>"
                } ?? .empty
            return """
                <li><a class="pb-entry" href="\(url.path + "#phrase-\(phrase.id)")" data-choice="\(choice.token)">\
                <span class="pb-entry-source">\(entry.source)</span> \
                <span class="pb-entry-target" lang="\(pack.target.code)">\(frame.target(entry.target))</span>\(grammar)</a></li>
                """
        }
        return """
            <section class="pb-picker-section" data-form="\(form.id)">
            <h2>\(form.name)</h2>
            <ul class="pb-entries">\(entries)</ul>
            </section>
            """
    }
}
