import Foundation

/// What calendar apps see of a household's calendar besides its objects: the change log (the
/// revisions behind sync tokens, and the names apps gave objects) and how each person's apps
/// show the calendar. The CalDAV exchange reaches a household only through the person's
/// memberships, and passes its id on here.
public struct CalendarCollectionService: Sendable {
    public let changes: any CalendarChangeRepository
    public let appearances: any CalendarAppearanceRepository

    public init(changes: any CalendarChangeRepository, appearances: any CalendarAppearanceRepository) {
        self.changes = changes
        self.appearances = appearances
    }

    /// The household's latest revision: its calendar's sync token and CTag.
    public func revision(of householdID: ID<Household>) async throws -> Int64 {
        try await changes.revision(householdID: householdID)
    }

    /// The revision of every UID changed after `revision`, gone ones included; from 0 (a first
    /// sync), every object's.
    public func changes(in householdID: ID<Household>, since revision: Int64) async throws -> [String: Int64] {
        if revision == 0 { return try await changes.revisions(householdID: householdID, uids: nil) }
        return try await changes.changes(householdID: householdID, after: revision)
    }

    /// The names apps gave these objects; a UID without one goes by `CalendarObjectWrite.defaultName`.
    public func objectNames(in householdID: ID<Household>, uids: [String]?) async throws -> [String: String] {
        try await changes.objectNames(householdID: householdID, uids: uids)
    }

    /// The name the object with this UID goes by.
    public func objectName(of uid: String, in householdID: ID<Household>) async throws -> String {
        try await objectNames(in: householdID, uids: [uid])[uid] ?? CalendarObjectWrite.defaultName(uid: uid)
    }

    /// The UID of the object an app named so, if an app chose that name.
    public func calendarUID(objectName: String, in householdID: ID<Household>) async throws -> String? {
        try await changes.calendarUID(objectName: objectName, householdID: householdID)
    }

    /// How the person's apps show each household's calendar, where they chose something.
    public func appearances(for user: User) async throws -> [ID<Household>: CalendarAppearance] {
        try await appearances.appearances(userID: user.id)
    }

    /// Saves the person's own choices; nobody changes how another person's apps show a calendar.
    public func save(_ appearance: CalendarAppearance, by user: User) async throws {
        guard appearance.userID == user.id else { throw DomainError.notFound }
        try await appearances.save(appearance)
    }
}
