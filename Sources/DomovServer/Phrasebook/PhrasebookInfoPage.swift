import DomovCore
import Foundation

/// Who made the pack and where to learn the language, plus where the module came from.
struct PhrasebookInfoPage {
    let frame: PhrasebookFrame

    func render() -> HTML {
        let pack = frame.pack
        let info = pack.info
        let authors = (info?.authors ?? []).html { "<li>\($0)</li>" }
        let links = (info?.links ?? []).filter { $0.url.hasPrefix("https://") || $0.url.hasPrefix("http://") }.html { link in
            "<li><a href=\"\(link.url)\" rel=\"noopener noreferrer\">\(link.title)</a></li>"
        }
        return frame.render(
            title: frame(.info), current: .info,
            """
            <h1>\(frame(.about))</h1>
            <p class="pb-lead">\(frame.packTitle(pack)) · \(frame(.packSummary(phrases: pack.phraseCount, words: pack.entryCount)))</p>
            \(info?.description.map { "<p>\($0)</p>" as HTML })
            \(authors.rendered.isEmpty ? HTML.empty : "<h2>\(frame(.authors))</h2><ul>\(authors)</ul>" as HTML)
            \(links.rendered.isEmpty ? HTML.empty : "<h2>\(frame(.links))</h2><ul>\(links)</ul>" as HTML)
            <p class="pb-credit">\(frame(.seedCredit))</p>
            """)
    }
}
