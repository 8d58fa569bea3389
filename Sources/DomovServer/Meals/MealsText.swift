import DomovCore
import Foundation

/// Every string of the meals pages; each language is one exhaustive switch
/// (MealsText+English, MealsText+Czech), so none can be missing from either.
enum MealsText: Sendable, Equatable {
    // Frame and list
    case moduleTitle, views, recipes, myMeal, newRecipe, searchName, searchIngredient, maximumMinutes, anyTime, sortBy
    case sort(RecipeSort), applyFilter, clearFilter, noRecipes, nothingMatches, addStarters, startersAdded(Int)
    case minutes(Int), likes(Int), like, unlike, page(Int, of: Int), previousPage, nextPage, recipeCount(Int)

    // Detail
    case ingredients, method, servings, scaleTo, scale, perServing, nutrition, kcal, protein, carbohydrate, fat
    case preparationTime, edit, delete, cancel, backToRecipes, noPhoto, photoOf(String), drawingOf(String), starterRecipe, plannedRecipe,
        plannedIngredients(Int), aisle(ShoppingAisle)

    // Form
    case editRecipe(String), name, summary, ingredientsHint, methodHint, preparationMinutes, nutritionLegend, nutritionHint
    case photo, photoHint, removePhoto, saveRecipe, photoTooLarge(Int), photoWrongType, deleteRecipe(String), deleteExplanation

    // Personal data and the ideal meal
    case personalData, personalDataHint, sex, sexName(Sex), weight, height, age, activity, activityName(ActivityLevel)
    case goal, goalName(MealGoal), equation, equationName(EnergyEquation), savePersonalData, saved
    case idealMeal, idealMealEmpty, food(MealFood), grams, amount, targets, achieved, nutrientSource(String), ingredientNutrientSource(
        String)
    case howCalculated, stepBasal(EnergyEquation, Sex), stepDaily, stepMeal, stepSplit(MealGoal)
    case stepSolver, fittingRecipes, fittingHint, noFittingRecipes, closeness(Int)

    // Planning
    case planHeading, planDate, planTime, planSubmit

    // Nutrition computed from the ingredients
    case nutritionTyped, nutritionFromIngredients, computedFromIngredients, notCounted, miss(NutritionEstimate.Miss), howComputed
    case countedShare(Int), nutritionIncomplete, nutritionIncompleteReason(Int?), leftOutAsNegligible, fibre

    // Shopping list
    case shoppingList, shoppingEmpty, shoppingBuildHeading, shoppingBuildHint, dateFrom, dateTo, shoppingBuildSubmit
    case shoppingBuilt(items: Int, recipes: Int), addItem, addItemHint, addItemSubmit, tick(String), untick(String)
    case removeItem(String), clearChecked, fromRecipes(String), planServings

    // JSON-LD import and export
    case importRecipe, importHint, importPaste, importFile, importPreviewSubmit, importPreviewNote, importNothingFound, importNotJSON
    case exportJSONLD, imageURL, imageURLHint, originalPhoto
    case sourceDetails, sourceDetailsHint, sourceAuthor, category, cuisine, keywords, keywordsHint, prepMinutes, cookMinutes
    case byAuthor(String), prepTime, cookTime

    // The shopping list's order of aisles
    case aisleOrder, aisleOrderHint, moveAisle(ShoppingAisle, ShoppingAisleOrder.Move)

    // The energy rule
    case energyRule, energyRuleName(EnergyRule), stepEnergyRule(MealGoal, EnergyRule)
    case seedRuleWarning(gain: String, loss: String), seedRuleAlternative
}
