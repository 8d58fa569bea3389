import DomovCore
import Foundation
import SQLKit

/// Calendar objects deleted on a page, kept for Undo (migration 32): the stored text with the
/// name and calendar it had, and nothing of the index, which Undo derives from the text again.
extension SQLPlannerRepository {
    /// Copies a series' or single item's object aside before `write` deletes it, in its
    /// transaction. An edited occurrence alone is not an object and is not kept.
    static func keepDeletedObject(_ id: ID<PlannerItem>, _ deletion: Deletion, _ db: any SQLDatabase) async throws {
        guard
            let row = try await db.raw(
                """
                SELECT planner_items.household_id AS household_id, planner_items.calendar_uid AS uid, planner_items.calendar_id AS \
                calendar_id,
                    calendar_objects.body AS body
                FROM planner_items JOIN calendar_objects ON calendar_objects.household_id = planner_items.household_id
                    AND calendar_objects.uid = planner_items.calendar_uid
                WHERE planner_items.id = \(bind: id.description) AND planner_items.series_id IS NULL
                """
            ).first()
        else { return }
        let household = try row.string("household_id")
        let uid = try row.string("uid")
        let name =
            try await db.raw(
                """
                SELECT name FROM calendar_object_names WHERE household_id = \(bind: household) AND calendar_uid = \(bind: uid)
                """
            ).first().map { try $0.string("name") } ?? CalendarObjectWrite.defaultName(uid: uid)
        try await db.raw("DELETE FROM deleted_calendar_objects WHERE id = \(bind: id.description)").run()
        try await db.insert(into: "deleted_calendar_objects")
            .columns("id", "household_id", "uid", "name", "calendar_id", "body", "deleted_by", "deleted_at")
            .values(
                SQLBind(id.description), SQLBind(household), SQLBind(uid), SQLBind(name), SQLBind(try row.optionalString("calendar_id")),
                SQLBind(try row.string("body")), SQLBind(deletion.userID.description), SQLBind(deletion.at.storedMilliseconds)
            ).run()
    }

    public func deletedObject(id: ID<PlannerItem>, householdID: ID<Household>) async throws -> DeletedCalendarObject? {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM deleted_calendar_objects WHERE id = \(bind: id.description) AND household_id = \
                \(bind: householdID.description)
                """
            ).first().map { row in
                DeletedCalendarObject(
                    id: try row.id("id"), householdID: try row.id("household_id"), uid: try row.string("uid"), name: try row.string("name"),
                    calendarID: try row.optionalID("calendar_id"), text: try row.string("body"),
                    deletion: Deletion(userID: try row.id("deleted_by"), at: try row.date("deleted_at"))
                )
            }
        }
    }

    public func forgetDeletedObject(id: ID<PlannerItem>) async throws {
        try await database.withConnection { db in
            try await db.raw("DELETE FROM deleted_calendar_objects WHERE id = \(bind: id.description)").run()
        }
    }

    public func purgeDeletedObjects(before date: Date) async throws -> Int {
        try await database.withConnection { db in
            try await db.raw("DELETE FROM deleted_calendar_objects WHERE deleted_at < \(bind: date.storedMilliseconds) RETURNING id").all()
                .count
        }
    }
}
