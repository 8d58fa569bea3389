import DomovCore
import Foundation
import SQLKit

/// The stored calendar objects a backfill reads again, a page at a time in key order, so a
/// household with tens of thousands of objects is never held in memory at once. The backfill
/// changes `planner_items` only, so the pages of `calendar_objects` stay as they were.
enum StoredObjectPages {
    static let pageSize = 200

    /// Calls `body` with each object (household, UID, text) that `condition` selects.
    static func forEach(
        in db: any SQLDatabase, where condition: SQLQueryString,
        _ body: (_ householdID: String, _ uid: String, _ text: String) async throws -> Void
    ) async throws {
        var last: (householdID: String, uid: String)?
        while true {
            var sql: SQLQueryString = "SELECT household_id, uid, body FROM calendar_objects WHERE " + condition
            if let last {
                let (household, uid) = (last.householdID, last.uid)
                sql += " AND (household_id > \(bind: household) OR (household_id = \(bind: household) AND uid > \(bind: uid)))"
            }
            sql += " ORDER BY household_id, uid LIMIT \(literal: pageSize)"
            let rows = try await db.raw(sql).all()
            for row in rows {
                let householdID = try row.string("household_id")
                let uid = try row.string("uid")
                try await body(householdID, uid, try row.string("body"))
                last = (householdID, uid)
            }
            if rows.count < pageSize { return }
        }
    }

    /// Calls `body` with each planner item of each object that `condition` selects, beside the
    /// entry the object's text gives it now (the master's for the series, its own for an edited
    /// occurrence). The text is read in the zone the items were indexed in, their master's, so
    /// that floating times and dates read as they did; an object whose text does not read is
    /// passed over.
    static func forEachItem(
        in db: any SQLDatabase, where condition: SQLQueryString,
        _ body: (_ item: PlannerItem, _ entry: PlannerCalendarEntry) async throws -> Void
    ) async throws {
        try await forEach(in: db, where: condition) { householdID, uid, text in
            let items = try await db.raw(
                "SELECT * FROM planner_items WHERE household_id = \(bind: householdID) AND calendar_uid = \(bind: uid)"
            ).all().map(PlannerItemRow.item(from:))
            guard let master = items.first(where: { $0.override == nil }),
                let read = try? PlannerCalendarReader(defaultTimeZone: master.timeZoneIdentifier).object(from: text),
                let series = read.master
            else { return }
            for item in items {
                let entry = item.override.map { override in read.overrides.first { $0.recurrenceID == override.originalStart } } ?? series
                if let entry { try await body(item, entry) }
            }
        }
    }
}
