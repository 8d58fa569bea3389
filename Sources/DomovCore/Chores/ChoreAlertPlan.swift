import Foundation

/// The "this chore is now critical" alerts of one chore: one notice for each person who has
/// its room in My rooms and for its assignee, due the moment it turns critical.
public enum ChoreAlertPlan {
    /// Nothing is planned for a done chore, nor for one already critical or overdue at `now`:
    /// the moment it entered the critical state has passed (renewing plans the next one).
    public static func notices(for chore: Chore, recipients: Set<ID<User>>, link: String, after now: Date, ids: IDGenerator) -> [Notice] {
        guard !chore.isDone else { return [] }
        let criticalAt = chore.criticalAt
        guard criticalAt > now else { return [] }
        return recipients.sorted { $0.description < $1.description }.map { userID in
            Notice(
                id: ids(), userID: userID, source: .chore(chore.id), title: chore.name, eventAt: chore.due,
                link: link, dueAt: criticalAt, createdAt: now
            )
        }
    }

    /// Who hears about a chore: the room's followers and the assignee.
    public static func recipients(followers: Set<ID<User>>, assignee: ID<User>?) -> Set<ID<User>> {
        followers.union(assignee.map { [$0] } ?? [])
    }
}

extension NotificationSource {
    /// A chore's critical-state alerts.
    public static func chore(_ id: ID<Chore>) -> NotificationSource {
        NotificationSource(module: "chores", id: id.description)
    }
}
