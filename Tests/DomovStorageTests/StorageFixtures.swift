import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import SQLKit

/// Small builders for storage tests: users and households with predictable IDs and times.
struct StorageFixtures {
    let storage: Storage
    let ids = IDGenerator.sequential()
    let clock = FrozenClock()

    @discardableResult
    func user(_ nickname: String, email: String? = nil, admin: Bool = false) async throws -> User {
        try await storage.accounts.create(
            NewUser(
                id: ids(), email: email ?? "\(nickname.lowercased())@example.org", displayName: "\(nickname) Test",
                nickname: nickname, passwordHash: "$2b$04$notarealhashnotarealhashnotarealhashnotarealhashnot",
                preferences: UserPreferences(language: .czech, appearance: .dark, timeZoneIdentifier: "Europe/Prague"),
                createdAt: clock.now, requestsAdmin: admin
            ))
    }

    @discardableResult
    func household(_ name: String, owner: User) async throws -> Household {
        try await storage.households.create(id: ids(), name: name, ownerID: owner.id, createdAt: clock.now)
    }

    /// Adds the member after letting a minute pass, so join order is unambiguous.
    func join(_ household: Household, _ user: User) async throws {
        clock.advance(by: 60)
        try await storage.households.addMember(householdID: household.id, userID: user.id, role: .member, joinedAt: clock.now)
    }

    @discardableResult
    func invite(to household: Household, by user: User, lifetime: TimeInterval = Invite.lifetime) async throws -> (Invite, SecretToken) {
        let invite = Invite(
            id: ids(), householdID: household.id, createdBy: user.id, createdAt: clock.now,
            expiresAt: clock.now.addingTimeInterval(lifetime)
        )
        let token = SecretToken.generate()
        try await storage.households.createInvite(invite, token: token)
        return (invite, token)
    }

    /// Rows in a table, optionally only those where a column has a value: for checking what
    /// no repository method shows, such as cascaded deletes.
    func rows(in table: String, where column: String? = nil, is value: String? = nil) async throws -> Int {
        try await storage.database.withConnection { db in
            var query = db.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from(table)
            if let column, let value { query = query.where(SQLColumn(column), .equal, SQLBind(value)) }
            return try await query.first()?.decode(column: "n", as: Int.self) ?? -1
        }
    }
}
