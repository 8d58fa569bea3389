import Foundation

/// The foods an ingredient line can be matched against: the ingredients of the starter collection,
/// of common Czech dishes and of everyday cooking.
///
/// Values per 100 g from USDA FoodData Central, SR Legacy, each food naming the entry it comes from
/// (raw unless the entry says otherwise; canned beans and chickpeas as the "cooked, boiled" entries,
/// which is what a drained can holds; dry pasta, rice, grains and lentils weighed dry). Where SR Legacy
/// has no entry for a Czech food, the closest one is used and named (parsley root as parsnips, tvaroh
/// as 2 % cottage cheese). Piece weights are the USDA "medium" portion or the usual Czech shop size
/// (a rohlík 43 g, a can of tomatoes 400 g, a block of butter 250 g). Light coconut milk and wholemeal
/// tortillas follow typical product labels and say so.
public enum IngredientFoodTable {
    /// The database the values come from, by its own name; pages say in their language that the
    /// values are rounded and where piece weights come from.
    public static let source = "USDA FoodData Central (SR Legacy)"

    public static let foods: [IngredientFood] = fats + dairy + meat + grains + legumes + vegetables + fruit + nuts + spices + liquids
}
