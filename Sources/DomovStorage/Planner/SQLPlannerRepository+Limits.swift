import DomovCore
import SQLKit

/// `PlannerBatch.limits`: an object a batch creates or enlarges must leave its author within
/// their limits. Shrinking, editing in place and deleting are never refused, so someone over a
/// limit (one lowered later) can always tidy up.
extension SQLPlannerRepository {
    /// The size in bytes of each of these objects' stored text; a UID without one is new.
    static func storedSizes(uids: [String], householdID: ID<Household>, _ db: any SQLDatabase) async throws -> [String: Int] {
        var sizes: [String: Int] = [:]
        for chunk in uids.sorted().chunked(500) {
            for row in try await db.raw(
                """
                SELECT uid, octet_length(body) AS bytes FROM calendar_objects
                WHERE household_id = \(bind: householdID.description) AND uid IN (\(binds: Array(chunk)))
                """
            ).all() {
                sizes[try row.string("uid")] = try row.decode(column: "bytes", as: Int.self)
            }
        }
        return sizes
    }

    /// Run after the batch's rows and texts are written, so the counts include them; throws
    /// `UsageLimitReached` to roll the whole batch back.
    static func checkLimits(
        _ limits: UsageLimits, changes: [String: CalendarObjectTextChange], sizesBefore: [String: Int],
        householdID: ID<Household>, _ db: any SQLDatabase
    ) async throws {
        var created: Set<String> = []
        var grown: [String] = []
        for (uid, change) in changes {
            guard let text = change.text else { continue }
            guard let before = sizesBefore[uid] else {
                created.insert(uid)
                grown.append(uid)
                continue
            }
            if text.utf8.count > before { grown.append(uid) }
        }
        guard !grown.isEmpty else { return }
        // The object is its author's, whoever writes it: the same person's count goes up
        // however it was made (a page, the API, an app, an import).
        var objectsByAuthor: [ID<User>: [String]] = [:]
        for chunk in grown.sorted().chunked(500) {
            // Journal entries have no item: their own rows name their author.
            for row in try await db.raw(
                """
                SELECT calendar_uid AS uid, author_id FROM planner_items WHERE household_id = \(bind: householdID.description)
                AND series_id IS NULL AND calendar_uid IN (\(binds: Array(chunk)))
                UNION ALL
                SELECT uid, journal_author_id AS author_id FROM calendar_objects WHERE household_id = \(bind: householdID.description)
                AND journal_author_id IS NOT NULL AND uid IN (\(binds: Array(chunk)))
                """
            ).all() {
                objectsByAuthor[try row.id("author_id"), default: []].append(try row.string("uid"))
            }
        }
        for (authorID, uids) in objectsByAuthor.sorted(by: { $0.key.description < $1.key.description }) {
            try await UserUsage.lock(authorID, db)
            let usage = try await UserUsage.calendar(of: authorID, db)
            if uids.contains(where: created.contains), usage.objects > limits.calendarObjects {
                throw UsageLimitReached(.calendarObjects, maximum: limits.calendarObjects)
            }
            if usage.bytes > limits.calendarBytes {
                throw UsageLimitReached(.calendarBytes, maximum: limits.calendarBytes)
            }
        }
    }

    /// What the person keeps against their calendar limits now, as CalDAV's quota properties
    /// (RFC 4331) report it.
    public func calendarUsage(of userID: ID<User>) async throws -> CalendarUsage {
        let usage = try await database.withConnection { db in try await UserUsage.calendar(of: userID, db) }
        return CalendarUsage(objects: usage.objects, bytes: usage.bytes)
    }
}
