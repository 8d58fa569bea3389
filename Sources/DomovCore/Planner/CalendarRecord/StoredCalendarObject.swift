import Foundation

/// A calendar object as it is kept: the whole VCALENDAR resource (series, edited occurrences,
/// VTIMEZONEs), byte for byte as a calendar app PUT it or as Domov last wrote it, and the
/// ETag of exactly those bytes. Planner items are an index derived from this text.
public struct StoredCalendarObject: Sendable, Equatable {
    public var uid: String
    public var text: String
    /// A strong ETag, quoted: a hash of `text`, so it is the same for every reader.
    public var etag: String
    /// The personal calendar it is in; nil for the household's default calendar.
    public var calendarID: ID<PlannerCalendar>?
    /// Its series' (or single item's) kind, for the content type CalDAV advertises.
    public var kind: PlannerItemKind

    public init(uid: String, text: String, etag: String, calendarID: ID<PlannerCalendar>?, kind: PlannerItemKind) {
        self.uid = uid
        self.text = text
        self.etag = etag
        self.calendarID = calendarID
        self.kind = kind
    }
}

/// The new text of one calendar object in a planner write.
public struct CalendarObjectTextChange: Sendable, Equatable {
    /// The whole VCALENDAR; nil when the object is gone.
    public var text: String?
    public var base: Base

    public enum Base: Sendable, Equatable {
        /// Sent whole by a calendar app (its If-Match is `CalendarObjectWrite.expectation`).
        case whole
        /// Patched from the stored text with this ETag (nil: there was none). The write is
        /// refused with `CalendarObjectTextStale` if the stored text changed meanwhile, so a
        /// web edit never overwrites what an app wrote since it was read.
        case patched(fromETag: String?)
    }

    public init(text: String?, base: Base) {
        self.text = text
        self.base = base
    }
}

/// The stored text changed between reading and patching it: the service patches it again.
public struct CalendarObjectTextStale: Error, Equatable, Sendable {
    public init() {}
}

extension BuiltinCategory {
    /// The one name a built-in category is stored under in calendar objects, whatever the
    /// language of the person who wrote it; pages and apps show it in their own language.
    public var storedName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension PlannerCalendarWriter {
    /// The writer of stored objects: built-in categories under their stable names, the
    /// household's own under theirs; meetings with their authors as organizers.
    public static func stored(categories: [PlannerCategory], now: Date, organizers: [ID<User>: MeetingOrganizer] = [:]) -> PlannerCalendarWriter {
        PlannerCalendarWriter(categoryName: { ref in
            switch ref {
            case .builtin(let builtin): builtin.storedName
            case .custom(let id): categories.first { $0.id == id }?.name ?? BuiltinCategory.other.storedName
            }
        }, now: now, organizer: { organizers[$0.authorID] })
    }
}
