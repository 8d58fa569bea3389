import Foundation
import DomovCore
import Hummingbird

/// The page people see when something goes wrong: what happened, in their language, and a way on.
struct ErrorPageRenderer: Sendable {
    func render(_ error: ClassifiedError, context: DomovRequestContext) -> Response {
        // The person's own households, as on every page: the header shows them, not "No household yet".
        let chrome = PageChrome(
            t: context.localizer, user: context.user, currentHousehold: context.currentHousehold, csrfToken: context.csrfToken,
            section: .home, households: context.households
        )
        let t = chrome.t
        let fields = error.fieldMessages.html { "<li>\($0.message)</li>" }
        let page = PageLayout(chrome: chrome, title: error.title).render(
            """
            <section class="card narrow" role="alert">
            <h1>\(error.title)</h1>
            \(error.fieldMessages.isEmpty ? HTML.empty : "<ul>\(fields)</ul>" as HTML)
            <p><a class="button primary" href="\(SiteURL.home)">\(t(.backHome))</a></p>
            </section>
            """)
        return .html(page, status: error.status)
    }
}
