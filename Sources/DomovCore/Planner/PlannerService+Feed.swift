import Foundation

/// A household's planner as a subscribed feed (an .ics URL) serves it, read a page of items at
/// a time (issue 23: no single request may grow the process by more than 64 MB). A feed reaches
/// a year back and every series whole, so a household's feed is thousands of items; it was read
/// whole, turned into components whole, and written. Now each pass over it holds one page.
public struct PlannerFeed: Sendable {
    /// What the feed lists (a window query: `PlannerRepository.items(matching:part:after:limit:)`).
    public let query: PlannerQuery
    /// The zones its VTIMEZONEs are for, gathered by a first pass: they come before the items.
    public let zones: PlannerCalendarWriter.ZoneSpan
    public let pageSize: Int
}

extension PlannerService {
    /// Items a feed holds at once: rows of a few kilobytes each.
    public static let feedPageSize = 200

    /// The feed of `query` as `user` may see it: checks membership and reads the zones its items
    /// are written in (one pass over its pages).
    public func feed(_ query: PlannerQuery, for user: User, pageSize: Int = feedPageSize) async throws -> PlannerFeed {
        try await requireMember(query.householdID, user)
        guard query.window != nil else { throw DomainError.notFound }
        var zones = PlannerCalendarWriter.ZoneSpan()
        try await forEachPage(of: query, pageSize: pageSize) { zones.add($0) }
        return PlannerFeed(query: query, zones: zones, pageSize: pageSize)
    }

    /// The feed's iCalendar text, a piece at a time (the calendar's opening, each VTIMEZONE, each
    /// item's component, its closing): the text `writer.calendar(named:items:)` gives for every
    /// item of the query, ETag for ETag, without holding more than one page of items. Meetings'
    /// organizers are looked up here (the writer's own `organizer` is replaced). `observe` sees
    /// each page as it is read.
    public func writeFeed(
        _ feed: PlannerFeed, named name: String, writer: PlannerCalendarWriter,
        observe: ([PlannerItem]) -> Void = { _ in }, _ emit: (String) async throws -> Void
    ) async throws {
        let frame = writer.calendar(named: name, items: [])
        let pieces = Array(frame.serializedPieces)
        guard let opening = pieces.first, let closing = pieces.last else { return }
        try await emit(opening)
        for zone in writer.timeZones(for: feed.zones) { try await emit(zone.serialized()) }
        var organizers: [ID<User>: MeetingOrganizer] = [:]
        var lookedUp: Set<ID<User>> = []
        try await forEachPage(of: feed.query, pageSize: feed.pageSize) { page in
            observe(page)
            for authorID in Set(page.filter { $0.kind == .meeting }.map(\.authorID)) where !lookedUp.contains(authorID) {
                lookedUp.insert(authorID)
                organizers[authorID] = try await accounts.user(id: authorID).map(MeetingOrganizer.init)
            }
            var pageWriter = writer
            let known = organizers
            pageWriter.organizer = { known[$0.authorID] }
            for item in page { try await emit(pageWriter.component(item).serialized()) }
        }
        try await emit(closing)
    }

    /// Each page of the query's items, in the order `items(matching:)` lists them.
    private func forEachPage(of query: PlannerQuery, pageSize: Int, _ body: ([PlannerItem]) async throws -> Void) async throws {
        for part in PlannerItemPart.allCases {
            var after: ID<PlannerItem>?
            while true {
                let page = try await planner.items(matching: query, part: part, after: after, limit: pageSize)
                if page.isEmpty { break }
                try await body(page)
                if page.count < pageSize { break }
                after = page.last?.id
            }
        }
    }
}
