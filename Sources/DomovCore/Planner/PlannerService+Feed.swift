import Foundation

/// A household's planner as a subscribed feed (an .ics URL) serves it, read a page of items at
/// a time (issue 23: no single request may grow the process by more than 64 MB). A feed reaches
/// a year back and every series whole, so a household's feed is thousands of items; it was read
/// whole, turned into components whole, and written. Now each pass over it holds one page.
///
/// What it writes for each item the query selects is the component of the stored object it was
/// derived from (issue 22), alarms, X- properties, parameters and all, as CalDAV serves it: the
/// planner's rows are only the index that selects them.
public struct PlannerFeed: Sendable {
    /// What the feed lists (a window query: `PlannerRepository.items(matching:part:after:limit:)`).
    public let query: PlannerQuery
    /// Its VTIMEZONEs, gathered by a first pass: they come before the items.
    public let zones: PlannerFeedZones
    public let pageSize: Int
}

extension PlannerService {
    /// Items a feed holds at once: rows of a few kilobytes each.
    public static let feedPageSize = 200

    /// The feed of `query` as `user` may see it: checks membership and reads the zones its
    /// components are written in (one pass over its pages).
    public func feed(_ query: PlannerQuery, for user: User, pageSize: Int = feedPageSize) async throws -> PlannerFeed {
        try await households.requireMember(query.householdID, user)
        guard query.window != nil else { throw DomainError.notFound }
        var zones = PlannerFeedZones()
        try await forEachPage(of: query, pageSize: pageSize) { page in
            for entry in try await feedEntries(page, householdID: query.householdID) {
                zones.add(entry.item, component: entry.component, objectZones: entry.objectZones)
            }
        }
        return PlannerFeed(query: query, zones: zones, pageSize: pageSize)
    }

    /// The feed's iCalendar text, a piece at a time (the calendar's opening, each VTIMEZONE, each
    /// item's component, its closing), without holding more than one page of items and their
    /// objects. An item whose object has no text that parses (or no component for it) is
    /// written from its row by `writer`. Meetings Domov wrote get their author as ORGANIZER
    /// where the stored text has none (objects stored before Domov wrote one). `observe` sees
    /// each page as it is read.
    public func writeFeed(
        _ feed: PlannerFeed, named name: String, writer: PlannerCalendarWriter,
        observe: ([PlannerItem]) -> Void = { _ in }, _ emit: (String) async throws -> Void
    ) async throws {
        let frame = writer.calendar(named: name, items: [])
        let pieces = Array(frame.serializedPieces)
        guard let opening = pieces.first, let closing = pieces.last else { return }
        try await emit(opening)
        for zone in feed.zones.timeZones(writer: writer) { try await emit(zone.serialized()) }
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
            for entry in try await feedEntries(page, householdID: feed.query.householdID) {
                guard var component = entry.component else {
                    try await emit(pageWriter.component(entry.item).serialized())
                    continue
                }
                component = feed.zones.feedComponent(component, of: entry.item.calendarUID)
                if entry.item.kind == .meeting, entry.writtenByDomov, component.property("ORGANIZER") == nil,
                    let organizer = known[entry.item.authorID]
                {
                    component.properties.append(PlannerCalendarWriter.organizerProperty(organizer))
                }
                try await emit(component.serialized())
            }
        }
        try await emit(closing)
    }

    /// What the feed writes for one item of its query.
    struct FeedEntry {
        let item: PlannerItem
        /// The stored component the item was derived from (its series or single item, or its
        /// edited occurrence); nil when the object has no text that holds it.
        let component: ICalComponent?
        /// The VTIMEZONEs of the item's object.
        let objectZones: [ICalComponent]
        /// The object's text is Domov's (its PRODID).
        let writtenByDomov: Bool
    }

    /// The page's items with their stored components: one read of the page's objects.
    private func feedEntries(_ page: [PlannerItem], householdID: ID<Household>) async throws -> [FeedEntry] {
        let uids = Array(Set(page.map(\.calendarUID))).sorted()
        var calendars: [String: ICalComponent] = [:]
        for (uid, stored) in try await planner.objectTexts(calendarUIDs: uids, householdID: householdID) {
            guard let calendar = try? ICalComponent.parse(stored.text, options: .init(validatesKnownValues: false)),
                calendar.hasName("VCALENDAR")
            else { continue }
            calendars[uid] = calendar
        }
        return page.map { item in
            guard let calendar = calendars[item.calendarUID] else {
                return FeedEntry(item: item, component: nil, objectZones: [], writtenByDomov: true)
            }
            // The series is the component without RECURRENCE-ID, an edited occurrence the one
            // naming its original start (read in the item's zone, as the index was).
            let component = calendar.components.first { component in
                PlannerObjectPatch.isItem(component)
                    && PlannerObjectPatch.recurrenceInstant(of: component, zone: item.timeZone) == item.override?.originalStart
            }
            return FeedEntry(
                item: item, component: component, objectZones: calendar.components(named: "VTIMEZONE"),
                writtenByDomov: calendar.property("PRODID")?.value == PlannerCalendarWriter.productID)
        }
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
