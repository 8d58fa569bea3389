import DomovCore
import Foundation
import SQLKit

/// The one storage pattern of every outbox table: `status`, `attempts`, `next_attempt_at`,
/// `lease_until`, `last_error` and `sent_at` beside the message's own columns. Deliveries and
/// meeting invitations keep their tables and rows; this is how both are claimed and recorded.
struct SQLOutbox<Message: OutboxMessage>: Sendable {
    let database: DomovDatabase
    let table: String
    /// The order due messages are claimed in (an invitation's update goes after the invitation).
    let order: String
    let message: @Sendable (any SQLRow) throws -> Message

    func claimDue(now: Date, limit: Int, lease: TimeInterval) async throws -> [Message] {
        try await LeasedClaim.claim(
            in: database, table: table,
            due: "status = 'pending' AND next_attempt_at <= \(bind: now.storedMilliseconds)",
            order: order, now: now, limit: limit, lease: lease
        ).map(message)
    }

    func markSent(_ id: ID<Message>, attempts: Int, at date: Date) async throws {
        try await update(
            id,
            [
                "status": SQLBind(DeliveryStatus.sent.rawValue), "attempts": SQLBind(attempts), "sent_at": SQLBind(date.storedMilliseconds),
                "last_error": SQLLiteral.null,
            ])
    }

    func reschedule(_ id: ID<Message>, attempts: Int, nextAttemptAt: Date, error: String?) async throws {
        try await update(
            id,
            [
                "status": SQLBind(DeliveryStatus.pending.rawValue), "attempts": SQLBind(attempts),
                "next_attempt_at": SQLBind(nextAttemptAt.storedMilliseconds), "last_error": SQLBind(error),
            ])
    }

    func markFailed(_ id: ID<Message>, attempts: Int, error: String, at date: Date) async throws {
        try await update(
            id,
            [
                "status": SQLBind(DeliveryStatus.failed.rawValue), "attempts": SQLBind(attempts), "last_error": SQLBind(error),
                "next_attempt_at": SQLBind(date.storedMilliseconds),
            ])
    }

    /// Every outcome also ends the lease, so the message is free for its next attempt.
    private func update(_ id: ID<Message>, _ values: [String: any SQLExpression]) async throws {
        try await database.withConnection { db in
            var query = db.update(table).set("lease_until", to: SQLLiteral.null)
            for (column, value) in values { query = query.set(SQLColumn(column), to: value) }
            try await query.where("id", .equal, id.description).run()
        }
    }
}

extension OutboxState {
    /// Reads a row's outbox columns (`Migration.outboxColumns`).
    init(outboxColumnsOf row: any SQLRow) throws {
        let status = try row.string("status")
        guard let statusValue = DeliveryStatus(rawValue: status) else { throw StoredValueError(column: "status", value: status) }
        self.init(
            status: statusValue, attempts: try row.int("attempts"), nextAttemptAt: try row.date("next_attempt_at"),
            lastError: try row.optionalString("last_error"), createdAt: try row.date("created_at"), sentAt: try row.optionalDate("sent_at")
        )
    }
}
