import DomovCore
import Foundation
import SQLKit

extension Migration {
    /// Floating times (RFC 5545 §3.3.5 form #1: no TZID, no Z) are the same wall-clock time for
    /// every reader (issue 22). The index held them as instants in their writer's zone; now it
    /// marks them and keeps them as UTC wall clock, and each reader places them in its own zone
    /// (`PlannerItem.placed(in:)`). Existing items are read again from their stored texts.
    static let addPlannerFloatingTimes = Migration(
        version: 34, name: "add planner floating times",
        backfill: { db in
            try await PlannerFloatingTimesBackfill.run(db)
        }
    ) { _ in
        // NULL for times that are not floating (`PlannerItemRow.isFloating`).
        ["ALTER TABLE planner_items ADD COLUMN is_floating INTEGER"]
    }
}

/// Reads again every stored object whose text can hold a floating start or due time (a
/// DTSTART or DUE without parameters; every VTIMEZONE's DTSTART matches too, hence the pages),
/// and marks each of its items whose own time is floating, its times moved to the index's zone.
enum PlannerFloatingTimesBackfill {
    static func run(_ db: any SQLDatabase) async throws {
        let candidates: SQLQueryString = "component IS NULL AND (body LIKE '%DTSTART:%' OR body LIKE '%DUE:%')"
        try await StoredObjectPages.forEachItem(in: db, where: candidates) { item, entry in
            guard !item.isFloating, entry.isFloating else { return }
            var floating = item
            floating.isFloating = true
            let row = PlannerItemRow(floating)
            try await db.raw(
                """
                UPDATE planner_items SET is_floating = 1, time_zone = \(bind: row.timeZone), starts_at = \(bind: row.startsAt),
                ends_at = \(bind: row.endsAt), recurrence_dates = \(bind: row.recurrenceDates), excluded_starts = \
                \(bind: row.excludedStarts), original_start = \(bind: row.originalStart), series_ends_at = \(bind: row.seriesEndsAt)
                WHERE id = \(bind: row.id)
                """
            ).run()
        }
    }
}
