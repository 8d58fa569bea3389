import DomovCore
import Foundation

/// A phrase as HTML: the source text with its slots as links, or the target text with the
/// chosen words (in the reader's script).
struct PhrasebookPhraseHTML {
    let frame: PhrasebookFrame

    func source(_ phrase: Phrase, selection: PhraseSelection, slotURL: (Int) -> SiteURL) -> HTML {
        PhraseRenderer(pack: frame.pack).render(phrase, .source, selection: selection).pieces.html { piece in
            switch piece {
            case .text(let text):
                return "\(text)"
            case .slot(let number, let label, let word):
                return """
                    <a class="pb-slot\(word == nil ? "" : " pb-slot--filled")" href="\(slotURL(number))" data-slot="\(number)" \
                    title="\(frame(.slotHint(label)))">\(word ?? label)</a>
                    """
            }
        }
    }

    func target(_ phrase: Phrase, selection: PhraseSelection) -> (html: HTML, text: String) {
        let rendered = PhraseRenderer(pack: frame.pack).render(phrase, .target, selection: selection)
        let html = rendered.pieces.html { piece in
            switch piece {
            case .text(let text): return "\(frame.target(text))"
            case .slot(_, _, let word?): return "<strong class=\"pb-word\">\(frame.target(word))</strong>"
            case .slot(_, _, nil): return "<span class=\"pb-gap\">\(frame(.emptySlotReads))</span>"
            }
        }
        // Piece by piece, as the HTML (and the offline data) converts it.
        let text = rendered.pieces.map { piece in
            switch piece {
            case .text(let text): frame.target(text)
            case .slot(_, _, let word): word.map(frame.target) ?? ""
            }
        }.joined()
        return (html, text)
    }
}
