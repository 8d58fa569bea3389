import DomovCore
import Foundation
import SQLKit

public struct SQLLinkedIdentityRepository: LinkedIdentityRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    static let columns = ["id", "user_id", "provider_id", "issuer", "subject", "email", "linked_at"]

    public func identity(issuer: String, subject: String) async throws -> LinkedIdentity? {
        try await database.withConnection { db in
            try await db.select().columns(Self.columns.map { SQLColumn($0) }).from("linked_identities")
                .where("issuer", .equal, issuer).where("subject", .equal, subject)
                .first().map(Self.identity(from:))
        }
    }

    public func list(userID: ID<User>) async throws -> [LinkedIdentity] {
        try await database.withConnection { db in
            try await db.select().columns(Self.columns.map { SQLColumn($0) }).from("linked_identities")
                .where("user_id", .equal, userID.description)
                .orderBy("linked_at").orderBy("id")
                .all().map(Self.identity(from:))
        }
    }

    public func insert(_ identity: LinkedIdentity) async throws {
        do {
            try await database.withConnection { db in
                try await db.insert(into: "linked_identities")
                    .columns(Self.columns)
                    .values(
                        SQLBind(identity.id.description), SQLBind(identity.userID.description), SQLBind(identity.providerID),
                        SQLBind(identity.issuer), SQLBind(identity.subject), SQLBind(identity.email),
                        SQLBind(identity.linkedAt.storedMilliseconds)
                    )
                    .run()
            }
        } catch  where UniqueViolation.matches(error, "linked_identities_issuer_subject_unique", "linked_identities.issuer") {
            throw ExternalSignInError.linkedToAnotherAccount
        }
    }

    public func delete(id: ID<LinkedIdentity>, userID: ID<User>) async throws -> Bool {
        try await database.transaction { db in
            let found = try await db.select().column("id").from("linked_identities")
                .where("id", .equal, id.description).where("user_id", .equal, userID.description).first()
            guard found != nil else { return false }
            try await db.delete(from: "linked_identities").where("id", .equal, id.description).run()
            return true
        }
    }

    static func identity(from row: any SQLRow) throws -> LinkedIdentity {
        LinkedIdentity(
            id: try row.id("id"), userID: try row.id("user_id"), providerID: try row.string("provider_id"),
            issuer: try row.string("issuer"), subject: try row.string("subject"),
            email: try row.optionalString("email"), linkedAt: try row.date("linked_at")
        )
    }
}
