import DomovCore
import Foundation

/// Phrases found in either language, each linking to its category with it selected.
struct PhrasebookSearchPage {
    let frame: PhrasebookFrame
    let query: String
    let hits: [PhraseHit]

    func render() -> HTML {
        let pack = frame.pack
        let items = hits.html { hit in
            let url = SiteURL.phrasebook(.category(pack.id, hit.category.id, PhrasebookState(selected: hit.phrase.id)))
            let source = PhraseRenderer(pack: pack).render(hit.phrase, .source).plainText()
            let target = PhraseRenderer(pack: pack).render(hit.phrase, .target).plainText()
            return """
            <li class="pb-hit"><a href="\(url.path + "#pb-bar")"><span class="pb-hit-source">\(source)</span> \
            <span class="pb-hit-target" lang="\(pack.target.code)">\(frame.target(target))</span></a> \
            <span class="pb-hit-category">\(hit.category.name)</span></li>
            """
        }
        let body: HTML = query.isEmpty ? "<p>\(frame(.searchHint))</p>"
            : hits.isEmpty ? "<p class=\"empty-state\">\(frame(.noResults))</p>"
            : "<ol class=\"pb-hits\" id=\"pb-hits\">\(items)</ol>"
        return frame.render(title: frame(.search), current: .search, """
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
