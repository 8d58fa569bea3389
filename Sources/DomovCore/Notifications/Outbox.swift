import Foundation

/// Something sent with retries: a notice's delivery through push or email, a meeting
/// invitation. Each waits in its own table with the same columns (status, attempts, next
/// attempt, lease, last error, sent at) and goes through `OutboxRepository`.
public protocol OutboxMessage: Sendable {
    var id: ID<Self> { get }
    /// Where it stands on its way out, the same for every kind of message.
    var outbox: OutboxState { get }
}

extension OutboxMessage {
    public var status: DeliveryStatus { outbox.status }
    /// Tries so far; the next one is `attempts + 1`.
    public var attempts: Int { outbox.attempts }
    public var nextAttemptAt: Date { outbox.nextAttemptAt }
    public var lastError: String? { outbox.lastError }
    public var createdAt: Date { outbox.createdAt }
    public var sentAt: Date? { outbox.sentAt }
}

/// Where a message stands in its outbox: what an `OutboxRepository` claims it by and records
/// about each attempt. The lease is storage's alone and not part of it.
public struct OutboxState: Sendable, Equatable {
    public var status: DeliveryStatus
    public var attempts: Int
    /// When it is due (its first try, a retry, the end of quiet hours); for a failed one, when
    /// it was given up.
    public var nextAttemptAt: Date
    public var lastError: String?
    public let createdAt: Date
    public var sentAt: Date?

    /// A new message waits for its first try at `nextAttemptAt`.
    public init(
        status: DeliveryStatus = .pending, attempts: Int = 0, nextAttemptAt: Date, lastError: String? = nil, createdAt: Date,
        sentAt: Date? = nil
    ) {
        self.status = status
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.lastError = lastError
        self.createdAt = createdAt
        self.sentAt = sentAt
    }
}

/// What one attempt to send came to.
public enum OutboxOutcome: Sendable, Equatable {
    case sent
    /// Worth trying again: a timeout, a server busy for now (with its Retry-After, if any).
    case retry(String, retryAfter: TimeInterval?)
    /// Never going to work: a refusal, an address that is no address.
    case failed(String)
}

/// The sender's side of an outbox. Every method is one transaction.
public protocol OutboxRepository<Message>: Sendable {
    associatedtype Message: OutboxMessage
    /// Takes up to `limit` pending messages due by `now` that no process holds, leasing them
    /// until `now + lease`, so two processes never send the same one; a process killed
    /// mid-send sends it again once the lease ends.
    func claimDue(now: Date, limit: Int, lease: TimeInterval) async throws -> [Message]
    func markSent(_ id: ID<Message>, attempts: Int, at date: Date) async throws
    /// Back to pending, to be tried at `nextAttemptAt`, with the reason of the last failure.
    func reschedule(_ id: ID<Message>, attempts: Int, nextAttemptAt: Date, error: String?) async throws
    func markFailed(_ id: ID<Message>, attempts: Int, error: String, at date: Date) async throws
}

extension OutboxRepository {
    /// Records what an attempt came to: sent, tried again when the policy says, or given up
    /// (a retry past the policy's last attempt fails with the reason). Returns the outcome
    /// recorded, so a caller can log the failures.
    @discardableResult
    public func record(
        _ message: Message, _ outcome: OutboxOutcome, now: Date, retry: DeliveryRetryPolicy
    ) async throws -> OutboxOutcome {
        let attempts = message.attempts + 1
        switch outcome {
        case .sent:
            try await markSent(message.id, attempts: attempts, at: now)
        case .retry(let reason, let retryAfter):
            guard let next = retry.nextAttempt(after: attempts, now: now, retryAfter: retryAfter) else {
                return try await record(message, .failed("gave up after \(attempts) attempts: \(reason)"), now: now, retry: retry)
            }
            try await reschedule(message.id, attempts: attempts, nextAttemptAt: next, error: reason)
        case .failed(let reason):
            try await markFailed(message.id, attempts: attempts, error: reason, at: now)
        }
        return outcome
    }
}
