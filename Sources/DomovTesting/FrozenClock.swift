import DomovCore
import Foundation
import Synchronization

/// A clock that stands still until the test moves it, so nothing ever sleeps.
/// Hand `wallClock` to the code under test and call `advance(by:)` to let time pass.
public final class FrozenClock: Sendable {
    /// 15 January 2025, 09:30 UTC: a weekday morning, far from any DST change.
    public static let defaultStart = Date(timeIntervalSince1970: 1_736_933_400)

    private let current: Mutex<Date>

    public init(_ start: Date = FrozenClock.defaultStart) {
        current = Mutex(start)
    }

    public var now: Date { current.withLock { $0 } }

    /// What the application is given: it reads whatever time the test has set.
    public var wallClock: WallClock {
        WallClock { [self] in now }
    }

    public func advance(by interval: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(interval) }
    }

    public func set(to date: Date) {
        current.withLock { $0 = date }
    }
}
