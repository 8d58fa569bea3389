import Crypto
import DomovCore
import Foundation
import SQLKit

/// The writing side of `calendar_objects`, the record every planner item is derived from,
/// run inside a planner write's transaction.
enum CalendarObjectStore {
    /// A strong ETag of the stored bytes: the same for every reader, and it changes exactly
    /// when the text does (RFC 4791 §5.3.4 allows a strong one when the object is kept as sent).
    static func etag(of text: String) -> String {
        let digest = SHA256.hash(data: Data(text.utf8))
        return "\"" + digest.prefix(16).map { String(format: "%02x", $0) }.joined() + "\""
    }

    /// The ETag stored for an object now, if it has a text.
    static func currentETag(uid: String, householdID: ID<Household>, _ db: any SQLDatabase) async throws -> String? {
        try await db.raw(
            """
            SELECT etag FROM calendar_objects WHERE household_id = \(bind: householdID.description) AND uid = \(bind: uid)
            """
        ).first().map { try $0.string("etag") }
    }

    /// Stores each changed text (or deletes it) and returns the ETags written. A patched text
    /// whose base is no longer the stored one throws `CalendarObjectTextStale`. Each text's size
    /// goes on its series' or item's row too (`object_bytes`, for per-person limits), unless
    /// `recordingSizes` is false: migration 22's backfill runs before that column exists.
    static func apply(
        _ changes: [String: CalendarObjectTextChange], householdID: ID<Household>, recordingSizes: Bool = true, _ db: any SQLDatabase
    ) async throws -> [String: String] {
        var etags: [String: String] = [:]
        for (uid, change) in changes.sorted(by: { $0.key < $1.key }) {
            if case .patched(let base) = change.base, try await currentETag(uid: uid, householdID: householdID, db) != base {
                throw CalendarObjectTextStale()
            }
            try await db.raw("DELETE FROM calendar_objects WHERE household_id = \(bind: householdID.description) AND uid = \(bind: uid)")
                .run()
            guard let text = change.text else { continue }
            let etag = etag(of: text)
            if let journal = change.journal {
                try await db.insert(into: "calendar_objects")
                    .columns(
                        "household_id", "uid", "body", "etag", "component", "journal_calendar_id", "journal_author_id", "journal_private"
                    )
                    .values(
                        SQLBind(householdID.description), SQLBind(uid), SQLBind(text), SQLBind(etag),
                        SQLBind(PlannerCalendarComponent.journal.rawValue), SQLBind(journal.calendarID?.description),
                        SQLBind(journal.authorID.description), SQLBind(journal.isPrivate ? 1 : 0)
                    ).run()
            } else {
                // Only the columns every schema since migration 22 has: its backfill writes here too.
                try await db.insert(into: "calendar_objects").columns("household_id", "uid", "body", "etag")
                    .values(SQLBind(householdID.description), SQLBind(uid), SQLBind(text), SQLBind(etag)).run()
                if recordingSizes {
                    try await db.raw(
                        """
                        UPDATE planner_items SET object_bytes = \(bind: text.utf8.count)
                        WHERE household_id = \(bind: householdID.description) AND calendar_uid = \(bind: uid) AND series_id IS NULL
                        """
                    ).run()
                }
            }
            etags[uid] = etag
        }
        return etags
    }

    /// Where the journal entry with this UID is, if the UID is a journal entry's.
    static func journalPlacement(uid: String, householdID: ID<Household>, _ db: any SQLDatabase) async throws -> CalendarJournalPlacement? {
        guard
            let row = try await db.raw(
                """
                SELECT journal_calendar_id, journal_author_id, journal_private FROM calendar_objects
                WHERE household_id = \(bind: householdID.description) AND uid = \(bind: uid) AND component = \
                \(bind: PlannerCalendarComponent.journal.rawValue)
                """
            ).first()
        else { return nil }
        return CalendarJournalPlacement(
            calendarID: try row.optionalID("journal_calendar_id"), authorID: try row.id("journal_author_id"),
            isPrivate: try row.bool("journal_private")
        )
    }

    /// The UIDs of the journal entries in a personal calendar or by an author, for the change
    /// log of what deleting them (with the calendar or the account) removes.
    static func journalUIDs(column: String, equals id: String, _ db: any SQLDatabase) async throws -> [(
        householdID: ID<Household>, uid: String
    )] {
        try await db.raw(
            """
            SELECT household_id, uid FROM calendar_objects WHERE \(ident: column) = \(bind: id) AND component = \
            \(bind: PlannerCalendarComponent.journal.rawValue)
            """
        ).all().map { (try $0.id("household_id"), try $0.string("uid")) }
    }

    /// Forgets the texts of objects whose series is gone (deleted with a calendar or an account).
    /// Journal entries have no series: one that took over a deleted event's UID stays.
    static func deleteOrphans(householdID: ID<Household>, uids: Set<String>, _ db: any SQLDatabase) async throws {
        for chunk in uids.sorted().chunked(500) {
            try await db.raw(
                """
                DELETE FROM calendar_objects WHERE household_id = \(bind: householdID.description) AND uid IN (\(binds: Array(chunk)))
                AND component IS NULL AND NOT EXISTS (SELECT 1 FROM planner_items WHERE planner_items.household_id = \
                calendar_objects.household_id
                    AND planner_items.calendar_uid = calendar_objects.uid AND planner_items.series_id IS NULL)
                """
            ).run()
        }
    }
}
