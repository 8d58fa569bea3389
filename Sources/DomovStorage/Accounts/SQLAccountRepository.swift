import DomovCore
import Foundation
import SQLKit

public struct SQLAccountRepository: AccountRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    static let userColumns = [
        "id", "email", "display_name", "nickname", "is_admin", "is_disabled",
        "language", "appearance", "time_zone", "current_household_id", "created_at", "first_weekday",
    ]

    public func create(_ new: NewUser) async throws -> User {
        do {
            return try await database.transaction { db in
                var taken: [FieldError] = []
                if try await db.select().column("id").from("users").where("email", .equal, new.email).first() != nil {
                    taken.append(FieldError("email", .emailTaken))
                }
                let nicknameKey = AccountRules.nicknameKey(new.nickname)
                if try await db.select().column("id").from("users").where("nickname_key", .equal, nicknameKey).first() != nil {
                    taken.append(FieldError("nickname", .nicknameTaken))
                }
                if !taken.isEmpty { throw ValidationFailure(taken) }
                let isFirst = try await db.select().column("id").from("users").limit(1).first() == nil
                let isAdmin = isFirst || new.requestsAdmin
                try await db.insert(into: "users")
                    .columns(
                        "id", "email", "display_name", "nickname", "nickname_key", "password_hash", "is_admin",
                        "is_disabled", "language", "appearance", "time_zone", "created_at"
                    )
                    .values(
                        SQLBind(new.id.description), SQLBind(new.email), SQLBind(new.displayName), SQLBind(new.nickname),
                        SQLBind(nicknameKey), SQLBind(new.passwordHash), SQLBind(isAdmin ? 1 : 0), SQLBind(0),
                        SQLBind(new.preferences.language?.rawValue), SQLBind(new.preferences.appearance.rawValue),
                        SQLBind(new.preferences.timeZoneIdentifier), SQLBind(new.createdAt.storedMilliseconds)
                    )
                    .run()
                return User(
                    id: new.id, email: new.email, displayName: new.displayName, nickname: new.nickname,
                    isAdmin: isAdmin, isDisabled: false, preferences: new.preferences,
                    currentHouseholdID: nil, createdAt: Date(storedMilliseconds: new.createdAt.storedMilliseconds)
                )
            }
        } catch  where UniqueViolation.matches(error, "users_email_unique", "users.email") {
            throw ValidationFailure("email", .emailTaken)
        } catch  where UniqueViolation.matches(error, "users_nickname_key_unique", "users.nickname_key") {
            throw ValidationFailure("nickname", .nicknameTaken)
        }
    }

    public func user(id: ID<User>) async throws -> User? {
        try await database.withConnection { db in
            try await db.select().columns(Self.userColumns.map { SQLColumn($0) }).from("users")
                .where("id", .equal, id.description).first().map(Self.user(from:))
        }
    }

    public func users(ids: [ID<User>]) async throws -> [ID<User>: User] {
        var found: [ID<User>: User] = [:]
        // A few hundred binds a statement keep PostgreSQL's and SQLite's limits far away.
        for chunk in Array(Set(ids)).chunked(500) {
            let rows = try await database.withConnection { db in
                try await db.raw(
                    """
                    SELECT \(unsafeRaw: Self.userColumns.joined(separator: ", ")) FROM users WHERE id IN \
                    (\(binds: chunk.map(\.description)))
                    """
                ).all()
            }
            for user in try rows.map(Self.user(from:)) { found[user.id] = user }
        }
        return found
    }

    public func user(email: String) async throws -> User? {
        try await database.withConnection { db in
            try await db.select().columns(Self.userColumns.map { SQLColumn($0) }).from("users")
                .where("email", .equal, email).first().map(Self.user(from:))
        }
    }

    public func passwordHash(userID: ID<User>) async throws -> String? {
        try await database.withConnection { db in
            try await db.select().column("password_hash").from("users")
                .where("id", .equal, userID.description).first()?.string("password_hash")
        }
    }

    public func updatePasswordHash(userID: ID<User>, hash: String) async throws {
        try await update(userID) { $0.set("password_hash", to: hash) }
    }

    public func updatePreferences(userID: ID<User>, preferences: UserPreferences) async throws {
        try await update(userID) {
            $0.set("language", to: preferences.language?.rawValue)
                .set("appearance", to: preferences.appearance.rawValue)
                .set("time_zone", to: preferences.timeZoneIdentifier)
                .set("first_weekday", to: preferences.firstWeekday?.englishName)
        }
    }

    public func updateProfile(userID: ID<User>, displayName: String, nickname: String) async throws {
        let key = AccountRules.nicknameKey(nickname)
        do {
            try await database.transaction { db in
                let holder = try await db.select().column("id").from("users").where("nickname_key", .equal, key).first()
                if let holder, try holder.string("id") != userID.description {
                    throw ValidationFailure("nickname", .nicknameTaken)
                }
                try await db.update("users")
                    .set("display_name", to: displayName).set("nickname", to: nickname).set("nickname_key", to: key)
                    .where("id", .equal, userID.description).run()
            }
        } catch  where UniqueViolation.matches(error, "users_nickname_key_unique", "users.nickname_key") {
            throw ValidationFailure("nickname", .nicknameTaken)
        }
    }

    public func setDisabled(userID: ID<User>, disabled: Bool) async throws {
        try await update(userID) { $0.set("is_disabled", to: disabled ? 1 : 0) }
    }

    public func setCurrentHousehold(userID: ID<User>, householdID: ID<Household>?) async throws {
        try await update(userID) { $0.set("current_household_id", to: householdID?.description) }
    }

    public func delete(userID: ID<User>) async throws {
        try await database.transaction { db in
            let memberships = try await db.select().column("household_id").column("role").from("memberships")
                .where("user_id", .equal, userID.description).all()
            for membership in memberships {
                let householdID = try membership.string("household_id")
                try await SQLHouseholdRepository.removeMember(db, householdID: householdID, userID: userID.description)
            }
            // The user's planner items go with them (ON DELETE CASCADE); calendar apps that sync
            // those households must hear of it, as of any other deletion.
            let authored = try await db.raw(
                """
                SELECT DISTINCT household_id, calendar_uid FROM planner_items WHERE author_id = \(bind: userID.description)
                """
            ).all()
            var uidsByHousehold = try Dictionary(grouping: authored) { try $0.string("household_id") }
                .mapValues { rows in Set(try rows.map { try $0.string("calendar_uid") }) }
            // Their journal entries too, which have no items (their rows go with the user).
            for journal in try await CalendarObjectStore.journalUIDs(column: "journal_author_id", equals: userID.description, db) {
                uidsByHousehold[journal.householdID.description, default: []].insert(journal.uid)
            }
            try await db.raw("DELETE FROM calendar_objects WHERE journal_author_id = \(bind: userID.description)").run()
            for (household, uids) in uidsByHousehold {
                guard let householdID = ID<Household>(household) else { continue }
                let revision = try await CalendarChangeLog.nextRevision(householdID: householdID, db)
                try await CalendarChangeLog.record(uids: uids, householdID: householdID, revision: revision, db)
            }
            // Sessions, app passwords and invites go with the user through ON DELETE CASCADE.
            try await db.delete(from: "users").where("id", .equal, userID.description).run()
            for (household, uids) in uidsByHousehold {
                guard let householdID = ID<Household>(household) else { continue }
                try await CalendarObjectStore.deleteOrphans(householdID: householdID, uids: uids, db)
            }
        }
    }

    public func count() async throws -> Int {
        try await database.withConnection { db in
            try await db.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from("users").first()?.int("n") ?? 0
        }
    }

    private func update(_ userID: ID<User>, _ set: @escaping @Sendable (SQLUpdateBuilder) -> SQLUpdateBuilder) async throws {
        try await database.withConnection { db in
            try await set(db.update("users")).where("id", .equal, userID.description).run()
        }
    }

    static func user(from row: any SQLRow) throws -> User {
        User(
            id: try row.id("id"),
            email: try row.string("email"),
            displayName: try row.string("display_name"),
            nickname: try row.string("nickname"),
            isAdmin: try row.bool("is_admin"),
            isDisabled: try row.bool("is_disabled"),
            preferences: UserPreferences(
                language: try row.optionalString("language").flatMap(Language.init(rawValue:)),
                appearance: Appearance(rawValue: try row.string("appearance")) ?? .system,
                timeZoneIdentifier: try row.string("time_zone"),
                firstWeekday: try row.optionalString("first_weekday").flatMap { Weekday(englishName: $0) }
            ),
            currentHouseholdID: try row.optionalID("current_household_id"),
            createdAt: try row.date("created_at")
        )
    }
}
