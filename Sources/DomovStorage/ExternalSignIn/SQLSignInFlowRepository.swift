import DomovCore
import Foundation
import SQLKit

public struct SQLSignInFlowRepository: SignInFlowRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func put(_ token: SecretToken, kind: String, payload: String, createdAt: Date, expiresAt: Date) async throws {
        try await database.withConnection { db in
            try await db.insert(into: "sign_in_flows")
                .columns("token_hash", "kind", "payload", "created_at", "expires_at")
                .values(
                    SQLBind(token.storedDigest), SQLBind(kind), SQLBind(payload),
                    SQLBind(createdAt.storedMilliseconds), SQLBind(expiresAt.storedMilliseconds)
                )
                .run()
        }
    }

    public func take(_ token: SecretToken, kind: String, now: Date) async throws -> String? {
        try await database.withConnection { db in
            // One DELETE … RETURNING: the row goes to whichever statement deletes it first, on
            // both databases, so a replayed or doubled callback finds nothing. An expired row is
            // deleted all the same.
            let row = try await db.raw(
                """
                DELETE FROM sign_in_flows WHERE token_hash = \(bind: token.storedDigest) AND kind = \(bind: kind)
                RETURNING payload, expires_at
                """
            ).first()
            guard let row, try row.date("expires_at") > now else { return nil }
            return try row.string("payload")
        }
    }

    public func peek(_ token: SecretToken, kind: String, now: Date) async throws -> String? {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT payload FROM sign_in_flows WHERE token_hash = \(bind: token.storedDigest) AND kind = \(bind: kind)
                AND expires_at > \(bind: now.storedMilliseconds)
                """
            ).first().map { try $0.string("payload") }
        }
    }

    @discardableResult
    public func deleteExpired(now: Date) async throws -> Int {
        try await database.withConnection { db in
            try await db.raw("DELETE FROM sign_in_flows WHERE expires_at <= \(bind: now.storedMilliseconds) RETURNING token_hash").all()
                .count
        }
    }
}
