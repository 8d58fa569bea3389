import DomovCore
import Foundation
import SQLKit

public struct SQLPushSubscriptionRepository: PushSubscriptionRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func save(_ subscription: PushSubscription) async throws {
        try await database.transaction { db in
            try await db.delete(from: "push_subscriptions").where("endpoint", .equal, subscription.endpoint).run()
            try await db.insert(into: "push_subscriptions").columns(
                "id", "user_id", "endpoint", "p256dh", "auth", "label", "created_at", "last_success_at"
            ).values(
                SQLBind(subscription.id.description), SQLBind(subscription.userID.description), SQLBind(subscription.endpoint),
                SQLBind(subscription.p256dh), SQLBind(subscription.auth), SQLBind(subscription.label),
                SQLBind(subscription.createdAt.storedMilliseconds), SQLBind(subscription.lastSuccessAt?.storedMilliseconds)
            ).run()
        }
    }

    public func subscription(id: ID<PushSubscription>) async throws -> PushSubscription? {
        try await database.withConnection { db in
            try await db.select().column("*").from("push_subscriptions").where("id", .equal, id.description).first()
                .map(Self.subscription(from:))
        }
    }

    public func list(userID: ID<User>) async throws -> [PushSubscription] {
        try await list(userIDs: [userID])[userID] ?? []
    }

    public func list(userIDs: [ID<User>]) async throws -> [ID<User>: [PushSubscription]] {
        guard !userIDs.isEmpty else { return [:] }
        let rows = try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM push_subscriptions WHERE user_id IN (\(binds: userIDs.map(\.description))) ORDER BY created_at, id
                """
            ).all()
        }
        return Dictionary(grouping: try rows.map(Self.subscription(from:)), by: \.userID)
    }

    public func delete(id: ID<PushSubscription>, userID: ID<User>) async throws -> Bool {
        try await deleteReturning("id = \(bind: id.description) AND user_id = \(bind: userID.description)")
    }

    public func delete(endpoint: String, userID: ID<User>) async throws -> Bool {
        try await deleteReturning("endpoint = \(bind: endpoint) AND user_id = \(bind: userID.description)")
    }

    public func delete(id: ID<PushSubscription>) async throws {
        _ = try await deleteReturning("id = \(bind: id.description)")
    }

    public func recordSuccess(id: ID<PushSubscription>, at date: Date) async throws {
        try await recordSuccess(ids: [id], at: date)
    }

    public func recordSuccess(ids: [ID<PushSubscription>], at date: Date) async throws {
        guard !ids.isEmpty else { return }
        try await database.withConnection { db in
            for chunk in Array(Set(ids)).chunked(500) {
                // A device already at this moment or later is left alone: the sender records its
                // round's moment after every batch, and a device has a message in most of them;
                // an update that changes nothing still writes the row (on PostgreSQL, a new
                // version of it), 90,000 times in the 100,000-push benchmark.
                try await db.raw(
                    """
                    UPDATE push_subscriptions SET last_success_at = \(bind: date.storedMilliseconds)
                    WHERE id IN (\(binds: chunk.map(\.description)))
                    AND (last_success_at IS NULL OR last_success_at < \(bind: date.storedMilliseconds))
                    """
                ).run()
            }
        }
    }

    private func deleteReturning(_ condition: SQLQueryString) async throws -> Bool {
        try await database.withConnection { db in
            try await !db.raw("DELETE FROM push_subscriptions WHERE \(condition) RETURNING id").all().isEmpty
        }
    }

    static func subscription(from row: any SQLRow) throws -> PushSubscription {
        PushSubscription(
            id: try row.id("id"), userID: try row.id("user_id"), endpoint: try row.string("endpoint"),
            p256dh: try row.string("p256dh"), auth: try row.string("auth"), label: try row.string("label"),
            createdAt: try row.date("created_at"), lastSuccessAt: try row.optionalDate("last_success_at")
        )
    }
}
