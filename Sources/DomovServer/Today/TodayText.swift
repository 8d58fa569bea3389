import Foundation

/// Every string of the Today page (the signed-in home). Like the modules' texts, each
/// language is one exhaustive switch, so none can be missing from either.
enum TodayText: Sendable, Equatable {
    case title, dateInHousehold(date: String, household: String)
    case plannerHeading, plannerEmpty, addPlannerItem
    case choresHeading, choresEmpty, addChore, moreChores(Int), chooseMyRooms
    case nameDaysHeading, today, tomorrow, noName, savedPerson, nameDaysFind
    case mealsHeading, mealsEmpty, planMeal, servings(Int)
    case shoppingHeading, shoppingOpen(Int), shoppingEmpty, openShoppingList
}
