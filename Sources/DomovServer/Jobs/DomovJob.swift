import DomovCore
import DomovOutbound
import DomovStorage
import Foundation
import Logging

/// The background jobs by name, so `domov job NAME` can run one round of any of them by hand
/// (from cron, or to catch up) exactly as `domov serve` runs them.
public enum DomovJob: String, CaseIterable, Sendable {
    case sessionCleanup = "session-cleanup"
    case dispatchNotifications = "dispatch-notifications"
    case refreshSubscriptions = "refresh-subscriptions"
    case syncExternalCalendars = "sync-external-calendars"
    case purgeDeleted = "purge-deleted"

    /// Runs one round and says what it did.
    public func runOnce(config: DomovConfig, storage: Storage, logger: Logger) async throws -> String {
        let dependencies = AppDependencies(
            storage: storage, logger: logger, credentialSealer: try AESCredentialSealer(keyFile: config.credentialsKeyFile))
        let services = makeServices(config: config, dependencies: dependencies)
        switch self {
        case .sessionCleanup:
            try await SessionCleanupJob.make(services: services, logger: logger).runOnce()
            return "Expired sessions and sign-ins deleted."
        case .dispatchNotifications:
            let sent = try await NotificationDispatchJob.make(services: services, logger: logger).runOnce()
            return "Dispatched \(sent) notices."
        case .refreshSubscriptions:
            let refreshed = try await CalendarSubscriptionJob.make(services: services, logger: logger).runOnce()
            return "Refreshed \(refreshed) calendar subscriptions."
        case .syncExternalCalendars:
            let synced = try await ExternalCalendarSyncJob(services: services, logger: logger).runOnce()
            return "Synced \(synced) external calendar accounts."
        case .purgeDeleted:
            let purged = try await RecentlyDeletedPurgeJob.make(services: services, logger: logger).runOnce()
            return "Forgot \(purged) items deleted more than \(Int(RecentlyDeleted.keptFor / 86400)) days ago."
        }
    }
}
