import DomovCore
import Foundation
import SQLKit
import Synchronization

/// Each household's series (items with a repeat rule), decoded, and which of its objects have
/// edited occurrences, kept between requests.
///
/// Every planner view reads all of a household's live series, because any of them may reach the
/// view's days; with two thousand series, reading and decoding their rows was the largest part of
/// an agenda or month view (profiled: a third of the agenda's time). The household's calendar
/// revision goes up in the same transaction as any change to its items (it numbers the change log
/// that calendar apps sync from), so a cached list serves while the revision is the one it was
/// read at and is read again otherwise: one small query instead of thousands of rows, and right
/// across several processes sharing one database.
final class PlannerSeriesCache: Sendable {
    struct Series: Sendable {
        let item: PlannerItem
        /// The stored `starts_at` and `series_ends_at`, compared as the SQL compares them.
        let startsAt: Int64
        let endsAt: Int64?
    }

    private struct Entry {
        let revision: Int64
        let series: [Series]
        /// The UIDs of the household's objects that have edited occurrences.
        let edited: Set<String>
    }

    private let entries = Mutex<[ID<Household>: Entry]>([:])
    /// At most this many series over all households (a few hundred bytes each).
    private let capacity: Int

    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// Category and text filters stay with SQL, which matches them on stored columns.
    static func canAnswer(_ query: PlannerQuery) -> Bool {
        query.categories.isEmpty && query.text.isEmpty
    }

    /// The series of the query's household that the query's SQL would return, in the same order.
    func series(matching query: PlannerQuery, _ db: any SQLDatabase) async throws -> [PlannerItem] {
        // One pass and one copy of each item: the views ask for a thousand series on every request.
        let all = try await series(of: query.householdID, db)
        var matching: [PlannerItem] = []
        matching.reserveCapacity(all.count)
        for series in all where Self.matches(series, query) { matching.append(series.item) }
        return matching
    }

    /// Which of these UIDs have edited occurrences (`PlannerRepository.calendarUIDsWithOverrides`),
    /// when the household's entry is kept and current; nil otherwise. A calendar-query asks it of
    /// every object near its range right after reading the series, which bound a few hundred
    /// UIDs into one statement each time.
    func calendarUIDsWithOverrides(_ uids: [String], of householdID: ID<Household>, _ db: any SQLDatabase) async throws -> Set<String>? {
        guard let kept = entries.withLock({ $0[householdID] }), try await revision(of: householdID, db) == kept.revision else { return nil }
        return kept.edited.isEmpty ? [] : Set(uids.filter(kept.edited.contains))
    }

    private func revision(of householdID: ID<Household>, _ db: any SQLDatabase) async throws -> Int64? {
        try await db.raw("SELECT calendar_revision FROM households WHERE id = \(bind: householdID.description)").first()?
            .decode(column: "calendar_revision", as: Int64.self)
    }

    private func series(of householdID: ID<Household>, _ db: any SQLDatabase) async throws -> [Series] {
        // The revision is read first: a write landing between the reads leaves the entry newer
        // than the revision it is kept under (read again next time), never older.
        guard let revision = try await revision(of: householdID, db) else { return [] }
        if let entry = entries.withLock({ $0[householdID] }), entry.revision == revision { return entry.series }

        let series = try await db.raw(
            """
            SELECT * FROM planner_items WHERE household_id = \(bind: householdID.description)
            AND recurrence_rule IS NOT NULL AND starts_at IS NOT NULL ORDER BY id
            """
        ).all().map { row in
            Series(
                item: try PlannerItemRow.item(from: row), startsAt: try row.decode(column: "starts_at", as: Int64.self),
                endsAt: try row.decodeNil(column: "series_ends_at") ? nil : try row.decode(column: "series_ends_at", as: Int64.self))
        }
        // Edited occurrences are rows with a series (few: one per occurrence changed on its own),
        // found through the index of exactly those rows.
        let edited = Set(
            try await db.raw(
                "SELECT calendar_uid FROM planner_items WHERE household_id = \(bind: householdID.description) AND series_id IS NOT NULL"
            ).all().map { try $0.string("calendar_uid") })
        let entry = Entry(revision: revision, series: series, edited: edited)
        entries.withLock { entries in
            entries[householdID] = nil
            let kept = entries.values.reduce(0) { $0 + $1.series.count + $1.edited.count }
            if kept + series.count + edited.count > capacity { entries.removeAll() }
            if series.count + edited.count <= capacity { entries[householdID] = entry }
        }
        return series
    }

    /// `PlannerItemQuery`'s conditions for series, on a cached one: visible to the viewer
    /// (`PlannerItemQuery.visible`), in the asked calendars, and able to reach the asked time.
    private static func matches(_ series: Series, _ query: PlannerQuery) -> Bool {
        let item = series.item
        let viewer = query.viewerID
        let visible =
            (!item.isPrivate || item.authorID == viewer || item.attendees.contains { $0.memberID == viewer })
            && (item.calendarID == nil || item.authorID == viewer)
        guard visible else { return false }
        if !query.calendars.isEmpty {
            let inPersonal = item.calendarID.map { id in query.calendars.contains(.personal(id)) } ?? false
            guard inPersonal || (item.calendarID == nil && query.calendars.contains(.household)) else { return false }
        }
        // Floating times are in the index's zone, up to `floatingMargin` from any reader's.
        let margin = item.isFloating ? PlannerItemQuery.floatingMargin : 0
        if let window = query.window {
            return series.startsAt < window.end.storedMilliseconds + margin
                && (series.endsAt.map { $0 > window.start.storedMilliseconds - margin } ?? true)
        }
        let now = (query.after ?? .distantPast).storedMilliseconds
        return series.endsAt.map { $0 > now - margin } ?? true
    }
}
