import DomovCore
import Foundation

/// A page that only says one thing: where a link led (an email confirmation, used or expired).
struct MessagePage {
    let chrome: PageChrome
    let title: String
    let message: String
    var success = true

    func render() -> HTML {
        let t = chrome.t
        let next: HTML =
            chrome.user == nil
            ? "<a class=\"button secondary\" href=\"\(SiteURL.logIn())\">\(t(.logIn))</a>"
            : "<a class=\"button secondary\" href=\"\(SiteURL.settings)\">\(t(.settings))</a>"
        return PageLayout(chrome: chrome, title: title).render(
            """
            <section class="card narrow">
            <h1>\(title)</h1>
            <div class="notice \(success ? "success" : "error")" role="\(success ? "status" : "alert")" id="message"><p>\(message)</p></div>
            <p class="form-actions">\(next)</p>
            </section>
            """)
    }
}
