import DomovCore
import Foundation
import SQLKit

/// The SQL behind `PlannerRepository.items(matching:)`: one statement each for one-time items,
/// series and edited occurrences, because each is found by a different rule.
struct PlannerItemQuery {
    let query: PlannerQuery

    init(_ query: PlannerQuery) {
        self.query = query
    }

    /// The longest an item can last; an override whose original start lies this far before a
    /// window may still have hidden an occurrence that overlapped it.
    static let longestItem: Int64 = Int64(PlannerItemInput.maximumDurationMinutes) * 60_000

    /// How far a floating row's stored instants may lie from a reader's (`PlannerItem.floatingMargin`):
    /// windows reach this much further for those rows, and the reader keeps what is exactly in them.
    static let floatingMargin = Int64(PlannerItem.floatingMargin) * 1_000

    /// One statement of the query. The one that reads the household's series is told apart:
    /// `PlannerSeriesCache` can answer it instead.
    enum Statement {
        case items(SQLQueryString)
        case series(SQLQueryString)
    }

    /// The statements, in the order their rows are listed.
    var statements: [Statement] {
        if let window = query.window {
            return [
                .items(select(Self.condition(of: .single, in: window), includeDone: query.includeDone) + " ORDER BY id"),
                .series(seriesStatement),
                .items(select(Self.condition(of: .overrides, in: window)) + " ORDER BY id"),
            ]
        }
        let now = (query.after ?? .distantPast).storedMilliseconds
        let limit = query.limit ?? 100
        // What is not over: what starts from now on, and what started earlier and is still
        // running. Each half is a direct range of the span index (one condition with an OR
        // walked every earlier item); together they are cut to the limit again.
        let order: SQLQueryString = " ORDER BY starts_at, id LIMIT \(literal: limit)"
        let upcoming = select("recurrence_rule IS NULL AND series_id IS NULL AND starts_at >= \(bind: now)", includeDone: query.includeDone)
        // (A floating item's stored times are up to `floatingMargin` from its reader's: one that
        // looks over here may be still to come for the reader, who keeps what is.)
        let running = select(
            """
            recurrence_rule IS NULL AND series_id IS NULL AND starts_at < \(bind: now) \
            AND starts_at >= \(bind: now - Self.longestItem - Self.floatingMargin) \
            AND (ends_at > \(bind: now) OR (is_floating = 1 AND ends_at > \(bind: now - Self.floatingMargin)))
            """,
            includeDone: query.includeDone
        )
        let notOver: SQLQueryString =
            "SELECT * FROM (SELECT * FROM (" + running + order + ") AS running UNION ALL SELECT * FROM ("
            + upcoming + order + ") AS upcoming) AS not_over" + order
        // Overdue to-dos: the most recently due ones, so years-old leftovers cannot crowd out the rest.
        // (An item ends no earlier than it starts; the start bound lets the index walk back from now.)
        var overdue = select(
            """
            kind = 'todo' AND recurrence_rule IS NULL AND series_id IS NULL AND starts_at <= \(bind: now) \
            AND ends_at <= \(bind: now)
            """,
            includeDone: query.includeDone
        )
        overdue += " ORDER BY starts_at DESC, id LIMIT \(literal: Self.overdueLimit)"
        // (An edited occurrence without a date comes with the edited occurrences below.)
        var undated = select("recurrence_rule IS NULL AND series_id IS NULL AND starts_at IS NULL", includeDone: query.includeDone)
        undated += " ORDER BY created_at, id LIMIT \(literal: limit)"
        return [
            .items(notOver),
            .items(overdue),
            .items(undated),
            .series(seriesStatement),
            .items(
                select("series_id IS NOT NULL AND (ends_at > \(bind: now) OR original_start >= \(bind: now - Self.longestItem))")
                    + " ORDER BY id"),
        ]
    }

    /// What puts an item of a part of a window query in it: one-time items that overlap the
    /// window, series that may have an occurrence in it, and edited occurrences that overlap it
    /// or may have hidden an occurrence that did.
    ///
    /// Floating rows (`is_floating`) hold their times in the index's zone: the window reaches
    /// `floatingMargin` further for them (the bounds the index scans), and exactly for the rest.
    static func condition(of part: PlannerItemPart, in window: DateInterval) -> SQLQueryString {
        let from = window.start.storedMilliseconds
        let to = window.end.storedMilliseconds
        let margin = Self.floatingMargin
        return "(" + condition(of: part, from: from - margin, to: to + margin) + ") AND (is_floating = 1 OR "
            + condition(of: part, from: from, to: to) + ")"
    }

