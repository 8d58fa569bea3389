import DomovCore
import Foundation

/// Decides where due notices go, from their recipients' settings: a push delivery per
/// subscribed device, an email delivery to a verified address, and whether the inbox rings.
struct NoticeFanOut: Sendable {
    let dispatch: NotificationDispatchService
    let ids: IDGenerator

    struct Plan {
        var deliveries: [Delivery] = []
        /// Notices of people who turned the in-app channel off: kept in the inbox, read already.
        var silenced: Set<ID<Notice>> = []
        /// The deliveries' recipients and devices, as read for the plan (the sender needs them too).
        var users: [ID<User>: User] = [:]
        var subscriptions: [ID<PushSubscription>: PushSubscription] = [:]
    }

    func plan(_ notices: [Notice], now: Date) async throws -> Plan {
        let userIDs = Array(Set(notices.map(\.userID)))
        let recipients = try await dispatch.recipients(userIDs)
        let (settings, subscriptions, users) = (recipients.settings, recipients.devices, recipients.users)
        var plan = Plan(users: users)
        for device in subscriptions.values.joined() { plan.subscriptions[device.id] = device }
        for notice in notices {
            let choice = settings[notice.userID] ?? NotificationSettings()
            if !choice.inApp { plan.silenced.insert(notice.id) }
            guard let user = users[notice.userID] else { continue }
            var targets: [(channel: NotificationChannel, destination: String)] = (subscriptions[user.id] ?? []).map {
                (.push, $0.id.description)
            }
            if choice.mayEmail(user.email) { targets.append((.email, user.email)) }
            // Quiet hours hold push and email back until they end; the inbox has the notice at once.
            let start = choice.quietHours?.end(ifQuietAt: now, in: user.preferences.timeZone) ?? now
            plan.deliveries += targets.map { target in
                Delivery(
                    id: ids(), noticeID: notice.id, userID: user.id, channel: target.channel, destination: target.destination,
                    outbox: OutboxState(nextAttemptAt: start, createdAt: now))
            }
        }
        return plan
    }
}
