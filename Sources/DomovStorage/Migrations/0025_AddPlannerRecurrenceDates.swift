import DomovCore
import Foundation
import SQLKit

extension Migration {
    /// A series' extra dates (RDATE) become part of the planner's index, so they show in the
    /// planner and answer time-range queries. A series of dates only keeps `recurrence_rule`
    /// as "" (see `PlannerItemRow`). Objects stored before kept their RDATEs in
    /// `calendar_extras` only; each is read again from its stored text.
    static let addPlannerRecurrenceDates = Migration(
        version: 25, name: "add planner recurrence dates",
        backfill: { db in
            try await RecurrenceDatesBackfill.run(db)
        }
    ) { _ in
        [
            "ALTER TABLE planner_items ADD COLUMN recurrence_dates TEXT"
        ]
    }
}

/// Re-reads every stored object that mentions RDATE and writes its master's dates, end and extras.
enum RecurrenceDatesBackfill {
    static func run(_ db: any SQLDatabase) async throws {
        let rows = try await db.raw(
            """
            SELECT calendar_objects.body, planner_items.id FROM calendar_objects JOIN planner_items
            ON planner_items.household_id = calendar_objects.household_id AND planner_items.calendar_uid = calendar_objects.uid
            AND planner_items.series_id IS NULL
            WHERE calendar_objects.body LIKE '%RDATE%'
            """
        ).all()
        for row in rows {
            let id = try row.string("id")
            guard let stored = try await db.raw("SELECT * FROM planner_items WHERE id = \(bind: id)").first() else { continue }
            var item = try PlannerItemRow.item(from: stored)
            // The zone of floating values is the item's own, as it was when the app wrote them.
            guard let master = try? PlannerCalendarReader(defaultTimeZone: item.timeZoneIdentifier).object(from: row.string("body")).master
            else { continue }
            item.recurrenceDates = master.recurrenceDates
            item.calendarExtras = master.extras
            let updated = PlannerItemRow(item)
            try await db.raw(
                """
                UPDATE planner_items SET recurrence_dates = \(bind: updated.recurrenceDates), recurrence_rule = \
                \(bind: updated.recurrenceRule),
                series_ends_at = \(bind: updated.seriesEndsAt), calendar_extras = \(bind: updated.calendarExtras)
                WHERE id = \(bind: id)
                """
            ).run()
        }
    }
}
