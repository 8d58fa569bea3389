import Foundation

/// The three kinds of planner item the seed app mixed in one list.
public enum PlannerItemKind: String, Sendable, CaseIterable, Codable {
    /// Something that happens at a time: an activity, an appointment.
    case event
    /// An event with a place and people invited to it.
    case meeting
    /// Something to get done, maybe by a due time; it can be ticked off.
    case todo
}

/// When an item happens. A to-do's due time uses `.timed` with no length.
public enum PlannerWhen: Hashable, Sendable {
    /// From `start`, lasting `minutes` (0 only for a to-do's due time).
    case timed(start: Date, minutes: Int)
    /// Whole days from `first`, `days` of them, in no particular zone.
    case allDay(first: LocalDate, days: Int)
    /// A to-do with no due date.
    case unscheduled

    /// The instant the item starts (or is due) in its zone; nil when unscheduled.
    public func start(in zone: TimeZone) -> Date? {
        switch self {
        case .timed(let start, _): start
        case .allDay(let first, _): first.startOfDay(in: zone)
        case .unscheduled: nil
        }
    }

    public func end(in zone: TimeZone) -> Date? {
        switch self {
        case .timed(let start, let minutes): start.addingTimeInterval(Double(minutes) * 60)
        case .allDay(let first, let days): first.adding(days: days).startOfDay(in: zone)
        case .unscheduled: nil
        }
    }

    public var isAllDay: Bool {
        if case .allDay = self { true } else { false }
    }

    /// The same length of time, moved to begin at another occurrence's start.
    func moved(to start: Date, in zone: TimeZone) -> PlannerWhen {
        switch self {
        case .timed(_, let minutes): .timed(start: start, minutes: minutes)
        case .allDay(_, let days): .allDay(first: LocalDate(start, in: zone), days: days)
        case .unscheduled: .unscheduled
        }
    }
}

/// One entry in a household's planner. Shared with the household's members unless private.
///
/// What it says is its `content` (read through it: `item.title`); a recurring item is a
/// series: `recurrenceRule` generates its occurrences, `recurrenceDates` add single ones (a
/// series may have only these), `excludedStarts` are the occurrences deleted one by one, and an
/// occurrence edited on its own is a separate item whose `override` points at the series and its
/// original start (RECURRENCE-ID).
@dynamicMemberLookup
public struct PlannerItem: Sendable, Equatable {
    public let id: ID<PlannerItem>
    public let householdID: ID<Household>
    public let authorID: ID<User>
    public var content: PlannerItemContent
    public var category: PlannerCategoryRef
    public var override: PlannerOverride?
    /// When it was marked done; nil while open.
    public var completedAt: Date?
    /// The iCalendar UID: this item's name in every calendar app it reaches.
    public let calendarUID: String
    /// Bumped on every change (iCalendar SEQUENCE), so clients and invitees see updates as newer.
    public var sequence: Int
    /// iCalendar a calendar app wrote that Domov does not model (`PlannerCalendarExtras`),
    /// written back to the apps so nothing they saved is lost.
    public var calendarExtras: String
    /// The personal calendar it is in; nil for the household's default calendar (`PlannerCalendar`).
    public var calendarID: ID<PlannerCalendar>?
    public let createdAt: Date
    public var updatedAt: Date

    public init(
        id: ID<PlannerItem>, householdID: ID<Household>, authorID: ID<User>, content: PlannerItemContent,
        category: PlannerCategoryRef = .builtin(.other), override: PlannerOverride? = nil, completedAt: Date? = nil,
        calendarUID: String, sequence: Int = 0, calendarExtras: String = "", calendarID: ID<PlannerCalendar>? = nil,
        createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.householdID = householdID
        self.authorID = authorID
        self.content = content
        self.category = category
        self.override = override
        self.completedAt = completedAt
        self.calendarUID = calendarUID
        self.sequence = sequence
        self.calendarExtras = calendarExtras
        self.calendarID = calendarID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    public init(
        id: ID<PlannerItem>, householdID: ID<Household>, authorID: ID<User>, kind: PlannerItemKind,
        title: String, notes: String = "", category: PlannerCategoryRef = .builtin(.other), isPrivate: Bool = false,
        timeZoneIdentifier: String, isFloating: Bool = false, when: PlannerWhen, location: String = "", attendees: [PlannerAttendee] = [],
        reminders: [PlannerReminder] = [], recurrenceRule: String? = nil, recurrenceDates: [Date] = [],
        recurrenceDateLengths: [Date: Int] = [:], excludedStarts: [Date] = [], override: PlannerOverride? = nil, completedAt: Date? = nil,
        calendarUID: String, sequence: Int = 0,
        calendarExtras: String = "", calendarID: ID<PlannerCalendar>? = nil, createdAt: Date, updatedAt: Date
    ) {
        let content = PlannerItemContent(
            kind: kind, title: title, notes: notes, isPrivate: isPrivate, timeZoneIdentifier: timeZoneIdentifier, isFloating: isFloating,
            when: when, location: location, attendees: attendees, reminders: reminders, recurrenceRule: recurrenceRule,
            recurrenceDates: recurrenceDates, recurrenceDateLengths: recurrenceDateLengths, excludedStarts: excludedStarts
        )
        self.init(
            id: id, householdID: householdID, authorID: authorID, content: content, category: category, override: override,
            completedAt: completedAt, calendarUID: calendarUID, sequence: sequence, calendarExtras: calendarExtras,
            calendarID: calendarID, createdAt: createdAt, updatedAt: updatedAt
        )
    }

    /// `item.title` reads and writes `item.content.title`. Inlinable, so the optimizer can make the
    /// key path a plain field access in other modules too.
    @inlinable
    public subscript<Value>(dynamicMember field: WritableKeyPath<PlannerItemContent, Value>) -> Value {
        get { content[keyPath: field] }
        set { content[keyPath: field] = newValue }
    }

    public var timeZone: TimeZone { TimeZone(identifier: content.timeZoneIdentifier) ?? .gmt }
    public var start: Date? { content.when.start(in: timeZone) }
    /// The wall-clock time a series repeats at: its start's, or its written one where the zone skips that.
    public var startWallClock: LocalDateTime? { content.startAsWritten ?? start.map { LocalDateTime(instant: $0, in: timeZone) } }
    public var end: Date? { content.when.end(in: timeZone) }
    public var isRecurring: Bool { content.recurrenceRule != nil || !content.recurrenceDates.isEmpty }
    public var isDone: Bool { completedAt != nil }
    /// A calendar app's STATUS:CANCELLED, kept with the item's extras.
    public var isCancelled: Bool {
        calendarExtras.contains("STATUS:CANCELLED")
            && PlannerCalendarExtras.decode(calendarExtras).properties
                .contains { $0.hasName("STATUS") && $0.value.uppercased() == "CANCELLED" }
    }

    /// Who may see the item: every member of its household, or only its author.
    public func isVisible(to userID: ID<User>) -> Bool {
        (!content.isPrivate && calendarID == nil) || authorID == userID
    }

    public static let titleMaximumLength = 200
    public static let notesMaximumLength = 20_000
    public static let locationMaximumLength = 500
}

/// Marks an item as one occurrence of a series, edited on its own (iCalendar RECURRENCE-ID).
public struct PlannerOverride: Hashable, Sendable {
    public let seriesID: ID<PlannerItem>
    /// The start the occurrence had in the series before it was edited.
    public let originalStart: Date

    public init(seriesID: ID<PlannerItem>, originalStart: Date) {
        self.seriesID = seriesID
        self.originalStart = originalStart
    }
}
