import DomovCore
import Foundation

/// Words and phrases found in either language. A word is listed in each form it is in; each
/// phrase links to its category with it selected, a phrase found by a word with that word in
/// its slot.
struct PhrasebookSearchPage {
    let frame: PhrasebookFrame
    let query: String
    let hits: [PhraseHit]
    var words: [WordHit] = []

    func render() -> HTML {
        let pack = frame.pack
        let renderer = PhraseRenderer(pack: pack)
        let items = hits.html { hit in
            var choices = PhraseChoices()
            choices[hit.phrase.id] = hit.selection
            let url = SiteURL.phrasebook(.category(pack.id, hit.category.id, PhrasebookState(selected: hit.phrase.id, choices: choices)))
            let source = renderer.render(hit.phrase, .source, selection: hit.selection).plainText()
            let target = renderer.render(hit.phrase, .target, selection: hit.selection).plainText()
            return """
                <li class="pb-hit"><a href="\(url.path + "#pb-bar")"><span class="pb-hit-source">\(source)</span> \
                <span class="pb-hit-target" lang="\(pack.target.code)">\(frame.target(target))</span></a> \
                <span class="pb-hit-category">\(hit.category.name)</span></li>
                """
        }
        let wordItems = words.html { word in
            """
            <li class="pb-word-hit" data-word="\(word.form):\(word.entry.id)"><span class="pb-hit-source">\(word.entry.source)</span> \
            <span class="pb-hit-target" lang="\(pack.target.code)">\(frame.target(word.entry.target))</span> \
            <span class="pb-hit-category">\(word.formName)</span></li>
            """
        }
        let wordList: HTML =
            words.isEmpty
            ? .empty
            : "<h2>\(frame(.words))</h2><ul class=\"pb-word-hits\" id=\"pb-word-hits\">\(wordItems)</ul><h2>\(frame(.phrases))</h2>"
        let body: HTML =
            query.isEmpty
            ? "<p>\(frame(.searchHint))</p>"
            : hits.isEmpty && words.isEmpty
                ? "<p class=\"empty-state\">\(frame(.noResults))</p>"
                : "\(wordList)<ol class=\"pb-hits\" id=\"pb-hits\">\(items)</ol>"
        return frame.render(
            title: frame(.search), current: .search,
            """
            <h1>\(query.isEmpty ? frame(.search) : frame(.searchResults(query)))</h1>
            <form class="pb-search pb-search--page" method="get" action="\(SiteURL.phrasebook(.search(pack.id)))" role="search">
            <label for="pb-q-page">\(frame(.searchLabel))</label>
            <input type="search" id="pb-q-page" name="q" value="\(query)">
            <button type="submit" class="button primary">\(frame(.search))</button>
            </form>
            \(body)
            """)
    }
}
