/// A read-only text field with a Copy button, for what a person takes elsewhere: an invite
/// link, an app password, a feed or server address. app.js shows the button and copies the
/// field's text; without JavaScript the button stays hidden and the text can be selected.
struct CopyField {
    let id: String
    let value: String
    let t: Localizer

    var html: HTML {
        """
        <div class="copy-field">
        <input id="\(id)" type="text" readonly value="\(value)">
        <button type="button" class="button secondary" data-copy-target="#\(id)" data-copied-label="\(t(.copied))" \
        hidden>\(t(.copy))</button>
        </div>
        """
    }

    /// The field in a success notice under `label`: something just made, shown this once.
    func notice(label: String) -> HTML {
        """
        <div class="notice success" role="status"><div class="copy-block">
        <label for="\(id)">\(label)</label>
        \(html)
        </div></div>
        """
    }
}
