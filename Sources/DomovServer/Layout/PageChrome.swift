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
    /// All the person's households, the current one among them; the header offers the others.
    var households: [Household] = []
    /// The confirmation of what was just done, shown once, with Undo where it can be undone.
    var actionNotice: ActionNotice? = nil
    var returnPath = "/"

    var appearance: Appearance { user?.preferences.appearance ?? .system }
}
