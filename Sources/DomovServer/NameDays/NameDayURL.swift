import DomovCore
import Foundation

/// The name-day pages and form targets, under /name-days. Part of `SiteURL`. Reminders are the
/// signed-in person's own, so no household appears in these paths.
public enum NameDayURL: Sendable, Equatable {
    /// Yesterday, today, tomorrow and the coming name days of saved people.
    case home
    case search(query: String? = nil)
    /// JSON: suggestions while typing, for the search field's script.
    case suggest(query: String)
    /// GET the list and the form; POST creates.
    case reminders(name: String? = nil)
    case reminder(ID<NameDayReminder>)
    case reminderDelete(ID<NameDayReminder>)
    case settings
    /// POST: a new subscription address (the old one stops).
    case feed
    case feedRevoke
    /// The iCalendar feed; the token is its only credential.
    case feedFile(token: String)
    /// POST a .vcf file: the contacts, to choose from.
    case importPreview
    /// POST the chosen names: their reminders.
    case importContacts
    case about

    /// The path patterns the router registers; `path` fills them in.
    enum Route: String, RoutePattern {
        case home = "/name-days"
        case search = "/name-days/search"
        case suggest = "/name-days/suggest"
        /// GET the list and the form; POST creates.
        case reminders = "/name-days/reminders"
        /// GET the edit form; POST saves it.
        case reminder = "/name-days/reminders/:reminder"
        case reminderDelete = "/name-days/reminders/:reminder/delete"
        case settings = "/name-days/settings"
        case feed = "/name-days/feed"
        case feedRevoke = "/name-days/feed/revoke"
        /// The file is the feed's token and ".ics", so calendar apps see an iCalendar name.
        case feedFile = "/name-days/feeds/:file"
        case importPreview = "/name-days/import/preview"
        case importContacts = "/name-days/import"
        case about = "/name-days/about"
    }

    var path: String {
        switch self {
        case .home: Route.home.path()
        case .search(let query): Route.search.path() + Self.query([("q", query)])
        // Empty for the script, which adds "?q=" itself.
        case .suggest(let query): Route.suggest.path() + Self.query([("q", query.isEmpty ? nil : query)])
        case .reminders(let name): Route.reminders.path() + Self.query([("name", name)])
        case .reminder(let id): Route.reminder.path(id)
        case .reminderDelete(let id): Route.reminderDelete.path(id)
        case .settings: Route.settings.path()
        case .feed: Route.feed.path()
        case .feedRevoke: Route.feedRevoke.path()
        case .feedFile(let token): Route.feedFile.path("\(token).ics")
        case .importPreview: Route.importPreview.path()
        case .importContacts: Route.importContacts.path()
        case .about: Route.about.path()
        }
    }

    private static func query(_ pairs: [(String, String?)]) -> String {
        // ASCII only: `.alphanumerics` would leave "Š" unencoded.
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~")
        let parts = pairs.compactMap { name, value in
            value.flatMap { $0.addingPercentEncoding(withAllowedCharacters: allowed) }.map { "\(name)=\($0)" }
        }
        return parts.isEmpty ? "" : "?" + parts.joined(separator: "&")
    }
}
