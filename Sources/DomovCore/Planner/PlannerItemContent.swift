import Foundation

/// What an item says, the part a calendar app and the planner's own forms both describe: a
/// calendar object's VEVENT or VTODO is read into one (`PlannerCalendarEntry`), and a saved
/// `PlannerItem` holds one beside what only the planner knows (ids, category, series links).
/// Declared once so the two cannot drift, and handed over whole when a calendar object is saved.
public struct PlannerItemContent: Sendable, Equatable {
    public var kind: PlannerItemKind
    public var title: String
    /// Free text, kept exactly as typed: line breaks, tildes and all.
    public var notes: String
    /// Seen by its author only.
    public var isPrivate: Bool
    /// The IANA zone the item's times are meant in; a weekly 09:00 stays 09:00 there.
    public var timeZoneIdentifier: String {
        didSet { if timeZoneIdentifier != oldValue { startAsWritten = nil } }
    }
    /// Times without a zone (RFC 5545 §3.3.5 form #1, "09:00" with no TZID and no Z): 09:00
    /// wherever the reader is. The index keeps them as UTC wall clock (`PlannerItem.indexed`);
    /// every reader places them in its own zone (`placed(in:)`), as all-day items are dates
    /// for every reader.
    public var isFloating: Bool
    public var when: PlannerWhen {
        didSet { if when != oldValue { startAsWritten = nil } }
    }
    /// A series' start as its text writes it on the wall clock, kept only when the zone skips
    /// that time: DTSTART 02:30 on the night the clocks go forward is 03:30 that night (RFC 5545
    /// §3.3.5, the offset before the gap), which `when` holds, but 02:30 on every later day.
    /// Expansion starts from it (`RecurrenceSupport.set`). A new start or zone is written from
    /// the instant, so changing either lets go of it.
    public var startAsWritten: LocalDateTime?
    public var location: String
    /// Members are `urn:uuid:` addresses (as Domov writes them), everyone else `mailto:`.
    public var attendees: [PlannerAttendee]
    public var reminders: [PlannerReminder]
    /// An RFC 5545 RRULE value, stored as text so it maps one-to-one onto iCalendar.
    public var recurrenceRule: String?
    /// Starts of occurrences beyond the rule's (RDATE; a PERIOD's start), in order. Each lasts
    /// as long as the item, unless `recurrenceDateLengths` gives it a length of its own.
    public var recurrenceDates: [Date]
    /// The length in seconds of each extra date an app gave as a PERIOD (RDATE;VALUE=PERIOD,
    /// RFC 5545 §3.8.5.2: the period's end or duration is that occurrence's), by its start.
    public var recurrenceDateLengths: [Date: Int]
    /// The original starts of occurrences deleted one by one (EXDATE).
    public var excludedStarts: [Date]

    public init(
        kind: PlannerItemKind, title: String, notes: String = "", isPrivate: Bool = false, timeZoneIdentifier: String,
        isFloating: Bool = false, when: PlannerWhen, location: String = "", attendees: [PlannerAttendee] = [],
        reminders: [PlannerReminder] = [], recurrenceRule: String? = nil, recurrenceDates: [Date] = [],
        recurrenceDateLengths: [Date: Int] = [:], excludedStarts: [Date] = [], startAsWritten: LocalDateTime? = nil
    ) {
        self.kind = kind
        self.title = title
        self.notes = notes
        self.isPrivate = isPrivate
        self.timeZoneIdentifier = timeZoneIdentifier
        self.isFloating = isFloating
        self.when = when
        self.location = location
        self.attendees = attendees
        self.reminders = reminders
        self.recurrenceRule = recurrenceRule
        self.recurrenceDates = recurrenceDates
        self.recurrenceDateLengths = recurrenceDateLengths
        self.excludedStarts = excludedStarts
        self.startAsWritten = startAsWritten
    }

    /// An edited occurrence is one time, not a series of its own: the series holds the rule.
    public var withoutRecurrence: PlannerItemContent {
        var single = self
        single.recurrenceRule = nil
        single.recurrenceDates = []
        single.recurrenceDateLengths = [:]
        single.excludedStarts = []
        single.startAsWritten = nil
        return single
    }
}
