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
    /// What it holds, for the content type CalDAV advertises: its series' (or single item's)
    /// component, or VJOURNAL for a journal entry, which has no item.
    public var component: PlannerCalendarComponent
    /// The stored text's length in bytes of UTF-8, given by a listing without texts
    /// (`PlannerRepository.storedObjectListing`) so that a REPORT can weigh its answer before
    /// writing the first byte of it (issue 23); nil where the text itself is at hand.
    public var textLength: Int?

    public init(
        uid: String, text: String, etag: String, calendarID: ID<PlannerCalendar>?, component: PlannerCalendarComponent,
        textLength: Int? = nil
    ) {
        self.uid = uid
        self.text = text
        self.etag = etag
        self.calendarID = calendarID
        self.component = component
        self.textLength = textLength
    }
}

/// The new text of one calendar object in a planner write.
public struct CalendarObjectTextChange: Sendable, Equatable {
    /// The whole VCALENDAR; nil when the object is gone.
    public var text: String?
    public var base: Base
    /// Set for a journal entry, which has no planner item to say where it is and who may
    /// read it; nil for an object the planner's items are derived from.
    public var journal: CalendarJournalPlacement?

    public enum Base: Sendable, Equatable {
        /// Sent whole by a calendar app (its If-Match is `CalendarObjectWrite.expectation`).
        case whole
        /// Patched from the stored text with this ETag (nil: there was none). The write is
        /// refused with `CalendarObjectTextStale` if the stored text changed meanwhile, so a
        /// web edit never overwrites what an app wrote since it was read.
        case patched(fromETag: String?)
    }

    public init(text: String?, base: Base, journal: CalendarJournalPlacement? = nil) {
        self.text = text
        self.base = base
        self.journal = journal
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
    public static func stored(categories: [PlannerCategory], now: Date, organizers: [ID<User>: MeetingOrganizer] = [:])
        -> PlannerCalendarWriter
    {
        PlannerCalendarWriter(
            categoryName: { ref in
                switch ref {
                case .builtin(let builtin): builtin.storedName
                case .custom(let id): categories.first { $0.id == id }?.name ?? BuiltinCategory.other.storedName
                }
            }, now: now, organizer: { organizers[$0.authorID] })
    }
}
