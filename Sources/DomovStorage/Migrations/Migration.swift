import SQLKit
/// One step of the schema. Migrations are append-only: a released one is never edited;
/// a change is a new migration with the next number.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    /// Statements run in order inside the migration's transaction. They are written in the
    /// SQL that SQLite and PostgreSQL share; `dialect` is there for the rare difference.
    let statements: @Sendable (DomovDatabase.Kind) -> [String]
    /// Work SQL alone cannot do, run after the statements in the same transaction: filling a
    /// new table from the rows already there (`createCalendarObjects`).
    let backfill: (@Sendable (any SQLDatabase) async throws -> Void)?

    init(
        version: Int, name: String, backfill: (@Sendable (any SQLDatabase) async throws -> Void)? = nil,
        statements: @escaping @Sendable (DomovDatabase.Kind) -> [String]
    ) {
        self.version = version
        self.name = name
        self.statements = statements
        self.backfill = backfill
    }
}

extension Migration {
    /// Every migration, in order. Append new ones at the end.
    public static let all: [Migration] = [
        .createAccounts,
        .createHouseholds,
        .createPlanner,
        .createNotifications,
        .createCalendarFeeds,
        .createCalendarCollections,
        .createDeliveries,
        .createChores,
        .createNameDays,
        .createMeals,
        .createPhrasebook,
        .createMeetingInvitations,
        .createLinkedIdentities,
        .createPlannerCalendars,
        .extendMeals,
        .indexPlannerSpans,
        .createExternalCalendars,
        .createSignInFlows,
        .indexChoreUrgency,
        .indexDueWorkInOrder,
        .addExternalAccountAuthentication,
        .createCalendarObjects,
        .addPlannerCalendarOrder,
        .createFeedVersions,
        .addPlannerRecurrenceDates,
        .addCalendarJournals,
        .indexCalendarObjectSizes,
        .countCalendarUsage,
        .indexJournalAuthors,
        .extendMealsDetails,
        .addFirstWeekday,
        .createRecentlyDeleted,
        .rederivePlannerTimes,
        .addPlannerFloatingTimes,
        .indexCalendarChangesByObject,
        .addPlannerStartsAsWritten,
    ]
}
