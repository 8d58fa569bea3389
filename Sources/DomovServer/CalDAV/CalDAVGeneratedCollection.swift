import Crypto
import DomovCore
import Foundation

/// A read-only calendar collection whose objects Domov writes from another module's data on
/// every request (the saved name days, a household's chores), rather than storing them as
/// planner items. Apps find it in the calendar home beside the planner's calendars, read and
/// sync it, and get 403 (DAV:need-privileges) for every write.
///
/// Nothing about it is stored, not even a change log, so its ETags and its ctag are hashes of
/// the generated text: they change exactly when what an app would read changes (a reminder
/// added or edited, a chore renewed, completed, edited or deleted, a room renamed, the user's
/// language switched), and never otherwise. Its sync token carries that hash: sync-collection
/// answers a current token with no changes and any older one with RFC 6578's
/// DAV:valid-sync-token error, upon which apps (DAVx5, Apple, the python `caldav` library)
/// sync fully. Keeping a log for collections made of other tables' rows would mean hooking
/// every write of every such module; the collections are small (one person's reminders, one
/// household's chores), so a full resync costs little.
struct CalDAVGeneratedCollection: Sendable {
    /// Its segment in paths (`/dav/calendars/{user}/{segment}/`); one its source owns.
    let segment: String
    /// The name apps show, in the user's language.
    let displayName: String
    let description: String
    /// Apple's `#RRGGBBAA`.
    let color: String
    /// The one component its objects hold: VEVENT or VTODO.
    let component: String
    let objects: [CalDAVGeneratedObject]

    init(segment: String, displayName: String, description: String, color: String, component: String, objects: [CalDAVGeneratedObject]) {
        self.segment = segment
        self.displayName = displayName
        self.description = description
        self.color = color
        self.component = component
        self.objects = objects.sorted { $0.uid < $1.uid }
    }

    /// A hash of every object's name and ETag: the ctag, and the revision in the sync token.
    var revision: String {
        CalDAVGeneratedObject.digest(objects.map { "\($0.name) \($0.etag)" }.joined(separator: "\n"))
    }

    var syncToken: String { "\(Self.syncTokenPrefix)\(segment)/\(revision)" }

    static let syncTokenPrefix = "https://domov.invalid/ns/sync/generated/"

    func object(named name: String) -> CalDAVGeneratedObject? {
        objects.first { $0.name == name }
    }
}

/// One object of a generated collection: a VCALENDAR with one component, named `{UID}.ics`.
struct CalDAVGeneratedObject: Sendable {
    let uid: String
    /// The VCALENDAR as queries filter and expand it.
    let calendar: ICalComponent
    let text: String
    /// Strong: a hash of the text, which carries no time of writing (DTSTAMP is the source
    /// row's last change), so it is the same on every request until the content changes.
    let etag: String

    /// Wraps one generated component (a VEVENT or VTODO with a UID) as a calendar object.
    init(component: ICalComponent, productID: String) {
        uid = component.properties.first { $0.name == "UID" }?.value ?? ""
        calendar = ICalComponent(
            name: "VCALENDAR",
            properties: [
                ICalProperty(name: "VERSION", value: "2.0"),
                ICalProperty(name: "PRODID", value: productID),
                ICalProperty(name: "CALSCALE", value: "GREGORIAN"),
            ], components: [component])
        text = calendar.serialized()
        etag = "\"g-\(Self.digest(text))\""
    }

    var name: String { "\(uid).ics" }

    static func digest(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).prefix(12).map { String(format: "%02x", $0) }.joined()
    }
}

/// Where generated collections come from: each module that offers one implements this beside
/// its own code (NameDays/NameDayCalDAVSource, Chores/ChoresCalDAVSource) and is listed in
/// `CalDAVExchange.generatedSources`.
protocol CalDAVGeneratedSource: Sendable {
    /// Whether a path segment is this source's, so that it is never taken for a personal
    /// calendar's slug (and one the user may not see answers 404, not "no such calendar").
    func owns(_ segment: String) -> Bool
    /// The collections this source offers the user, in the order the calendar home lists them.
    func collections(for user: User, services: DomovServices, localizer: Localizer) async throws -> [CalDAVGeneratedCollection]
    /// The collection a segment it owns names; nil when the user may not see it.
    func collection(_ segment: String, for user: User, services: DomovServices, localizer: Localizer) async throws
        -> CalDAVGeneratedCollection?
}

extension CalDAVGeneratedSource {
    func collection(_ segment: String, for user: User, services: DomovServices, localizer: Localizer) async throws
        -> CalDAVGeneratedCollection?
    {
        try await collections(for: user, services: services, localizer: localizer).first { $0.segment == segment }
    }
}
