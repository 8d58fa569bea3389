import DomovCore
import Foundation
import SQLKit

public struct SQLExternalCalendarRepository: ExternalCalendarRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    // MARK: Accounts

    public func accounts(ownerID: ID<User>, householdID: ID<Household>?) async throws -> [ExternalCalendarAccount] {
        try await database.withConnection { db in
            var query = db.select().column("*").from("external_calendar_accounts").where("owner_id", .equal, ownerID.description)
            if let householdID { query = query.where("household_id", .equal, householdID.description) }
            return try await query.orderBy("server_url").orderBy("username").orderBy("id").all().map(Self.account(from:))
        }
    }

    public func account(id: ID<ExternalCalendarAccount>) async throws -> ExternalCalendarAccount? {
        try await database.withConnection { db in
            try await db.select().column("*").from("external_calendar_accounts").where("id", .equal, id.description).first().map(
                Self.account(from:))
        }
    }

    public func createAccount(_ account: ExternalCalendarAccount) async throws {
        try await database.withConnection { db in
            try await db.insert(into: "external_calendar_accounts")
                .columns(
                    "id", "household_id", "owner_id", "server_url", "username", "sealed_password", "authentication", "last_sync_at",
                    "problem",
                    "next_sync_at", "created_at"
                )
                .values(
                    SQLBind(account.id.description), SQLBind(account.householdID.description), SQLBind(account.ownerID.description),
                    SQLBind(account.serverURL), SQLBind(account.username), SQLBind(account.sealedPassword),
                    SQLBind(account.authentication.code),
                    account.lastSyncAt.map { SQLBind($0.storedMilliseconds) } ?? SQLLiteral.null,
                    account.problem.map { SQLBind($0.code) } ?? SQLLiteral.null,
                    SQLBind(account.nextSyncAt.storedMilliseconds), SQLBind(account.createdAt.storedMilliseconds)
                )
                .run()
        }
    }

    public func updateAccount(_ account: ExternalCalendarAccount) async throws {
        try await database.withConnection { db in
            try await db.update("external_calendar_accounts")
                .set("server_url", to: account.serverURL).set("username", to: account.username).set(
                    "sealed_password", to: account.sealedPassword
                )
                .set("authentication", to: account.authentication.code)
                .set("last_sync_at", to: account.lastSyncAt.map { SQLBind($0.storedMilliseconds) } ?? SQLLiteral.null)
                .set("problem", to: account.problem.map { SQLBind($0.code) } ?? SQLLiteral.null)
                .set("next_sync_at", to: account.nextSyncAt.storedMilliseconds)
                .where("id", .equal, account.id.description)
                .run()
        }
    }

    public func deleteAccount(id: ID<ExternalCalendarAccount>) async throws -> Bool {
        try await database.withConnection { db in
            try await !db.raw("DELETE FROM external_calendar_accounts WHERE id = \(bind: id.description) RETURNING id").all().isEmpty
        }
    }

    public func claimDueAccounts(at now: Date, leaseUntil: Date, limit: Int) async throws -> [ExternalCalendarAccount] {
        try await database.withConnection { db in
            let due = try await db.raw(
                """
                SELECT * FROM external_calendar_accounts WHERE next_sync_at <= \(bind: now.storedMilliseconds)
                ORDER BY next_sync_at, id LIMIT \(literal: limit)
                """
            ).all().map(Self.account(from:))
            var claimed: [ExternalCalendarAccount] = []
            for var account in due {
                // Only the process whose update still sees the old time takes it.
                let taken = try await db.raw(
                    """
                    UPDATE external_calendar_accounts SET next_sync_at = \(bind: leaseUntil.storedMilliseconds)
                    WHERE id = \(bind: account.id.description) AND next_sync_at = \(bind: account.nextSyncAt.storedMilliseconds) RETURNING \
                    id
                    """
                ).all()
                guard !taken.isEmpty else { continue }
                account.nextSyncAt = leaseUntil
                claimed.append(account)
            }
            return claimed
        }
    }

    private static func account(from row: any SQLRow) throws -> ExternalCalendarAccount {
        ExternalCalendarAccount(
            id: try row.id("id"), householdID: try row.id("household_id"), ownerID: try row.id("owner_id"),
            serverURL: try row.string("server_url"), username: try row.string("username"),
            sealedPassword: try row.string("sealed_password"),
            // An unknown kind (written by a later version) is treated as a password account,
            // whose sync then reports the refusal rather than failing the whole listing.
            authentication: ExternalAccountAuthentication(code: try row.string("authentication")) ?? .password,
            lastSyncAt: try row.optionalDate("last_sync_at"),
            problem: try row.optionalString("problem").flatMap(ExternalCalendarProblem.init(code:)),
            nextSyncAt: try row.date("next_sync_at"), createdAt: try row.date("created_at")
        )
    }

    // MARK: Calendars

    public func calendars(accountID: ID<ExternalCalendarAccount>) async throws -> [ExternalCalendar] {
        try await database.withConnection { db in
            try await db.select().column("*").from("external_calendars").where("account_id", .equal, accountID.description)
                .orderBy("name").orderBy("id").all().map { row in
                    ExternalCalendar(
                        id: try row.id("id"), accountID: try row.id("account_id"), url: try row.string("url"),
                        plannerCalendarID: try row.optionalString("planner_calendar_id").flatMap(ID.init), name: try row.string("name"),
                        remoteVersion: try row.optionalString("remote_version"),
                        skippedCount: try row.decode(column: "skipped_count", as: Int.self)
                    )
                }
        }
    }

    public func createCalendar(_ calendar: ExternalCalendar) async throws {
        try await database.withConnection { db in
            try await db.insert(into: "external_calendars")
                .columns("id", "account_id", "url", "planner_calendar_id", "name", "remote_version", "skipped_count")
                .values(
                    SQLBind(calendar.id.description), SQLBind(calendar.accountID.description), SQLBind(calendar.url),
                    calendar.plannerCalendarID.map { SQLBind($0.description) } ?? SQLLiteral.null, SQLBind(calendar.name),
                    calendar.remoteVersion.map(SQLBind.init) ?? SQLLiteral.null, SQLBind(calendar.skippedCount)
                )
                .run()
        }
    }

    public func updateCalendar(_ calendar: ExternalCalendar) async throws {
        try await database.withConnection { db in
            try await db.update("external_calendars")
                .set("name", to: calendar.name)
                .set("remote_version", to: calendar.remoteVersion.map(SQLBind.init) ?? SQLLiteral.null)
                .set("skipped_count", to: calendar.skippedCount)
                .where("id", .equal, calendar.id.description)
                .run()
        }
    }

    // MARK: Objects

    public func objectStates(calendarID: ID<ExternalCalendar>) async throws -> [ExternalObjectState] {
        try await database.withConnection { db in
            try await db.select().column("*").from("external_calendar_objects").where("calendar_id", .equal, calendarID.description)
                .orderBy("url").all().map { row in
                    ExternalObjectState(
                        url: try row.string("url"), uid: try row.string("uid"), etag: try row.string("etag"),
                        localFingerprint: try row.optionalString("local_fingerprint"), skipReason: try row.optionalString("skip_reason")
                    )
                }
        }
    }

    public func saveObjectState(_ state: ExternalObjectState, calendarID: ID<ExternalCalendar>) async throws {
        try await database.withConnection { db in
            try await db.raw(
                """
                INSERT INTO external_calendar_objects (calendar_id, url, uid, etag, local_fingerprint, skip_reason)
                VALUES (\(bind: calendarID.description), \(bind: state.url), \(bind: state.uid), \(bind: state.etag),
                        \(bind: state.localFingerprint), \(bind: state.skipReason))
                ON CONFLICT (calendar_id, url) DO UPDATE SET uid = excluded.uid, etag = excluded.etag,
                    local_fingerprint = excluded.local_fingerprint, skip_reason = excluded.skip_reason
                """
            ).run()
        }
    }

    public func deleteObjectState(url: String, calendarID: ID<ExternalCalendar>) async throws {
        try await database.withConnection { db in
            try await db.delete(from: "external_calendar_objects")
                .where("calendar_id", .equal, calendarID.description).where("url", .equal, url).run()
        }
    }
}
