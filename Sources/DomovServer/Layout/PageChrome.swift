import Foundation
import DomovCore

/// What the frame around every page needs to know: who is signed in, their current
/// household, where they are, and the CSRF token for the header's log-out form.
struct PageChrome: Sendable {
    enum Section: Sendable, Hashable {
        case home, households, settings, admin, account, notifications
        case module(DomovModule)
    }

    let t: Localizer
    let user: User?
    let currentHousehold: Household?
    let csrfToken: String
    let section: Section

    var appearance: Appearance { user?.preferences.appearance ?? .system }
}
