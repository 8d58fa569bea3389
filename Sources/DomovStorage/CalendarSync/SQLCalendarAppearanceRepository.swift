import DomovCore
import Foundation
import SQLKit

public struct SQLCalendarAppearanceRepository: CalendarAppearanceRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func appearances(userID: ID<User>) async throws -> [ID<Household>: CalendarAppearance] {
        try await database.withConnection { db in
            var result: [ID<Household>: CalendarAppearance] = [:]
            for row in try await db.raw("SELECT * FROM calendar_appearances WHERE user_id = \(bind: userID.description)").all() {
                let householdID: ID<Household> = try row.id("household_id")
                result[householdID] = CalendarAppearance(
                    userID: userID, householdID: householdID, displayName: try row.optionalString("display_name"),
                    color: try row.optionalString("color"),
                    order: try row.decodeNil(column: "sort_order") ? nil : try row.int("sort_order")
                )
            }
            return result
        }
    }

    public func save(_ appearance: CalendarAppearance) async throws {
        try await database.transaction { db in
            try await db.raw(
                """
                DELETE FROM calendar_appearances
                WHERE user_id = \(bind: appearance.userID.description) AND household_id = \(bind: appearance.householdID.description)
                """
            ).run()
            guard appearance.displayName != nil || appearance.color != nil || appearance.order != nil else { return }
            try await db.raw(
                """
                INSERT INTO calendar_appearances (user_id, household_id, display_name, color, sort_order)
                VALUES (\(bind: appearance.userID.description), \(bind: appearance.householdID.description),
                        \(bind: appearance.displayName), \(bind: appearance.color), \(bind: appearance.order))
                """
            ).run()
        }
    }
}
