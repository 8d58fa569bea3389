import Foundation

/// The admin's use cases: the server's settings, how many accounts it has, its outgoing mail
/// server, and the log of deliveries that failed. Only admins reach them; anyone else gets
/// `notFound`, as the admin's pages are hidden from everyone else.
public struct AdminService: Sendable {
    public let accounts: any AccountRepository
    public let siteSettings: any SiteSettingsRepository
    public let deliverySettings: any DeliverySettingsRepository
    public let deliveries: any DeliveryRepository

    public init(
        accounts: any AccountRepository, siteSettings: any SiteSettingsRepository,
        deliverySettings: any DeliverySettingsRepository, deliveries: any DeliveryRepository
    ) {
        self.accounts = accounts
        self.siteSettings = siteSettings
        self.deliverySettings = deliverySettings
        self.deliveries = deliveries
    }

    public func siteSettings(by admin: User) async throws -> SiteSettings {
        try Self.requireAdmin(admin)
        return try await siteSettings.load()
    }

    public func userCount(by admin: User) async throws -> Int {
        try Self.requireAdmin(admin)
        return try await accounts.count()
    }

    public func mailServer(by admin: User) async throws -> MailServerSettings? {
        try Self.requireAdmin(admin)
        return try await deliverySettings.mailServer()
    }

    /// Nil removes the settings: no email is sent.
    public func saveMailServer(_ settings: MailServerSettings?, by admin: User) async throws {
        try Self.requireAdmin(admin)
        try await deliverySettings.saveMailServer(settings)
    }

    /// The latest failed deliveries, newest first.
    public func recentFailures(limit: Int, by admin: User) async throws -> [Delivery] {
        try Self.requireAdmin(admin)
        return try await deliveries.recentFailures(limit: limit)
    }

    private static func requireAdmin(_ user: User) throws {
        guard user.isAdmin else { throw DomainError.notFound }
    }
}
