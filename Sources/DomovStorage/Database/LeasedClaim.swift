import Foundation
import SQLKit

/// How background work is shared between processes: a round takes due rows and leases them by
/// writing `lease_until`, atomically. On PostgreSQL, rows another process has locked are
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
        guard database.kind == .sqlite else {
            // One statement, so one round trip to the server instead of four (BEGIN, SELECT,
            // UPDATE, COMMIT) and no list of ids sent back to it.
            return try await database.withConnection { db in
                try await db.raw(
                    """
                    WITH claimed AS (
                        UPDATE \(ident: table) SET lease_until = \(bind: leaseEnd) WHERE id IN (
                            SELECT id FROM \(ident: table) WHERE \(due) AND (lease_until IS NULL OR lease_until < \(bind: nowMillis))
                            ORDER BY \(unsafeRaw: order) LIMIT \(literal: limit) FOR UPDATE SKIP LOCKED)
                        RETURNING *)
                    SELECT * FROM claimed ORDER BY \(unsafeRaw: order)
                    """
                ).all()
            }
        }
        // SQLite allows no UPDATE in a WITH clause; its round trips stay in the process.
        return try await database.transaction { db in
            let rows = try await db.raw(
                """
                SELECT * FROM \(ident: table) WHERE \(due)
                AND (lease_until IS NULL OR lease_until < \(bind: nowMillis))
                ORDER BY \(unsafeRaw: order) LIMIT \(literal: limit)
                """
            ).all()
            guard !rows.isEmpty else { return [] }
            let ids = try rows.map { try $0.string("id") }
            try await db.raw("UPDATE \(ident: table) SET lease_until = \(bind: leaseEnd) WHERE id IN (\(binds: ids))").run()
            return rows
        }
    }
}
