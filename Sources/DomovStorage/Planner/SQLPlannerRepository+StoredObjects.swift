import DomovCore
import Foundation
import SQLKit

/// Calendar objects as stored: each text is read with its ETag in one statement, so a client
/// never gets one version's body with another's ETag.
extension SQLPlannerRepository {
    public func objectItems(calendarUIDs: [String], householdID: ID<Household>) async throws -> [PlannerItem] {
        guard !calendarUIDs.isEmpty else { return [] }
        return try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM planner_items WHERE household_id = \(bind: householdID.description) AND calendar_uid IN \
                (\(binds: calendarUIDs))
                ORDER BY calendar_uid, original_start, id
                """
            ).all().map(PlannerItemRow.item(from:))
        }
    }

    public func storedObjects(calendarUIDs: [String]?, householdID: ID<Household>, viewerID: ID<User>) async throws
        -> [StoredCalendarObject]
    {
        try await storedObjects(calendarUIDs: calendarUIDs, householdID: householdID, viewerID: viewerID, readingTexts: true)
    }

    public func storedObjectListing(calendarUIDs: [String]?, householdID: ID<Household>, viewerID: ID<User>) async throws
        -> [StoredCalendarObject]
    {
        try await storedObjects(calendarUIDs: calendarUIDs, householdID: householdID, viewerID: viewerID, readingTexts: false)
    }

    private func storedObjects(
        calendarUIDs: [String]?, householdID: ID<Household>, viewerID: ID<User>, readingTexts: Bool
    ) async throws -> [StoredCalendarObject] {
        if let calendarUIDs, calendarUIDs.isEmpty { return [] }
        let onlyUIDs: SQLQueryString = calendarUIDs.map { " AND calendar_objects.uid IN (\(binds: $0))" } ?? ""
        return try await storedObjects(where: onlyUIDs, householdID: householdID, viewerID: viewerID, readingTexts: readingTexts)
    }

    /// One object by its name: a plain select with the item left-joined, not the listing's
    /// UNION with its ORDER BY, which is costlier to prepare and to run (when SQLite prepared
    /// every statement anew, preparing the listing's was a fifth of a CalDAV GET's time, perf).
    /// A row with an item is shown by the item's rule; one without is a journal entry, shown by
    /// its own columns (`CalendarJournalPlacement.isVisible`), as in the listing. On SQLite the
    /// answer is kept until the next write (`StoredObjectCache`): a GET then costs no query.
    public func storedObject(named name: String, fallbackUID: String?, householdID: ID<Household>, viewerID: ID<User>) async throws
        -> StoredCalendarObject?
    {
        guard let storedObjectCache else {
            return try await readStoredObject(named: name, fallbackUID: fallbackUID, householdID: householdID, viewerID: viewerID)
        }
        let key = StoredObjectCache.Key(householdID: householdID, viewerID: viewerID, name: name, fallbackUID: fallbackUID)
        return try await storedObjectCache.object(key) {
            try await readStoredObject(named: name, fallbackUID: fallbackUID, householdID: householdID, viewerID: viewerID)
        }
    }

    private func readStoredObject(named name: String, fallbackUID: String?, householdID: ID<Household>, viewerID: ID<User>)
        async throws -> StoredCalendarObject?
    {
        let household = householdID.description
        let viewer = viewerID.description
        let sql: SQLQueryString = """
            SELECT calendar_objects.uid AS uid, calendar_objects.body AS body, NULL AS text_length, calendar_objects.etag AS etag,
                planner_items.kind AS kind,
                CASE WHEN planner_items.id IS NULL THEN calendar_objects.journal_calendar_id ELSE planner_items.calendar_id END AS \
            calendar_id,
                CASE WHEN planner_items.id IS NULL THEN calendar_objects.component END AS component
            FROM calendar_objects LEFT JOIN planner_items ON planner_items.household_id = calendar_objects.household_id
                AND planner_items.calendar_uid = calendar_objects.uid AND planner_items.series_id IS NULL
            WHERE calendar_objects.household_id = \(bind: household)
                AND calendar_objects.uid = COALESCE(
                    (SELECT calendar_uid FROM calendar_object_names WHERE household_id = \(bind: household) AND name = \(bind: name)),
                    \(bind: fallbackUID))
                AND EXISTS (SELECT 1 FROM memberships WHERE household_id = \(bind: household) AND user_id = \(bind: viewer))
                AND CASE WHEN planner_items.id IS NULL
                    THEN calendar_objects.component = \(bind: PlannerCalendarComponent.journal.rawValue)
                        AND ((calendar_objects.journal_private = 0 AND calendar_objects.journal_calendar_id IS NULL)
                            OR calendar_objects.journal_author_id = \(bind: viewer))
                    ELSE \(PlannerItemQuery.visible(to: viewerID)) END
            LIMIT 1
            """
        return try await database.withConnection { db in
            try await db.raw(sql).first().map(Self.storedObject(from:))
        }
    }

    /// Objects with items, placed and shown by their series; then journal entries, by their own
    /// columns and the same rule (`CalendarJournalPlacement.isVisible`). One statement, so a
    /// listing is one moment's; `condition` narrows both halves.
    private func storedObjects(
        where condition: SQLQueryString, householdID: ID<Household>, viewerID: ID<User>, readingTexts: Bool
    ) async throws -> [StoredCalendarObject] {
        let body: SQLQueryString = readingTexts ? "calendar_objects.body" : "''"
        let household = householdID.description
        let viewer = viewerID.description
        let journal = PlannerCalendarComponent.journal.rawValue
        return try await database.withConnection { db in
            // A listing gives each text's length in bytes instead (StoredCalendarObject.textLength):
            // SQLite's LENGTH counts characters of text, and bytes of a blob.
            let length: SQLQueryString =
                readingTexts
                ? "NULL"
                : db.dialect.name == "postgresql"
                    ? "CAST(OCTET_LENGTH(calendar_objects.body) AS BIGINT)" : "LENGTH(CAST(calendar_objects.body AS BLOB))"
            let sql: SQLQueryString = """
                SELECT calendar_objects.uid AS uid, \(body) AS body, \(length) AS text_length, calendar_objects.etag AS etag,
                    planner_items.calendar_id AS calendar_id, planner_items.kind AS kind, NULL AS component
                FROM calendar_objects JOIN planner_items ON planner_items.household_id = calendar_objects.household_id
                    AND planner_items.calendar_uid = calendar_objects.uid AND planner_items.series_id IS NULL
                WHERE calendar_objects.household_id = \(bind: household) AND \(PlannerItemQuery.visible(to: viewerID))\(condition)
                UNION ALL
                SELECT calendar_objects.uid AS uid, \(body) AS body, \(length) AS text_length, calendar_objects.etag AS etag,
                    calendar_objects.journal_calendar_id AS calendar_id, NULL AS kind, calendar_objects.component AS component
                FROM calendar_objects
                WHERE calendar_objects.household_id = \(bind: household) AND calendar_objects.component = \(bind: journal)
                    AND ((calendar_objects.journal_private = 0 AND calendar_objects.journal_calendar_id IS NULL)
                        OR calendar_objects.journal_author_id = \(bind: viewer))\(condition)
                ORDER BY uid
                """
            return try await db.raw(sql).all().map(Self.storedObject(from:))
        }
    }

    /// A row of either query: an item's kind says event or to-do; a row without one holds its
    /// own component (a journal entry).
    private static func storedObject(from row: any SQLRow) throws -> StoredCalendarObject {
        let component: PlannerCalendarComponent
        if let stored = try row.optionalString("component") {
            guard let parsed = PlannerCalendarComponent(rawValue: stored) else {
                throw StoredValueError(column: "component", value: stored)
            }
            component = parsed
        } else {
            let kind = try row.string("kind")
            guard let parsed = PlannerItemKind(rawValue: kind) else { throw StoredValueError(column: "kind", value: kind) }
            component = parsed == .todo ? .todo : .event
        }
        return StoredCalendarObject(
            uid: try row.string("uid"), text: try row.string("body"), etag: try row.string("etag"),
            calendarID: try row.optionalID("calendar_id"), component: component,
            textLength: try row.decodeNil(column: "text_length") ? nil : try row.int("text_length")
        )
    }

    public func journalPlacement(calendarUID: String, householdID: ID<Household>) async throws -> CalendarJournalPlacement? {
        try await database.withConnection { db in
            try await CalendarObjectStore.journalPlacement(uid: calendarUID, householdID: householdID, db)
        }
    }

    public func objectTexts(calendarUIDs: [String], householdID: ID<Household>) async throws -> [String: (text: String, etag: String)] {
        guard !calendarUIDs.isEmpty else { return [:] }
        return try await database.withConnection { db in
            var texts: [String: (text: String, etag: String)] = [:]
            for row in try await db.raw(
                """
                SELECT uid, body, etag FROM calendar_objects WHERE household_id = \(bind: householdID.description) AND uid IN \
                (\(binds: calendarUIDs))
                """
            ).all() {
                texts[try row.string("uid")] = (try row.string("body"), try row.string("etag"))
            }
            return texts
        }
    }
}
