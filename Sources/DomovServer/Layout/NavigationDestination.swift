import Foundation
import DomovCore

/// A place the main navigation leads to. The phone's bottom bar shows the `primary` ones and
/// puts the `secondary` ones under "More"; the sidebar shows them all.
struct NavigationDestination: Sendable {
    let url: SiteURL
    let section: PageChrome.Section
    let icon: String
    let text: UIText
    /// What the bottom bar draws under the icon when the full name would not fit a fifth of a phone.
    let shortText: UIText?

    func label(_ t: Localizer) -> String { t(text) }
    func shortLabel(_ t: Localizer) -> String { t(shortText ?? text) }

    static let primary: [NavigationDestination] = [
        NavigationDestination(url: .home, section: .home, icon: "home", text: .home, shortText: nil),
        module(.planner), module(.chores), module(.meals), module(.nameDays),
    ]

    static func secondary(isAdmin: Bool) -> [NavigationDestination] {
        [
            module(.phrasebook),
            NavigationDestination(url: .households, section: .households, icon: "households", text: .households, shortText: nil),
            NavigationDestination(url: .settings, section: .settings, icon: "settings", text: .settings, shortText: nil),
        ] + (isAdmin ? [NavigationDestination(url: .admin, section: .admin, icon: "admin", text: .admin, shortText: nil)] : [])
    }

    private static func module(_ module: DomovModule) -> NavigationDestination {
        NavigationDestination(
            url: .module(module), section: .module(module), icon: module.rawValue,
            text: .moduleName(module), shortText: .shortModuleName(module)
        )
    }
}
