import DomovCore
import Foundation
import SQLKit

extension Migration {
    /// The planner's index read again from the stored texts where reading them changed (issue
    /// 22): an extra date given as a PERIOD (RDATE;VALUE=PERIOD) keeps its period's length, and
    /// an item whose start is a UTC time is in UTC, not in the zone of whoever wrote it, so a
    /// series of it repeats at the same instant across that person's clock changes. No schema
    /// change: `recurrence_dates` holds each period's length after its start.
    static let rederivePlannerTimes = Migration(
        version: 33, name: "rederive planner times",
        backfill: { db in
            try await PlannerTimesBackfill.run(db)
        }
    ) { _ in [] }
}

/// Reads again every stored object whose text can hold either (an RDATE, or a DTSTART or DUE
/// without parameters), and writes the zone and extra dates of each of its items that differ.
enum PlannerTimesBackfill {
    static func run(_ db: any SQLDatabase) async throws {
        let candidates: SQLQueryString = "component IS NULL AND (body LIKE '%RDATE%' OR body LIKE '%DTSTART:%' OR body LIKE '%DUE:%')"
        // A page at a time: every VTIMEZONE has a DTSTART without parameters, so this is most objects.
        try await StoredObjectPages.forEachItem(in: db, where: candidates) { item, entry in
            var updated = item
            updated.timeZoneIdentifier = entry.timeZoneIdentifier
            if item.override == nil { updated.recurrenceDateLengths = entry.recurrenceDateLengths }
            guard updated != item else { return }
            let row = PlannerItemRow(updated)
            try await db.raw(
                """
                UPDATE planner_items SET time_zone = \(bind: row.timeZone), recurrence_dates = \(bind: row.recurrenceDates),
                series_ends_at = \(bind: row.seriesEndsAt) WHERE id = \(bind: row.id)
                """
            ).run()
        }
    }
}
