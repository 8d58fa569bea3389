import Foundation

/// When each iCalendar feed's content last changed, for its Last-Modified.
///
/// Why stored: a feed is generated on every request, and the newest item's `updatedAt` misses
/// deletions, so an app asking If-Modified-Since after one would be told nothing changed. The
/// feed's ETag (a hash of its content) does change; the time it first changed is kept here.
public protocol FeedVersionRepository: Sendable {
    /// When the feed named `key` first had content `etag`: the time remembered for it, or
    /// `now`, remembered, when the content is new.
    func changedAt(key: String, etag: String, now: Date) async throws -> Date
}
