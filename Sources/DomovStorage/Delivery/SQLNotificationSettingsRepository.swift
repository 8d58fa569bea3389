import DomovCore
import Foundation
import SQLKit

public struct SQLNotificationSettingsRepository: NotificationSettingsRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func settings(userID: ID<User>) async throws -> NotificationSettings {
        try await settings(userIDs: [userID])[userID] ?? NotificationSettings()
    }

    public func settings(userIDs: [ID<User>]) async throws -> [ID<User>: NotificationSettings] {
        guard !userIDs.isEmpty else { return [:] }
        let rows = try await database.withConnection { db in
            try await db.raw("SELECT * FROM notification_settings WHERE user_id IN (\(binds: userIDs.map(\.description)))").all()
        }
        var found: [ID<User>: NotificationSettings] = [:]
        for row in rows {
            found[try row.id("user_id")] = try Self.settings(from: row)
        }
        return Dictionary(uniqueKeysWithValues: userIDs.map { ($0, found[$0] ?? NotificationSettings()) })
    }

    public func save(userID: ID<User>, _ settings: NotificationSettings, at date: Date) async throws {
        try await database.withConnection { db in
            try await db.raw(
                """
                INSERT INTO notification_settings (user_id, in_app, push, email, default_lead_minutes, quiet_start, quiet_end, updated_at)
                VALUES (\(bind: userID.description), \(bind: settings.inApp ? 1 : 0), \(bind: settings.push ? 1 : 0),
                \(bind: settings.email ? 1 : 0), \(bind: settings.defaultLeadMinutes), \(bind: settings.quietHours?.startMinute),
                \(bind: settings.quietHours?.endMinute), \(bind: date.storedMilliseconds))
                ON CONFLICT (user_id) DO UPDATE SET in_app = excluded.in_app, push = excluded.push, email = excluded.email,
                default_lead_minutes = excluded.default_lead_minutes, quiet_start = excluded.quiet_start,
                quiet_end = excluded.quiet_end, updated_at = excluded.updated_at
                """
            ).run()
        }
    }

    public func createEmailVerification(
        userID: ID<User>, address: String, token: SecretToken, createdAt: Date, expiresAt: Date
    ) async throws {
        try await database.transaction { db in
            try await db.delete(from: "email_verifications").where("user_id", .equal, userID.description)
                .where("used_at", .is, SQLLiteral.null).run()
            try await db.insert(into: "email_verifications")
                .columns("token_hash", "user_id", "address", "created_at", "expires_at", "used_at")
                .values(
                    SQLBind(token.storedDigest), SQLBind(userID.description), SQLBind(address),
                    SQLBind(createdAt.storedMilliseconds), SQLBind(expiresAt.storedMilliseconds), SQLLiteral.null
                ).run()
        }
    }

    public func consumeEmailVerification(token: SecretToken, now: Date) async throws -> EmailVerificationResult {
        try await database.transaction { db in
            guard
                let row = try await db.select().column("*").from("email_verifications")
                    .where("token_hash", .equal, token.storedDigest).first(),
                try row.optionalDate("used_at") == nil
            else { return .unusable }
            guard try row.date("expires_at") > now else { return .expired }
            let userID: ID<User> = try row.id("user_id")
            let address = try row.string("address")
            let nowMillis = now.storedMilliseconds
            try await db.update("email_verifications").set("used_at", to: SQLBind(nowMillis))
                .where("token_hash", .equal, token.storedDigest).run()
            let defaults = NotificationSettings()
            try await db.raw(
                """
                INSERT INTO notification_settings (user_id, in_app, push, email, verified_email, verified_at, updated_at)
                VALUES (\(bind: userID.description), \(bind: defaults.inApp ? 1 : 0), \(bind: defaults.push ? 1 : 0),
                \(bind: defaults.email ? 1 : 0), \(bind: address), \(bind: nowMillis), \(bind: nowMillis))
                ON CONFLICT (user_id) DO UPDATE SET verified_email = excluded.verified_email, verified_at = excluded.verified_at
                """
            ).run()
            return .verified(userID: userID, address: address)
        }
    }

    static func settings(from row: any SQLRow) throws -> NotificationSettings {
        let start = try row.decodeNil(column: "quiet_start") ? nil : try row.int("quiet_start")
        let end = try row.decodeNil(column: "quiet_end") ? nil : try row.int("quiet_end")
        return NotificationSettings(
            inApp: try row.bool("in_app"), push: try row.bool("push"), email: try row.bool("email"),
            defaultLeadMinutes: try row.decodeNil(column: "default_lead_minutes") ? nil : try row.int("default_lead_minutes"),
            quietHours: start.flatMap { start in end.flatMap { QuietHours(startMinute: start, endMinute: $0) } },
            verifiedEmail: try row.optionalString("verified_email")
        )
    }
}
