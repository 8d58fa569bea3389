import Foundation

/// Where a shopping item is found in a shop. The list groups its items by it; the cases are in the
/// order a shop is usually walked (fruit and vegetables at the door, the fridges, the shelves),
/// which a household may change (`ShoppingAisleOrder`).
public enum ShoppingAisle: String, Sendable, CaseIterable {
    case produce, meat, dairy, bakery, pantry, spices, other

    /// The aisle of the food the item's name means ("400 g chicken breast" is meat); items the
    /// ingredient table does not know go last, under "other".
    public static func of(_ name: String) -> ShoppingAisle {
        guard let food = IngredientMatcher.shipped.food(named: name) else { return .other }
        return byFood[food.key] ?? .other
    }

    // The table is written in groups; each group belongs to one aisle (tofu sits with the chilled dairy).
    private static let byFood: [String: ShoppingAisle] = {
        let groups: [([IngredientFood], ShoppingAisle)] = [
            (IngredientFoodTable.vegetables, .produce), (IngredientFoodTable.fruit, .produce), (IngredientFoodTable.meat, .meat),
            (IngredientFoodTable.dairy, .dairy), (IngredientFoodTable.grains, .bakery), (IngredientFoodTable.legumes, .pantry),
            (IngredientFoodTable.fats, .pantry), (IngredientFoodTable.nuts, .pantry), (IngredientFoodTable.liquids, .pantry),
            (IngredientFoodTable.spices, .spices),
        ]
        var index: [String: ShoppingAisle] = [:]
        for (foods, aisle) in groups {
            for food in foods where index[food.key] == nil { index[food.key] = aisle }
        }
        return index
    }()

    /// The items in the standard aisle order, each aisle's items in the list's own order; empty aisles left out.
    public static func grouped(_ items: [ShoppingItem]) -> [(aisle: ShoppingAisle, items: [ShoppingItem])] {
        ShoppingAisleOrder.standard.grouped(items)
    }
}
