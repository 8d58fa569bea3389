import DomovCore
import DomovStorage
import DomovTesting
import Foundation

/// A household with two members (Jana, who writes most items, and Petr) and an item builder.
struct PlannerStorageFixtures {
    let base: StorageFixtures
    let jana: User
    let petr: User
    let home: Household

    var storage: Storage { base.storage }
    var planner: any PlannerRepository { base.storage.planner }

    static func make(_ storage: Storage) async throws -> PlannerStorageFixtures {
        let base = StorageFixtures(storage: storage)
        let jana = try await base.user("jana")
        let petr = try await base.user("petr")
        let home = try await base.household("Home", owner: jana)
        try await base.join(home, petr)
        return PlannerStorageFixtures(base: base, jana: jana, petr: petr, home: home)
    }

    static func at(_ local: String, _ zone: String = "Europe/Prague") -> Date {
        LocalDateTime(isoString: local)!.instant(in: TimeZone(identifier: zone)!)
    }

    func item(
        _ title: String, kind: PlannerItemKind = .event, when: PlannerWhen, zone: String = "Europe/Prague",
        category: PlannerCategoryRef = .builtin(.other), notes: String = "", location: String = "",
        isPrivate: Bool = false, author: User? = nil, household: Household? = nil, rule: String? = nil,
        excluded: [Date] = [], override: PlannerOverride? = nil, attendees: [PlannerAttendee] = [],
        reminders: [PlannerReminder] = [], completedAt: Date? = nil
    ) -> PlannerItem {
        let id: ID<PlannerItem> = base.ids()
        return PlannerItem(
            id: id, householdID: (household ?? home).id, authorID: (author ?? jana).id, kind: kind, title: title, notes: notes,
            category: category, isPrivate: isPrivate, timeZoneIdentifier: zone, when: when, location: location,
            attendees: attendees, reminders: reminders, recurrenceRule: rule, excludedStarts: excluded, override: override,
            completedAt: completedAt, calendarUID: "\(override?.seriesID ?? id)@domov",
            createdAt: base.clock.now, updatedAt: base.clock.now
        )
    }

    static func timed(_ local: String, minutes: Int = 60, _ zone: String = "Europe/Prague") -> PlannerWhen {
        .timed(start: at(local, zone), minutes: minutes)
    }

    func insert(_ items: PlannerItem...) async throws {
        try await planner.write(PlannerBatch(inserts: items))
    }

    func query(viewer: User? = nil, window: (String, String)? = nil) -> PlannerQuery {
        PlannerQuery(
            householdID: home.id, viewerID: (viewer ?? jana).id,
            window: window.map { DateInterval(start: Self.at($0.0), end: Self.at($0.1)) }
        )
    }

    func titles(_ query: PlannerQuery) async throws -> [String] {
        try await planner.items(matching: query).map(\.title).sorted()
    }
}
