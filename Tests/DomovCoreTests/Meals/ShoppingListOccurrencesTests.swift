import DomovCore
import Foundation
import Testing

/// Repeating plans on the shopping list: each occurrence in the range counts, as the planner shows it.
@Suite("Shopping list: occurrences of planned recipes")
struct ShoppingListOccurrencesTests {
    static let prague = TimeZone(identifier: "Europe/Prague")!
    static let household = ID<Household>(UUID())

    static func day(_ day: Int, month: Int = 11) -> LocalDate { LocalDate(year: 2026, month: month, day: day)! }

    /// 7:00 in Prague on that November day (CET, no clock change in the month).
    static func morning(_ day: Int, month: Int = 11, hour: Int = 7) -> Date {
        Self.day(day, month: month).startOfDay(in: prague).addingTimeInterval(Double(hour) * 3600)
    }

    static func item(
        _ title: String, _ when: PlannerWhen, zone: String = "Europe/Prague", rule: String? = nil, excluded: [Date] = [],
        override: PlannerOverride? = nil
    ) -> PlannerItem {
        PlannerItem(
            id: ID(UUID()), householdID: household, authorID: ID(UUID()), kind: .event, title: title, timeZoneIdentifier: zone, when: when,
            recurrenceRule: rule, excludedStarts: excluded, override: override, calendarUID: UUID().uuidString,
            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0)
        )
    }

    @Test func aRecipePlannedEveryMondayCountsOncePerMondayInTheRange() throws {
        let oats = ShoppingListBuilderTests.recipe("Oats", servings: 1, ["60 g rolled oats", "1 banana"])
        let soup = ShoppingListBuilderTests.recipe("Soup", servings: 4, ["200 g red lentils", "60 g rolled oats"])
        // Every Monday from 2 November; the range 9-29 November holds the Mondays 9, 16 and 23.
        let mondays = Self.item("Oats", .timed(start: Self.morning(2), minutes: 10), rule: "FREQ=WEEKLY;BYDAY=MO")
        let wednesday = Self.item("Soup", .timed(start: Self.morning(11, hour: 18), minutes: 40))
        let later = Self.item("Soup", .timed(start: Self.morning(30, hour: 18), minutes: 40))
        let range = ShoppingRange(first: Self.day(9), last: Self.day(29))
        let planned = ShoppingListBuilder.plannedRecipes(
            from: [
                PlannedRecipeItem(recipe: oats, servings: 2, item: mondays),
                PlannedRecipeItem(recipe: soup, servings: 4, item: wednesday),
                PlannedRecipeItem(recipe: soup, servings: 4, item: later),
            ], in: range)
        #expect(planned.map(\.day) == [Self.day(9), Self.day(11), Self.day(16), Self.day(23)])
        #expect(planned.map(\.recipe.name) == ["Oats", "Soup", "Oats", "Oats"])
        let lines = ShoppingListBuilder.lines(from: planned)
        // Oats for 2 on three Mondays: 3 × 120 g, plus the soup's 60 g; 3 × 2 bananas; the soup once (30 November is outside).
        #expect(lines.map(\.name) == ["rolled oats", "banana", "red lentils"])
        #expect(lines.map(\.quantity) == [420, 6, 200])
        #expect(lines[0].recipes == ["Oats", "Soup"])
    }

    @Test func deletedOccurrencesAreLeftOutAndEditedOnesCountOnTheirNewDay() {
        let oats = ShoppingListBuilderTests.recipe("Oats", servings: 1, ["60 g rolled oats"])
        let mondays = Self.item(
            "Oats", .timed(start: Self.morning(2), minutes: 10), rule: "FREQ=WEEKLY;BYDAY=MO", excluded: [Self.morning(16)])
        // The 9th moved out of the range (to 1 December), the 23rd to Tuesday the 24th in the evening.
        let movedOut = Self.item(
            "Oats", .timed(start: Self.morning(1, month: 12), minutes: 10),
            override: PlannerOverride(seriesID: mondays.id, originalStart: Self.morning(9)))
        let movedOn = Self.item(
            "Oats", .timed(start: Self.morning(24, hour: 19), minutes: 10),
            override: PlannerOverride(seriesID: mondays.id, originalStart: Self.morning(23)))
        let planned = ShoppingListBuilder.plannedRecipes(
            from: [mondays, movedOut, movedOn].map {
                PlannedRecipeItem(recipe: oats, servings: 3, item: $0)
            }, in: ShoppingRange(first: Self.day(9), last: Self.day(29)))
        #expect(planned.map(\.day) == [Self.day(24)])
        #expect(ShoppingListBuilder.lines(from: planned).map(\.quantity) == [180])
    }

    @Test func daysAreTheOccurrencesOwnInTheirZones() {
        let oats = ShoppingListBuilderTests.recipe("Oats", servings: 1, ["60 g rolled oats"])
        // All day on 28, 29 and 30 November in Los Angeles: two of them in a range ending on the 29th.
        let allDay = Self.item("Oats", .allDay(first: Self.day(28), days: 1), zone: "America/Los_Angeles", rule: "FREQ=DAILY;COUNT=3")
        // 7:00 on Monday 23 November in Auckland is still Sunday the 22nd in UTC: it counts for the 23rd.
        let auckland = TimeZone(identifier: "Pacific/Auckland")!
        let early = Self.item(
            "Oats", .timed(start: Self.day(23).startOfDay(in: auckland).addingTimeInterval(7 * 3600), minutes: 10),
            zone: "Pacific/Auckland")
        let planned = ShoppingListBuilder.plannedRecipes(
            from: [allDay, early].map {
                PlannedRecipeItem(recipe: oats, servings: 1, item: $0)
            }, in: ShoppingRange(first: Self.day(23), last: Self.day(29)))
        #expect(planned.map(\.day) == [Self.day(23), Self.day(28), Self.day(29)])
        #expect(ShoppingListBuilder.lines(from: planned).map(\.quantity) == [180])
    }
}
