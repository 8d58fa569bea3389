import Foundation

extension ChoresService {
    /// Chores a feed holds at once.
    public static let feedPageSize = 200

    /// The household's chores feed as `user` may see it, a piece at a time (the calendar's
    /// opening, each open chore's VEVENT, its closing), reading a page of chores at a time
    /// (issue 23: no single request may grow the process by more than 64 MB); it read every chore
    /// of the household at once. The text is the one `ChoreCalendar.calendar(named:chores:…)`
    /// gives for the open chores earliest due first (then by id). `observe` sees each page.
    public func writeFeed(
        in householdID: ID<Household>, named name: String, for user: User, now: Date, pageSize: Int = feedPageSize,
        observe: ([Chore]) -> Void = { _ in }, _ emit: (String) async throws -> Void
    ) async throws {
        let rooms = Dictionary(uniqueKeysWithValues: try await self.rooms(in: householdID, for: user).map { ($0.id, $0) })
        let pieces = Array(ChoreCalendar.calendar(named: name, chores: [], rooms: rooms, now: now).serializedPieces)
        guard let opening = pieces.first, let closing = pieces.last else { return }
        try await emit(opening)
        var after: Chore?
        while true {
            let page = try await chores.openChores(householdID: householdID, after: after, limit: pageSize)
            observe(page)
            for chore in page {
                try await emit(ChoreCalendar.component(chore, as: .event, room: rooms[chore.roomID], stamp: now).serialized())
            }
            if page.count < pageSize { break }
            after = page.last
        }
        try await emit(closing)
    }
}
