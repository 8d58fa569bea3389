import Foundation

/// Makes new identifiers. Injected so tests can predict them.
public struct IDGenerator: Sendable {
    public var makeUUID: @Sendable () -> UUID

    public init(makeUUID: @escaping @Sendable () -> UUID) {
        self.makeUUID = makeUUID
    }

    public func callAsFunction<Entity>(_: Entity.Type = Entity.self) -> ID<Entity> {
        ID(makeUUID())
    }

    public static let random = IDGenerator { UUID() }
}
