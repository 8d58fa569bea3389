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
        try await db.raw("""
            SELECT etag FROM calendar_objects WHERE household_id = \(bind: householdID.description) AND uid = \(bind: uid)
            """).first().map { try $0.string("etag") }
    }

    /// Stores each changed text (or deletes it) and returns the ETags written. A patched text
    /// whose base is no longer the stored one throws `CalendarObjectTextStale`.
    static func apply(_ changes: [String: CalendarObjectTextChange], householdID: ID<Household>, _ db: any SQLDatabase) async throws -> [String: String] {
        var etags: [String: String] = [:]
        for (uid, change) in changes.sorted(by: { $0.key < $1.key }) {
            if case .patched(let base) = change.base, try await currentETag(uid: uid, householdID: householdID, db) != base {
                throw CalendarObjectTextStale()
            }
            try await db.raw("DELETE FROM calendar_objects WHERE household_id = \(bind: householdID.description) AND uid = \(bind: uid)").run()
            guard let text = change.text else { continue }
            let etag = etag(of: text)
            try await db.insert(into: "calendar_objects").columns("household_id", "uid", "body", "etag")
                .values(SQLBind(householdID.description), SQLBind(uid), SQLBind(text), SQLBind(etag)).run()
            etags[uid] = etag
        }
        return etags
    }

    /// Forgets the texts of objects whose series is gone (deleted with a calendar or an account).
    static func deleteOrphans(householdID: ID<Household>, uids: Set<String>, _ db: any SQLDatabase) async throws {
        for chunk in uids.sorted().chunked(500) {
            try await db.raw("""
                DELETE FROM calendar_objects WHERE household_id = \(bind: householdID.description) AND uid IN (\(binds: Array(chunk)))
                AND NOT EXISTS (SELECT 1 FROM planner_items WHERE planner_items.household_id = calendar_objects.household_id
                    AND planner_items.calendar_uid = calendar_objects.uid AND planner_items.series_id IS NULL)
                """).run()
        }
    }
}
