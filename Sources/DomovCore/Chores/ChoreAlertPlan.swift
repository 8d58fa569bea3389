import Foundation

/// The "this chore is critical" alerts of one chore: one notice for each person who has its
/// room in My rooms and for its assignee, once per time the chore is critical.
///
/// A chore that will turn critical later is planned for that moment. One that already is
/// critical or overdue (made so, or its room just added to someone's My rooms) is told at
/// once: the seed tells members whenever a chore is in the critical state. Plans are made
/// again after every change, so the same spell must not be told twice: a person already sent a
/// notice of this chore at or after the moment it turned critical has heard of it, and the
/// write leaves them out (`ChoreAlerts.toldSince`). Renewing starts a new span and so a new spell.
public enum ChoreAlertPlan {
    /// Nothing is planned for a done chore.
    public static func alerts(for chore: Chore, recipients: Set<ID<User>>, link: String, at now: Date, ids: IDGenerator) -> ChoreAlerts {
        guard !chore.isDone else { return ChoreAlerts() }
        let criticalAt = chore.criticalAt
        let alreadyCritical = criticalAt <= now
        let notices = recipients.sorted { $0.description < $1.description }.map { userID in
            Notice(
                id: ids(), userID: userID, source: .chore(chore.id), title: chore.name, eventAt: chore.due,
                link: link, dueAt: alreadyCritical ? now : criticalAt, createdAt: now
            )
        }
        return ChoreAlerts(notices: notices, toldSince: alreadyCritical ? criticalAt : nil)
    }

    /// Who hears about a chore: the room's followers and the assignee.
    public static func recipients(followers: Set<ID<User>>, assignee: ID<User>?) -> Set<ID<User>> {
        followers.union(assignee.map { [$0] } ?? [])
    }
}

/// A chore's alerts as planned, to replace those not yet sent.
public struct ChoreAlerts: Sendable, Equatable {
    public var notices: [Notice]
    /// For a chore already critical: when it turned so. A person with a notice of this chore
    /// already sent and due at or after this moment has been told of this spell, and their
    /// notice in `notices` is left out. Checked in the write's transaction, so that a notice
    /// the dispatcher sends meanwhile still counts. Nil for alerts still to come.
    public var toldSince: Date?

    public init(notices: [Notice] = [], toldSince: Date? = nil) {
        self.notices = notices
        self.toldSince = toldSince
    }

    /// No alerts: cancels those not yet sent.
    public static let none = ChoreAlerts()
}

extension NotificationSource {
    public static let choresModule = "chores"

    /// A chore's critical-state alerts.
    public static func chore(_ id: ID<Chore>) -> NotificationSource {
        NotificationSource(module: choresModule, id: id.description)
    }
}
