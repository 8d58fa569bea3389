import DomovCore
import Foundation
import SQLKit

public struct SQLAppPasswordRepository: AppPasswordRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func create(
        id: ID<AppPassword>, userID: ID<User>, name: String, token: SecretToken, createdAt: Date
    ) async throws -> AppPassword {
        try await database.withConnection { db in
            try await db.insert(into: "app_passwords")
                .columns("id", "user_id", "name", "token_hash", "created_at")
                .values(
                    SQLBind(id.description), SQLBind(userID.description), SQLBind(name),
                    SQLBind(token.storedDigest), SQLBind(createdAt.storedMilliseconds)
                )
                .run()
        }
        return AppPassword(
            id: id, userID: userID, name: name, createdAt: Date(storedMilliseconds: createdAt.storedMilliseconds), lastUsedAt: nil)
    }

    public func list(userID: ID<User>) async throws -> [AppPassword] {
        try await database.withConnection { db in
            try await db.select().columns("id", "user_id", "name", "created_at", "last_used_at").from("app_passwords")
                .where("user_id", .equal, userID.description)
                .orderBy("created_at", .descending)
                .all()
                .map { row in
                    AppPassword(
                        id: try row.id("id"), userID: try row.id("user_id"), name: try row.string("name"),
                        createdAt: try row.date("created_at"), lastUsedAt: try row.optionalDate("last_used_at")
                    )
                }
        }
    }

    public func revoke(id: ID<AppPassword>, userID: ID<User>) async throws -> Bool {
        try await database.transaction { db in
            let found = try await db.select().column("id").from("app_passwords")
                .where("id", .equal, id.description).where("user_id", .equal, userID.description).first()
            guard found != nil else { return false }
            try await db.delete(from: "app_passwords").where("id", .equal, id.description).run()
            return true
        }
    }

    /// The user an app password signs in, and a note of when it was last used. Calendar apps
    /// send it with every request, so the note is written at most once a minute: a write per
    /// GET would make every read wait for SQLite's one writer.
    public func user(token: SecretToken, now: Date) async throws -> User? {
        let digest = token.storedDigest
        return try await database.withConnection { db in
            guard
                let row = try await db.select()
                    .columns(SQLAccountRepository.userColumns.map { SQLColumn($0, table: "users") })
                    .column(SQLColumn("last_used_at", table: "app_passwords"))
                    .from("app_passwords")
                    .join("users", on: SQLColumn("user_id", table: "app_passwords"), .equal, SQLColumn("id", table: "users"))
                    .where(SQLColumn("token_hash", table: "app_passwords"), .equal, SQLBind(digest))
                    .where(SQLColumn("is_disabled", table: "users"), .equal, SQLBind(0))
                    .first()
            else { return nil }
            let user = try SQLAccountRepository.user(from: row)
            if let lastUsed = try row.optionalDate("last_used_at"), now.timeIntervalSince(lastUsed) < Self.lastUsedPrecision {
                return user
            }
            try await db.update("app_passwords").set("last_used_at", to: now.storedMilliseconds)
                .where("token_hash", .equal, digest).run()
            return user
        }
    }

    /// How old "last used" may be before a use writes it again.
    static let lastUsedPrecision: TimeInterval = 60
}
