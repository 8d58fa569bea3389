import Foundation

extension TodayText {
    var english: String {
        switch self {
        case .title: "Today"
        case .dateInHousehold(let date, let household): "\(date) · \(household)"
        case .plannerHeading: "Planner today"
        case .plannerEmpty: "Nothing planned for today."
        case .addPlannerItem: "Add an item"
        case .choresHeading: "Chores needing attention"
        case .choresEmpty: "No chore in your rooms or assigned to you is critical or overdue."
        case .addChore: "Add a chore"
        case .moreChores(let count): count == 1 ? "1 more in the overview" : "\(count) more in the overview"
        case .chooseMyRooms: "Choose your rooms"
        case .nameDaysHeading: "Name days"
        case .today: "Today"
        case .tomorrow: "Tomorrow"
        case .noName: "No name day"
        case .savedPerson: "saved"
        case .nameDaysFind: "Find a name"
        case .mealsHeading: "Meals today"
        case .mealsEmpty: "No meal planned for today."
        case .planMeal: "Plan a meal"
        case .servings(let count): count == 1 ? "1 serving" : "\(count) servings"
        case .shoppingHeading: "Shopping"
        case .shoppingOpen(let count): count == 1 ? "1 item to buy" : "\(count) items to buy"
        case .shoppingEmpty: "Nothing to buy."
        case .openShoppingList: "Open the shopping list"
        }
    }
}
