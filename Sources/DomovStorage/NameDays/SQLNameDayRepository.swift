import DomovCore
import Foundation
import SQLKit

public struct SQLNameDayRepository: NameDayRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    // MARK: Settings

    public func calendars(userID: ID<User>) async throws -> [NameDayCalendarID]? {
        try await database.withConnection { db in
            try await db.raw("SELECT calendars FROM name_day_settings WHERE user_id = \(bind: userID.description)")
                .first().map { NameDayCalendarID.decode(try $0.string("calendars")) }
        }
    }

    public func setCalendars(_ calendars: [NameDayCalendarID], userID: ID<User>, at date: Date) async throws {
        try await database.withConnection { db in
            try await db.raw(
                """
                INSERT INTO name_day_settings (user_id, calendars, feed_token_hash, updated_at)
                VALUES (\(bind: userID.description), \(bind: NameDayCalendarID.encode(calendars)), NULL, \(bind: date.storedMilliseconds))
                ON CONFLICT (user_id) DO UPDATE SET calendars = excluded.calendars, updated_at = excluded.updated_at
                """
            ).run()
        }
    }

    public func hasFeed(userID: ID<User>) async throws -> Bool {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT 1 AS found FROM name_day_settings WHERE user_id = \(bind: userID.description) AND feed_token_hash IS NOT NULL
                """
            ).first() != nil
        }
    }

    public func setFeedToken(_ token: SecretToken?, userID: ID<User>, at date: Date) async throws {
        // A person who never chose calendars gets the default stored along with the token.
        let calendars = NameDayCalendarID.encode(NameDayCalendarID.defaultSelection)
        try await database.withConnection { db in
            try await db.raw(
                """
                INSERT INTO name_day_settings (user_id, calendars, feed_token_hash, updated_at)
                VALUES (\(bind: userID.description), \(bind: calendars), \(bind: token?.storedDigest), \(bind: date.storedMilliseconds))
                ON CONFLICT (user_id) DO UPDATE SET feed_token_hash = excluded.feed_token_hash, updated_at = excluded.updated_at
                """
            ).run()
        }
    }

    public func userID(feedToken: SecretToken) async throws -> ID<User>? {
        try await database.withConnection { db in
            try await db.raw("SELECT user_id FROM name_day_settings WHERE feed_token_hash = \(bind: feedToken.storedDigest)")
                .first().map { try $0.id("user_id") }
        }
    }

    // MARK: Reminders

    public func reminders(userID: ID<User>) async throws -> [NameDayReminder] {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM name_day_reminders WHERE user_id = \(bind: userID.description) ORDER BY name_key, person_key, id
                """
            ).all().map(Self.reminder(from:))
        }
    }

    public func reminders(userID: ID<User>, after: NameDayReminder?, limit: Int) async throws -> [NameDayReminder] {
        try await database.withConnection { db in
            var sql: SQLQueryString = "SELECT * FROM name_day_reminders WHERE user_id = \(bind: userID.description)"
            if let after {
                let key = after.uniquenessKey
                sql += " AND (name_key > \(bind: key.name) OR (name_key = \(bind: key.name) AND (person_key > \(bind: key.person)"
                sql += " OR (person_key = \(bind: key.person) AND id > \(bind: after.id.description)))))"
            }
            return try await db.raw(sql + " ORDER BY name_key, person_key, id LIMIT \(bind: limit)").all().map(Self.reminder(from:))
        }
    }

    public func reminder(id: ID<NameDayReminder>) async throws -> NameDayReminder? {
        try await database.withConnection { db in
            try await db.raw("SELECT * FROM name_day_reminders WHERE id = \(bind: id.description)").first().map(Self.reminder(from:))
        }
    }

    public func reminders(ids: [ID<NameDayReminder>]) async throws -> [NameDayReminder] {
        guard !ids.isEmpty else { return [] }
        return try await database.withConnection { db in
            try await db.raw("SELECT * FROM name_day_reminders WHERE id IN (\(binds: ids.map(\.description)))").all().map(
                Self.reminder(from:))
        }
    }

    public func insert(_ reminder: NameDayReminder, notices: [Notice]) async throws {
        try await conflictChecked(reminder) {
            try await database.transaction { db in
                let key = reminder.uniquenessKey
                try await db.insert(into: "name_day_reminders").columns(
                    "id", "user_id", "name", "name_key", "person_name", "person_key", "minute_of_day", "time_zone", "calendars",
                    "created_at", "updated_at"
                ).values(
                    SQLBind(reminder.id.description), SQLBind(reminder.userID.description), SQLBind(reminder.name), SQLBind(key.name),
                    SQLBind(reminder.personName), SQLBind(key.person), SQLBind(reminder.minuteOfDay), SQLBind(reminder.timeZoneIdentifier),
                    SQLBind(NameDayCalendarID.encode(reminder.calendars)), SQLBind(reminder.createdAt.storedMilliseconds),
                    SQLBind(reminder.updatedAt.storedMilliseconds)
                ).run()
                try await SQLNotificationRepository.replacePending(source: .nameDay(reminder.id), with: notices, db)
            }
        }
    }

    public func update(_ reminder: NameDayReminder, notices: [Notice]) async throws {
        try await conflictChecked(reminder) {
            try await database.transaction { db in
                let key = reminder.uniquenessKey
                try await db.raw(
                    """
                    UPDATE name_day_reminders SET name = \(bind: reminder.name), name_key = \(bind: key.name),
                    person_name = \(bind: reminder.personName), person_key = \(bind: key.person),
                    minute_of_day = \(bind: reminder.minuteOfDay), time_zone = \(bind: reminder.timeZoneIdentifier),
                    calendars = \(bind: NameDayCalendarID.encode(reminder.calendars)), updated_at = \
                    \(bind: reminder.updatedAt.storedMilliseconds)
                    WHERE id = \(bind: reminder.id.description) AND user_id = \(bind: reminder.userID.description)
                    """
                ).run()
                try await SQLNotificationRepository.replacePending(source: .nameDay(reminder.id), with: notices, db)
            }
        }
    }

    public func delete(id: ID<NameDayReminder>, userID: ID<User>) async throws -> Bool {
        try await database.transaction { db in
            let deleted = try await !db.raw(
                """
                DELETE FROM name_day_reminders WHERE id = \(bind: id.description) AND user_id = \(bind: userID.description) RETURNING id
                """
            ).all().isEmpty
            if deleted { try await SQLNotificationRepository.replacePending(source: .nameDay(id), with: [], db) }
            return deleted
        }
    }

    /// A second reminder for the same name and person is a conflict, even when two arrive at once.
    /// Turns the unique index's refusal into the field error the form shows for a duplicate.
    private func conflictChecked(_ reminder: NameDayReminder, _ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch  where UniqueViolation.matches(error, "name_day_reminders_unique", "name_day_reminders.user_id") {
            throw ValidationFailure("name", .nameDayReminderExists(person: reminder.personName, name: reminder.name))
        }
    }

    private static func reminder(from row: any SQLRow) throws -> NameDayReminder {
        NameDayReminder(
            id: try row.id("id"), userID: try row.id("user_id"), name: try row.string("name"),
            personName: try row.optionalString("person_name"), minuteOfDay: try row.int("minute_of_day"),
            timeZoneIdentifier: try row.string("time_zone"), calendars: NameDayCalendarID.decode(try row.string("calendars")),
            createdAt: try row.date("created_at"), updatedAt: try row.date("updated_at")
        )
    }
}
