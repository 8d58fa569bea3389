import Foundation

/// Where a delivery stands.
public enum DeliveryStatus: String, Sendable, Codable, CaseIterable {
    /// Waiting for `nextAttemptAt` (first try, a retry, or the end of quiet hours).
    case pending
    case sent
    /// Given up: a permanent refusal or too many failed tries; `lastError` says why.
    case failed
}

/// One notice on its way through one outside channel to one destination (a push subscription, an
/// email address). The inbox needs no delivery: the notice itself is its entry there.
public struct Delivery: OutboxMessage, Equatable {
    public let id: ID<Delivery>
    public let noticeID: ID<Notice>
    public let userID: ID<User>
    public let channel: NotificationChannel
    /// A push subscription's id, or an email address.
    public let destination: String
    public var outbox: OutboxState

    public init(
        id: ID<Delivery>, noticeID: ID<Notice>, userID: ID<User>, channel: NotificationChannel, destination: String, outbox: OutboxState
    ) {
        self.id = id
        self.noticeID = noticeID
        self.userID = userID
        self.channel = channel
        self.destination = destination
        self.outbox = outbox
    }

    /// The same for every attempt at the same (notice, channel, destination): storage refuses a
    /// second delivery with it, and channels that dedupe (push Topic, email Message-ID) get it too.
    public var idempotencyKey: String {
        Self.idempotencyKey(notice: noticeID, channel: channel, destination: destination)
    }

    public static func idempotencyKey(notice: ID<Notice>, channel: NotificationChannel, destination: String) -> String {
        "\(notice):\(channel.rawValue):\(destination)"
    }
}
