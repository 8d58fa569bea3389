import DomovCore
import Foundation
import SQLKit

public struct SQLSessionRepository: SessionRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func create(token: SecretToken, userID: ID<User>, createdAt: Date, expiresAt: Date) async throws {
        try await database.withConnection { db in
            try await db.insert(into: "sessions")
                .columns("token_hash", "user_id", "created_at", "expires_at")
                .values(
                    SQLBind(token.storedDigest), SQLBind(userID.description),
                    SQLBind(createdAt.storedMilliseconds), SQLBind(expiresAt.storedMilliseconds)
                )
                .run()
        }
    }

    /// One indexed join per request: this is on the path of every signed-in page.
    public func user(token: SecretToken, now: Date) async throws -> User? {
        try await database.withConnection { db in
            try await db.select()
                .columns(SQLAccountRepository.userColumns.map { SQLColumn($0, table: "users") })
                .from("sessions")
                .join("users", on: SQLColumn("user_id", table: "sessions"), .equal, SQLColumn("id", table: "users"))
                .where(SQLColumn("token_hash", table: "sessions"), .equal, SQLBind(token.storedDigest))
                .where(SQLColumn("expires_at", table: "sessions"), .greaterThan, SQLBind(now.storedMilliseconds))
                .where(SQLColumn("is_disabled", table: "users"), .equal, SQLBind(0))
                .first()
                .map(SQLAccountRepository.user(from:))
        }
    }

    public func delete(token: SecretToken) async throws {
        try await database.withConnection { db in
            try await db.delete(from: "sessions").where("token_hash", .equal, token.storedDigest).run()
        }
    }

    public func deleteAll(userID: ID<User>, except token: SecretToken?) async throws {
        try await database.withConnection { db in
            var query = db.delete(from: "sessions").where("user_id", .equal, userID.description)
            if let token { query = query.where("token_hash", .notEqual, token.storedDigest) }
            try await query.run()
        }
    }

    public func deleteExpired(now: Date) async throws {
        try await database.withConnection { db in
            try await db.delete(from: "sessions").where("expires_at", .lessThanOrEqual, now.storedMilliseconds).run()
        }
    }
}
