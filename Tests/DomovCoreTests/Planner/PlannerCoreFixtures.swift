import DomovCore
import DomovTesting
import Foundation

/// Items and instants for the planner's core tests: fixed IDs, fixed dates, no clock.
enum PlannerCoreFixtures {
    static let household = ID<Household>(IDGenerator.sequentialUUID(1))
    static let author = ID<User>(IDGenerator.sequentialUUID(2))
    static let other = ID<User>(IDGenerator.sequentialUUID(3))
    static let created = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01T00:00:00Z

    static func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier)! }

    /// The instant a wall-clock reading denotes in the zone.
    static func at(_ local: String, _ zone: String) -> Date {
        LocalDateTime(isoString: local)!.instant(in: TimeZone(identifier: zone)!)
    }

    /// The wall clock of an instant in a zone, "2026-03-30T09:00:00".
    static func wallClock(_ instant: Date, _ zone: String) -> String {
        LocalDateTime(instant: instant, in: TimeZone(identifier: zone)!).isoString
    }

    static func utc(_ iso: String) -> Date {
        try! Date.ISO8601FormatStyle().parse(iso)
    }

    static func item(
        _ number: UInt64, kind: PlannerItemKind = .event, title: String? = nil, zone: String = "Europe/Prague",
        when: PlannerWhen, rule: String? = nil, excluded: [Date] = [], override: PlannerOverride? = nil,
        completedAt: Date? = nil, isPrivate: Bool = false, author: ID<User> = PlannerCoreFixtures.author
    ) -> PlannerItem {
        let id = ID<PlannerItem>(IDGenerator.sequentialUUID(100 + number))
        return PlannerItem(
            id: id, householdID: household, authorID: author, kind: kind, title: title ?? "Item \(number)",
            isPrivate: isPrivate, timeZoneIdentifier: zone, when: when, recurrenceRule: rule, excludedStarts: excluded,
            override: override, completedAt: completedAt, calendarUID: "\(id)@domov", createdAt: created, updatedAt: created
        )
    }

    static func timed(_ local: String, _ zone: String = "Europe/Prague", minutes: Int = 60) -> PlannerWhen {
        .timed(start: at(local, zone), minutes: minutes)
    }
}
