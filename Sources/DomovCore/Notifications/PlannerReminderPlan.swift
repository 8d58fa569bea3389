import Foundation

/// Which notices a planner item's reminders make: for its next occurrence whose reminders have
/// not all passed, one notice per reminder per person (the author, and members invited to a
/// meeting). A series plans one occurrence at a time; when that one is sent, the next is planned.
public enum PlannerReminderPlan {
    /// How far ahead a series is searched for its next occurrence.
    static let horizon: TimeInterval = 5 * 366 * 86_400

    /// - Parameter link: the path the notices open (the server knows its URLs; Core does not).
    /// - Parameter zones: the zone of each person reminded, for an item with floating times:
    ///   09:00 reminds each of them at 09:00 where they are. Others are at their own instants.
    public static func notices(
        for item: PlannerItem, after now: Date, link: String, ids: IDGenerator, zones: [ID<User>: TimeZone] = [:]
    ) -> [Notice] {
        guard !item.isDone, !item.isCancelled, !item.reminders.isEmpty else { return [] }
        // Reminders fire at or before the start, so only an occurrence still to start has any left.
        let starts: [(userID: ID<User>, start: Date)] = recipients(of: item).compactMap { userID in
            let placed = zones[userID].map { item.placed(in: $0) } ?? item
            let start: Date? =
                if placed.isRecurring {
                    PlannerExpansion.seriesStarts(placed, from: now.addingTimeInterval(1), to: now.addingTimeInterval(horizon), limit: 1)
                        .first
                } else {
                    placed.start.flatMap { $0 > now ? $0 : nil }
                }
            return start.map { (userID, $0) }
        }
        var notices: [Notice] = []
        for reminder in item.reminders {
            for (userID, start) in starts {
                let due = reminder.fireDate(forOccurrenceAt: start)
                guard due > now else { continue }
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

    /// Who is reminded: the author, and members invited to a meeting.
    public static func recipients(of item: PlannerItem) -> [ID<User>] {
        [item.authorID] + item.attendees.compactMap(\.memberID).filter { $0 != item.authorID }
    }
}
