import DomovCore
import Foundation
import Synchronization

/// Notices as they are dispatched, for the pages open in this process (Server-Sent Events).
/// Each open page subscribes for its user; a page that cannot keep up loses old events rather
/// than holding memory, and simply re-reads its count on the next one.
final class NoticeFeed: Sendable {
    private let subscribers = Mutex<[UUID: (userID: ID<User>, continuation: AsyncStream<Notice>.Continuation)]>([:])

    func publish(_ notice: Notice) {
        let targets = subscribers.withLock { $0.values.filter { $0.userID == notice.userID }.map(\.continuation) }
        for continuation in targets { continuation.yield(notice) }
    }

    /// A stream of the user's notices; it ends (and unsubscribes) when the consumer goes away.
    func subscribe(userID: ID<User>) -> AsyncStream<Notice> {
        let key = UUID()
        let (stream, continuation) = AsyncStream<Notice>.makeStream(bufferingPolicy: .bufferingNewest(16))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: key) }
        }
        subscribers.withLock { $0[key] = (userID, continuation) }
        return stream
    }
}
