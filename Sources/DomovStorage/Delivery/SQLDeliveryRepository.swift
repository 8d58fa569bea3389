import DomovCore
import Foundation
import SQLKit

public struct SQLDeliveryRepository: DeliveryRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func enqueue(_ deliveries: [Delivery]) async throws {
        _ = try await insert(deliveries, leasing: nil)
    }

    public func enqueueClaimed(_ deliveries: [Delivery], now: Date, lease: TimeInterval) async throws -> Set<ID<Delivery>> {
        try await insert(deliveries, leasing: (dueBy: now, until: now.addingTimeInterval(lease)))
    }

    /// Inserts the deliveries, those due by `leasing.dueBy` with a lease until `leasing.until`;
    /// returns the ids of those leased (and new: a row skipped for its idempotency key is not).
    private func insert(_ deliveries: [Delivery], leasing: (dueBy: Date, until: Date)?) async throws -> Set<ID<Delivery>> {
        guard !deliveries.isEmpty else { return [] }
        let leaseEnd = leasing?.until.storedMilliseconds
        return try await database.transaction { db in
            var leased: Set<ID<Delivery>> = []
            // Rows of a few hundred at a time keep PostgreSQL's bind limit far away.
            for chunk in deliveries.chunked(500) {
                var insert = db.insert(into: "deliveries").columns(
                    "id", "notice_id", "user_id", "channel", "destination", "idempotency_key", "status", "attempts",
                    "next_attempt_at", "lease_until", "last_error", "created_at", "sent_at"
                )
                let due: Set<ID<Delivery>> =
                    leasing.map { leasing in Set(chunk.filter { $0.nextAttemptAt <= leasing.dueBy }.map(\.id)) } ?? []
                for delivery in chunk {
                    insert = insert.values(
                        SQLBind(delivery.id.description), SQLBind(delivery.noticeID.description), SQLBind(delivery.userID.description),
                        SQLBind(delivery.channel.rawValue), SQLBind(delivery.destination), SQLBind(delivery.idempotencyKey),
                        SQLBind(delivery.status.rawValue), SQLBind(delivery.attempts), SQLBind(delivery.nextAttemptAt.storedMilliseconds),
                        SQLBind(due.contains(delivery.id) ? leaseEnd : nil), SQLBind(delivery.lastError),
                        SQLBind(delivery.createdAt.storedMilliseconds),
                        SQLBind(delivery.sentAt?.storedMilliseconds)
                    )
                }
                let inserted = insert.ignoringConflicts(with: "idempotency_key")
                guard !due.isEmpty else {
                    try await inserted.run()
                    continue
                }
                // Only the rows inserted come back, not those skipped for their idempotency key.
                for row in try await inserted.returning("id").all() {
                    let id: ID<Delivery> = try row.id("id")
                    if due.contains(id) { leased.insert(id) }
                }
            }
            return leased
        }
    }

    var outbox: SQLOutbox<Delivery> {
        SQLOutbox(database: database, table: "deliveries", order: "next_attempt_at, id", message: Self.delivery(from:))
    }

    public func claimDue(now: Date, limit: Int, lease: TimeInterval) async throws -> [Delivery] {
        try await outbox.claimDue(now: now, limit: limit, lease: lease)
    }

    public func markSent(_ id: ID<Delivery>, attempts: Int, at date: Date) async throws {
        try await outbox.markSent(id, attempts: attempts, at: date)
    }

    public func markSent(_ ids: [ID<Delivery>], at date: Date) async throws {
        guard !ids.isEmpty else { return }
        try await database.transaction { db in
            for chunk in ids.chunked(500) {
                try await db.raw(
                    """
                    UPDATE deliveries SET status = \(bind: DeliveryStatus.sent.rawValue), attempts = attempts + 1,
                    sent_at = \(bind: date.storedMilliseconds), last_error = NULL, lease_until = NULL
                    WHERE id IN (\(binds: chunk.map(\.description)))
                    """
                ).run()
            }
        }
    }

    public func reschedule(_ id: ID<Delivery>, attempts: Int, nextAttemptAt: Date, error: String?) async throws {
        try await outbox.reschedule(id, attempts: attempts, nextAttemptAt: nextAttemptAt, error: error)
    }

    public func markFailed(_ id: ID<Delivery>, attempts: Int, error: String, at date: Date) async throws {
        try await outbox.markFailed(id, attempts: attempts, error: error, at: date)
    }

    public func deliveries(noticeID: ID<Notice>) async throws -> [Delivery] {
        try await database.withConnection { db in
            try await db.select().column("*").from("deliveries").where("notice_id", .equal, noticeID.description)
                .orderBy("channel").orderBy("destination").all().map(Self.delivery(from:))
        }
    }

    public func recentFailures(limit: Int) async throws -> [Delivery] {
        try await database.withConnection { db in
            try await db.select().column("*").from("deliveries").where("status", .equal, DeliveryStatus.failed.rawValue)
                .orderBy("next_attempt_at", .descending).orderBy("id").limit(limit).all().map(Self.delivery(from:))
        }
    }

    static func delivery(from row: any SQLRow) throws -> Delivery {
        let channel = try row.string("channel")
        guard let channelValue = NotificationChannel(rawValue: channel) else { throw StoredValueError(column: "channel", value: channel) }
        return Delivery(
            id: try row.id("id"), noticeID: try row.id("notice_id"), userID: try row.id("user_id"), channel: channelValue,
            destination: try row.string("destination"), outbox: try OutboxState(outboxColumnsOf: row)
        )
    }
}
