import DomovCore
import Foundation

/// The bar under the phrases: the selected phrase in both languages, and Speak.
struct PhrasebookTranslationBar {
    /// The fields of the form that keeps a phrase as a favourite (phrasebook.js posts the same names).
    enum Field: String, FormField {
        case phrase
        case choices
        case favourite
        case back
    }

    let frame: PhrasebookFrame
    let phrase: Phrase?
    let selection: PhraseSelection
    /// Where the favourite button comes back to; nil shows no button.
    var back: String? = nil
    var isFavourite = false

    func render() -> HTML {
        guard let phrase else {
            return "<section class=\"pb-bar pb-bar--empty\" id=\"pb-bar\" aria-live=\"polite\"><p>\(frame(.chooseAPhrase))</p></section>"
        }
        let pack = frame.pack
        let source = PhraseRenderer(pack: pack).render(phrase, .source, selection: selection).plainText(placeholder: frame(.emptySlotReads))
        let target = PhrasebookPhraseHTML(frame: frame).target(phrase, selection: selection)
        let scriptLanguage = pack.target.hasCyrillic && frame.script == .cyrillic ? "-Cyrl" : ""
        return """
            <section class="pb-bar" id="pb-bar" aria-live="polite" aria-labelledby="pb-bar-title">
            <h2 id="pb-bar-title" class="visually-hidden">\(frame(.translation))</h2>
            <p class="pb-bar-source" id="pb-bar-source" lang="\(pack.source.code)">\(source)</p>
            <p class="pb-bar-target" id="pb-bar-target" lang="\(pack.target.code + scriptLanguage)">\(target.html)</p>
            <div class="pb-bar-actions">
            <button type="button" class="button pb-speak" id="pb-speak" hidden data-lang="\(pack.target.speechLanguage)" \
            data-text="\(target.text)">\(frame(.speak))</button>
            \(favouriteForm(phrase))
            </div>
            </section>
            """
    }

    private func favouriteForm(_ phrase: Phrase) -> HTML {
        guard let back else { return .empty }
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        return form.form(
            id: "pb-favourite-form", action: .phrasebook(.favourite(frame.pack.id)), classes: "pb-favourite",
            """
            <input type="hidden" name="\(Field.phrase)" value="\(phrase.id)">
            <input type="hidden" name="\(Field.choices)" value="\(selection.storedText)">
            <input type="hidden" name="\(Field.favourite)" value="\(isFavourite ? "off" : "on")">
            <input type="hidden" name="\(Field.back)" value="\(back)">
            <button type="submit" class="button\(isFavourite ? "" : " secondary")" id="pb-favourite" \
            aria-pressed="\(isFavourite ? "true" : "false")">\(frame(isFavourite ? .removeFavourite : .addFavourite))</button>
            """)
    }
}
