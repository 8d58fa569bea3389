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
    /// Written as SQL text with bound values rather than with the builder: building and
    /// serializing the builder's tree cost more than the query itself (see bench/README.md).
    public func signedIn(token: SecretToken, now: Date) async throws -> SignedIn? {
        let query: SQLQueryString = """
            SELECT \(unsafeRaw: Self.userColumnList),
                households.id AS household_id, households.name AS household_name,
                households.created_at AS household_created_at, sessions.expires_at AS session_expires_at
            FROM sessions
            JOIN users ON users.id = sessions.user_id
            LEFT JOIN memberships ON memberships.household_id = users.current_household_id
                AND memberships.user_id = users.id
            LEFT JOIN households ON households.id = memberships.household_id
            WHERE sessions.token_hash = \(bind: token.storedDigest)
                AND sessions.expires_at > \(bind: now.storedMilliseconds)
                AND users.is_disabled = 0
            """
        return try await database.withConnection { db in
            guard let row = try await db.raw(query).first() else { return nil }
            let household: Household? =
                try row.decodeNil(column: "household_id")
                ? nil
                : Household(
                    id: try row.id("household_id"), name: try row.string("household_name"),
                    createdAt: try row.date("household_created_at")
                )
            return SignedIn(
                user: try SQLAccountRepository.user(from: row), currentHousehold: household,
                sessionExpiresAt: try row.date("session_expires_at")
            )
        }
    }

    private static let userColumnList = SQLAccountRepository.userColumns.map { "users.\($0)" }.joined(separator: ", ")

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
