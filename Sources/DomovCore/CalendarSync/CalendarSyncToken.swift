import Foundation

/// A collection's sync token (RFC 6578): a URI naming the household, the personal calendar if
/// it is one, and the household's revision (personal calendars share their household's log).
public struct CalendarSyncToken: Equatable, Sendable {
    public var household: ID<Household>
    public var calendar: ID<PlannerCalendar>?
    public var revision: Int64

    public static let prefix = "https://domov.invalid/ns/sync/"

    public var uri: String {
        "\(Self.prefix)\(household)/" + (calendar.map { "\($0)/" } ?? "") + "\(revision)"
    }

    public init(household: ID<Household>, calendar: ID<PlannerCalendar>? = nil, revision: Int64) {
        self.household = household
        self.calendar = calendar
        self.revision = revision
    }

    public init?(uri: String) {
        guard uri.hasPrefix(Self.prefix) else { return nil }
        let parts = uri.dropFirst(Self.prefix.count).split(separator: "/").map(String.init)
        guard [2, 3].contains(parts.count), let household = ID<Household>(parts[0]), let revision = Int64(parts[parts.count - 1]) else {
            return nil
        }
        var calendar: ID<PlannerCalendar>?
        if parts.count == 3 {
            guard let id = ID<PlannerCalendar>(parts[1]) else { return nil }
            calendar = id
        }
        self.init(household: household, calendar: calendar, revision: revision)
    }

    /// The revision an app's token (empty for a first sync) asks for changes since, in the
    /// collection of this household and calendar now at `current`; nil for a token of another
    /// collection, an unreadable one, or one from the future (DAV:valid-sync-token).
    public static func since(_ text: String, household: ID<Household>, calendar: ID<PlannerCalendar>?, current: Int64) -> Int64? {
        if text.isEmpty { return 0 }
        guard let token = CalendarSyncToken(uri: text), token.household == household, token.calendar == calendar,
            token.revision <= current
        else { return nil }
        return token.revision
    }
}
