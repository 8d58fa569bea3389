import Foundation

/// Which notices a planner item's reminders make: for its next occurrence whose reminders have
/// not all passed, one notice per reminder per person (the author, and members invited to a
/// meeting). A series plans one occurrence at a time; when that one is sent, the next is planned.
public enum PlannerReminderPlan {
    /// How far ahead a series is searched for its next occurrence.
    static let horizon: TimeInterval = 5 * 366 * 86_400

    /// - Parameter link: the path the notices open (the server knows its URLs; Core does not).
    public static func notices(for item: PlannerItem, after now: Date, link: String, ids: IDGenerator) -> [Notice] {
        guard !item.isDone, !item.isCancelled, !item.reminders.isEmpty else { return [] }
        // Reminders fire at or before the start, so only an occurrence still to start has any left.
        let start: Date? =
            if item.isRecurring {
                PlannerExpansion.seriesStarts(item, from: now.addingTimeInterval(1), to: now.addingTimeInterval(horizon), limit: 1).first
            } else {
                item.start.flatMap { $0 > now ? $0 : nil }
            }
        guard let start else { return [] }
        let recipients = [item.authorID] + item.attendees.compactMap(\.memberID).filter { $0 != item.authorID }
        var notices: [Notice] = []
        for reminder in item.reminders {
            let due = reminder.fireDate(forOccurrenceAt: start)
            guard due > now else { continue }
            for userID in recipients {
                notices.append(
                    Notice(
                        id: ids(), userID: userID, source: .planner(item.id), title: item.title,
                        eventAt: start, eventIsAllDay: item.when.isAllDay,
                        link: link, dueAt: due, createdAt: now
                    ))
            }
        }
        return notices
    }
}
