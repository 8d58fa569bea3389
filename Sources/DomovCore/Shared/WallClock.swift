import Foundation

/// The source of "now". Injected everywhere so tests can freeze or move time
/// instead of sleeping. (Named `WallClock` so it does not shadow Swift's `Clock`.)
public struct WallClock: Sendable {
    public var now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    public static let system = WallClock { Date() }
}
