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
