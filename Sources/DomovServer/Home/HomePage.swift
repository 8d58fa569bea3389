import Foundation
import DomovCore

/// The signed-in start page: where you are, and a door to each module.
struct HomePage {
    let chrome: PageChrome
    let user: User
    let memberships: [HouseholdMembership]

    func render() -> HTML {
        let t = chrome.t
        let householdPart: HTML = memberships.isEmpty
            ? """
              <div class="empty-state">
              <p>\(t(.noHouseholdExplanation))</p>
              <a class="button primary" href="\(SiteURL.households)">\(t(.createHousehold))</a>
              </div>
              """
            : """
              <ul class="list">\(memberships.html { membership in
                  "<li><a href=\"\(SiteURL.household(membership.household.id))\">\(membership.household.name)</a> <span class=\"muted\">\(t(.memberCount(membership.memberCount)))</span></li>"
              })</ul>
              """
        return PageLayout(chrome: chrome, title: t(.home)).render("""
            <h1>\(t(.welcome(name: user.displayName)))</h1>
            <section aria-labelledby="modules-heading">
            <h2 id="modules-heading">\(t(.modules))</h2>
            <ul class="module-grid">\(moduleCards)</ul>
            </section>
            <section aria-labelledby="households-heading">
            <h2 id="households-heading">\(t(.yourHouseholds))</h2>
            \(householdPart)
            </section>
            """)
    }

    /// The same for everyone who reads this language, so built once per language.
    private var moduleCards: HTML {
        let t = chrome.t
        return Self.moduleCardsByLanguage.fragment(t.language) {
            DomovModule.allCases.html { module in
                """
                <li class="card module-card">
                <a href="\(SiteURL.module(module))">\(StaticAssets.icon(module.rawValue))<strong>\(t(.moduleName(module)))</strong></a>
                <p>\(t(.moduleSummary(module)))</p>
                \(module.isAvailable ? HTML.empty : "<span class=\"badge\">\(t(.comingSoon))</span>" as HTML)
                </li>
                """
            }
        }
    }

    private static let moduleCardsByLanguage = FragmentCache<Language>()
}
