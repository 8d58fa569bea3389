import DomovCore
import Foundation
import SQLKit

public struct SQLChoresRepository: ChoresRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    // MARK: Rooms

    public func rooms(householdID: ID<Household>) async throws -> [ChoreRoom] {
        try await database.withConnection { db in
            try await db.raw("SELECT * FROM chore_rooms WHERE household_id = \(bind: householdID.description) ORDER BY name_key, id")
                .all().map(Self.room(from:))
        }
    }

    public func room(id: ID<ChoreRoom>, householdID: ID<Household>) async throws -> ChoreRoom? {
        try await database.withConnection { db in
            try await db.raw(
                "SELECT * FROM chore_rooms WHERE id = \(bind: id.description) AND household_id = \(bind: householdID.description)"
            )
            .first().map(Self.room(from:))
        }
    }

    public func createRoom(_ room: ChoreRoom) async throws {
        do {
            try await database.transaction { db in
                try await db.insert(into: "chore_rooms")
                    .columns("id", "household_id", "name", "name_key", "room_type", "created_by", "created_at")
                    .values(
                        SQLBind(room.id.description), SQLBind(room.householdID.description), SQLBind(room.name),
                        SQLBind(TextRules.searchKey(room.name)), SQLBind(room.type.rawValue), SQLBind(room.createdBy.description),
                        SQLBind(room.createdAt.storedMilliseconds)
                    ).run()
                try await db.insert(into: "chore_room_followers").columns("room_id", "user_id")
                    .values(SQLBind(room.id.description), SQLBind(room.createdBy.description)).run()
            }
        } catch  where UniqueViolation.matches(error, "chore_rooms_name_unique", "chore_rooms.household_id") {
            throw ValidationFailure("name", .nameTaken)
        }
    }

    public func deleteRoom(id: ID<ChoreRoom>, householdID: ID<Household>) async throws -> Bool {
        try await database.transaction { db in
            try await db.raw(
                """
                DELETE FROM notices WHERE source_module = 'chores' AND dispatched_at IS NULL AND source_id IN
                (SELECT id FROM chores WHERE room_id = \(bind: id.description) AND household_id = \(bind: householdID.description))
                """
            ).run()
            let deleted = try await db.delete(from: "chore_rooms")
                .where("id", .equal, id.description).where("household_id", .equal, householdID.description)
                .returning("id").all()
            return !deleted.isEmpty
        }
    }

    public func myRoomIDs(userID: ID<User>, householdID: ID<Household>) async throws -> Set<ID<ChoreRoom>> {
        try await database.withConnection { db in
            Set(
                try await db.raw(
                    """
                    SELECT f.room_id FROM chore_room_followers f JOIN chore_rooms r ON r.id = f.room_id
                    WHERE f.user_id = \(bind: userID.description) AND r.household_id = \(bind: householdID.description)
                    """
                ).all().map { try $0.id("room_id") })
        }
    }

    public func followers(roomID: ID<ChoreRoom>) async throws -> Set<ID<User>> {
        try await database.withConnection { db in
            // Only current members: someone who left the household hears nothing more of it.
            Set(
                try await db.raw(
                    """
                    SELECT f.user_id FROM chore_room_followers f
                    JOIN chore_rooms r ON r.id = f.room_id
                    JOIN memberships m ON m.household_id = r.household_id AND m.user_id = f.user_id
                    WHERE f.room_id = \(bind: roomID.description)
                    """
                ).all().map { try $0.id("user_id") })
        }
    }

    public func setFollowing(roomID: ID<ChoreRoom>, userID: ID<User>, following: Bool, alerts: [ID<Chore>: ChoreAlerts]) async throws {
        try await database.transaction { db in
            try await db.delete(from: "chore_room_followers")
                .where("room_id", .equal, roomID.description).where("user_id", .equal, userID.description).run()
            if following {
                try await db.insert(into: "chore_room_followers").columns("room_id", "user_id")
                    .values(SQLBind(roomID.description), SQLBind(userID.description)).run()
            }
            for (choreID, planned) in alerts {
                try await Self.replaceAlerts(of: choreID, with: planned, db)
            }
        }
    }

    // MARK: Chores

    public func chores(householdID: ID<Household>, roomID: ID<ChoreRoom>?) async throws -> [Chore] {
        try await database.withConnection { db in
            var sql: SQLQueryString = "SELECT * FROM chores WHERE household_id = \(bind: householdID.description)"
            if let roomID { sql += " AND room_id = \(bind: roomID.description)" }
            return try await db.raw(sql + " ORDER BY due_at, name_key, id").all().map(ChoreRow.chore(from:))
        }
    }

    public func openChores(householdID: ID<Household>, after: Chore?, limit: Int) async throws -> [Chore] {
        try await database.withConnection { db in
            var sql: SQLQueryString = "SELECT * FROM chores WHERE household_id = \(bind: householdID.description) AND completed_at IS NULL"
            if let after {
                let due = after.due.storedMilliseconds
                sql += " AND (due_at > \(bind: due) OR (due_at = \(bind: due) AND id > \(bind: after.id.description)))"
            }
            return try await db.raw(sql + " ORDER BY due_at, id LIMIT \(bind: limit)").all().map(ChoreRow.chore(from:))
        }
    }

    public func roomCounts(householdID: ID<Household>, at now: Date) async throws -> [ID<ChoreRoom>: ChoreRoomCount] {
        try await database.withConnection { db in
            var counts: [ID<ChoreRoom>: ChoreRoomCount] = [:]
            // Of the urgent ones, those already due are overdue and the others critical.
            let dueBy: SQLQueryString = "due_at <= \(bind: now.storedMilliseconds)"
            for row in try await db.raw(
                """
                SELECT room_id, COUNT(*) AS total,
                SUM(CASE WHEN \(Self.urgent(at: now)) AND NOT \(dueBy) THEN 1 ELSE 0 END) AS critical,
                SUM(CASE WHEN \(Self.urgent(at: now)) AND \(dueBy) THEN 1 ELSE 0 END) AS overdue
                FROM chores WHERE household_id = \(bind: householdID.description) GROUP BY room_id
                """
            ).all() {
                counts[try row.id("room_id")] = ChoreRoomCount(
                    total: try row.int("total"), critical: try row.int("critical"), overdue: try row.int("overdue")
                )
            }
            return counts
        }
    }

    public func urgentChores(
        householdID: ID<Household>, rooms: Set<ID<ChoreRoom>>?, orAssignedTo assigneeID: ID<User>?, at now: Date, limit: Int?
    ) async throws -> (chores: [Chore], total: Int) {
        let inRooms: SQLQueryString
        switch (rooms, assigneeID) {
        case (nil, _): inRooms = ""
        case (let rooms?, nil) where rooms.isEmpty: return ([], 0)
        case (let rooms?, nil): inRooms = "AND room_id IN (\(binds: rooms.map(\.description).sorted()))"
        case (let rooms?, let assignee?) where rooms.isEmpty: inRooms = "AND assignee_id = \(bind: assignee.description)"
        case (let rooms?, let assignee?):
            inRooms = "AND (room_id IN (\(binds: rooms.map(\.description).sorted())) OR assignee_id = \(bind: assignee.description))"
        }
        let condition: SQLQueryString = "household_id = \(bind: householdID.description) AND \(Self.urgent(at: now)) \(inRooms)"
        return try await database.withConnection { db in
            // Earliest due first is most urgent first: overdue chores are those already due.
            let chores = try await db.raw(
                """
                SELECT * FROM chores WHERE \(condition) ORDER BY due_at, name_key, id \
                \(limit.map { "LIMIT \(bind: $0)" as SQLQueryString } ?? "")
                """
            ).all().map(ChoreRow.chore(from:))
            guard let limit, chores.count >= limit else { return (chores, chores.count) }
            let total = try await db.raw("SELECT COUNT(*) AS total FROM chores WHERE \(condition)").first()?.int("total") ?? chores.count
            return (chores, total)
        }
    }

    /// `ChoreStatus`'s "critical or overdue" in SQL: not done, started, and at least 80 % of the
    /// span elapsed, i.e. 5 × (now − start) ≥ 4 × (due − start), which is 5 × now ≥ 4 × due + start.
    /// Whole milliseconds, so the boundaries fall exactly where Core puts them.
    private static func urgent(at now: Date) -> SQLQueryString {
        let ms = now.storedMilliseconds
        return "(completed_at IS NULL AND starts_at <= \(bind: ms) AND \(bind: ms * 5) >= 4 * due_at + starts_at)"
    }

    public func chore(id: ID<Chore>, householdID: ID<Household>) async throws -> Chore? {
        try await database.withConnection { db in
            try await db.raw("SELECT * FROM chores WHERE id = \(bind: id.description) AND household_id = \(bind: householdID.description)")
                .first().map(ChoreRow.chore(from:))
        }
    }

    public func chore(id: ID<Chore>) async throws -> Chore? {
        try await database.withConnection { db in
            try await db.raw("SELECT * FROM chores WHERE id = \(bind: id.description)").first().map(ChoreRow.chore(from:))
        }
    }

    public func hasCreatedChores(userID: ID<User>) async throws -> Bool {
        try await database.withConnection { db in
            try await db.raw("SELECT id FROM chores WHERE created_by = \(bind: userID.description) LIMIT 1").first() != nil
        }
    }

    public func write(_ write: ChoreWrite) async throws {
        do {
            try await database.transaction { db in
                try await Self.apply(write, db)
            }
        } catch  where UniqueViolation.matches(error, "chores_name_unique", "chores.room_id") {
            throw ValidationFailure("name", .nameTaken)
        }
    }

    private static func apply(_ write: ChoreWrite, _ db: any SQLDatabase) async throws {
        if let chore = write.insert {
            try await db.insert(into: "chores").model(ChoreRow(chore), keyEncodingStrategy: .convertToSnakeCase).run()
        }
        if let chore = write.update {
            try await db.update("chores")
                // Cleared fields (completed_at on undo, an assignee removed) must be written as NULL, not skipped.
                .set(model: ChoreRow(chore), keyEncodingStrategy: .convertToSnakeCase, nilEncodingStrategy: .asNil)
                .where("id", .equal, chore.id.description).where("household_id", .equal, chore.householdID.description)
                .run()
        }
        if let completion = write.addCompletion {
            try await db.insert(into: "chore_completions").columns(
                "id", "chore_id", "household_id", "user_id", "completed_at", "note", "previous_start", "previous_assignee_id"
            ).values(
                SQLBind(completion.id.description), SQLBind(completion.choreID.description), SQLBind(completion.householdID.description),
                SQLBind(completion.userID.description), SQLBind(completion.completedAt.storedMilliseconds), SQLBind(completion.note),
                SQLBind(completion.previousStart.storedMilliseconds), SQLBind(completion.previousAssigneeID?.description)
            ).run()
        }
        if let id = write.removeCompletion {
            try await db.delete(from: "chore_completions").where("id", .equal, id.description).run()
        }
        if let id = write.delete {
            if let deletion = write.deletion { try await keep(id, deletion, db) }
            try await db.delete(from: "chores").where("id", .equal, id.description).run()
        }
        if let id = write.delete ?? write.update?.id ?? write.insert?.id {
            // A deleted chore's list is empty, which cancels its pending alert.
            try await replaceAlerts(of: id, with: write.delete == nil ? write.alerts : .none, db)
        }
    }

    /// Replaces the chore's alerts not yet sent with the planned ones, less those of people
    /// already sent a notice of this chore since `toldSince` (the moment it turned critical):
    /// asked in the write's transaction, so one the dispatcher has just sent counts too.
    static func replaceAlerts(of choreID: ID<Chore>, with planned: ChoreAlerts, _ db: any SQLDatabase) async throws {
        var notices = planned.notices
        if let since = planned.toldSince, !notices.isEmpty {
            let told: Set<ID<User>> = Set(
                try await db.raw(
                    """
                    SELECT DISTINCT user_id FROM notices
                    WHERE source_module = \(bind: NotificationSource.choresModule) AND source_id = \(bind: choreID.description)
                    AND dispatched_at IS NOT NULL AND due_at >= \(bind: since.storedMilliseconds)
                    """
                ).all().map { row throws -> ID<User> in try row.id("user_id") })
            notices.removeAll { told.contains($0.userID) }
        }
        try await SQLNotificationRepository.replacePending(source: .chore(choreID), with: notices, db)
    }

    // MARK: Completions

    public func completions(choreID: ID<Chore>, limit: Int) async throws -> [ChoreCompletion] {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM chore_completions WHERE chore_id = \(bind: choreID.description)
                ORDER BY completed_at DESC, id DESC LIMIT \(literal: limit)
                """
            ).all().map(Self.completion(from:))
        }
    }

    public func completionCounts(choreID: ID<Chore>) async throws -> [ID<User>: Int] {
        try await database.withConnection { db in
            try await Self.counts(
                db.raw(
                    """
                    SELECT user_id, COUNT(*) AS done FROM chore_completions WHERE chore_id = \(bind: choreID.description) GROUP BY user_id
                    """
                ).all())
        }
    }

    public func completionCounts(householdID: ID<Household>, since date: Date) async throws -> [ID<User>: Int] {
        try await database.withConnection { db in
            try await Self.counts(
                db.raw(
                    """
                    SELECT user_id, COUNT(*) AS done FROM chore_completions
                    WHERE household_id = \(bind: householdID.description) AND completed_at >= \(bind: date.storedMilliseconds)
                    GROUP BY user_id
                    """
                ).all())
        }
    }

    // MARK: Rows

    private static func counts(_ rows: [any SQLRow]) throws -> [ID<User>: Int] {
        var counts: [ID<User>: Int] = [:]
        for row in rows { counts[try row.id("user_id")] = try row.int("done") }
        return counts
    }

    private static func room(from row: any SQLRow) throws -> ChoreRoom {
        let typeText = try row.string("room_type")
        guard let type = ChoreRoomType(rawValue: typeText) else { throw StoredValueError(column: "room_type", value: typeText) }
        return ChoreRoom(
            id: try row.id("id"), householdID: try row.id("household_id"), name: try row.string("name"), type: type,
            createdBy: try row.id("created_by"), createdAt: try row.date("created_at")
        )
    }

    private static func completion(from row: any SQLRow) throws -> ChoreCompletion {
        ChoreCompletion(
            id: try row.id("id"), choreID: try row.id("chore_id"), householdID: try row.id("household_id"), userID: try row.id("user_id"),
            completedAt: try row.date("completed_at"), note: try row.string("note"), previousStart: try row.date("previous_start"),
            previousAssigneeID: try row.optionalID("previous_assignee_id")
        )
    }
}
