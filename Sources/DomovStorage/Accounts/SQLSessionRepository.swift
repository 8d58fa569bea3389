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

    /// One indexed query per request: this is on the path of every signed-in page. The
    /// membership join drops a current household the user has since been removed from.
    public func signedIn(token: SecretToken, now: Date) async throws -> (user: User, currentHousehold: Household?)? {
        try await database.withConnection { db in
            guard let row = try await db.select()
                .columns(SQLAccountRepository.userColumns.map { SQLColumn($0, table: "users") })
                .column(SQLColumn("id", table: "households"), as: "household_id")
                .column(SQLColumn("name", table: "households"), as: "household_name")
                .column(SQLColumn("created_at", table: "households"), as: "household_created_at")
                .from("sessions")
                .join("users", on: SQLColumn("user_id", table: "sessions"), .equal, SQLColumn("id", table: "users"))
                .join("memberships", method: SQLJoinMethod.left, on: SQLBinaryExpression(
                    SQLBinaryExpression(SQLColumn("household_id", table: "memberships"), .equal, SQLColumn("current_household_id", table: "users")),
                    .and,
                    SQLBinaryExpression(SQLColumn("user_id", table: "memberships"), .equal, SQLColumn("id", table: "users"))
                ))
                .join("households", method: SQLJoinMethod.left, on: SQLColumn("id", table: "households"), .equal, SQLColumn("household_id", table: "memberships"))
                .where(SQLColumn("token_hash", table: "sessions"), .equal, SQLBind(token.storedDigest))
                .where(SQLColumn("expires_at", table: "sessions"), .greaterThan, SQLBind(now.storedMilliseconds))
                .where(SQLColumn("is_disabled", table: "users"), .equal, SQLBind(0))
                .first()
            else { return nil }
            let household: Household? = try row.decodeNil(column: "household_id") ? nil : Household(
                id: try row.id("household_id"), name: try row.string("household_name"),
                createdAt: try row.date("household_created_at")
            )
            return (try SQLAccountRepository.user(from: row), household)
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
