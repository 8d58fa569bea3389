import DomovCore
import Foundation
import SQLKit

public struct SQLPlannerRepository: PlannerRepository {
    let database: DomovDatabase
    private let seriesCache = PlannerSeriesCache()
    /// Objects as single GETs read them, on SQLite only (`StoredObjectCache`).
    let storedObjectCache: StoredObjectCache?

    public init(database: DomovDatabase) {
        self.database = database
        storedObjectCache = database.writeClock.map { StoredObjectCache(clock: $0) }
    }

    // MARK: Categories

    public func categories(householdID: ID<Household>) async throws -> [PlannerCategory] {
        try await database.withConnection { db in
            try await db.select().columns("id", "household_id", "name", "color").from("planner_categories")
                .where("household_id", .equal, householdID.description)
                .orderBy("name_key")
                .all()
                .map(Self.category(from:))
        }
    }

    public func createCategory(_ category: PlannerCategory) async throws {
        try await database.transaction { db in
            try await Self.insert(category, db)
        }
    }

    public func updateCategory(_ category: PlannerCategory, objectTexts: [String: CalendarObjectTextChange]) async throws {
        do {
            try await database.transaction { db in
                try await Self.recordCategoryChange(category.id, householdID: category.householdID, db)
                try await db.update("planner_categories")
                    .set("name", to: category.name).set("name_key", to: TextRules.searchKey(category.name))
                    .set("color", to: category.color)
                    .where("id", .equal, category.id.description).where("household_id", .equal, category.householdID.description)
                    .run()
                _ = try await CalendarObjectStore.apply(objectTexts, householdID: category.householdID, db)
            }
        } catch  where UniqueViolation.matches(error, "planner_categories_name_unique", "planner_categories.household_id") {
            throw ValidationFailure("name", .nameTaken)
        }
    }

    public func deleteCategory(
        id: ID<PlannerCategory>, householdID: ID<Household>, movingItemsTo replacement: PlannerCategoryRef,
        objectTexts: [String: CalendarObjectTextChange]
    ) async throws -> Bool {
        try await database.transaction { db in
            try await Self.recordCategoryChange(id, householdID: householdID, db)
            _ = try await CalendarObjectStore.apply(objectTexts, householdID: householdID, db)
            let (key, categoryID) = Self.columns(for: replacement)
            try await db.update("planner_items")
                .set("category_key", to: key.map(SQLBind.init) ?? SQLLiteral.null)
                .set("category_id", to: categoryID.map(SQLBind.init) ?? SQLLiteral.null)
                .where("household_id", .equal, householdID.description).where("category_id", .equal, id.description)
                .run()
            let deleted = try await db.delete(from: "planner_categories")
                .where("id", .equal, id.description).where("household_id", .equal, householdID.description)
                .returning("id").all()
            return !deleted.isEmpty
        }
    }

