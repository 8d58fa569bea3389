import DomovCore
import Foundation
import SQLKit

public struct SQLCalendarSubscriptionRepository: CalendarSubscriptionRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func subscriptions(ownerID: ID<User>, householdID: ID<Household>?) async throws -> [CalendarSubscription] {
        try await database.withConnection { db in
            var query = db.select().column("*").from("calendar_subscriptions").where("owner_id", .equal, ownerID.description)
            if let householdID { query = query.where("household_id", .equal, householdID.description) }
            return try await query.orderBy("name").orderBy("id").all().map(Self.subscription(from:))
        }
    }

    public func subscription(id: ID<CalendarSubscription>) async throws -> CalendarSubscription? {
        try await database.withConnection { db in
            try await db.select().column("*").from("calendar_subscriptions").where("id", .equal, id.description).first().map(
                Self.subscription(from:))
        }
    }

    public func create(_ subscription: CalendarSubscription) async throws {
        try await database.withConnection { db in
            try await db.insert(into: "calendar_subscriptions").model(
                Row(subscription), keyEncodingStrategy: .convertToSnakeCase, nilEncodingStrategy: .asNil
            ).run()
        }
    }

    public func update(_ subscription: CalendarSubscription) async throws {
        try await database.withConnection { db in
            try await db.update("calendar_subscriptions")
                .set("name", to: subscription.name).set("color", to: subscription.color).set("url", to: subscription.url)
                .set("etag", to: subscription.etag.map(SQLBind.init) ?? SQLLiteral.null)
                .set("last_modified", to: subscription.lastModified.map(SQLBind.init) ?? SQLLiteral.null)
                .set("calendar_text", to: subscription.calendarText)
                .set("last_success_at", to: subscription.lastSuccessAt.map { SQLBind($0.storedMilliseconds) } ?? SQLLiteral.null)
                .set("last_attempt_at", to: subscription.lastAttemptAt.map { SQLBind($0.storedMilliseconds) } ?? SQLLiteral.null)
                .set("problem", to: subscription.problem.map { SQLBind($0.code) } ?? SQLLiteral.null)
                .set("next_refresh_at", to: subscription.nextRefreshAt.storedMilliseconds)
                .where("id", .equal, subscription.id.description)
                .run()
        }
    }

    public func delete(id: ID<CalendarSubscription>) async throws -> Bool {
        try await database.withConnection { db in
            try await !db.raw("DELETE FROM calendar_subscriptions WHERE id = \(bind: id.description) RETURNING id").all().isEmpty
        }
    }

    public func due(at now: Date, limit: Int) async throws -> [CalendarSubscription] {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM calendar_subscriptions WHERE next_refresh_at <= \(bind: now.storedMilliseconds)
                ORDER BY next_refresh_at, id LIMIT \(literal: limit)
                """
            ).all().map(Self.subscription(from:))
        }
    }

    private struct Row: Encodable {
        let id: String
        let householdId: String
        let ownerId: String
        let name: String
        let color: String
        let url: String
        let etag: String?
        let lastModified: String?
        let calendarText: String
        let lastSuccessAt: Int64?
        let lastAttemptAt: Int64?
        let problem: String?
        let nextRefreshAt: Int64
        let createdAt: Int64

        init(_ subscription: CalendarSubscription) {
            id = subscription.id.description
            householdId = subscription.householdID.description
            ownerId = subscription.ownerID.description
            name = subscription.name
            color = subscription.color
            url = subscription.url
            etag = subscription.etag
            lastModified = subscription.lastModified
            calendarText = subscription.calendarText
            lastSuccessAt = subscription.lastSuccessAt?.storedMilliseconds
            lastAttemptAt = subscription.lastAttemptAt?.storedMilliseconds
            problem = subscription.problem?.code
            nextRefreshAt = subscription.nextRefreshAt.storedMilliseconds
            createdAt = subscription.createdAt.storedMilliseconds
        }
    }

    private static func subscription(from row: any SQLRow) throws -> CalendarSubscription {
        CalendarSubscription(
            id: try row.id("id"), householdID: try row.id("household_id"), ownerID: try row.id("owner_id"),
            name: try row.string("name"), color: try row.string("color"), url: try row.string("url"),
            etag: try row.optionalString("etag"), lastModified: try row.optionalString("last_modified"),
            calendarText: try row.string("calendar_text"), lastSuccessAt: try row.optionalDate("last_success_at"),
            lastAttemptAt: try row.optionalDate("last_attempt_at"),
            problem: try row.optionalString("problem").flatMap(CalendarSubscriptionProblem.init(code:)),
            nextRefreshAt: try row.date("next_refresh_at"), createdAt: try row.date("created_at")
        )
    }
}
