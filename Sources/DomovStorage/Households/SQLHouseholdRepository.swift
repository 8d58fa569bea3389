import DomovCore
import Foundation
import SQLKit

public struct SQLHouseholdRepository: HouseholdRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func create(id: ID<Household>, name: String, ownerID: ID<User>, createdAt: Date) async throws -> Household {
        try await database.transaction { db in
            // "Unique among the user's households": compared without case, as people read names.
            let existing = try await db.select().column(SQLColumn("name", table: "households")).from("households")
                .join("memberships", on: SQLColumn("household_id", table: "memberships"), .equal, SQLColumn("id", table: "households"))
                .where(SQLColumn("user_id", table: "memberships"), .equal, SQLBind(ownerID.description))
                .all()
            if try existing.contains(where: { try $0.string("name").lowercased() == name.lowercased() }) {
                throw ValidationFailure("name", .nameTaken)
            }
            let millis = createdAt.storedMilliseconds
            try await db.insert(into: "households").columns("id", "name", "created_at")
                .values(SQLBind(id.description), SQLBind(name), SQLBind(millis)).run()
            try await Self.insertMember(db, householdID: id.description, userID: ownerID.description, role: .owner, millis: millis)
            try await db.update("users").set("current_household_id", to: id.description)
                .where("id", .equal, ownerID.description).run()
            return Household(id: id, name: name, createdAt: Date(storedMilliseconds: millis))
        }
    }

    /// On the home page of every signed-in user, so written as SQL text with a bound value
    /// (the builder's serialization cost more than the query; see bench/README.md).
    public func memberships(userID: ID<User>) async throws -> [HouseholdMembership] {
        let query: SQLQueryString = """
            SELECT households.id, households.name, households.created_at, mine.role,
                (SELECT COUNT(*) FROM memberships everyone WHERE everyone.household_id = households.id) AS member_count
            FROM memberships mine
            JOIN households ON households.id = mine.household_id
            WHERE mine.user_id = \(bind: userID.description)
            ORDER BY households.name
            """
        return try await database.withConnection { db in
            try await db.raw(query).all().map { row in
                HouseholdMembership(
                    household: try Self.household(from: row),
                    role: HouseholdRole(rawValue: try row.string("role")) ?? .member,
                    memberCount: try row.int("member_count")
                )
            }
        }
    }

    public func household(id: ID<Household>, visibleTo userID: ID<User>) async throws -> (Household, HouseholdRole)? {
        try await database.withConnection { db in
            guard
                let row = try await db.select()
                    .columns(
                        SQLColumn("id", table: "households"), SQLColumn("name", table: "households"),
                        SQLColumn("created_at", table: "households"), SQLColumn("role", table: "memberships")
                    )
                    .from("households")
                    .join("memberships", on: SQLColumn("household_id", table: "memberships"), .equal, SQLColumn("id", table: "households"))
                    .where(SQLColumn("id", table: "households"), .equal, SQLBind(id.description))
                    .where(SQLColumn("user_id", table: "memberships"), .equal, SQLBind(userID.description))
                    .first()
            else { return nil }
            return (try Self.household(from: row), HouseholdRole(rawValue: try row.string("role")) ?? .member)
        }
    }

    public func members(householdID: ID<Household>) async throws -> [Member] {
        try await database.withConnection { db in
            try await db.select()
                .columns(
                    SQLColumn("id", table: "users"), SQLColumn("nickname", table: "users"),
                    SQLColumn("display_name", table: "users"), SQLColumn("role", table: "memberships"),
                    SQLColumn("joined_at", table: "memberships")
                )
                .from("memberships")
                .join("users", on: SQLColumn("id", table: "users"), .equal, SQLColumn("user_id", table: "memberships"))
                .where(SQLColumn("household_id", table: "memberships"), .equal, SQLBind(householdID.description))
                .orderBy(SQLColumn("nickname_key", table: "users"))
                .all()
                .map { row in
                    Member(
                        userID: try row.id("id"), nickname: try row.string("nickname"),
                        displayName: try row.string("display_name"),
                        role: HouseholdRole(rawValue: try row.string("role")) ?? .member,
                        joinedAt: try row.date("joined_at")
                    )
                }
        }
    }

    public func rename(id: ID<Household>, to name: String) async throws {
        try await database.withConnection { db in
            try await db.update("households").set("name", to: name).where("id", .equal, id.description).run()
        }
    }

    public func removeMember(householdID: ID<Household>, userID: ID<User>) async throws {
        try await database.transaction { db in
            try await Self.removeMember(db, householdID: householdID.description, userID: userID.description)
        }
    }

    /// Shared with account deletion, which removes its user from every household in one transaction.
    static func removeMember(_ db: any SQLDatabase, householdID: String, userID: String) async throws {
        let members = try await db.select().columns("user_id", "role").from("memberships")
            .where("household_id", .equal, householdID).orderBy("joined_at").all()
        let others = try members.filter { try $0.string("user_id") != userID }
        guard !others.isEmpty else {
            try await deleteHousehold(db, id: householdID)
            return
        }
        try await db.delete(from: "memberships")
            .where("household_id", .equal, householdID).where("user_id", .equal, userID).run()
        // Someone who left hears nothing more of the household's chores and planner.
        try await cancelPendingNotices(db, householdID: householdID, userID: userID)
        try await db.update("users").set("current_household_id", to: SQLLiteral.null)
            .where("id", .equal, userID).where("current_household_id", .equal, householdID).run()
        let ownerRemains = try others.contains { try $0.string("role") == HouseholdRole.owner.rawValue }
        if !ownerRemains, let heir = others.first {
            try await db.update("memberships").set("role", to: HouseholdRole.owner.rawValue)
                .where("household_id", .equal, householdID).where("user_id", .equal, try heir.string("user_id")).run()
        }
    }

    public func delete(id: ID<Household>) async throws {
        try await database.transaction { db in
            try await Self.deleteHousehold(db, id: id.description)
        }
    }

    /// Everything in a household hangs off it with ON DELETE CASCADE; the users' pointer to it
    /// is not a foreign key (SQLite cannot add one later), so it is cleared here.
    static func deleteHousehold(_ db: any SQLDatabase, id: String) async throws {
        try await db.update("users").set("current_household_id", to: SQLLiteral.null)
            .where("current_household_id", .equal, id).run()
        try await cancelPendingNotices(db, householdID: id, userID: nil)
        try await db.delete(from: "households").where("id", .equal, id).run()
    }

    /// The pending notices of the household's chores and planner items, everyone's or one
    /// person's. Notices are not tied to their source by a foreign key (sources live in several
    /// modules' tables), so the household's cascade would leave them to go out.
    private static func cancelPendingNotices(_ db: any SQLDatabase, householdID: String, userID: String?) async throws {
        let person: SQLQueryString = userID.map { " AND user_id = \(bind: $0)" } ?? ""
        for (module, table) in [("chores", "chores"), (NotificationSource.plannerModule, "planner_items")] {
            try await db.raw(
                """
                DELETE FROM notices WHERE source_module = \(bind: module) AND dispatched_at IS NULL\(person)
                AND source_id IN (SELECT id FROM \(ident: table) WHERE household_id = \(bind: householdID))
                """
            ).run()
        }
    }

    public func createInvite(_ invite: Invite, token: SecretToken) async throws {
        try await database.withConnection { db in
            try await db.insert(into: "invites")
                .columns("id", "household_id", "created_by", "token_hash", "created_at", "expires_at")
                .values(
                    SQLBind(invite.id.description), SQLBind(invite.householdID.description),
                    SQLBind(invite.createdBy.description), SQLBind(token.storedDigest),
                    SQLBind(invite.createdAt.storedMilliseconds), SQLBind(invite.expiresAt.storedMilliseconds)
                )
                .run()
        }
    }

    public func invites(householdID: ID<Household>, now: Date) async throws -> [Invite] {
        try await database.withConnection { db in
            try await db.select().columns("id", "household_id", "created_by", "created_at", "expires_at").from("invites")
                .where("household_id", .equal, householdID.description)
                .where("expires_at", .greaterThan, now.storedMilliseconds)
                .orderBy("created_at", .descending)
                .all()
                .map(Self.invite(from:))
        }
    }

    public func revokeInvite(id: ID<Invite>, householdID: ID<Household>) async throws -> Bool {
        try await database.transaction { db in
            let found = try await db.select().column("id").from("invites")
                .where("id", .equal, id.description).where("household_id", .equal, householdID.description).first()
            guard found != nil else { return false }
            try await db.delete(from: "invites").where("id", .equal, id.description).run()
            return true
        }
    }

    public func invite(token: SecretToken) async throws -> (Invite, Household)? {
        try await database.withConnection { db in
            guard
                let row = try await db.select()
                    .columns(
                        SQLColumn("id", table: "invites"), SQLColumn("household_id", table: "invites"),
                        SQLColumn("created_by", table: "invites"), SQLColumn("created_at", table: "invites"),
                        SQLColumn("expires_at", table: "invites"),
                        SQLAlias(SQLColumn("name", table: "households"), as: SQLIdentifier("household_name")),
                        SQLAlias(SQLColumn("created_at", table: "households"), as: SQLIdentifier("household_created_at"))
                    )
                    .from("invites")
                    .join("households", on: SQLColumn("id", table: "households"), .equal, SQLColumn("household_id", table: "invites"))
                    .where(SQLColumn("token_hash", table: "invites"), .equal, SQLBind(token.storedDigest))
                    .first()
            else { return nil }
            let invite = try Self.invite(from: row)
            let household = Household(
                id: invite.householdID, name: try row.string("household_name"), createdAt: try row.date("household_created_at")
            )
            return (invite, household)
        }
    }

    public func addMember(householdID: ID<Household>, userID: ID<User>, role: HouseholdRole, joinedAt: Date) async throws {
        try await database.transaction { db in
            let existing = try await db.select().column("role").from("memberships")
                .where("household_id", .equal, householdID.description).where("user_id", .equal, userID.description).first()
            if existing == nil {
                try await Self.insertMember(
                    db, householdID: householdID.description, userID: userID.description, role: role,
                    millis: joinedAt.storedMilliseconds
                )
            }
            try await db.update("users").set("current_household_id", to: householdID.description)
                .where("id", .equal, userID.description).run()
        }
    }

    private static func insertMember(
        _ db: any SQLDatabase, householdID: String, userID: String, role: HouseholdRole, millis: Int64
    ) async throws {
        try await db.insert(into: "memberships").columns("household_id", "user_id", "role", "joined_at")
            .values(SQLBind(householdID), SQLBind(userID), SQLBind(role.rawValue), SQLBind(millis)).run()
    }

    private static func household(from row: any SQLRow) throws -> Household {
        Household(id: try row.id("id"), name: try row.string("name"), createdAt: try row.date("created_at"))
    }

    private static func invite(from row: any SQLRow) throws -> Invite {
        Invite(
            id: try row.id("id"), householdID: try row.id("household_id"), createdBy: try row.id("created_by"),
            createdAt: try row.date("created_at"), expiresAt: try row.date("expires_at")
        )
    }
}