    public func calendarUIDs(categoryID: ID<PlannerCategory>, householdID: ID<Household>) async throws -> [String] {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT DISTINCT calendar_uid FROM planner_items
                WHERE household_id = \(bind: householdID.description) AND category_id = \(bind: categoryID.description) ORDER BY \
                calendar_uid
                """
            ).all().map { try $0.string("calendar_uid") }
        }
    }

    // MARK: Items

    public func item(id: ID<PlannerItem>) async throws -> PlannerItem? {
        try await database.withConnection { db in
            try await db.raw("SELECT * FROM planner_items WHERE id = \(bind: id.description)").first().map(PlannerItemRow.item(from:))
        }
    }

    public func items(ids: [ID<PlannerItem>]) async throws -> [PlannerItem] {
        guard !ids.isEmpty else { return [] }
        return try await database.withConnection { db in
            try await db.raw("SELECT * FROM planner_items WHERE id IN (\(binds: ids.map(\.description)))").all().map(
                PlannerItemRow.item(from:))
        }
    }

    public func item(id: ID<PlannerItem>, householdID: ID<Household>) async throws -> PlannerItem? {
        try await database.withConnection { db in
            try await db.raw(
                "SELECT * FROM planner_items WHERE id = \(bind: id.description) AND household_id = \(bind: householdID.description)"
            )
            .first().map(PlannerItemRow.item(from:))
        }
    }

    public func item(calendarUID: String, householdID: ID<Household>) async throws -> PlannerItem? {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM planner_items
                WHERE household_id = \(bind: householdID.description) AND calendar_uid = \(bind: calendarUID) AND series_id IS NULL
                """
            ).first().map(PlannerItemRow.item(from:))
        }
    }

    public func items(calendarUIDs: [String]?, householdID: ID<Household>, viewerID: ID<User>) async throws -> [PlannerItem] {
        try await database.withConnection { db in
            var sql: SQLQueryString = """
                SELECT * FROM planner_items WHERE household_id = \(bind: householdID.description) AND \
                \(PlannerItemQuery.visible(to: viewerID))
                """
            if let calendarUIDs {
                guard !calendarUIDs.isEmpty else { return [] }
                sql += " AND calendar_uid IN (\(binds: calendarUIDs))"
            }
            return try await db.raw(sql + " ORDER BY calendar_uid, original_start, id").all().map(PlannerItemRow.item(from:))
        }
    }

    public func overrides(seriesID: ID<PlannerItem>) async throws -> [PlannerItem] {
        try await database.withConnection { db in
            try await db.raw("SELECT * FROM planner_items WHERE series_id = \(bind: seriesID.description) ORDER BY original_start")
                .all().map(PlannerItemRow.item(from:))
        }
    }

    public func calendarUIDsWithOverrides(_ calendarUIDs: [String], householdID: ID<Household>) async throws -> Set<String> {
        guard !calendarUIDs.isEmpty else { return [] }
        return try await database.withConnection { [seriesCache] db in
            if let edited = try await seriesCache.calendarUIDsWithOverrides(calendarUIDs, of: householdID, db) { return edited }
            return Set(
                try await db.raw(
                    """
                    SELECT DISTINCT calendar_uid FROM planner_items
                    WHERE household_id = \(bind: householdID.description) AND calendar_uid IN (\(binds: calendarUIDs)) AND series_id IS \
                    NOT NULL
                    """
                ).all().map { try $0.string("calendar_uid") })
        }
    }

    public func items(matching query: PlannerQuery) async throws -> [PlannerItem] {
        let statements = PlannerItemQuery(query).statements
        // The statements do not depend on each other, so each runs on a connection of its own, at
        // once: a view waits for the slowest rather than for their sum.
        return try await withThrowingTaskGroup(of: (Int, [PlannerItem]).self) { [database, seriesCache] group in
            for (index, statement) in statements.enumerated() {
                group.addTask {
                    try await database.withConnection { db in
                        switch statement {
                        case .series where PlannerSeriesCache.canAnswer(query):
                            (index, try await seriesCache.series(matching: query, db))
                        case .items(let sql), .series(let sql):
                            (index, try await db.raw(sql).all().map(PlannerItemRow.item(from:)))
                        }
                    }
                }
            }
            var parts = [[PlannerItem]](repeating: [], count: statements.count)
            for try await (index, items) in group { parts[index] = items }
            return Array(parts.joined())
        }
    }

    public func history(householdID: ID<Household>, viewerID: ID<User>, limit: Int) async throws -> [PlannerItem] {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM planner_items
                WHERE household_id = \(bind: householdID.description) AND completed_at IS NOT NULL
                AND \(PlannerItemQuery.visible(to: viewerID))
                ORDER BY completed_at DESC, id LIMIT \(literal: limit)
                """
            ).all().map(PlannerItemRow.item(from:))
        }
    }

    @discardableResult
    public func write(_ batch: PlannerBatch) async throws -> [String: String] {
        try await database.transaction { db in
            // Which household's calendar this changes, and which of its objects (by UID).
            var householdID = batch.calendarObject?.householdID ?? (batch.inserts + batch.updates).first?.householdID
            var changedUIDs = Set((batch.inserts + batch.updates).map(\.calendarUID)).union(batch.objectTexts.keys)
            var deletedMasterUIDs: [String] = []
            for id in batch.deletes {
                guard
                    let row = try await db.raw(
                        "SELECT household_id, calendar_uid, series_id FROM planner_items WHERE id = \(bind: id.description)"
                    ).first()
                else { continue }
                householdID = try row.id("household_id")
                changedUIDs.insert(try row.string("calendar_uid"))
                if try row.decodeNil(column: "series_id") { deletedMasterUIDs.append(try row.string("calendar_uid")) }
            }
            if let object = batch.calendarObject { changedUIDs.insert(object.uid) }
            let revision =
                if let householdID, !changedUIDs.isEmpty {
                    try await CalendarChangeLog.nextRevision(householdID: householdID, db)
                } else {
                    nil as Int64?
                }
            if let object = batch.calendarObject { try await CalendarChangeLog.check(object, db) }
            if let deletion = batch.deletion {
                for id in batch.deletes { try await Self.keepDeletedObject(id, deletion, db) }
            }

            // Two people (or one double-click) typing the same new category at once both get
            // the one that is stored first, instead of a conflict for all but one.
            let newCategory = batch.newCategory
            let storedCategory = if let newCategory { try await Self.insertOrReuse(newCategory, db) } else { nil as ID<PlannerCategory>? }
            func rowOf(_ item: PlannerItem) -> PlannerItemRow {
                var row = PlannerItemRow(item)
                if let newCategory, let storedCategory, row.categoryId == newCategory.id.description {
                    row.categoryId = storedCategory.description
                }
                return row
            }
            for id in batch.deletes {
                try await db.raw(
                    """
                    DELETE FROM notices WHERE source_module = 'planner' AND dispatched_at IS NULL AND source_id IN
                    (SELECT id FROM planner_items WHERE id = \(bind: id.description) OR series_id = \(bind: id.description))
                    """
                ).run()
                try await db.delete(from: "planner_items").where("id", .equal, id.description).run()
            }
            for item in batch.updates {
                let row = rowOf(item)
                try await db.update("planner_items")
                    // Cleared fields (completed_at on reopen, a removed rule) must be written as NULL, not skipped.
                    .set(model: row, keyEncodingStrategy: .convertToSnakeCase, nilEncodingStrategy: .asNil)
                    .where("id", .equal, item.id.description).where("household_id", .equal, item.householdID.description)
                    .run()
                // An app writing a whole object over one that a DELETE removed meanwhile (vdirsyncer
                // moves an event by both at once): the object it sent is what exists now.
                if batch.calendarObject != nil,
                    try await db.raw("SELECT id FROM planner_items WHERE id = \(bind: item.id.description)").first() == nil
                {
                    try await db.insert(into: "planner_items").model(row, keyEncodingStrategy: .convertToSnakeCase).run()
                }
            }
            for item in batch.inserts {
                try await Self.checkUIDFree(item, db)
                try await db.insert(into: "planner_items").model(rowOf(item), keyEncodingStrategy: .convertToSnakeCase).run()
            }
            for (laterHalf, series) in batch.continuations {
                try await SQLRecipeRepository.continuePlan(of: series, in: laterHalf, db)
            }
            for (id, notices) in batch.reminders {
                try await SQLNotificationRepository.replacePending(source: .planner(id), with: notices, db)
            }
            try await SQLMeetingInvitationRepository.enqueue(batch.invitations, db)
            if let householdID, let revision {
                try await CalendarChangeLog.record(uids: changedUIDs, householdID: householdID, revision: revision, db)
                for uid in deletedMasterUIDs where uid != batch.calendarObject?.uid {
                    try await CalendarChangeLog.saveName(
                        CalendarObjectWrite(householdID: householdID, uid: uid, name: nil, expectation: .anything), deleted: true, db)
                }
            }
            if let object = batch.calendarObject {
                // Gone when the app deleted it (no new text), or its series went with nothing in
                // its place; an event that became a journal entry (a new text) keeps its name.
                let deleted =
                    batch.objectTexts[object.uid].map { $0.text == nil }
                    ?? (deletedMasterUIDs.contains(object.uid) && batch.inserts.isEmpty)
                try await CalendarChangeLog.saveName(object, deleted: deleted, db)
            }
            guard let householdID else { return [:] }
            let sizesBefore =
                if batch.limits != nil {
                    try await Self.storedSizes(uids: Array(batch.objectTexts.keys), householdID: householdID, db)
                } else {
                    [String: Int]()
                }
            let etags = try await CalendarObjectStore.apply(batch.objectTexts, householdID: householdID, db)
            try await CalendarObjectStore.deleteOrphans(householdID: householdID, uids: Set(deletedMasterUIDs), db)
            if let limits = batch.limits {
                try await Self.checkLimits(limits, changes: batch.objectTexts, sizesBefore: sizesBefore, householdID: householdID, db)
            }
            return etags
        }
    }

    /// Renaming or deleting a category changes the CATEGORIES of its items in every calendar app.
    private static func recordCategoryChange(_ id: ID<PlannerCategory>, householdID: ID<Household>, _ db: any SQLDatabase) async throws {
        let uids = try await db.raw("SELECT DISTINCT calendar_uid FROM planner_items WHERE category_id = \(bind: id.description)")
            .all().map { try $0.string("calendar_uid") }
        guard !uids.isEmpty else { return }
        let revision = try await CalendarChangeLog.nextRevision(householdID: householdID, db)
        try await CalendarChangeLog.record(uids: Set(uids), householdID: householdID, revision: revision, db)
    }

    // MARK: Rows

    private static func insert(_ category: PlannerCategory, _ db: any SQLDatabase) async throws {
        do {
            try await db.insert(into: "planner_categories").columns("id", "household_id", "name", "name_key", "color")
                .values(
                    SQLBind(category.id.description), SQLBind(category.householdID.description), SQLBind(category.name),
                    SQLBind(TextRules.searchKey(category.name)), SQLBind(category.color)
                ).run()
        } catch  where UniqueViolation.matches(error, "planner_categories_name_unique", "planner_categories.household_id") {
            throw ValidationFailure("name", .nameTaken)
        }
    }

    /// Stores the category unless the household has one of that name already (made by a
    /// request that committed a moment ago); returns the id of the one stored. The insert waits
    /// for a concurrent one of the same name to commit, and then reads it.
    private static func insertOrReuse(_ category: PlannerCategory, _ db: any SQLDatabase) async throws -> ID<PlannerCategory> {
        let key = TextRules.searchKey(category.name)
        try await db.raw(
            """
            INSERT INTO planner_categories (id, household_id, name, name_key, color)
            VALUES (\(bind: category.id.description), \(bind: category.householdID.description), \(bind: category.name), \(bind: key), \
            \(bind: category.color))
            ON CONFLICT (household_id, name_key) DO NOTHING
            """
        ).run()
        let stored = try await db.select().column("id").from("planner_categories")
            .where("household_id", .equal, category.householdID.description).where("name_key", .equal, key).first()
        return try stored?.id("id") ?? category.id
    }

    /// A calendar UID names one item per household; a second one would make calendar apps
    /// overwrite each other's copies, so it is refused before the index has to.
    private static func checkUIDFree(_ item: PlannerItem, _ db: any SQLDatabase) async throws {
        guard item.override == nil else { return }
        if try await hasItem(calendarUID: item.calendarUID, householdID: item.householdID, db) {
            throw ValidationFailure("uid", .nameTaken)
        }
    }

    /// Whether the household has an item (or series) with this UID; edited occurrences aside.
    static func hasItem(calendarUID: String, householdID: ID<Household>, _ db: any SQLDatabase) async throws -> Bool {
        try await db.raw(
            """
            SELECT id FROM planner_items
            WHERE household_id = \(bind: householdID.description) AND calendar_uid = \(bind: calendarUID) AND series_id IS NULL
            """
        ).first() != nil
    }

    private static func category(from row: any SQLRow) throws -> PlannerCategory {
        PlannerCategory(
            id: try row.id("id"), householdID: try row.id("household_id"), name: try row.string("name"), color: try row.string("color"))
    }

    static func columns(for category: PlannerCategoryRef) -> (key: String?, id: String?) {
        switch category {
        case .builtin(let builtin): (builtin.rawValue, nil)
        case .custom(let id): (nil, id.description)
        }
    }
}
