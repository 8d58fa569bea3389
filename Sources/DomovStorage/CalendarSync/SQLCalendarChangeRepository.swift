import DomovCore
import Foundation
import SQLKit

public struct SQLCalendarChangeRepository: CalendarChangeRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func revision(householdID: ID<Household>) async throws -> Int64 {
        try await database.withConnection { db in
            try await db.raw("SELECT calendar_revision FROM households WHERE id = \(bind: householdID.description)")
                .first()?.decode(column: "calendar_revision", as: Int64.self) ?? 0
        }
    }

    public func changes(householdID: ID<Household>, after revision: Int64) async throws -> [String: Int64] {
        try await database.withConnection { db in
            try await Self.latest(
                db.raw(
                    """
                    SELECT calendar_uid, MAX(revision) AS revision FROM calendar_changes
                    WHERE household_id = \(bind: householdID.description) AND revision > \(bind: revision)
                    GROUP BY calendar_uid
                    """
                ).all())
        }
    }

    public func revisions(householdID: ID<Household>, uids: [String]?) async throws -> [String: Int64] {
        try await database.withConnection { db in
            var sql: SQLQueryString =
                "SELECT calendar_uid, MAX(revision) AS revision FROM calendar_changes WHERE household_id = \(bind: householdID.description)"
            if let uids {
                guard !uids.isEmpty else { return [:] }
                sql += " AND calendar_uid IN (\(binds: uids))"
            }
            return try await Self.latest(db.raw(sql + " GROUP BY calendar_uid").all())
        }
    }

    public func objectNames(householdID: ID<Household>, uids: [String]?) async throws -> [String: String] {
        if let uids, uids.isEmpty { return [:] }
        return try await database.withConnection { db in
            var sql: SQLQueryString =
                "SELECT name, calendar_uid FROM calendar_object_names WHERE household_id = \(bind: householdID.description)"
            if let uids { sql += " AND calendar_uid IN (\(binds: uids))" }
            var names: [String: String] = [:]
            for row in try await db.raw(sql).all() {
                names[try row.string("calendar_uid")] = try row.string("name")
            }
            return names
        }
    }

    public func calendarUID(objectName: String, householdID: ID<Household>) async throws -> String? {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT calendar_uid FROM calendar_object_names WHERE household_id = \(bind: householdID.description) AND name = \
                \(bind: objectName)
                """
            ).first().map { try $0.string("calendar_uid") }
        }
    }

    private static func latest(_ rows: [any SQLRow]) throws -> [String: Int64] {
        var result: [String: Int64] = [:]
        for row in rows {
            result[try row.string("calendar_uid")] = try row.decode(column: "revision", as: Int64.self)
        }
        return result
    }
}

/// The writing side of the change log, run inside a planner write's transaction.
enum CalendarChangeLog {
    /// Takes the household's next revision. The UPDATE locks the household's row until the
    /// transaction ends, so concurrent writers of one household commit revisions in order and
    /// a precondition checked after this cannot go stale before the commit.
    static func nextRevision(householdID: ID<Household>, _ db: any SQLDatabase) async throws -> Int64 {
        guard
            let row = try await db.raw(
                """
                UPDATE households SET calendar_revision = calendar_revision + 1 WHERE id = \(bind: householdID.description)
                RETURNING calendar_revision
                """
            ).first()
        else { throw DomainError.notFound }
        return try row.decode(column: "calendar_revision", as: Int64.self)
    }

    /// Every question asked of the log is "the latest revision of each UID", so an object's older
    /// rows go as its new one comes: the log stays one row per object however often it changes.
    /// `revision` was just taken (`nextRevision`), so every row of these UIDs is older: they are
    /// found by UID alone (migration 34's index), since a `revision <` condition made SQLite
    /// choose the key's index and pass over the household's whole log instead.
    static func record(uids: Set<String>, householdID: ID<Household>, revision: Int64, _ db: any SQLDatabase) async throws {
        let sorted = uids.sorted()
        for chunk in sorted.chunked(500) {
            try await db.raw(
                """
                DELETE FROM calendar_changes WHERE household_id = \(bind: householdID.description)
                AND calendar_uid IN (\(binds: Array(chunk)))
                """
            ).run()
        }
        for uid in sorted {
            try await db.insert(into: "calendar_changes").columns("household_id", "revision", "calendar_uid")
                .values(SQLBind(householdID.description), SQLBind(revision), SQLBind(uid)).run()
        }
    }

    /// Checks an app's If-Match / If-None-Match against the object as it is now in the
    /// calendar written to. A UID held in another calendar of the household counts as absent:
    /// apps move an event by creating it in the new calendar (`If-None-Match: *`) before they
    /// delete it from the old one, and that write moves it.
    static func check(_ write: CalendarObjectWrite, _ db: any SQLDatabase) async throws {
        guard write.expectation != .anything else { return }
        let household = write.householdID.description
        // One read for the three facts: the calendar of the series holding the UID, else that of
        // the journal entry holding it (a journal entry has no item; its row says where it is),
        // and the stored text's ETag.
        let row = try await db.raw(
            """
            SELECT item.id AS item_id, item.calendar_id AS item_calendar_id, stored.component AS component,
                stored.journal_calendar_id AS journal_calendar_id, stored.etag AS etag
            FROM (SELECT 1 AS one) AS anchor
            LEFT JOIN planner_items AS item ON item.household_id = \(bind: household) AND item.calendar_uid = \(bind: write.uid)
                AND item.series_id IS NULL
            LEFT JOIN calendar_objects AS stored ON stored.household_id = \(bind: household) AND stored.uid = \(bind: write.uid)
            """
        ).first()
        let heldIn: ID<PlannerCalendar>?? =
            if let row, try !row.decodeNil(column: "item_id") {
                .some(try row.optionalID("item_calendar_id"))
            } else if let row, try row.optionalString("component") == PlannerCalendarComponent.journal.rawValue {
                .some(try row.optionalID("journal_calendar_id"))
            } else {
                nil
            }
        let exists = heldIn.map { $0 == write.calendarID } ?? false
        let current = try row?.optionalString("etag")
        let holds =
            switch write.expectation {
            case .anything: true
            case .absent: !exists
            case .present: exists
            case .etag(let expected): exists && current == expected
            }
        guard holds else { throw CalendarObjectConflict() }
    }

    /// Keeps the name an app chose, or forgets it when the object returns to the default name.
    /// When the object goes, its name stays: sync-collection reports the removal under it, the
    /// only name the app's other devices know the object by; a later object may take it over.
    static func saveName(_ write: CalendarObjectWrite, deleted: Bool, _ db: any SQLDatabase) async throws {
        guard !deleted else { return }
        try await db.raw(
            """
            DELETE FROM calendar_object_names WHERE household_id = \(bind: write.householdID.description) AND calendar_uid = \
            \(bind: write.uid)
            """
        ).run()
        guard let name = write.name, name != CalendarObjectWrite.defaultName(uid: write.uid) else { return }
        // Two apps creating different objects under one new name at once both find it free
        // before their transactions; the second to get here finds it taken. A name left by an
        // object that is gone is taken over.
        if let holder = try await db.raw(
            """
            SELECT calendar_uid FROM calendar_object_names WHERE household_id = \(bind: write.householdID.description) AND name = \
            \(bind: name)
            """
        ).first().map({ try $0.string("calendar_uid") }) {
            var held =
                try await db.raw(
                    """
                    SELECT id FROM planner_items WHERE household_id = \(bind: write.householdID.description) AND calendar_uid = \
                    \(bind: holder)
                    """
                ).first() != nil
            if !held { held = try await CalendarObjectStore.journalPlacement(uid: holder, householdID: write.householdID, db) != nil }
            guard !held else { throw CalendarObjectConflict() }
            try await db.raw(
                """
                DELETE FROM calendar_object_names WHERE household_id = \(bind: write.householdID.description) AND name = \(bind: name)
                """
            ).run()
        }
        try await db.insert(into: "calendar_object_names").columns("household_id", "name", "calendar_uid")
            .values(SQLBind(write.householdID.description), SQLBind(name), SQLBind(write.uid)).run()
    }
}
