import DomovCore
import Foundation

/// The collection's sync token (RFC 6578): a URI naming the household, the personal calendar
/// if it is one, and the household's revision (personal calendars share their household's log).
struct CalDAVSyncToken: Equatable {
    var household: ID<Household>
    var calendar: ID<PlannerCalendar>?
    var revision: Int64

    static let prefix = "https://domov.invalid/ns/sync/"

    var uri: String {
        "\(Self.prefix)\(household)/" + (calendar.map { "\($0)/" } ?? "") + "\(revision)"
    }

    init(household: ID<Household>, calendar: ID<PlannerCalendar>? = nil, revision: Int64) {
        self.household = household
        self.calendar = calendar
        self.revision = revision
    }

    init?(uri: String) {
        guard uri.hasPrefix(Self.prefix) else { return nil }
        let parts = uri.dropFirst(Self.prefix.count).split(separator: "/").map(String.init)
        guard [2, 3].contains(parts.count), let household = ID<Household>(parts[0]), let revision = Int64(parts[parts.count - 1]) else { return nil }
        var calendar: ID<PlannerCalendar>?
        if parts.count == 3 {
            guard let id = ID<PlannerCalendar>(parts[1]) else { return nil }
            calendar = id
        }
        self.init(household: household, calendar: calendar, revision: revision)
    }
}
