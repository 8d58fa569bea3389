import DomovCore
import SQLKit

/// Site settings as key/value rows, so a new setting needs no migration.
public struct SQLSiteSettingsRepository: SiteSettingsRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    private static let openSignUpKey = "open_sign_up"

    public func load() async throws -> SiteSettings {
        try await database.withConnection { db in
            let rows = try await db.select().columns("setting_key", "setting_value").from("site_settings").all()
            var values: [String: String] = [:]
            for row in rows { values[try row.string("setting_key")] = try row.string("setting_value") }
            return SiteSettings(openSignUp: values[Self.openSignUpKey].map { $0 == "true" } ?? true)
        }
    }

    public func save(_ settings: SiteSettings) async throws {
        try await database.transaction { db in
            try await db.delete(from: "site_settings").where("setting_key", .equal, Self.openSignUpKey).run()
            try await db.insert(into: "site_settings").columns("setting_key", "setting_value")
                .values(SQLBind(Self.openSignUpKey), SQLBind(settings.openSignUp ? "true" : "false")).run()
        }
    }
}
