import DomovCore
import Foundation
import SQLKit

/// A planner item as one row of `planner_items`, and back.
struct PlannerItemRow: Encodable, Sendable {
    let id: String
    let householdId: String
    let authorId: String
    let kind: String
    let title: String
    let notes: String
    let categoryKey: String?
    /// Variable: a new category of a name another request stored first is replaced by that one.
    var categoryId: String?
    let isPrivate: Int
    let timeZone: String
    /// 1 for floating times (RFC 5545 §3.3.5 form #1), kept as UTC wall clock: every reader
    /// places them in its own zone (`PlannerItem.placed(in:)`), so queries widen their window
    /// for these rows by `PlannerItem.floatingMargin` and the reader filters exactly. NULL for
    /// others, which an insert leaves out (so code that writes items into an older schema still can).
    let isFloating: Int?
    /// A series' start as its text writes it ("20260329T023000"), only where the zone skips
    /// that time (`PlannerItemContent.startAsWritten`); NULL for others, which an insert leaves
    /// out (so code that writes items into an older schema still can).
    let startAsWritten: String?
    let allDay: Int
    let startsAt: Int64?
    let endsAt: Int64?
    /// An all-day item's first day, since its instants depend on the zone it is read in.
    let firstDay: String?
    /// Minutes for timed items, days for all-day ones.
    let length: Int
    let location: String
    let attendees: String
    /// ",id,id," so that "am I invited" is one LIKE.
    let attendeeUserIds: String
    let reminders: String
    /// NULL for one-time items and "" for a series of dates only (RDATE without RRULE), so that
    /// `recurrence_rule IS NOT NULL` is what every query and index means by "a series".
    let recurrenceRule: String?
    /// RDATE instants in milliseconds, comma-separated, like `excluded_starts`; NULL for none,
    /// which an insert leaves out (so code that writes items into an older schema still can).
    let recurrenceDates: String?
    let excludedStarts: String
    /// The end of a series' last occurrence, or NULL for endless ones: lets queries skip series that are over.
    let seriesEndsAt: Int64?
    let seriesId: String?
    let originalStart: Int64?
    let completedAt: Int64?
    let calendarUid: String
    let sequence: Int
    let searchText: String
    let createdAt: Int64
    let updatedAt: Int64
    let calendarExtras: String
    let calendarId: String?

    init(_ item: PlannerItem) {
        // The index keeps floating times in one zone whoever wrote them.
        let item = item.indexed
        id = item.id.description
        householdId = item.householdID.description
        authorId = item.authorID.description
        kind = item.kind.rawValue
        title = item.title
        notes = item.notes
        (categoryKey, categoryId) = SQLPlannerRepository.columns(for: item.category)
        isPrivate = item.isPrivate ? 1 : 0
        timeZone = item.timeZoneIdentifier
        isFloating = item.isFloating ? 1 : nil
        startAsWritten = item.startAsWritten?.icalString
        allDay = item.when.isAllDay ? 1 : 0
        startsAt = item.start?.storedMilliseconds
        endsAt = item.end?.storedMilliseconds
        switch item.when {
        case .timed(_, let minutes):
            firstDay = nil
            length = minutes
        case .allDay(let first, let days):
            firstDay = first.description
            length = days
        case .unscheduled:
            firstDay = nil
            length = 0
        }
        location = item.location
        attendees = Self.encode(item.attendees)
        attendeeUserIds =
            item.attendees.contains { $0.memberID != nil }
            ? "," + item.attendees.compactMap { $0.memberID?.description }.joined(separator: ",") + ","
            : ""
        reminders = item.reminders.map { String($0.minutesBefore) }.joined(separator: ",")
        recurrenceRule = item.recurrenceRule ?? (item.isRecurring ? "" : nil)
        recurrenceDates = item.recurrenceDates.isEmpty ? nil : Self.encode(item.recurrenceDates, lengths: item.recurrenceDateLengths)
        excludedStarts = Self.encode(item.excludedStarts)
        seriesEndsAt = item.isRecurring ? PlannerExpansion.seriesEnd(of: item)?.storedMilliseconds : nil
        seriesId = item.override?.seriesID.description
        originalStart = item.override?.originalStart.storedMilliseconds
        completedAt = item.completedAt?.storedMilliseconds
        calendarUid = item.calendarUID
        sequence = item.sequence
        searchText = TextRules.searchKey([item.title, item.notes, item.location].joined(separator: "\n"))
        createdAt = item.createdAt.storedMilliseconds
        updatedAt = item.updatedAt.storedMilliseconds
        calendarExtras = item.calendarExtras
        calendarId = item.calendarID?.description
    }

