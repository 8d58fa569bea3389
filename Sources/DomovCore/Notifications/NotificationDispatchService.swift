import Foundation

/// The dispatcher's and the senders' use cases: notices claimed when they fall due, recorded
/// and planned again; their recipients' channels; and the outbox of deliveries and meeting
/// invitations, sent with leases and retried by `DeliveryRetryPolicy`. Nobody asks for these:
/// the background job does, so there is no one to check.
public struct NotificationDispatchService: Sendable {
    public let notifications: any NotificationRepository
    public let deliveries: any DeliveryRepository
    public let invitations: any MeetingInvitationRepository
    public let settings: any NotificationSettingsRepository
    public let pushSubscriptions: any PushSubscriptionRepository
    public let deliverySettings: any DeliverySettingsRepository
    public let accounts: any AccountRepository

    public init(
        notifications: any NotificationRepository, deliveries: any DeliveryRepository, invitations: any MeetingInvitationRepository,
        settings: any NotificationSettingsRepository, pushSubscriptions: any PushSubscriptionRepository,
        deliverySettings: any DeliverySettingsRepository, accounts: any AccountRepository
    ) {
        self.notifications = notifications
        self.deliveries = deliveries
        self.invitations = invitations
        self.settings = settings
        self.pushSubscriptions = pushSubscriptions
        self.deliverySettings = deliverySettings
        self.accounts = accounts
    }

    // MARK: Notices

    /// Drops the notices not dispatched by `cutoff` and returns them.
    public func dropMissed(dueBefore cutoff: Date) async throws -> [Notice] {
        try await notifications.dropUndispatched(dueBefore: cutoff)
    }

    /// Up to `limit` notices due by `now`, leased to the caller until `now + lease`.
    public func claimDueNotices(now: Date, limit: Int, lease: TimeInterval) async throws -> [Notice] {
        try await notifications.claimDue(now: now, limit: limit, lease: lease)
    }

    public func markDispatched(_ ids: [ID<Notice>], at date: Date, late: Set<ID<Notice>>, silenced: Set<ID<Notice>>) async throws {
        try await notifications.markDispatched(ids, at: date, late: late, silenced: silenced)
    }

    /// Replaces the sources' pending notices due after `date` with their new plans.
    public func replacePending(_ plans: [NotificationSource: [Notice]], dueAfter date: Date) async throws {
        try await notifications.replacePending(plans, dueAfter: date)
    }

    /// When the next notice falls due, if any is planned.
    public func nextDue(now: Date) async throws -> Date? {
        try await notifications.nextDue(now: now)
    }

    // MARK: Recipients

    /// Where the people's notices may go: their settings, the devices of those who take pushes,
    /// and the accounts of those with somewhere to send to (the others' are not read, so the
    /// common in-app-only notice costs no more).
    public func recipients(_ userIDs: [ID<User>]) async throws -> NoticeRecipients {
        let settings = try await settings.settings(userIDs: userIDs)
        let devices = try await pushSubscriptions.list(userIDs: userIDs.filter { settings[$0]?.push == true })
        let users = try await accounts.users(ids: userIDs.filter { devices[$0] != nil || settings[$0]?.verifiedEmail != nil })
        return NoticeRecipients(settings: settings, devices: devices, users: users)
    }

    // MARK: Deliveries

    /// Stores the deliveries, those due by `now` leased to the caller; returns the ids leased.
    public func enqueueClaimed(_ planned: [Delivery], now: Date, lease: TimeInterval) async throws -> Set<ID<Delivery>> {
        try await deliveries.enqueueClaimed(planned, now: now, lease: lease)
    }

    public func claimDueDeliveries(now: Date, limit: Int, lease: TimeInterval) async throws -> [Delivery] {
        try await deliveries.claimDue(now: now, limit: limit, lease: lease)
    }

    /// What sending claimed deliveries needs besides them: their notices, their recipients, and
    /// the push deliveries' devices (one missing was unsubscribed meanwhile).
    public func sendingContext(for due: [Delivery]) async throws -> (
        notices: [Notice], users: [ID<User>: User], devices: [PushSubscription]
    ) {
        let notices = try await notifications.notices(ids: Array(Set(due.map(\.noticeID))))
        let users = try await accounts.users(ids: Array(Set(due.map(\.userID))))
        let pushUsers = Array(Set(due.filter { $0.channel == .push }.map(\.userID)))
        let devices = try await pushSubscriptions.list(userIDs: pushUsers).values.joined()
        return (notices, users, Array(devices))
    }

    /// Records a batch's successes in one statement, and notes that their devices took pushes
    /// (a failure to note that loses nothing).
    public func recordSent(_ sent: [Delivery], at date: Date) async throws {
        try await deliveries.markSent(sent.map(\.id), at: date)
        try? await pushSubscriptions.recordSuccess(
            ids: sent.filter { $0.channel == .push }.compactMap { ID<PushSubscription>($0.destination) }, at: date
        )
    }

    /// Records what an attempt came to; returns the outcome recorded.
    public func record(_ delivery: Delivery, _ outcome: OutboxOutcome, now: Date, retry: DeliveryRetryPolicy) async throws
        -> OutboxOutcome
    {
        try await deliveries.record(delivery, outcome, now: now, retry: retry)
    }

    /// The push service said the device is gone or unusable: it gets nothing more.
    public func forgetDevice(_ id: ID<PushSubscription>) async throws {
        try await pushSubscriptions.delete(id: id)
    }

    /// The admin's mail server; nil when no email can go out.
    public func mailServer() async throws -> MailServerSettings? {
        try await deliverySettings.mailServer()
    }

    // MARK: Meeting invitations

    public func claimDueInvitations(now: Date, limit: Int, lease: TimeInterval) async throws -> [MeetingInvitation] {
        try await invitations.claimDue(now: now, limit: limit, lease: lease)
    }

    /// The invitation's organizer; nil when their account is gone.
    public func organizer(of invitation: MeetingInvitation) async throws -> User? {
        try await accounts.user(id: invitation.organizerID)
    }

    public func record(_ invitation: MeetingInvitation, _ outcome: OutboxOutcome, now: Date, retry: DeliveryRetryPolicy) async throws
        -> OutboxOutcome
    {
        try await invitations.record(invitation, outcome, now: now, retry: retry)
    }
}

/// Where notices to a set of people may go, as read for one batch.
public struct NoticeRecipients: Sendable {
    /// Absent ones are the defaults.
    public var settings: [ID<User>: NotificationSettings]
    /// Only of people who take pushes.
    public var devices: [ID<User>: [PushSubscription]]
    /// Only of people with a device or a confirmed address.
    public var users: [ID<User>: User]
}
