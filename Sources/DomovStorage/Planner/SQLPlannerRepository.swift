import DomovCore
import Foundation
import SQLKit

public struct SQLPlannerRepository: PlannerRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
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

    public func updateCategory(_ category: PlannerCategory) async throws {
        do {
            try await database.withConnection { db in
                try await db.update("planner_categories")
                    .set("name", to: category.name).set("name_key", to: TextRules.searchKey(category.name))
                    .set("color", to: category.color)
                    .where("id", .equal, category.id.description).where("household_id", .equal, category.householdID.description)
                    .run()
            }
        } catch where UniqueViolation.matches(error, "planner_categories_name_unique", "planner_categories.household_id") {
            throw ValidationFailure("name", .nameTaken)
        }
    }

    public func deleteCategory(id: ID<PlannerCategory>, householdID: ID<Household>, movingItemsTo replacement: PlannerCategoryRef) async throws -> Bool {
        try await database.transaction { db in
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

    // MARK: Items

    public func item(id: ID<PlannerItem>) async throws -> PlannerItem? {
        try await database.withConnection { db in
            try await db.raw("SELECT * FROM planner_items WHERE id = \(bind: id.description)").first().map(PlannerItemRow.item(from:))
        }
    }

    public func item(id: ID<PlannerItem>, householdID: ID<Household>) async throws -> PlannerItem? {
        try await database.withConnection { db in
            try await db.raw("SELECT * FROM planner_items WHERE id = \(bind: id.description) AND household_id = \(bind: householdID.description)")
                .first().map(PlannerItemRow.item(from:))
        }
    }

    public func item(calendarUID: String, householdID: ID<Household>) async throws -> PlannerItem? {
        try await database.withConnection { db in
            try await db.raw("""
                SELECT * FROM planner_items
                WHERE household_id = \(bind: householdID.description) AND calendar_uid = \(bind: calendarUID) AND series_id IS NULL
                """).first().map(PlannerItemRow.item(from:))
        }
    }

    public func overrides(seriesID: ID<PlannerItem>) async throws -> [PlannerItem] {
        try await database.withConnection { db in
            try await db.raw("SELECT * FROM planner_items WHERE series_id = \(bind: seriesID.description) ORDER BY original_start")
                .all().map(PlannerItemRow.item(from:))
        }
    }

    public func items(matching query: PlannerQuery) async throws -> [PlannerItem] {
        let statements = PlannerItemQuery(query).statements
        return try await database.withConnection { db in
            var items: [PlannerItem] = []
            for statement in statements {
                items += try await db.raw(statement).all().map(PlannerItemRow.item(from:))
            }
            return items
        }
    }

    public func history(householdID: ID<Household>, viewerID: ID<User>, limit: Int) async throws -> [PlannerItem] {
        try await database.withConnection { db in
            try await db.raw("""
                SELECT * FROM planner_items
                WHERE household_id = \(bind: householdID.description) AND completed_at IS NOT NULL
                AND \(PlannerItemQuery.visible(to: viewerID))
                ORDER BY completed_at DESC, id LIMIT \(literal: limit)
                """).all().map(PlannerItemRow.item(from:))
        }
    }

    public func write(_ batch: PlannerBatch) async throws {
        try await database.transaction { db in
            if let category = batch.newCategory { try await Self.insert(category, db) }
            for id in batch.deletes {
                try await db.raw("""
                    DELETE FROM notices WHERE source_module = 'planner' AND dispatched_at IS NULL AND source_id IN
                    (SELECT id FROM planner_items WHERE id = \(bind: id.description) OR series_id = \(bind: id.description))
                    """).run()
                try await db.delete(from: "planner_items").where("id", .equal, id.description).run()
            }
            for item in batch.updates {
                let row = PlannerItemRow(item)
                try await db.update("planner_items")
                    // Cleared fields (completed_at on reopen, a removed rule) must be written as NULL, not skipped.
                    .set(model: row, keyEncodingStrategy: .convertToSnakeCase, nilEncodingStrategy: .asNil)
                    .where("id", .equal, item.id.description).where("household_id", .equal, item.householdID.description)
                    .run()
            }
            for item in batch.inserts {
                try await Self.checkUIDFree(item, db)
                try await db.insert(into: "planner_items").model(PlannerItemRow(item), keyEncodingStrategy: .convertToSnakeCase).run()
            }
            for (id, notices) in batch.reminders {
                try await SQLNotificationRepository.replacePending(source: .planner(id), with: notices, db)
            }
        }
    }

    // MARK: Rows

    private static func insert(_ category: PlannerCategory, _ db: any SQLDatabase) async throws {
        do {
            try await db.insert(into: "planner_categories").columns("id", "household_id", "name", "name_key", "color")
                .values(
                    SQLBind(category.id.description), SQLBind(category.householdID.description), SQLBind(category.name),
                    SQLBind(TextRules.searchKey(category.name)), SQLBind(category.color)
                ).run()
        } catch where UniqueViolation.matches(error, "planner_categories_name_unique", "planner_categories.household_id") {
            throw ValidationFailure("name", .nameTaken)
        }
    }

    /// A calendar UID names one item per household; a second one would make calendar apps
    /// overwrite each other's copies, so it is refused before the index has to.
    private static func checkUIDFree(_ item: PlannerItem, _ db: any SQLDatabase) async throws {
        guard item.override == nil else { return }
        let clash = try await db.raw("""
            SELECT id FROM planner_items
            WHERE household_id = \(bind: item.householdID.description) AND calendar_uid = \(bind: item.calendarUID) AND series_id IS NULL
            """).first()
        if clash != nil { throw ValidationFailure("uid", .nameTaken) }
    }

    private static func category(from row: any SQLRow) throws -> PlannerCategory {
        PlannerCategory(id: try row.id("id"), householdID: try row.id("household_id"), name: try row.string("name"), color: try row.string("color"))
    }

    static func columns(for category: PlannerCategoryRef) -> (key: String?, id: String?) {
        switch category {
        case .builtin(let builtin): (builtin.rawValue, nil)
        case .custom(let id): (nil, id.description)
        }
    }
}
