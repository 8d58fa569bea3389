import Foundation
import DomovCore

/// The HTML document around a page's content: head, header with the current household and
/// the user's menu, the module navigation, and the main landmark.
struct PageLayout {
    let chrome: PageChrome
    let title: String
    /// A module whose own stylesheet and script the page loads besides app.css and app.js.
    var module: DomovModule? = nil
    /// Other modules whose stylesheets and scripts the page uses too (Today shows the planner's
    /// and the chores' rows, kept current by their scripts).
    var alsoLoads: [DomovModule] = []

    func render(_ content: HTML) -> HTML {
        let t = chrome.t
        let themeAttribute: HTML = chrome.appearance == .system ? "" : " data-theme=\"\(chrome.appearance.rawValue)\""
        return """
        <!DOCTYPE html>
        <html lang="\(t.language.rawValue)"\(themeAttribute)>
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
        <meta name="color-scheme" content="light dark">
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">
        <meta name="theme-color" content="#1a1e1c" media="(prefers-color-scheme: dark)">
        <title>\(title) · Domov</title>
        <link rel="stylesheet" href="\(SiteURL.stylesheet)">
        <link rel="manifest" href="\(SiteURL.manifest)">
        <link rel="icon" href="\(SiteURL.icon("icon.svg"))" type="image/svg+xml">
        <link rel="apple-touch-icon" href="\(SiteURL.icon("apple-touch-icon.png"))">
        <meta name="apple-mobile-web-app-capable" content="yes">
        <script src="\(SiteURL.script)" defer></script>
        \(((module.map { [$0] } ?? []) + alsoLoads).html { module in
            "<link rel=\"stylesheet\" href=\"\(SiteURL.moduleStylesheet(module))\">\n<script src=\"\(SiteURL.moduleScript(module))\" defer></script>"
        })
        </head>
        <body>
        <a class="skip-link" href="#main">\(t(.skipToContent))</a>
        \(header)
        <div class="app\(chrome.user == nil ? " app--signed-out" : "")">
        \(chrome.user == nil ? HTML.empty : navigation)
        <main id="main" tabindex="-1">
        \(content)
        </main>
        </div>
        </body>
        </html>
        """
    }

    private var header: HTML {
        let t = chrome.t
        guard let user = chrome.user else {
            return """
            <header class="site-header">
            \(brand)
            <nav class="header-actions" aria-label="\(t(.accountNavigation))">
            <a href="\(SiteURL.logIn())">\(t(.logIn))</a>
            <a class="button primary" href="\(SiteURL.signUp())">\(t(.signUp))</a>
            </nav>
            </header>
            """
        }
        let household: HTML = chrome.currentHousehold.map { household in
            "<a href=\"\(SiteURL.household(household.id))\"><span class=\"visually-hidden\">\(t(.currentHousehold)): </span><span id=\"current-household\">\(household.name)</span></a>"
        } ?? "<a href=\"\(SiteURL.households)\">\(t(.noHouseholdYet))</a>"
        let initial = user.displayName.first.map { String($0).uppercased() } ?? "?"
        // A disclosure element, so the menu opens and closes without JavaScript.
        return """
        <header class="site-header">
        \(brand)
        \(household)
        <div class="header-actions">
        <a class="bell" id="bell" href="\(SiteURL.notifications(.inbox))" data-unread-url="\(SiteURL.notifications(.unread))" data-stream-url="\(SiteURL.notifications(.stream))">\(StaticAssets.icon("bell"))<span class="visually-hidden">\(t(.notifications))</span><span class="bell-count" hidden></span></a>
        <details class="user-menu">
        <summary><span class="avatar" aria-hidden="true">\(initial)</span><span class="name">\(user.displayName)</span></summary>
        <div class="menu">
        <a href="\(SiteURL.settings)">\(t(.settings))</a>
        <a href="\(SiteURL.households)">\(t(.households))</a>
        <hr>
        <form id="logout-form" method="post" action="\(SiteURL.logOut)">
        \(csrfField)
        <button type="submit" class="button link">\(t(.logOut))</button>
        </form>
        </div>
        </details>
        </div>
        </header>
        """
    }

    private var brand: HTML {
        "<a class=\"brand\" href=\"\(SiteURL.home)\"><img src=\"\(SiteURL.icon("icon.svg"))\" alt=\"\" width=\"28\" height=\"28\"><span>Domov</span></a>"
    }

    /// The navigation depends only on the language, the section and whether the user is an
    /// admin, yet it is on every page: it is built once per combination and then reused.
    private var navigation: HTML {
        let key = NavigationKey(language: chrome.t.language, section: chrome.section, isAdmin: chrome.user?.isAdmin == true)
        return Self.navigations.fragment(key, build: buildNavigation)
    }

    private struct NavigationKey: Hashable {
        let language: Language
        let section: PageChrome.Section
        let isAdmin: Bool
    }

    private static let navigations = FragmentCache<NavigationKey>()

    private func buildNavigation() -> HTML {
        let t = chrome.t
        func link(_ url: SiteURL, _ section: PageChrome.Section, _ label: String, icon: String) -> HTML {
            let current: HTML = chrome.section == section ? " aria-current=\"page\"" : ""
            return "<li><a href=\"\(url)\"\(current)>\(StaticAssets.icon(icon))<span class=\"label\">\(label)</span></a></li>"
        }
        let modules = DomovModule.allCases.html { module in
            link(.module(module), .module(module), t(.moduleName(module)), icon: module.rawValue)
        }
        return """
        <nav id="module-nav" class="module-nav" aria-label="\(t(.mainNavigation))">
        <ul>
        \(link(.home, .home, t(.home), icon: "home"))
        \(modules)
        \(link(.households, .households, t(.households), icon: "households"))
        \(link(.settings, .settings, t(.settings), icon: "settings"))
        \(chrome.user?.isAdmin == true ? link(.admin, .admin, t(.admin), icon: "admin") : HTML.empty)
        </ul>
        </nav>
        """
    }

    private var csrfField: HTML {
        "<input type=\"hidden\" name=\"\(CSRFMiddleware.fieldName)\" value=\"\(chrome.csrfToken)\">"
    }
}
