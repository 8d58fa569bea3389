import DomovCore
import Foundation
import SQLKit

extension Migration {
    /// The record of every calendar object: its iCalendar text, kept byte for byte as an app
    /// PUT it or as Domov last wrote it, with the ETag of those bytes. Planner items become an
    /// index of it. Objects from before have no text an app sent any more, so each gets the
    /// one Domov served for it (categories under their stable names), dated by its last change.
    static let createCalendarObjects = Migration(
        version: 22, name: "create calendar objects",
        backfill: { db in
            try await CalendarObjectBackfill.run(db)
        }
    ) { _ in
        [
            """
            CREATE TABLE calendar_objects (
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                uid TEXT NOT NULL,
                body TEXT NOT NULL,
                etag TEXT NOT NULL,
                PRIMARY KEY (household_id, uid)
            )
            """
        ]
    }
}

/// Writes a text for every series or single item that has none, household by household.
enum CalendarObjectBackfill {
    static func run(_ db: any SQLDatabase) async throws {
        let households = try await db.raw(
            """
            SELECT DISTINCT household_id FROM planner_items WHERE series_id IS NULL AND NOT EXISTS (
                SELECT 1 FROM calendar_objects WHERE calendar_objects.household_id = planner_items.household_id
                AND calendar_objects.uid = planner_items.calendar_uid)
            """
        ).all().map { try $0.id("household_id", as: Household.self) }
        for householdID in households {
            let categories = try await db.raw(
                "SELECT id, household_id, name, color FROM planner_categories WHERE household_id = \(bind: householdID.description)"
            )
            .all().map {
                PlannerCategory(
                    id: try $0.id("id"), householdID: try $0.id("household_id"), name: try $0.string("name"), color: try $0.string("color"))
            }
            let items = try await db.raw("SELECT * FROM planner_items WHERE household_id = \(bind: householdID.description)")
                .all().map(PlannerItemRow.item(from:))
            var changes: [String: CalendarObjectTextChange] = [:]
            for (uid, objectItems) in Dictionary(grouping: items, by: \.calendarUID) {
                guard let object = PlannerObjectItems(uid: uid, unordered: objectItems) else { continue }
                let lastChange = objectItems.map(\.updatedAt).max() ?? object.master.updatedAt
                let text = PlannerCalendarWriter.stored(categories: categories, now: lastChange).object(items: object.items).serialized()
                changes[uid] = CalendarObjectTextChange(text: text, base: .whole)
            }
            let existing = try await db.raw("SELECT uid FROM calendar_objects WHERE household_id = \(bind: householdID.description)")
                .all().map { try $0.string("uid") }
            for uid in existing { changes[uid] = nil }
            _ = try await CalendarObjectStore.apply(changes, householdID: householdID, recordingSizes: false, db)
        }
    }
}
