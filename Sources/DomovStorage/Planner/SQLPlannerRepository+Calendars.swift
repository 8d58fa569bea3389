import DomovCore
import Foundation
import SQLKit

/// Personal calendars (`PlannerCalendarRepository`).
extension SQLPlannerRepository {
    public func calendars(ownerID: ID<User>, householdID: ID<Household>?) async throws -> [PlannerCalendar] {
        try await database.withConnection { db in
            var query = db.select().column("*").from("planner_calendars").where("owner_id", .equal, ownerID.description)
            if let householdID { query = query.where("household_id", .equal, householdID.description) }
            return try await query.orderBy("name").orderBy("id").all().map(Self.calendar(from:))
        }
    }

    public func calendar(id: ID<PlannerCalendar>) async throws -> PlannerCalendar? {
        try await database.withConnection { db in
            try await db.select().column("*").from("planner_calendars").where("id", .equal, id.description).first().map(
                Self.calendar(from:))
        }
    }

    public func createCalendar(_ calendar: PlannerCalendar) async throws {
        do {
            try await database.transaction { db in
                try await db.insert(into: "planner_calendars")
                    .columns("id", "household_id", "owner_id", "slug", "name", "color", "details", "components", "created_at", "sort_order")
                    .values(
                        SQLBind(calendar.id.description), SQLBind(calendar.householdID.description), SQLBind(calendar.ownerID.description),
                        SQLBind(calendar.slug), SQLBind(calendar.name), SQLBind(calendar.color), SQLBind(calendar.details),
                        SQLBind(PlannerCalendarComponent.encode(calendar.components)), SQLBind(calendar.createdAt.storedMilliseconds),
                        SQLBind(calendar.order)
                    ).run()
            }
        } catch  where UniqueViolation.matches(error, "planner_calendars_slug_unique", "planner_calendars.owner_id") {
            throw ValidationFailure("slug", .nameTaken)
        }
    }

    public func updateCalendar(_ calendar: PlannerCalendar) async throws {
        try await database.transaction { db in
            try await db.update("planner_calendars")
                .set("name", to: calendar.name).set("color", to: calendar.color).set("details", to: calendar.details)
                .set("components", to: PlannerCalendarComponent.encode(calendar.components))
                .set("sort_order", to: SQLBind(calendar.order))
                .where("id", .equal, calendar.id.description)
                .run()
        }
    }

    public func deleteCalendar(id: ID<PlannerCalendar>) async throws -> Bool {
        try await database.transaction { db in
            guard
                let row = try await db.select().column("household_id").from("planner_calendars").where("id", .equal, id.description).first()
            else {
                return false
            }
            let householdID: ID<Household> = try row.id("household_id")
            var uids = try await db.raw("SELECT DISTINCT calendar_uid FROM planner_items WHERE calendar_id = \(bind: id.description)")
                .all().map { try $0.string("calendar_uid") }
            // Its journal entries go too (ON DELETE CASCADE would take them; the log must hear of it).
            uids += try await CalendarObjectStore.journalUIDs(column: "journal_calendar_id", equals: id.description, db).map(\.uid)
            try await db.raw("DELETE FROM calendar_objects WHERE journal_calendar_id = \(bind: id.description)").run()
            try await db.raw(
                """
                DELETE FROM notices WHERE source_module = 'planner' AND dispatched_at IS NULL AND source_id IN
                (SELECT id FROM planner_items WHERE calendar_id = \(bind: id.description))
                """
            ).run()
            // Edited occurrences first: they point at their series.
            try await db.raw("DELETE FROM planner_items WHERE calendar_id = \(bind: id.description) AND series_id IS NOT NULL").run()
            try await db.raw("DELETE FROM planner_items WHERE calendar_id = \(bind: id.description)").run()
            try await db.delete(from: "planner_calendars").where("id", .equal, id.description).run()
            if !uids.isEmpty {
                try await CalendarObjectStore.deleteOrphans(householdID: householdID, uids: Set(uids), db)
                let revision = try await CalendarChangeLog.nextRevision(householdID: householdID, db)
                try await CalendarChangeLog.record(uids: Set(uids), householdID: householdID, revision: revision, db)
            }
            return true
        }
    }

    private static func calendar(from row: any SQLRow) throws -> PlannerCalendar {
        PlannerCalendar(
            id: try row.id("id"), householdID: try row.id("household_id"), ownerID: try row.id("owner_id"), slug: try row.string("slug"),
            name: try row.string("name"), color: try row.string("color"), details: try row.string("details"),
            components: PlannerCalendarComponent.decode(try row.string("components")),
            order: try row.decodeNil(column: "sort_order") ? nil : try row.int("sort_order"), createdAt: try row.date("created_at")
        )
    }
}
