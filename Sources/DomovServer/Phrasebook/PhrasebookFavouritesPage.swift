import DomovCore
import Foundation

/// The person's favourite phrases and the ones they used last, each with its chosen words,
/// linking back to its category with the phrase selected.
struct PhrasebookFavouritesPage {
    let frame: PhrasebookFrame
    let favourites: [SavedPhrase]
    let recent: [SavedPhrase]

    func render() -> HTML {
        frame.render(
            title: frame(.favourites), current: .favourites,
            """
            <h1>\(frame(.favourites))</h1>
            \(list(favourites, id: "pb-favourites", empty: .noFavourites))
            <h2>\(frame(.recent))</h2>
            \(list(recent, id: "pb-recent", empty: .noRecent))
            """)
    }

    private func list(_ saved: [SavedPhrase], id: String, empty: PhrasebookText) -> HTML {
        let pack = frame.pack
        let renderer = PhraseRenderer(pack: pack)
        let items = saved.compactMap { saved -> HTML? in
            guard let (category, phrase) = pack.phrase(saved.phraseID) else { return nil }
            let selection = saved.selection.resolved(for: phrase, in: pack)
            var choices = PhraseChoices()
            choices[phrase.id] = selection
            let url = SiteURL.phrasebook(.category(pack.id, category.id, PhrasebookState(selected: phrase.id, choices: choices)))
            return """
                <li class="pb-hit" data-phrase="\(phrase.id)"><a href="\(url.path + "#pb-bar")"><span \
                class="pb-hit-source">\(renderer.render(phrase, .source, selection: selection).plainText())</span> \
                <span class="pb-hit-target" lang="\(pack.target.code)">\
                \(frame.target(renderer.render(phrase, .target, selection: selection).plainText()))</span></a> \
                <span class="pb-hit-category">\(category.name)</span></li>
                """
        }
        guard !items.isEmpty else { return "<p class=\"empty-state\" id=\"\(id)-empty\">\(frame(empty))</p>" }
        return "<ol class=\"pb-hits\" id=\"\(id)\">\(items)</ol>"
    }
}
