import DomovCore
import Foundation
import SQLKit

extension Migration {
    /// A series whose text starts it at a time the clocks skip (DTSTART 02:30 on the night
    /// they go forward) repeats at that time, though its first occurrence is an hour later. The
    /// index held only the first occurrence's instant, so the planner showed every later one an
    /// hour late; it now keeps the written time beside it (`PlannerItemContent.startAsWritten`),
    /// read again from the stored texts of existing series.
    static let addPlannerStartsAsWritten = Migration(
        version: 36, name: "add planner starts as written",
        backfill: { db in
            try await PlannerStartsAsWrittenBackfill.run(db)
        }
    ) { _ in
        // NULL for every item whose start is its written time (`PlannerItemRow.startAsWritten`).
        ["ALTER TABLE planner_items ADD COLUMN start_as_written TEXT"]
    }
}

/// Reads again every stored series (an RRULE or RDATE in its text) and keeps the written start
/// of each whose first occurrence is not at it, with the end its later occurrences give it.
enum PlannerStartsAsWrittenBackfill {
    static func run(_ db: any SQLDatabase) async throws {
        let candidates: SQLQueryString = "component IS NULL AND (body LIKE '%RRULE%' OR body LIKE '%RDATE%')"
        try await StoredObjectPages.forEachItem(in: db, where: candidates) { item, entry in
            guard item.override == nil, item.isRecurring, entry.startAsWritten != item.startAsWritten else { return }
            var written = item
            written.startAsWritten = entry.startAsWritten
            let row = PlannerItemRow(written)
            try await db.raw(
                """
                UPDATE planner_items SET start_as_written = \(bind: row.startAsWritten), series_ends_at = \(bind: row.seriesEndsAt)
                WHERE id = \(bind: row.id)
                """
            ).run()
        }
    }
}
