import Foundation

/// A journal entry or note (VJOURNAL), as jtx Board and Evolution's memos write them into a
/// calendar. The planner has no item for it: its text is kept and served as the app sent it,
/// and what serving it needs besides is kept with the text (`CalendarJournalPlacement`).
public struct CalendarJournal: Sendable, Equatable {
    public var uid: String
    /// CLASS:PRIVATE or CONFIDENTIAL, read as the planner reads it of events and to-dos.
    public var isPrivate: Bool

    public init(uid: String, isPrivate: Bool) {
        self.uid = uid
        self.isPrivate = isPrivate
    }
}

/// For a journal entry, what a planner item says of its object: which calendar it is in, who
/// wrote it, and whether it is private. The same rules hold: private entries and those in a
/// personal calendar are their author's alone.
public struct CalendarJournalPlacement: Sendable, Equatable {
    /// The personal calendar it is in; nil for the household's default calendar.
    public var calendarID: ID<PlannerCalendar>?
    public var authorID: ID<User>
    public var isPrivate: Bool

    public init(calendarID: ID<PlannerCalendar>?, authorID: ID<User>, isPrivate: Bool) {
        self.calendarID = calendarID
        self.authorID = authorID
        self.isPrivate = isPrivate
    }

    /// As `PlannerItem.isVisible(to:)`.
    public func isVisible(to userID: ID<User>) -> Bool {
        (!isPrivate && calendarID == nil) || authorID == userID
    }
}

/// What one calendar object an app sends holds: events or to-dos, which become planner
/// items, or a journal entry, which is only kept.
public enum PlannerCalendarContent: Sendable, Equatable {
    case items(PlannerCalendarObject)
    case journal(CalendarJournal)

    public var uid: String {
        switch self {
        case .items(let object): object.uid
        case .journal(let journal): journal.uid
        }
    }
}

extension PlannerCalendarReader {
    /// Reads an object a calendar app wrote. One with a VEVENT or VTODO is read as planner
    /// items (`object(from:)`); one of VJOURNALs alone is a journal entry, refused only when
    /// it is invalid: several UIDs or none, or a date, rule or zone that cannot be read (a
    /// time-range query reads them).
    public func content(from text: String) throws(PlannerCalendarReadError) -> PlannerCalendarContent {
        let calendar = try Self.calendar(text)
        let isItem = calendar.components.contains { $0.hasName("VEVENT") || $0.hasName("VTODO") }
        let journals = calendar.components(named: "VJOURNAL")
        guard !isItem, !journals.isEmpty else { return .items(try object(from: calendar)) }
        let uids = Set(journals.map { $0.property("UID")?.text ?? "" })
        guard uids.count == 1, let uid = uids.first else { throw .severalUIDs }
        guard !uid.isEmpty else { throw .missingUID }
        guard uid.utf8.count <= Self.maximumUIDLength else { throw .uidTooLong(maximum: Self.maximumUIDLength) }
        let definedZones = Set(calendar.components(named: "VTIMEZONE").compactMap { $0.property("TZID")?.value })
        for journal in journals {
            try Self.checkJournalValues(journal, definedZones: definedZones)
        }
        let isPrivate = journals.contains { ["PRIVATE", "CONFIDENTIAL"].contains($0.property("CLASS")?.value.uppercased()) }
        return .journal(CalendarJournal(uid: uid, isPrivate: isPrivate))
    }

    /// The values a query or an expansion of the entry reads: DTSTART, RECURRENCE-ID, RRULE,
    /// EXDATE and RDATE, and the zones their TZIDs name.
    private static func checkJournalValues(_ journal: ICalComponent, definedZones: Set<String>) throws(PlannerCalendarReadError) {
        for name in ["DTSTART", "RECURRENCE-ID"] {
            guard let property = journal.property(name) else { continue }
            guard (try? property.dateTime()) != nil else { throw .invalidValue(property: name) }
        }
        for name in ["EXDATE", "RDATE"] {
            for property in journal.properties(named: name) where (try? property.dateTimeList()) == nil {
                throw .invalidValue(property: name)
            }
        }
        let rules = journal.properties(named: "RRULE")
        for rule in rules {
            guard let parsed = try? rule.recurrenceRule(), parsed.validate().isEmpty else { throw .invalidValue(property: "RRULE") }
            // As for events: a large COUNT more often than daily is walked on every query.
            if parsed.frequency < .daily, let count = parsed.count, count > maximumSubDailyCount {
                throw .unsupportedRecurrence("more than \(maximumSubDailyCount) times more often than daily")
            }
        }
        for tzid in Set(journal.properties.compactMap { $0.parameter("TZID") }) {
            guard TimeZoneResolver.timeZone(forTZID: tzid) != nil || definedZones.contains(tzid) else { throw .unknownTimeZone(tzid) }
        }
    }
}
