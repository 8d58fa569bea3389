import DomovCore
import Foundation
import SQLKit

/// Deleted chores kept for Undo (migration 32): moved whole, row and completions, into tables
/// with the same columns, and moved back the same way, so nothing is rebuilt or lost.
extension SQLChoresRepository {
    /// The columns `chores` and `deleted_chores` share: every column of a chore.
    private static let choreColumns = """
        id, household_id, room_id, name, name_key, details, kind, starts_at, ends_at, interval_value, interval_unit, due_at, \
        time_zone, assignee_id, rotation_mode, rotation_members, completed_at, created_by, created_at, updated_at
        """
    private static let completionColumns = "id, chore_id, household_id, user_id, completed_at, note, previous_start, previous_assignee_id"

    /// Copies the chore and its completions aside before `write` deletes them, in its transaction.
    static func keep(_ id: ID<Chore>, _ deletion: Deletion, _ db: any SQLDatabase) async throws {
        // A chore deleted, restored and deleted again keeps only its latest state.
        try await db.raw("DELETE FROM deleted_chores WHERE id = \(bind: id.description)").run()
        try await db.raw(
            """
            INSERT INTO deleted_chores (\(unsafeRaw: choreColumns), deleted_by, deleted_at)
            SELECT \(unsafeRaw: choreColumns), \(bind: deletion.userID.description), \(bind: deletion.at.storedMilliseconds)
            FROM chores WHERE id = \(bind: id.description)
            """
        ).run()
        try await db.raw(
            """
            INSERT INTO deleted_chore_completions (\(unsafeRaw: completionColumns))
            SELECT \(unsafeRaw: completionColumns) FROM chore_completions WHERE chore_id = \(bind: id.description)
            """
        ).run()
    }

    public func deletedChore(id: ID<Chore>, householdID: ID<Household>) async throws -> (chore: Chore, deletion: Deletion)? {
        try await database.withConnection { db in
            guard
                let row = try await db.raw(
                    """
                    SELECT * FROM deleted_chores WHERE id = \(bind: id.description) AND household_id = \(bind: householdID.description)
                    """
                ).first()
            else { return nil }
            return (try ChoreRow.chore(from: row), Deletion(userID: try row.id("deleted_by"), at: try row.date("deleted_at")))
        }
    }

    public func restoreDeleted(id: ID<Chore>, householdID: ID<Household>, alerts: ChoreAlerts) async throws -> Bool {
        do {
            return try await database.transaction { db in
                guard
                    try await db.raw(
                        """
                        SELECT id FROM deleted_chores WHERE id = \(bind: id.description) AND household_id = \(bind: householdID.description)
                        """
                    ).first() != nil
                else { return false }
                try await db.raw(
                    """
                    INSERT INTO chores (\(unsafeRaw: Self.choreColumns)) SELECT \(unsafeRaw: Self.choreColumns) FROM deleted_chores WHERE \
                    id = \(bind: id.description)
                    """
                ).run()
                try await db.raw(
                    """
                    INSERT INTO chore_completions (\(unsafeRaw: Self.completionColumns))
                    SELECT \(unsafeRaw: Self.completionColumns) FROM deleted_chore_completions WHERE chore_id = \(bind: id.description)
                    """
                ).run()
                try await db.raw("DELETE FROM deleted_chore_completions WHERE chore_id = \(bind: id.description)").run()
                try await db.raw("DELETE FROM deleted_chores WHERE id = \(bind: id.description)").run()
                try await Self.replaceAlerts(of: id, with: alerts, db)
                return true
            }
        } catch  where UniqueViolation.matches(error, "chores_name_unique", "chores.room_id") {
            throw ValidationFailure("name", .nameTaken)
        }
    }

    public func purgeDeleted(before date: Date) async throws -> Int {
        try await database.transaction { db in
            let cutoff = date.storedMilliseconds
            try await db.raw(
                """
                DELETE FROM deleted_chore_completions WHERE chore_id IN (SELECT id FROM deleted_chores WHERE deleted_at < \(bind: cutoff))
                """
            ).run()
            return try await db.raw("DELETE FROM deleted_chores WHERE deleted_at < \(bind: cutoff) RETURNING id").all().count
        }
    }
}
