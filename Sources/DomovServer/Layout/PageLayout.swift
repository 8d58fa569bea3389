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
            """
            <link rel=\"stylesheet\" href=\"\(SiteURL.moduleStylesheet(module))\">\n<script src=\"\(SiteURL.moduleScript(module))\" defer>\
            </script>
            """
            })
            </head>
            <body>
            <a class="skip-link" href="#main">\(t(.skipToContent))</a>
            \(header)
            <div class="app\(chrome.user == nil ? " app--signed-out" : "")">
            \(chrome.user == nil ? HTML.empty : navigation)
            <main id="main" tabindex="-1">
            \(chrome.user == nil ? HTML.empty : chrome.actionNotice.map { $0.render(t, csrfField: csrfField,
                returnPath: chrome.returnPath) } ?? HTML.empty)
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
        let household = householdSwitcher
        let initial = user.displayName.first.map { String($0).uppercased() } ?? "?"
        // A disclosure element, so the menu opens and closes without JavaScript.
        return """
            <header class="site-header">
            \(brand)
            \(household)
            <div class="header-actions">
            <a class="bell" id="bell" href="\(SiteURL.notifications(.inbox))" data-unread-url="\(SiteURL.notifications(.unread))" \
            data-stream-url="\(SiteURL.notifications(.stream))">\(StaticAssets.icon("bell"))<span \
            class="visually-hidden">\(t(.notifications))</span><span class="bell-count" hidden></span></a>
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

    /// The current household's name; with more than one household it opens a menu whose
    /// buttons switch in one step (a form each, so it works without JavaScript) and come back
    /// to the same module, now showing the other household.
    private var householdSwitcher: HTML {
        let t = chrome.t
        guard let current = chrome.currentHousehold else {
            return "<a href=\"\(SiteURL.households)\">\(t(.noHouseholdYet))</a>"
        }
        let others = chrome.households.filter { $0.id != current.id }
        let name: HTML =
            "<span class=\"visually-hidden\">\(t(.currentHousehold)): </span><span id=\"current-household\">\(current.name)</span>"
        guard !others.isEmpty else {
            return "<a href=\"\(SiteURL.household(current.id))\">\(name)</a>"
        }
        let next: SiteURL =
            switch chrome.section {
            case .module(let module): .module(module)
            case .households: .households
            default: .home
            }
        let switches = others.html { household in
            """
            <form method="post" action="\(SiteURL.householdSwitch(household.id))">
            \(csrfField)<input type="hidden" name="\(ReturnField.next)" value="\(next)">
            <button type="submit" class="button link" data-household="\(household.id.description)">\(household.name)</button>
            </form>
            """
        }
        return """
            <details class="user-menu household-menu" id="household-menu" data-menu>
            <summary>\(name)</summary>
            <div class="menu">
            <p class="menu-heading" id="household-menu-heading">\(t(.switchHousehold))</p>
            <div role="group" aria-labelledby="household-menu-heading">\(switches)</div>
            <hr>
            <a href="\(SiteURL.household(current.id))">\(current.name)</a>
            <a href="\(SiteURL.households)">\(t(.allHouseholds))</a>
            </div>
            </details>
            """
    }

    private var brand: HTML {
        """
        <a class=\"brand\" href=\"\(SiteURL.home)\"><img src=\"\(SiteURL.icon("icon.svg"))\" alt=\"\" width=\"28\" height=\"28\"><span>\
        Domov</span></a>
        """
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

    /// On a phone the bottom bar holds five destinations and "More", each with a label short
    /// enough for a fifth of 390 px in either language; the sidebar from 768 px lists them all
    /// with their full names. "More" is a disclosure element, so it opens without JavaScript.
    private func buildNavigation() -> HTML {
        let t = chrome.t
        let isAdmin = chrome.user?.isAdmin == true
        func link(_ destination: NavigationDestination, classes: String = "") -> HTML {
            let current: HTML = chrome.section == destination.section ? " aria-current=\"page\"" : ""
            let long = destination.label(t), short = destination.shortLabel(t)
            // The full name is what assistive technology reads; the short one is only drawn.
            let labels: HTML =
                long == short
                ? "<span class=\"label\">\(long)</span>"
                : "<span class=\"label label-long\">\(long)</span><span class=\"label label-short\" aria-hidden=\"true\">\(short)</span>"
            let itemClass: HTML = classes.isEmpty ? "" : " class=\"\(classes)\""
            return "<li\(itemClass)><a href=\"\(destination.url)\"\(current)>\(StaticAssets.icon(destination.icon))\(labels)</a></li>"
        }
        let secondary = NavigationDestination.secondary(isAdmin: isAdmin)
        let moreIsCurrent = secondary.contains { $0.section == chrome.section }
        let moreLinks = secondary.html { destination -> HTML in
            let current: HTML = chrome.section == destination.section ? " aria-current=\"page\"" : ""
            return
                """
                <li><a href=\"\(destination.url)\"\(current)>\(StaticAssets.icon(destination.icon))<span>\(destination.label(t))</span></a>\
                </li>
                """
        }
        return """
            <nav id="module-nav" class="module-nav" aria-label="\(t(.mainNavigation))">
            <ul>
            \(NavigationDestination.primary.html { link($0) })
            \(secondary.html { link($0, classes: "nav-secondary") })
            <li class="nav-more"><details class="nav-more-menu" data-menu>
            <summary\(moreIsCurrent ? " class=\"current\"" as HTML : HTML.empty)>\(StaticAssets.icon("more"))<span \
            class="label">\(t(.moreDestinations))</span></summary>
            <ul class="menu">\(moreLinks)</ul>
            </details></li>
            </ul>
            </nav>
            """
    }

    private var csrfField: HTML {
        "<input type=\"hidden\" name=\"\(CSRFMiddleware.fieldName)\" value=\"\(chrome.csrfToken)\">"
    }
}
