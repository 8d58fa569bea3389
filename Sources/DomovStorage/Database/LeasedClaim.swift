import Foundation
import SQLKit

/// How background work is shared between processes: a round takes due rows and leases them by
/// writing `lease_until`, in one transaction. On PostgreSQL, rows another process has locked are
/// skipped rather than waited for (FOR UPDATE SKIP LOCKED), so several `domov serve` processes
/// split the work without blocking or doubling it; SQLite has one writer at a time (BEGIN
/// IMMEDIATE), which gives the same guarantee. A process killed mid-round lets its lease expire,
/// and the rows are taken over.
enum LeasedClaim {
    /// The rows of `table` matching `due` (besides an expired or absent lease), leased until
    /// `now + lease`. `due` and `order` are trusted SQL written by the repositories.
    static func claim(
        in database: DomovDatabase, table: String, due: SQLQueryString, order: String,
        now: Date, limit: Int, lease: TimeInterval
    ) async throws -> [any SQLRow] {
        let nowMillis = now.storedMilliseconds
        let leaseEnd = now.addingTimeInterval(lease).storedMilliseconds
        let lock: SQLQueryString = database.kind == .postgres ? " FOR UPDATE SKIP LOCKED" : ""
        return try await database.transaction { db in
            let rows = try await db.raw("""
                SELECT * FROM \(ident: table) WHERE \(due)
                AND (lease_until IS NULL OR lease_until < \(bind: nowMillis))
                ORDER BY \(unsafeRaw: order) LIMIT \(literal: limit)\(lock)
                """).all()
            guard !rows.isEmpty else { return [] }
            let ids = try rows.map { try $0.string("id") }
            try await db.raw("UPDATE \(ident: table) SET lease_until = \(bind: leaseEnd) WHERE id IN (\(binds: ids))").run()
            return rows
        }
    }
}
