import DomovCore
import Foundation
import SQLKit

/// Calendar objects as stored: each text is read with its ETag in one statement, so a client
/// never gets one version's body with another's ETag.
extension SQLPlannerRepository {
    public func objectItems(calendarUIDs: [String], householdID: ID<Household>) async throws -> [PlannerItem] {
        guard !calendarUIDs.isEmpty else { return [] }
        return try await database.withConnection { db in
            try await db.raw("""
                SELECT * FROM planner_items WHERE household_id = \(bind: householdID.description) AND calendar_uid IN (\(binds: calendarUIDs))
                ORDER BY calendar_uid, original_start, id
                """).all().map(PlannerItemRow.item(from:))
        }
    }

    public func storedObjects(calendarUIDs: [String]?, householdID: ID<Household>, viewerID: ID<User>) async throws -> [StoredCalendarObject] {
        try await database.withConnection { db in
            var sql: SQLQueryString = """
                SELECT calendar_objects.uid, calendar_objects.body, calendar_objects.etag, planner_items.calendar_id, planner_items.kind
                FROM calendar_objects JOIN planner_items ON planner_items.household_id = calendar_objects.household_id
                    AND planner_items.calendar_uid = calendar_objects.uid AND planner_items.series_id IS NULL
                WHERE calendar_objects.household_id = \(bind: householdID.description) AND \(PlannerItemQuery.visible(to: viewerID))
                """
            if let calendarUIDs {
                guard !calendarUIDs.isEmpty else { return [] }
                sql += " AND calendar_objects.uid IN (\(binds: calendarUIDs))"
            }
            return try await db.raw(sql + " ORDER BY calendar_objects.uid").all().map { row in
                let kind = try row.string("kind")
                guard let parsed = PlannerItemKind(rawValue: kind) else { throw StoredValueError(column: "kind", value: kind) }
                return StoredCalendarObject(
                    uid: try row.string("uid"), text: try row.string("body"), etag: try row.string("etag"),
                    calendarID: try row.optionalID("calendar_id"), kind: parsed
                )
            }
        }
    }

    public func objectTexts(calendarUIDs: [String], householdID: ID<Household>) async throws -> [String: (text: String, etag: String)] {
        guard !calendarUIDs.isEmpty else { return [:] }
        return try await database.withConnection { db in
            var texts: [String: (text: String, etag: String)] = [:]
            for row in try await db.raw("""
                SELECT uid, body, etag FROM calendar_objects WHERE household_id = \(bind: householdID.description) AND uid IN (\(binds: calendarUIDs))
                """).all() {
                texts[try row.string("uid")] = (try row.string("body"), try row.string("etag"))
            }
            return texts
        }
    }
}
