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
        try await StoredObjectPages.forEach(in: db, where: candidates) { householdID, uid, body in
            let items = try await db.raw(
                "SELECT * FROM planner_items WHERE household_id = \(bind: householdID) AND calendar_uid = \(bind: uid)"
            ).all().map(PlannerItemRow.item(from:))
            // Floating times and dates stay in the zone they were read in, the item's own.
            guard let master = items.first(where: { $0.override == nil }),
                let read = try? PlannerCalendarReader(defaultTimeZone: master.timeZoneIdentifier).object(from: body),
                let series = read.master
            else { return }
            for item in items {
                let entry = item.override.map { override in read.overrides.first { $0.recurrenceID == override.originalStart } } ?? series
                guard let entry else { continue }
                var updated = item
                updated.timeZoneIdentifier = entry.timeZoneIdentifier
                if item.override == nil { updated.recurrenceDateLengths = entry.recurrenceDateLengths }
                guard updated != item else { continue }
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
}
