import Foundation

/// "Today" across the modules, composed from their own services so each keeps its rules
/// (membership, private items, the chores' urgency) and every read stays bounded: one day's
/// window of the planner, a limited list of urgent chores, one day's meal plans.
public struct TodayService: Sendable {
    public let planner: PlannerService
    public let chores: ChoresService
    public let nameDays: NameDayService
    public let meals: MealsService
    public let clock: WallClock

    /// At most this many chores are listed; the rest are counted.
    public static let choreLimit = 10

    public init(planner: PlannerService, chores: ChoresService, nameDays: NameDayService, meals: MealsService, clock: WallClock) {
        self.planner = planner
        self.chores = chores
        self.nameDays = nameDays
        self.meals = meals
        self.clock = clock
    }

    /// The member's day in the household; `notFound` for someone who is not a member.
    public func today(in householdID: ID<Household>, for user: User) async throws -> TodaySummary {
        let now = clock.now()
        let zone = user.preferences.timeZone
        let date = LocalDate(now, in: zone)
        let day = DateInterval(start: date.startOfDay(in: zone), end: date.adding(days: 1).startOfDay(in: zone))
        // Membership is checked first, once, so a stranger learns nothing from the other reads.
        try await planner.households.requireMember(householdID, user)

        // The reads do not depend on each other: each runs on a connection of its own.
        async let todays = planner.occurrences(PlannerQuery(householdID: householdID, viewerID: user.id, window: day), for: user)
        // The agenda's first part is the overdue and undated to-dos; one upcoming item is enough
        // to bound what it expands.
        async let agenda = planner.agenda(PlannerQuery(householdID: householdID, viewerID: user.id), limit: 1, for: user)
        async let urgent = myUrgentChores(in: householdID, for: user)
        async let around = nameDays.around(for: user)
        async let saved = nameDays.upcoming(for: user, days: 2)
        async let plans = meals.plannedMeals(in: householdID, window: day, for: user)
        async let shopping = meals.shoppingList(in: householdID, for: user)

        let today = try await todays
        let overdue = (try await agenda).filter { occurrence in
            occurrence.item.kind == .todo && occurrence.status(at: now) == .overdue
                && (occurrence.firstDay(in: zone).map { $0 < date } ?? false)
        }
        // Only what the planner shows this member: a private plan of someone else stays private.
        let planByItem = Dictionary((try await plans).map { ($0.item.id, $0) }, uniquingKeysWith: { first, _ in first })
        let todaysMeals = today.compactMap { occurrence in
            planByItem[occurrence.item.id].map { TodayMeal(occurrence: occurrence, recipe: $0.recipe, servings: $0.servings) }
        }
        let week = try await around
        let urgentChores = try await urgent
        return TodaySummary(
            now: now, date: date, timeZone: zone,
            planner: overdue + today,
            chores: urgentChores.chores, choresTotal: urgentChores.total,
            nameDays: week.days.filter { $0.date >= date },
            savedNameDays: try await saved,
            meals: todaysMeals,
            openShoppingItems: (try await shopping).count(where: { !$0.checked })
        )
    }

    /// The chores in the member's rooms, and those assigned to them, that need doing now.
    private func myUrgentChores(in householdID: ID<Household>, for user: User) async throws -> (chores: [Chore], total: Int) {
        let mine = try await chores.myRoomIDs(in: householdID, for: user)
        return try await chores.urgent(in: householdID, rooms: mine, orAssignedTo: user.id, limit: Self.choreLimit, for: user)
    }
}
