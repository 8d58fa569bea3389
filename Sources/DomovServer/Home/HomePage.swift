import Foundation
import DomovCore

/// The signed-in start page: where you are, and a door to each module.
struct HomePage {
    let chrome: PageChrome
    let user: User
    let memberships: [HouseholdMembership]

    func render() -> HTML {
        let t = chrome.t
        // Nothing works before a household: someone new is shown that first, not below the modules.
        guard !memberships.isEmpty else {
            return PageLayout(chrome: chrome, title: t(.home)).render(
                """
                <h1>\(t(.welcome(name: user.displayName)))</h1>
                \(firstSteps)
                \(modules)
                """)
        }
        let households: HTML = """
            <ul class="list">\(memberships.html { membership in
                """
                <li><a href=\"\(SiteURL.household(membership.household.id))\">\(membership.household.name)</a> <span class=\"muted\">\
                \(t(.memberCount(membership.memberCount)))</span></li>
                """
            })</ul>
            """
        return PageLayout(chrome: chrome, title: t(.home)).render(
            """
            <h1>\(t(.welcome(name: user.displayName)))</h1>
            \(modules)
            <section aria-labelledby="households-heading">
            <h2 id="households-heading">\(t(.yourHouseholds))</h2>
            \(households)
            </section>
            """)
    }

    /// Make a household right here (the form posts where the Households page's does), or
    /// learn how to join one.
    private var firstSteps: HTML {
        let t = chrome.t
        let form = FormBuilder(t: t, csrfToken: chrome.csrfToken)
        return """
            <section class="card get-started" id="get-started" aria-labelledby="get-started-heading">
            <h2 id="get-started-heading">\(t(.firstStepsHeading))</h2>
            <p>\(t(.firstStepsExplanation))</p>
            \(form.form(id: "home-household-create-form", action: .households, """
            \(form.input(HouseholdsPage.Field.name, label: t(.householdName), hint: t(.householdNameHint),
                maxLength: Household.nameMaximumLength))
            \(form.submit(t(.createHousehold)))
            """))
            <p class="muted" id="join-by-invitation">\(t(.joinByInvitation))</p>
            </section>
            """
    }

    private var modules: HTML {
        """
        <section aria-labelledby="modules-heading">
        <h2 id="modules-heading">\(chrome.t(.modules))</h2>
        <ul class="module-grid">\(moduleCards)</ul>
        </section>
        """
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
                </li>
                """
            }
        }
    }

    private static let moduleCardsByLanguage = FragmentCache<Language>()
}
