import Foundation

/// The household's day for one member, across the modules: what the home page shows.
public struct TodaySummary: Sendable {
    /// When it was put together, and the member's day and zone it is about.
    public let now: Date
    public let date: LocalDate
    public let timeZone: TimeZone
    /// To-dos overdue from earlier days first, then today's occurrences (all-day and timed,
    /// to-dos due today among them) in order of start; done ones are left out.
    public let planner: [PlannerOccurrence]
    /// Critical or overdue chores in the member's rooms or assigned to them, most urgent first,
    /// at most `TodayService.choreLimit`; `choresTotal` counts them all.
    public let chores: [Chore]
    public let choresTotal: Int
    /// Today and tomorrow in the member's name-day calendars.
    public let nameDays: [NameDayWeek.Day]
    /// The member's saved people whose name day is today or tomorrow.
    public let savedNameDays: [NameDayUpcoming]
    /// Today's occurrences that plan a recipe.
    public let meals: [TodayMeal]
    /// Shopping-list items not ticked off yet.
    public let openShoppingItems: Int
}

/// A recipe planned today: the planner occurrence it is cooked at, and for how many.
public struct TodayMeal: Sendable {
    public let occurrence: PlannerOccurrence
    public let recipe: Recipe
    public let servings: Int
}
