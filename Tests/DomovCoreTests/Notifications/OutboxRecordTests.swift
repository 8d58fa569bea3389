import DomovCore
import Foundation
import Synchronization
import Testing

/// One way of recording what an attempt to send came to, for every outbox (deliveries and
/// meeting invitations): the attempt is counted, a retry waits as the policy says, and a retry
/// past the policy's last attempt is a failure that says so.
@Suite("Outbox recording")
struct OutboxRecordTests {
    struct Letter: OutboxMessage {
        let id: ID<Letter>
        let outbox: OutboxState
    }

    /// Remembers each call, in order.
    final class Recorder: OutboxRepository, Sendable {
        typealias Message = Letter
        let calls = Mutex<[String]>([])

        func claimDue(now: Date, limit: Int, lease: TimeInterval) async throws -> [Letter] { [] }
        func markSent(_ id: ID<Letter>, attempts: Int, at date: Date) async throws {
            calls.withLock { $0.append("sent \(attempts) at \(Int(date.timeIntervalSince1970))") }
        }
        func reschedule(_ id: ID<Letter>, attempts: Int, nextAttemptAt: Date, error: String?) async throws {
            calls.withLock { $0.append("retry \(attempts) at \(Int(nextAttemptAt.timeIntervalSince1970)): \(error ?? "")") }
        }
        func markFailed(_ id: ID<Letter>, attempts: Int, error: String, at date: Date) async throws {
            calls.withLock { $0.append("failed \(attempts): \(error)") }
        }
    }

    let now = Date(timeIntervalSince1970: 1000)
    let policy = DeliveryRetryPolicy(initialDelay: 30, maximumDelay: 3600, maximumAttempts: 3)

    func letter(attempts: Int) -> Letter {
        Letter(id: ID(UUID()), outbox: OutboxState(attempts: attempts, nextAttemptAt: now, createdAt: now))
    }

    @Test func aSentMessageCountsItsAttempt() async throws {
        let outbox = Recorder()
        let recorded = try await outbox.record(letter(attempts: 1), .sent, now: now, retry: policy)
        #expect(recorded == .sent)
        #expect(outbox.calls.withLock { $0 } == ["sent 2 at 1000"])
    }

    @Test func aRetryWaitsAsThePolicySaysOrAsLongAsTheServerAsks() async throws {
        let outbox = Recorder()
        try await outbox.record(letter(attempts: 0), .retry("busy", retryAfter: nil), now: now, retry: policy)
        try await outbox.record(letter(attempts: 1), .retry("busy", retryAfter: 600), now: now, retry: policy)
        #expect(outbox.calls.withLock { $0 } == ["retry 1 at 1030: busy", "retry 2 at 1600: busy"])
    }

    @Test func aRetryPastTheLastAttemptFailsAndSaysWhy() async throws {
        let outbox = Recorder()
        let recorded = try await outbox.record(letter(attempts: 2), .retry("timeout", retryAfter: nil), now: now, retry: policy)
        #expect(recorded == .failed("gave up after 3 attempts: timeout"))
        #expect(outbox.calls.withLock { $0 } == ["failed 3: gave up after 3 attempts: timeout"])
    }

    @Test func aRefusalFailsAtOnce() async throws {
        let outbox = Recorder()
        let recorded = try await outbox.record(letter(attempts: 0), .failed("no such mailbox"), now: now, retry: policy)
        #expect(recorded == .failed("no such mailbox"))
        #expect(outbox.calls.withLock { $0 } == ["failed 1: no such mailbox"])
    }
}
