import DomovCore
import DomovOutbound
import Foundation
import Synchronization

/// The server's Web Push key pair: made and stored by the first process that needs it, read
/// from the database by every other, then kept in memory (it never changes).
final class VAPIDKeyStore: Sendable {
    private let settings: any DeliverySettingsRepository
    private let cached = Mutex<VAPIDKeys?>(nil)

    init(settings: any DeliverySettingsRepository) {
        self.settings = settings
    }

    func keys() async throws -> VAPIDKeys {
        if let keys = cached.withLock({ $0 }) { return keys }
        let stored = try await settings.vapidPrivateKey { VAPIDKeys().rawPrivateKey }
        let keys = try VAPIDKeys(rawPrivateKey: stored)
        cached.withLock { $0 = keys }
        return keys
    }
}