    private static func condition(of part: PlannerItemPart, from: Int64, to: Int64) -> SQLQueryString {
        let overlaps: SQLQueryString = "starts_at < \(bind: to) AND (ends_at > \(bind: from) OR starts_at >= \(bind: from))"
        switch part {
        case .single:
            // No item lasts longer than `longestItem`: the lower bound keeps the index scan to the
            // items that can reach the window instead of every earlier one.
            return "recurrence_rule IS NULL AND series_id IS NULL AND " + overlaps + " AND starts_at >= \(bind: from - Self.longestItem)"
        case .series:
            return "recurrence_rule IS NOT NULL AND starts_at < \(bind: to) AND (series_ends_at IS NULL OR series_ends_at > \(bind: from))"
        case .overrides:
            return
                """
                series_id IS NOT NULL AND ((\(overlaps)) OR (original_start < \(bind: to) AND original_start >= \
                \(bind: from - Self.longestItem)))
                """
        }
    }

    /// The next `limit` items of one part of the window query after `id`, by id: the rows its
    /// statement lists, a page at a time (keyset paging, so each page is one index range).
    func page(of part: PlannerItemPart, after id: ID<PlannerItem>?, limit: Int) -> SQLQueryString? {
        guard let window = query.window else { return nil }
        var condition = Self.condition(of: part, in: window)
        if let id { condition += " AND id > \(bind: id.description)" }
        return select(condition, includeDone: part == .single ? query.includeDone : true) + " ORDER BY id LIMIT \(literal: limit)"
    }

    /// The series that may have an occurrence in the window, or that are not over (the agenda).
    private var seriesStatement: SQLQueryString {
        if let window = query.window {
            return select(Self.condition(of: .series, in: window)) + " ORDER BY id"
        }
        let now = (query.after ?? .distantPast).storedMilliseconds
        // (Every series has a start; saying so lets the series index serve the query.)
        return select("recurrence_rule IS NOT NULL AND starts_at IS NOT NULL AND (series_ends_at IS NULL OR series_ends_at > \(bind: now))")
            + " ORDER BY id"
    }

    /// How many overdue to-dos the agenda lists.
    static let overdueLimit = 50

    /// Series and overrides are read done or not: a done override still hides its occurrence.
    private func select(_ condition: SQLQueryString, includeDone: Bool = true) -> SQLQueryString {
        var sql: SQLQueryString = """
            SELECT * FROM planner_items WHERE household_id = \(bind: query.householdID.description) \
            AND \(Self.visible(to: query.viewerID)) AND \(condition)
            """
        if !includeDone { sql += " AND completed_at IS NULL" }
        if !query.calendars.isEmpty {
            let ids = query.calendars.compactMap { $0.calendarID?.description }
            let listed: SQLQueryString = "calendar_id IN (\(binds: ids.isEmpty ? [""] : ids))"
            if query.calendars.contains(.household) {
                sql += " AND (calendar_id IS NULL OR " + listed + ")"
            } else {
                sql += " AND " + listed
            }
        }
        if !query.categories.isEmpty {
            let keys = query.categories.compactMap { SQLPlannerRepository.columns(for: $0).key }
            let ids = query.categories.compactMap { SQLPlannerRepository.columns(for: $0).id }
            sql += " AND (category_key IN (\(binds: keys.isEmpty ? [""] : keys)) OR category_id IN (\(binds: ids.isEmpty ? [""] : ids)))"
        }
        for word in TextRules.searchKey(query.text).split(whereSeparator: \.isWhitespace) {
            sql += " AND search_text LIKE \(bind: LikePattern.containing(word)) ESCAPE '\\'"
        }
        return sql
    }

    /// Shared items, the viewer's own private ones, and meetings the viewer is invited to; but
    /// items in a personal calendar are its owner's (their author's) alone, invitations or not.
    static func visible(to viewerID: ID<User>) -> SQLQueryString {
        let viewer = viewerID.description
        // The pattern is built in SQL, not bound whole: SQLite re-prepares a statement on its
        // first step whenever a LIKE's right side is a bare parameter (the LIKE optimization
        // depends on its value), which was a tenth of a CalDAV GET (perf).
        return
            """
            ((is_private = 0 OR author_id = \(bind: viewer) OR attendee_user_ids LIKE '%,' || \(bind: viewer) || ',%') AND (calendar_id IS \
            NULL OR author_id = \(bind: viewer)))
            """
    }
}
