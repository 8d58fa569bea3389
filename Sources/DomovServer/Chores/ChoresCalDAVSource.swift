import DomovCore
import Foundation

/// Each household's chores as a read-only CalDAV to-do list (`/dav/calendars/{user}/chores-{household}/`)
/// for the households the user is a member of, so they show in Apple Reminders, Thunderbird
/// and tasks.org. The to-dos come from `ChoreCalendar.component`, as the feed's events do.
struct ChoresCalDAVSource: CalDAVGeneratedSource {
    static let prefix = "chores-"

    static func segment(_ household: ID<Household>) -> String { "\(prefix)\(household)" }

    /// "chores-" and a household's id: other names starting so stay free for personal calendars.
    func owns(_ segment: String) -> Bool { household(in: segment) != nil }

    private func household(in segment: String) -> ID<Household>? {
        segment.hasPrefix(Self.prefix) ? ID<Household>(String(segment.dropFirst(Self.prefix.count))) : nil
    }

    func collections(for user: User, services: DomovServices, localizer: Localizer) async throws -> [CalDAVGeneratedCollection] {
        var result: [CalDAVGeneratedCollection] = []
        for membership in try await services.households.memberships(for: user) {
            result.append(try await collection(of: membership.household, for: user, services: services, localizer: localizer))
        }
        return result
    }

    func collection(_ segment: String, for user: User, services: DomovServices, localizer: Localizer) async throws
        -> CalDAVGeneratedCollection?
    {
        // Anything but a household this user is a member of is not there for them (404).
        guard let householdID = household(in: segment),
            let (household, _) = try? await services.households.household(householdID, for: user)
        else { return nil }
        return try await collection(of: household, for: user, services: services, localizer: localizer)
    }

    private func collection(of household: Household, for user: User, services: DomovServices, localizer t: Localizer) async throws
        -> CalDAVGeneratedCollection
    {
        let rooms = Dictionary(uniqueKeysWithValues: try await services.chores.rooms(in: household.id, for: user).map { ($0.id, $0) })
        let objects = try await services.chores.chores(in: household.id, for: user).map { chore in
            CalDAVGeneratedObject(
                component: ChoreCalendar.component(chore, as: .todo, room: rooms[chore.roomID], stamp: chore.updatedAt),
                productID: ChoreCalendar.productID
            )
        }
        return CalDAVGeneratedCollection(
            segment: Self.segment(household.id), displayName: "\(household.name): \(t(.chores(.moduleTitle)))",
            description: t(.chores(.calDAVDescription(household.name))), color: "#16A34AFF", component: "VTODO", objects: objects
        )
    }
}
