import DomovCore
import Foundation
import Synchronization

extension IDGenerator {
    /// Predictable identifiers 00000000-0000-0000-0000-000000000001, …2, …3, so a test can name
    /// the ID an entity will get, and runs are repeatable.
    public static func sequential(startingAt first: UInt64 = 1) -> IDGenerator {
        let next = Mutex(first)
        return IDGenerator {
            let number = next.withLock { value in
                defer { value += 1 }
                return value
            }
            return sequentialUUID(number)
        }
    }

    /// The UUID that `sequential()` hands out as its `number`th value.
    public static func sequentialUUID(_ number: UInt64) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012llx", number))!
    }
}
