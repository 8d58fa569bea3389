import Foundation

extension NameDayService {
    /// Reminders a feed holds at once.
    public static let feedPageSize = 200

    /// The person's name-day feed, a piece at a time (the calendar's opening, each reminder's
    /// events, its closing), reading a page of reminders at a time (issue 23: no single request
    /// may grow the process by more than 64 MB); it read every saved name day at once. The text
    /// is the one `writer.calendar(_:)` gives for all of them. `observe` sees each page.
    public func writeFeed(
        for user: User, writer: NameDayFeedWriter, pageSize: Int = feedPageSize,
        observe: ([NameDayReminder]) -> Void = { _ in }, _ emit: (String) async throws -> Void
    ) async throws {
        let pieces = Array(writer.calendar([]).serializedPieces)
        guard let opening = pieces.first, let closing = pieces.last else { return }
        try await emit(opening)
        var after: NameDayReminder?
        while true {
            let page = try await repository.reminders(userID: user.id, after: after, limit: pageSize)
            observe(page)
            for reminder in page {
                for event in writer.events(reminder, stamp: writer.now) { try await emit(event.serialized()) }
            }
            if page.count < pageSize { break }
            after = page.last
        }
        try await emit(closing)
    }
}
