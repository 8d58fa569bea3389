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

    var path: String {
        switch self {
        case .home: "/name-days"
        case .search(let query): "/name-days/search" + Self.query([("q", query)])
        // Empty for the script, which adds "?q=" itself.
        case .suggest(let query): "/name-days/suggest" + Self.query([("q", query.isEmpty ? nil : query)])
        case .reminders(let name): "/name-days/reminders" + Self.query([("name", name)])
        case .reminder(let id): "/name-days/reminders/\(id)"
        case .reminderDelete(let id): "/name-days/reminders/\(id)/delete"
        case .settings: "/name-days/settings"
        case .feed: "/name-days/feed"
        case .feedRevoke: "/name-days/feed/revoke"
        case .feedFile(let token): "/name-days/feeds/\(token).ics"
        case .importPreview: "/name-days/import/preview"
        case .importContacts: "/name-days/import"
        case .about: "/name-days/about"
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
