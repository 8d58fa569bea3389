import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Today across the modules on both databases, with the frozen clock: 15 January 2025, 09:30 UTC,
/// 10:30 in the fixtures' Prague.
@Suite("TodayService")
struct TodayServiceTests {
    struct Fixture {
        let base: StorageFixtures
        let jana: User
        let petr: User
        let home: Household
        let today: TodayService

        static func make(_ storage: Storage) async throws -> Fixture {
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let petr = try await base.user("petr")
            let home = try await base.household("Home", owner: jana)
            try await base.join(home, petr)
            let clock = base.clock.wallClock
            let today = TodayService(
                planner: PlannerService(
                    planner: storage.planner, households: storage.households, accounts: storage.accounts, clock: clock, ids: base.ids,
                    link: { _ in "" }
                ),
                chores: ChoresService(
                    chores: storage.chores, households: storage.households, clock: clock, ids: base.ids, link: { _ in "" }),
                nameDays: NameDayService(repository: storage.nameDays, clock: clock, ids: base.ids, link: { _ in "" }),
                meals: MealsService(recipes: storage.recipes, households: storage.households, clock: clock, ids: base.ids, starters: []),
                clock: clock
            )
            return Fixture(base: base, jana: jana, petr: petr, home: home, today: today)
        }

        func item(
            _ title: String, _ kind: PlannerItemKind = .event, at start: Date, minutes: Int = 60, by author: User? = nil,
            isPrivate: Bool = false, done: Bool = false
        ) async throws -> PlannerItem {
            let item = PlannerItem(
                id: base.ids(), householdID: home.id, authorID: (author ?? jana).id, kind: kind, title: title, isPrivate: isPrivate,
                timeZoneIdentifier: "Europe/Prague", when: .timed(start: start, minutes: minutes),
                completedAt: done ? base.clock.now : nil, calendarUID: "\(title)@domov", createdAt: base.clock.now,
                updatedAt: base.clock.now
            )
            try await base.storage.planner.write(PlannerBatch(inserts: [item]))
            return item
        }

        func chore(_ name: String, in room: ChoreRoom, assignee: User? = nil, by user: User) async throws {
            var input = ChoreInput()
            input.roomID = room.id.description
            input.name = name
            input.kind = "recurring"
            input.intervalValue = "100"
            input.intervalUnit = "minutes"
            input.assigneeID = assignee?.id.description ?? ""
            _ = try await today.chores.create(input, in: home.id, by: user)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func theDayGathersEachModulesPartForTheMember(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await Fixture.make(storage)
            let now = f.base.clock.now
            let lunch = try await f.item("Lunch", at: now.addingTimeInterval(3 * 3600))
            let overdue = try await f.item("Call the bank", .todo, at: now.addingTimeInterval(-26 * 3600), minutes: 0)
            _ = try await f.item("Old and done", .todo, at: now.addingTimeInterval(-30 * 3600), minutes: 0, done: true)
            _ = try await f.item("Tomorrow", at: now.addingTimeInterval(24 * 3600))
            let secret = try await f.item("Petr's surprise", at: now.addingTimeInterval(4 * 3600), by: f.petr, isPrivate: true)

            let recipe = SQLRecipeRepositoryTests.recipe(f.base, "Soup", in: f.home)
            try await storage.recipes.insert(recipe, photo: nil)
            try await f.today.meals.recordPlan(recipe.id, plannerItemID: lunch.id, servings: 3, in: f.home.id, by: f.jana)
            try await f.today.meals.recordPlan(recipe.id, plannerItemID: secret.id, servings: 1, in: f.home.id, by: f.petr)
            try await f.today.meals.addShoppingItem("2 l milk", in: f.home.id, by: f.jana)
            let bread = try await f.today.meals.addShoppingItem("bread", in: f.home.id, by: f.jana)
            try await f.today.meals.setShoppingItem(bread.id, checked: true, in: f.home.id, by: f.jana)

            // Jana's room (its creator follows it) and Petr's, where one chore is assigned to her.
            let kitchen = try await f.today.chores.createRoom(ChoreRoomInput(name: "Kitchen", type: "kitchen"), in: f.home.id, by: f.jana)
            let garage = try await f.today.chores.createRoom(ChoreRoomInput(name: "Garage", type: "other"), in: f.home.id, by: f.petr)
            try await f.chore("Floor", in: kitchen, by: f.jana)
            try await f.chore("Sweep", in: garage, assignee: f.jana, by: f.petr)
            try await f.chore("Tyres", in: garage, by: f.petr)
            let tomorrow = try #require(LocalDate(year: 2025, month: 1, day: 16))
            let tomorrowsName = try #require(NameDayCatalog.shipped.entries(on: DayOfYear(tomorrow), in: [.czech]).first?.entry.names.first)
            _ = try await f.today.nameDays.create(
                NameDayReminderInput(name: tomorrowsName, personName: "Grandpa", time: "08:00"), by: f.jana)

            f.base.clock.advance(by: 80 * 60) // the 100-minute chores are critical now
            let day = try await f.today.today(in: f.home.id, for: f.jana)
            #expect(day.date == LocalDate(year: 2025, month: 1, day: 15))
            #expect(
                day.planner.map(\.item.title) == ["Call the bank", "Lunch"], "overdue first, then today; not done, tomorrow or private")
            #expect(day.planner.first?.item.id == overdue.id)
            #expect(Set(day.chores.map(\.name)) == ["Floor", "Sweep"])
            #expect(day.choresTotal == 2)
            #expect(day.meals.map(\.recipe.name) == ["Soup"])
            #expect(day.meals.first?.servings == 3)
            #expect(day.openShoppingItems == 1)
            #expect(day.nameDays.map(\.date) == [day.date, day.date.adding(days: 1)])
            #expect(day.savedNameDays.map(\.reminder.name) == [tomorrowsName])

            // Petr sees his own private plan, and the chores of his room.
            let petrs = try await f.today.today(in: f.home.id, for: f.petr)
            #expect(petrs.meals.count == 2)
            #expect(Set(petrs.chores.map(\.name)) == ["Sweep", "Tyres"])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func someoneOutsideTheHouseholdGetsNothing(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await Fixture.make(storage)
            let eva = try await f.base.user("eva")
            _ = try await f.item("Lunch", at: f.base.clock.now.addingTimeInterval(3600))
            await #expect(throws: DomainError.notFound) { try await f.today.today(in: f.home.id, for: eva) }
        }
    }
}
