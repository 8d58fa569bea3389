import DomovCore
import Foundation

/// The pack's start page: what it holds and how to use it.
struct PhrasebookHomePage {
    let frame: PhrasebookFrame

    func render() -> HTML {
        let pack = frame.pack
        let categories = pack.sortedCategories.html { category in
            """
            <li><a href=\"\(SiteURL.phrasebook(.category(pack.id, category.id)))\">\(category.name)</a> <span class=\"pb-count\">\
            \(category.phrases.count)</span></li>
            """
        }
        return frame.render(
            title: frame.packTitle(pack), current: .home,
            """
            <h1>\(frame.packTitle(pack))</h1>
            <p class="pb-lead">\(frame(.packSummary(phrases: pack.phraseCount, words: pack.entryCount)))</p>
            <p>\(frame(.welcome))</p>
            <ul class="pb-category-grid">\(categories)</ul>
            """)
    }
}
