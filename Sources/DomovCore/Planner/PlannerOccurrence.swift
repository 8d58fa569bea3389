import Foundation

/// One appearance of an item on the calendar: a one-time item itself, or one occurrence of a
/// series at its own time.
public struct PlannerOccurrence: Sendable, Equatable {
    /// The item it comes from: the series for a repeated occurrence, else the item itself.
    public let item: PlannerItem
    public let start: Date?
    public let end: Date?
    /// For occurrences of a series (edited or not): the start the series gave it. It names the
    /// occurrence in "edit this one" and "delete this one" (iCalendar RECURRENCE-ID).
    public let originalStart: Date?

    public init(item: PlannerItem, start: Date?, end: Date?, originalStart: Date? = nil) {
        self.item = item
        self.start = start
        self.end = end
        self.originalStart = originalStart
    }

    /// The days an all-day occurrence covers: dates, the same for every reader in every zone.
    public var allDayDates: (first: LocalDate, days: Int)? {
        guard case .allDay(_, let days) = item.when, let start else { return nil }
        return (LocalDate(start, in: item.timeZone), days)
    }

    /// Whether a reader in `zone` sees it on `day`: an all-day occurrence on its own dates
    /// (1 June is 1 June in every zone), a timed one where its instants fall.
    public func isOn(_ day: LocalDate, in zone: TimeZone) -> Bool {
        if let (first, days) = allDayDates { return first <= day && day < first.adding(days: days) }
        guard let from = start else { return false }
        let to = end ?? from
        let dayStart = day.startOfDay(in: zone)
        let dayEnd = day.adding(days: 1).startOfDay(in: zone)
        return from < dayEnd && (to > dayStart || from >= dayStart)
    }

    /// The first day a reader in `zone` sees it on.
    public func firstDay(in zone: TimeZone) -> LocalDate? {
        allDayDates?.first ?? start.map { LocalDate($0, in: zone) }
    }

    /// The series this occurrence belongs to, if any.
    public var seriesID: ID<PlannerItem>? {
        item.override?.seriesID ?? (item.isRecurring ? item.id : nil)
    }

    /// Where it stands at `now`; the agenda marks the started and overdue ones.
    public func status(at now: Date) -> PlannerStatus {
        if item.isCancelled { return .cancelled }
        if item.isDone { return .done }
        guard let start else { return .open }
        let end = self.end ?? start
        if item.kind == .todo {
            // Due a whole day: overdue once that day is over; due at a time: once it has passed.
            return (item.when.isAllDay ? end : start) <= now ? .overdue : .upcoming
        }
        if now < start { return .upcoming }
        return now < end ? .inProgress : .past
    }
}

public enum PlannerStatus: String, Sendable, CaseIterable {
    /// Starts (or is due) later.
    case upcoming
    /// Has started and not yet ended: the seed's "!!!".
    case inProgress = "in-progress"
    /// A to-do whose due time has passed: "!!!" too.
    case overdue
    /// An event that is over.
    case past
    /// A to-do with no due date.
    case open
    case done
    /// Called off by whoever planned it (STATUS:CANCELLED from a calendar app): shown struck
    /// through, never as coming up, and reminds no one.
    case cancelled

    /// The states the agenda flags for attention.
    public var needsAttention: Bool { self == .inProgress || self == .overdue }
}
