import DomovCore
import Foundation
import SQLKit

/// The VAPID key and the mail server as rows of site_settings (key/value, so no migration).
public struct SQLDeliverySettingsRepository: DeliverySettingsRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    private static let vapidKey = "vapid_private_key"
    private static let mailServerKey = "mail_server"

    public func vapidPrivateKey(generate: @Sendable () -> String) async throws -> String {
        if let stored = try await value(Self.vapidKey) { return stored }
        let fresh = generate()
        // Two processes starting together may both get here; the first insert wins and both read it.
        try await database.withConnection { db in
            try await db.insert(into: "site_settings").columns("setting_key", "setting_value")
                .values(SQLBind(Self.vapidKey), SQLBind(fresh)).ignoringConflicts(with: "setting_key").run()
        }
        return try await value(Self.vapidKey) ?? fresh
    }

    public func mailServer() async throws -> MailServerSettings? {
        guard let json = try await value(Self.mailServerKey) else { return nil }
        return try JSONDecoder().decode(MailServerSettings.self, from: Data(json.utf8))
    }

    public func saveMailServer(_ settings: MailServerSettings?) async throws {
        let json = try settings.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        try await database.transaction { db in
            try await db.delete(from: "site_settings").where("setting_key", .equal, Self.mailServerKey).run()
            if let json {
                try await db.insert(into: "site_settings").columns("setting_key", "setting_value")
                    .values(SQLBind(Self.mailServerKey), SQLBind(json)).run()
            }
        }
    }

    private func value(_ key: String) async throws -> String? {
        try await database.withConnection { db in
            try await db.select().column("setting_value").from("site_settings").where("setting_key", .equal, key).first()?
                .string("setting_value")
        }
    }
}
