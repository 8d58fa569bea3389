import DomovCore
import Foundation
import SQLKit

public struct SQLNotificationRepository: NotificationRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func replacePending(source: NotificationSource, with notices: [Notice]) async throws {
        try await database.transaction { db in
            try await Self.replacePending(source: source, with: notices, db)
        }
    }

    public func replacePending(_ plans: [NotificationSource: [Notice]], dueAfter date: Date) async throws {
        guard !plans.isEmpty else { return }
        try await database.transaction { db in
            // One statement per chunk of a module's sources rather than one per source: the
            // dispatcher re-plans hundreds of sources after each batch it claims.
            for (module, sources) in Dictionary(grouping: plans.keys, by: \.module) {
                for chunk in sources.chunked(Self.rowsPerStatement) {
                    try await db.raw(
                        """
                        DELETE FROM notices WHERE source_module = \(bind: module) AND source_id IN (\(binds: chunk.map(\.id)))
                        AND dispatched_at IS NULL AND dropped = 0 AND due_at > \(bind: date.storedMilliseconds)
                        """
                    ).run()
                }
            }
            try await Self.insert(plans.values.flatMap { $0 }, db)
        }
    }

    /// Shared with the planner's writes, so an item and its reminders change in one transaction.
    static func replacePending(source: NotificationSource, with notices: [Notice], _ db: any SQLDatabase) async throws {
        try await db.raw(
            """
            DELETE FROM notices WHERE source_module = \(bind: source.module) AND source_id = \(bind: source.id)
            AND dispatched_at IS NULL AND dropped = 0
            """
        ).run()
        try await insert(notices, db)
    }

    /// Rows per multi-row statement: 15 binds a notice stays well under SQLite's 32,766 and
    /// PostgreSQL's 65,535 parameters.
    static let rowsPerStatement = 500

    private static func insert(_ notices: [Notice], _ db: any SQLDatabase) async throws {
        for chunk in notices.chunked(rowsPerStatement) {
            let insert = db.insert(into: "notices").columns(
                "id", "user_id", "source_module", "source_id", "title", "event_at", "event_all_day", "link", "due_at",
                "created_at", "lease_until", "dispatched_at", "was_late", "dropped", "read_at"
            )
            for notice in chunk {
                insert.values(
                    SQLBind(notice.id.description), SQLBind(notice.userID.description), SQLBind(notice.source.module),
                    SQLBind(notice.source.id), SQLBind(notice.title), SQLBind(notice.eventAt?.storedMilliseconds),
                    SQLBind(notice.eventIsAllDay ? 1 : 0), SQLBind(notice.link), SQLBind(notice.dueAt.storedMilliseconds),
                    SQLBind(notice.createdAt.storedMilliseconds), SQLLiteral.null, SQLLiteral.null, SQLBind(0), SQLBind(0), SQLLiteral.null
                )
            }
            try await insert.run()
        }
    }

    public func claimDue(now: Date, limit: Int, lease: TimeInterval) async throws -> [Notice] {
        try await LeasedClaim.claim(
            in: database, table: "notices",
            due: "dispatched_at IS NULL AND dropped = 0 AND due_at <= \(bind: now.storedMilliseconds)",
            order: "due_at, id", now: now, limit: limit, lease: lease
        ).map(Self.notice(from:))
    }

    public func nextDue(now: Date) async throws -> Date? {
        try await database.withConnection { db in
            // In due order along notices_pending, so it stops at the first one not leased.
            try await db.raw(
                """
                SELECT due_at FROM notices WHERE dispatched_at IS NULL AND dropped = 0
                AND (lease_until IS NULL OR lease_until <= \(bind: now.storedMilliseconds))
                ORDER BY due_at LIMIT 1
                """
            ).first().map { try $0.date("due_at") }
        }
    }

    public func markDispatched(_ ids: [ID<Notice>], at date: Date, late: Set<ID<Notice>>, silenced: Set<ID<Notice>>) async throws {
        guard !ids.isEmpty else { return }
        try await database.transaction { db in
            try await db.raw(
                """
                UPDATE notices SET dispatched_at = \(bind: date.storedMilliseconds), lease_until = NULL
                WHERE id IN (\(binds: ids.map(\.description)))
                """
            ).run()
            if !late.isEmpty {
                try await db.raw("UPDATE notices SET was_late = 1 WHERE id IN (\(binds: late.map(\.description)))").run()
            }
            if !silenced.isEmpty {
                try await db.raw(
                    """
                    UPDATE notices SET read_at = COALESCE(read_at, \(bind: date.storedMilliseconds))
                    WHERE id IN (\(binds: silenced.map(\.description)))
                    """
                ).run()
            }
        }
    }

    public func dropUndispatched(dueBefore cutoff: Date) async throws -> [Notice] {
        try await database.transaction { db in
            let rows = try await db.raw(
                """
                SELECT * FROM notices WHERE dispatched_at IS NULL AND dropped = 0 AND due_at < \(bind: cutoff.storedMilliseconds)
                """
            ).all()
            let notices = try rows.map(Self.notice(from:))
            if !notices.isEmpty {
                try await db.raw("UPDATE notices SET dropped = 1, lease_until = NULL WHERE id IN (\(binds: notices.map(\.id.description)))")
                    .run()
            }
            return notices
        }
    }

    public func notices(ids: [ID<Notice>]) async throws -> [Notice] {
        guard !ids.isEmpty else { return [] }
        return try await database.withConnection { db in
            try await db.raw("SELECT * FROM notices WHERE id IN (\(binds: ids.map(\.description)))").all().map(Self.notice(from:))
        }
    }

    public func inbox(userID: ID<User>, now: Date, limit: Int) async throws -> [Notice] {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM notices WHERE user_id = \(bind: userID.description) AND due_at <= \(bind: now.storedMilliseconds)
                AND dropped = 0 ORDER BY due_at DESC, id LIMIT \(literal: limit)
                """
            ).all().map(Self.notice(from:))
        }
    }

    public func unreadCount(userID: ID<User>, now: Date) async throws -> Int {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT COUNT(*) AS n FROM notices WHERE user_id = \(bind: userID.description)
                AND due_at <= \(bind: now.storedMilliseconds) AND dropped = 0 AND read_at IS NULL
                """
            ).first()?.decode(column: "n", as: Int.self) ?? 0
        }
    }

    public func markRead(id: ID<Notice>, userID: ID<User>, at date: Date) async throws -> Bool {
        try await database.withConnection { db in
            let rows = try await db.raw(
                """
                UPDATE notices SET read_at = COALESCE(read_at, \(bind: date.storedMilliseconds))
                WHERE id = \(bind: id.description) AND user_id = \(bind: userID.description) RETURNING id
                """
            ).all()
            return !rows.isEmpty
        }
    }

    public func markAllRead(userID: ID<User>, now: Date) async throws {
        try await database.withConnection { db in
            try await db.raw(
                """
                UPDATE notices SET read_at = \(bind: now.storedMilliseconds)
                WHERE user_id = \(bind: userID.description) AND read_at IS NULL AND due_at <= \(bind: now.storedMilliseconds)
                """
            ).run()
        }
    }

    static func notice(from row: any SQLRow) throws -> Notice {
        Notice(
            id: try row.id("id"), userID: try row.id("user_id"),
            source: NotificationSource(module: try row.string("source_module"), id: try row.string("source_id")),
            title: try row.string("title"), eventAt: try row.optionalDate("event_at"), eventIsAllDay: try row.bool("event_all_day"),
            link: try row.string("link"), dueAt: try row.date("due_at"), createdAt: try row.date("created_at"),
            readAt: try row.optionalDate("read_at"), dispatchedAt: try row.optionalDate("dispatched_at"), wasLate: try row.bool("was_late")
        )
    }
}
