import DomovCore
import SQLKit

/// What one person keeps, counted inside a write's transaction so that the write itself is
/// included: the calendar objects whose series they wrote, and the recipes (with photos) they
/// added, in the households they belong to. Calendar objects are counted by the database's own
/// triggers as rows change (migration 28); recipes, far fewer, are counted from an index.
///
/// Races: SQLite runs one write transaction at a time (BEGIN IMMEDIATE), so a count there is
/// exact. PostgreSQL reads committed data per statement; `lock` makes two writes by (or for)
/// the same person wait for each other before they count, so they cannot both pass on the same
/// room either. What is left: a limit lowered while a write is under way applies from the next.
enum UserUsage {
    struct Calendar {
        var objects: Int
        var bytes: Int
    }

    struct Recipes {
        var recipes: Int
        var photos: Int
        var photoBytes: Int
    }

    /// Serializes the quota checks of one person on PostgreSQL until the transaction ends.
    /// FOR NO KEY UPDATE, not FOR UPDATE: rows that point to the user (an item's author) take a
    /// KEY SHARE lock, which this must not wait for, or two writers would deadlock.
    static func lock(_ userID: ID<User>, _ db: any SQLDatabase) async throws {
        guard db.dialect.name == "postgresql" else { return }
        try await db.raw("SELECT id FROM users WHERE id = \(bind: userID.description) FOR NO KEY UPDATE").run()
    }

    /// The user's calendar objects: one per series (its master row), with the bytes of its text
    /// as the row records them, read from the counts the database keeps per author and household
    /// (migration 28), so the check costs the same at 10 objects and at 10,000. Journal entries
    /// count the same way but have no planner row: their own rows are counted (by the index of
    /// migration 29; only the few journal texts are read for their size). PostgreSQL sums
    /// BIGINTs as NUMERIC, hence the casts.
    static func calendar(of userID: ID<User>, _ db: any SQLDatabase) async throws -> Calendar {
        let user = userID.description
        let row = try await db.raw(
            """
            SELECT
                (SELECT CAST(COALESCE(SUM(objects), 0) AS BIGINT) FROM calendar_usage WHERE author_id = \(bind: user)
                    AND household_id IN (SELECT household_id FROM memberships WHERE user_id = \(bind: user))) AS objects,
                (SELECT CAST(COALESCE(SUM(bytes), 0) AS BIGINT) FROM calendar_usage WHERE author_id = \(bind: user)
                    AND household_id IN (SELECT household_id FROM memberships WHERE user_id = \(bind: user))) AS bytes,
                (SELECT COUNT(*) FROM calendar_objects WHERE journal_author_id = \(bind: user)
                    AND household_id IN (SELECT household_id FROM memberships WHERE user_id = \(bind: user))) AS journals,
                (SELECT CAST(COALESCE(SUM(octet_length(body)), 0) AS BIGINT) FROM calendar_objects WHERE journal_author_id = \(bind: user)
                    AND household_id IN (SELECT household_id FROM memberships WHERE user_id = \(bind: user))) AS journal_bytes
            """
        ).first()
        func value(_ column: String) throws -> Int { try row?.decode(column: column, as: Int.self) ?? 0 }
        return Calendar(objects: try value("objects") + value("journals"), bytes: try value("bytes") + value("journal_bytes"))
    }

    static func recipes(of userID: ID<User>, _ db: any SQLDatabase) async throws -> Recipes {
        let row = try await db.raw(
            """
            SELECT COUNT(*) AS recipes, COUNT(meal_recipe_photos.recipe_id) AS photos,
                COALESCE(SUM(meal_recipe_photos.byte_count), 0) AS photo_bytes
            FROM meal_recipes LEFT JOIN meal_recipe_photos ON meal_recipe_photos.recipe_id = meal_recipes.id
            WHERE meal_recipes.household_id IN (SELECT household_id FROM memberships WHERE user_id = \(bind: userID.description))
            AND meal_recipes.author_id = \(bind: userID.description)
            """
        ).first()
        return Recipes(
            recipes: try row?.decode(column: "recipes", as: Int.self) ?? 0, photos: try row?.decode(column: "photos", as: Int.self) ?? 0,
            photoBytes: try row?.decode(column: "photo_bytes", as: Int.self) ?? 0
        )
    }
}
