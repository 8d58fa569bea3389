import Foundation

/// A calendar of the planner beside a household's own.
///
/// The model, and why: every household keeps exactly the calendar it always had, its *default
/// calendar*. It is not a row: an item with no `calendarID` is in it, so every existing item,
/// feed, import and CalDAV URL (`/dav/calendars/{user}/{household}/`) stays as it was. Further
/// calendars are *personal*: a `PlannerCalendar` row owned by one user, kept in one of that
/// user's households (the one it was made in; over CalDAV, the user's first household) because
/// every planner item belongs to a household. Items in a personal calendar are the owner's alone:
/// the service stores them private and authored by the owner, and storage also hides them from
/// invitees, so no other member (and no stranger) ever reads one. Their UIDs share the
/// household's UID space, so one UID is in one calendar at a time.
public struct PlannerCalendar: Sendable, Equatable {
    public let id: ID<PlannerCalendar>
    public let householdID: ID<Household>
    public let ownerID: ID<User>
    /// The collection's name in CalDAV URLs: the one an app chose with MKCALENDAR, or the id.
    public let slug: String
    public var name: String
    /// "#rrggbb".
    public var color: String
    public var details: String
    /// Which iCalendar components it holds (CalDAV supported-calendar-component-set).
    public var components: Set<PlannerCalendarComponent>
    /// Where calendar apps list it (Apple's calendar-order); nil leaves it to them.
    public var order: Int?
    public let createdAt: Date

    public init(
        id: ID<PlannerCalendar>, householdID: ID<Household>, ownerID: ID<User>, slug: String, name: String, color: String,
        details: String = "", components: Set<PlannerCalendarComponent> = Set(PlannerCalendarComponent.allCases), order: Int? = nil,
        createdAt: Date
    ) {
        self.id = id
        self.householdID = householdID
        self.ownerID = ownerID
        self.slug = slug
        self.name = name
        self.color = color
        self.details = details
        self.components = components
        self.order = order
        self.createdAt = createdAt
    }

    public static let nameMaximumLength = 100
    public static let detailsMaximumLength = 2_000
    public static let slugMaximumLength = 200
    /// Enough for anyone's work, sport and birthday calendars, few enough to list on one page.
    public static let maximumPerUser = 50
    public static let defaultColor = "#0891b2"

    /// A CalDAV collection name an app may choose: one path segment of printable characters.
    public static func validSlug(_ raw: String) -> String? {
        guard !raw.isEmpty, raw.count <= slugMaximumLength, raw != ".", raw != "..",
            raw.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0 != "/" && $0 != "\\" && $0.value != 0x7F })
        else { return nil }
        return raw
    }

    /// Whether an item of this kind may be stored in the calendar.
    public func holds(_ kind: PlannerItemKind) -> Bool {
        components.contains(kind == .todo ? .todo : .event)
    }
}

/// The iCalendar components a calendar holds.
public enum PlannerCalendarComponent: String, Sendable, CaseIterable, Hashable {
    case event = "VEVENT"
    case todo = "VTODO"
    /// Journal entries and notes (jtx Board, Evolution's memos): kept and served as written,
    /// never shown in the planner (`CalendarJournal`).
    case journal = "VJOURNAL"

    /// "VEVENT,VTODO,VJOURNAL", as stored.
    public static func encode(_ components: Set<PlannerCalendarComponent>) -> String {
        allCases.filter(components.contains).map(\.rawValue).joined(separator: ",")
    }

    public static func decode(_ text: String) -> Set<PlannerCalendarComponent> {
        Set(text.split(separator: ",").compactMap { Self(rawValue: String($0)) })
    }
}

/// Which calendar of a household a view or a CalDAV collection means.
public enum PlannerCalendarScope: Hashable, Sendable {
    /// The household's default calendar: items with no personal calendar.
    case household
    case personal(ID<PlannerCalendar>)

    public init(_ calendarID: ID<PlannerCalendar>?) {
        self = calendarID.map(Self.personal) ?? .household
    }

    public var calendarID: ID<PlannerCalendar>? {
        if case .personal(let id) = self { id } else { nil }
    }

    /// The form and API value: "household" or a personal calendar's id.
    public var token: String { calendarID?.description ?? "household" }

    public init?(token: String) {
        if token == "household" || token.isEmpty {
            self = .household
        } else if let id = ID<PlannerCalendar>(token) {
            self = .personal(id)
        } else {
            return nil
        }
    }

    public func contains(_ item: PlannerItem) -> Bool {
        item.calendarID == calendarID
    }
}

/// A personal calendar's fields as typed (web form, JSON API, MKCALENDAR).
public struct PlannerCalendarInput: Sendable, Equatable {
    public var name = ""
    public var color = ""
    public var details = ""
    /// Empty keeps every component.
    public var components: Set<PlannerCalendarComponent> = []

    public init(name: String = "", color: String = "", details: String = "", components: Set<PlannerCalendarComponent> = []) {
        self.name = name
        self.color = color
        self.details = details
        self.components = components
    }

    /// The name, colour ("#rrggbb", or the default when empty) and description, or every field's problem.
    public func validated() throws(ValidationFailure) -> (name: String, color: String, details: String) {
        var errors = FieldErrorCollector()
        let name = errors.check { () throws(FieldError) in
            try TextRules.requiredText(self.name, field: "name", maximumLength: PlannerCalendar.nameMaximumLength)
        }
        let color = errors.check { () throws(FieldError) in
            self.color.isEmpty ? PlannerCalendar.defaultColor : try PlannerCategory.validColor(self.color)
        }
        let details = self.details.trimmingCharacters(in: .whitespacesAndNewlines)
        if details.count > PlannerCalendar.detailsMaximumLength {
            errors.add("description", .tooLong(maximum: PlannerCalendar.detailsMaximumLength))
        }
        try errors.throwIfAny()
        return (name!, color!, details)
    }
}

/// Where personal calendars live. Deleting one deletes its items in the same transaction.
public protocol PlannerCalendarRepository: Sendable {
    /// The user's personal calendars: in one household, or in all of them for nil.
    func calendars(ownerID: ID<User>, householdID: ID<Household>?) async throws -> [PlannerCalendar]
    func calendar(id: ID<PlannerCalendar>) async throws -> PlannerCalendar?
    /// Throws `ValidationFailure(.nameTaken)` on "slug" when the owner has a calendar of that slug.
    func createCalendar(_ calendar: PlannerCalendar) async throws
    func updateCalendar(_ calendar: PlannerCalendar) async throws
    /// Deletes the calendar with its items, their unsent reminders, and records the UIDs gone
    /// in the household's change log. False if there was none.
    func deleteCalendar(id: ID<PlannerCalendar>) async throws -> Bool
}