    static func item(from row: any SQLRow) throws -> PlannerItem {
        let categoryKey = try row.optionalString("category_key")
        let category: PlannerCategoryRef =
            if let customID: ID<PlannerCategory> = try row.optionalID("category_id") {
                .custom(customID)
            } else {
                .builtin(categoryKey.flatMap(BuiltinCategory.init(rawValue:)) ?? .other)
            }
        let length = try row.int("length")
        let when: PlannerWhen
        if try row.bool("all_day"), let firstDay = try row.optionalString("first_day").flatMap({ LocalDate(isoString: $0) }) {
            when = .allDay(first: firstDay, days: length)
        } else if let start = try row.optionalDate("starts_at") {
            when = .timed(start: start, minutes: length)
        } else {
            when = .unscheduled
        }
        let override: PlannerOverride? =
            if let seriesID: ID<PlannerItem> = try row.optionalID("series_id"),
                let originalStart = try row.optionalDate("original_start")
            {
                PlannerOverride(seriesID: seriesID, originalStart: originalStart)
            } else {
                nil
            }
        // Migration 22's backfill reads rows from before migration 25 added the column.
        let recurrenceDates =
            row.contains(column: "recurrence_dates") ? decodeRecurrenceDates(try row.optionalString("recurrence_dates") ?? "") : []
        var item = PlannerItem(
            id: try row.id("id"), householdID: try row.id("household_id"), authorID: try row.id("author_id"),
            kind: PlannerItemKind(rawValue: try row.string("kind")) ?? .event,
            title: try row.string("title"), notes: try row.string("notes"), category: category,
            isPrivate: try row.bool("is_private"), timeZoneIdentifier: try row.string("time_zone"),
            // Migration 33's backfill reads rows from before migration 34 added the column.
            isFloating: row.contains(column: "is_floating") ? try !row.decodeNil(column: "is_floating") && row.bool("is_floating") : false,
            when: when,
            location: try row.string("location"), attendees: try decodeAttendees(try row.string("attendees")),
            reminders: try row.string("reminders").split(separator: ",").compactMap { Int($0) }.map { PlannerReminder(minutesBefore: $0) },
            recurrenceRule: try row.optionalString("recurrence_rule").flatMap { $0.isEmpty ? nil : $0 },
            recurrenceDates: recurrenceDates.map(\.start).sorted(),
            recurrenceDateLengths: Dictionary(
                recurrenceDates.compactMap { date in date.seconds.map { (date.start, $0) } }, uniquingKeysWith: { first, _ in first }),
            excludedStarts: decodeInstants(try row.string("excluded_starts")),
            override: override, completedAt: try row.optionalDate("completed_at"),
            calendarUID: try row.string("calendar_uid"), sequence: try row.int("sequence"),
            calendarExtras: try row.string("calendar_extras"), calendarID: try row.optionalID("calendar_id"),
            createdAt: try row.date("created_at"), updatedAt: try row.date("updated_at")
        )
        // Migration 33's and 34's backfills read rows from before migration 36 added the column.
        if row.contains(column: "start_as_written") {
            item.startAsWritten = try row.optionalString("start_as_written").flatMap { LocalDateTime(icalString: $0) }
        }
        return item
    }

    // MARK: Instants as text

    private static func encode(_ instants: [Date]) -> String {
        instants.map { String($0.storedMilliseconds) }.joined(separator: ",")
    }

    private static func decodeInstants(_ text: String) -> [Date] {
        text.split(separator: ",").compactMap { Int64($0) }.map { Date(storedMilliseconds: $0) }
    }

    /// Extra dates as instants, each given as a period followed by its length in seconds
    /// ("1774890000000/5400"): a period's own length is part of the index (migration 33).
    private static func encode(_ dates: [Date], lengths: [Date: Int]) -> String {
        dates.map { date in
            String(date.storedMilliseconds) + (lengths[date].map { "/\($0)" } ?? "")
        }.joined(separator: ",")
    }

    private static func decodeRecurrenceDates(_ text: String) -> [(start: Date, seconds: Int?)] {
        text.split(separator: ",").compactMap { entry in
            let parts = entry.split(separator: "/", maxSplits: 1)
            guard let milliseconds = parts.first.flatMap({ Int64($0) }) else { return nil }
            return (Date(storedMilliseconds: milliseconds), parts.count == 2 ? Int(parts[1]) : nil)
        }
    }

    // MARK: Attendees as JSON

    private struct StoredAttendee: Codable {
        var member: String?
        var email: String?
        var name: String
        var response: String
    }

    private static func encode(_ attendees: [PlannerAttendee]) -> String {
        let stored = attendees.map { attendee in
            StoredAttendee(
                member: attendee.memberID?.description, email: attendee.email, name: attendee.name, response: attendee.response.rawValue)
        }
        guard let data = try? JSONEncoder().encode(stored) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func decodeAttendees(_ text: String) throws -> [PlannerAttendee] {
        // Most items have none: skip the JSON decoder, which a list of thousands of rows feels.
        if text == "[]" { return [] }
        return try JSONDecoder().decode([StoredAttendee].self, from: Data(text.utf8)).compactMap { stored in
            let invitee: PlannerAttendee.Invitee
            if let member = stored.member.flatMap(ID<User>.init) {
                invitee = .member(member)
            } else if let email = stored.email {
                invitee = .email(email)
            } else {
                return nil
            }
            return PlannerAttendee(invitee: invitee, name: stored.name, response: .init(rawValue: stored.response) ?? .needsAction)
        }
    }
}
