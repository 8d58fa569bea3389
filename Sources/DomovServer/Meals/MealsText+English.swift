import DomovCore
import Foundation

extension MealsText {
    var english: String {
        switch self {
        case .moduleTitle: "Meals"
        case .views: "Meals views"
        case .recipes: "Recipes"
        case .myMeal: "My ideal meal"
        case .newRecipe: "New recipe"
        case .searchName: "Name"
        case .searchIngredient: "Ingredient"
        case .maximumMinutes: "Ready within"
        case .anyTime: "Any time"
        case .sortBy: "Sort by"
        case .sort(let sort):
            switch sort {
            case .likes: "Most liked"
            case .newest: "Newest"
            case .time: "Quickest"
            }
        case .applyFilter: "Search"
        case .clearFilter: "Show all"
        case .noRecipes: "No recipes yet. Add your own, or add Domov's starter collection of healthy recipes."
        case .nothingMatches: "No recipe matches. Try fewer words or a longer time."
        case .addStarters: "Add the starter recipes"
        case .startersAdded(let count): count == 1 ? "1 starter recipe added." : "\(count) starter recipes added."
        case .minutes(let minutes): "\(minutes) min"
        case .likes(let count): count == 1 ? "1 like" : "\(count) likes"
        case .like: "Like"
        case .unlike: "Unlike"
        case .page(let page, let total): "Page \(page) of \(total)"
        case .previousPage: "Previous page"
        case .nextPage: "Next page"
        case .recipeCount(let count): count == 1 ? "1 recipe" : "\(count) recipes"
        case .ingredients: "Ingredients"
        case .method: "Method"
        case .servings: "Servings"
        case .scaleTo: "Scale to servings"
        case .scale: "Scale"
        case .perServing: "Per serving"
        case .nutrition: "Nutrition"
        case .kcal: "Energy (kcal)"
        case .protein: "Protein (g)"
        case .carbohydrate: "Carbohydrate (g)"
        case .fat: "Fat (g)"
        case .preparationTime: "Preparation time"
        case .edit: "Edit"
        case .delete: "Delete"
        case .cancel: "Cancel"
        case .backToRecipes: "Back to recipes"
        case .noPhoto: "No photo"
        case .photoOf(let name): "Photo of \(name)"
        case .drawingOf(let name): "Drawing of \(name)"
        case .aisle(let aisle):
            switch aisle {
            case .produce: "Fruit and vegetables"
            case .meat: "Meat and fish"
            case .dairy: "Dairy and eggs"
            case .bakery: "Bread, grains and pasta"
            case .pantry: "Pantry"
            case .spices: "Spices and herbs"
            case .other: "Other"
            }
        case .plannedRecipe: "Recipe"
        case .plannedIngredients(let servings): servings == 1 ? "Ingredients for 1 serving:" : "Ingredients for \(servings) servings:"
        case .starterRecipe: "From Domov's starter collection"
        case .editRecipe(let name): "Edit \(name)"
        case .name: "Name"
        case .summary: "Short description"
        case .ingredientsHint: "One per line, amount first: \"200 g chicken breast\", \"1/2 lemon\", \"salt\"."
        case .methodHint: "One step per line."
        case .preparationMinutes: "Preparation time (minutes)"
        case .nutritionLegend: "Nutrition per serving"
        case .nutritionHint:
            """
            Leave all four empty to have them computed from the ingredients; typed values are used instead. They find the recipes that fit \
            your ideal meal.
            """
        case .photo: "Photo"
        case .photoHint: "JPEG, PNG or WebP, at most \(RecipePhoto.maximumBytes / 1024 / 1024) MB."
        case .removePhoto: "Remove the photo"
        case .saveRecipe: "Save recipe"
        case .photoTooLarge(let bytes): "The photo is too large: at most \(bytes / 1024 / 1024) MB."
        case .photoWrongType: "That file is not a JPEG, PNG or WebP image."
        case .deleteRecipe(let name): "Delete \(name)?"
        case .deleteExplanation: "The recipe, its photo and its likes are deleted for everyone in the household."
        case .personalData: "Personal data"
        case .personalDataHint: "Only you see these. They are used to compute your ideal meal."
        case .sex: "Sex"
        case .sexName(let sex): sex == .female ? "Female" : "Male"
        case .weight: "Weight (kg)"
        case .height: "Height (cm)"
        case .age: "Age (years)"
        case .activity: "Physical activity"
        case .activityName(let level):
            switch level {
            case .none: "None"
            case .light: "Light (under an hour a day)"
            case .mild: "Mild (an hour a day)"
            case .moderate: "Moderate (1–2 hours a day)"
            case .heavy: "Heavy (more than 2 hours a day)"
            }
        case .goal: "Goal"
        case .goalName(let goal): goal == .weightLoss ? "Weight loss" : "Muscle gain"
        case .equation: "Equation"
        case .equationName(let equation): equation == .harrisBenedict ? "Harris-Benedict" : "Mifflin-St Jeor"
        case .savePersonalData: "Compute my meal"
        case .saved: "Saved."
        case .idealMeal: "Your ideal meal"
        case .idealMealEmpty: "Fill in your personal data to see your ideal meal."
        case .food(let food):
            switch food {
            case .chickenBreast: "Chicken breast (raw)"
            case .basmatiRice: "Basmati rice (dry)"
            case .oliveOil: "Olive oil"
            case .vegetables: "Vegetables"
            }
        case .grams: "g"
        case .amount: "Amount"
        case .targets: "Target"
        case .achieved: "This meal"
        case .nutrientSource(let source): "Values per 100 g from \(source)."
        case .ingredientNutrientSource(let source):
            "Values per 100 g from \(source), rounded; piece weights from USDA portions and Czech shop sizes."
        case .howCalculated: "How this was calculated"
        case .stepBasal(let equation, let sex):
            switch (equation, sex) {
            case (.harrisBenedict, .female):
                "Basal metabolic rate (Harris-Benedict, women): 655.0955 + 9.5634 × weight + 1.8496 × height − 4.6756 × age"
            case (.harrisBenedict, .male):
                "Basal metabolic rate (Harris-Benedict, men): 66.473 + 13.7516 × weight + 5.0033 × height − 6.755 × age"
            case (.mifflinStJeor, .female):
                "Basal metabolic rate (Mifflin-St Jeor, women): 10 × weight + 6.25 × height − 5 × age − 161"
            case (.mifflinStJeor, .male): "Basal metabolic rate (Mifflin-St Jeor, men): 10 × weight + 6.25 × height − 5 × age + 5"
            }
        case .stepEnergyRule(let goal, let rule):
            switch (goal, rule) {
            case (.weightLoss, .seed): "Daily energy for weight loss: basal rate × activity factor"
            case (.muscleGain, .seed):
                "Daily energy for muscle gain: basal rate × 2 (as the original app defines it, whatever the activity)"
            case (.weightLoss, .activityBased): "Daily energy for weight loss: basal rate × activity factor, less 20 %"
            case (.muscleGain, .activityBased): "Daily energy for muscle gain: basal rate × activity factor, plus 10 %"
            }
        case .energyRule: "Energy rule"
        case .energyRuleName(let rule):
            rule == .seed
                ? "As the original app: activity factor to lose weight, × 2 to gain muscle"
                : "Activity-based: 20 % below your activity's energy to lose weight, 10 % above it to gain muscle"
        case .seedRuleWarning(let gain, let loss):
            """
            With the original app's rule, muscle gain gives you less energy than weight loss: \(gain) kcal a day (basal rate × 2) against \
            \(loss) kcal (basal rate × your activity factor). A surplus for gaining muscle should come on top of the energy your activity \
            uses.
            """
        case .seedRuleAlternative:
            """
            The recognised way is a surplus or deficit on your activity-based energy: choose “Activity-based” under Energy rule and \
            compute again.
            """
        case .stepDaily: "Daily energy"
        case .stepMeal: "One meal of five a day: daily energy ÷ 5"
        case .stepSplit(let goal):
            goal == .weightLoss
                ? "Split 40 % protein, 40 % carbohydrate, 20 % fat (4, 4 and 9 kcal per gram)"
                : "Split 15 % protein, 60 % carbohydrate, 25 % fat (4, 4 and 9 kcal per gram)"
        case .stepSolver:
            """
            The grams are solved together, because every food brings several nutrients: vegetables are set first (up to 150 g, at most \
            half the carbohydrate), then chicken, rice and oil are solved so that protein, carbohydrate and fat each land within 1 g of \
            the target.
            """
        case .fittingRecipes: "Recipes that fit my meal"
        case .fittingHint: "One serving's energy, protein, carbohydrate and fat compared with your meal; closest first."
        case .noFittingRecipes: "No recipe has nutrition values yet."
        case .closeness(let percent): "\(percent) % off on average"
        case .planHeading: "Plan it on a day"
        case .planDate: "Day"
        case .planTime: "Start cooking at"
        case .planSubmit: "Add to the planner"
        case .nutritionTyped: "Entered by hand; these values are used instead of the ones computed from the ingredients."
        case .nutritionFromIngredients: "Computed from the ingredients."
        case .countedShare(let percent): "The counted lines make up \(percent) % of the recipe by weight."
        case .nutritionIncomplete: "Nutrition is incomplete."
        case .nutritionIncompleteReason(let percent):
            if let percent {
                """
                The counted lines make up only \(percent) % of the recipe by weight (at least 80 % is needed), so no total is shown and \
                the recipe is left out of the recipes that fit your meal and of the export.
                """
            } else {
                """
                Some lines cannot be weighed, so no total is shown and the recipe is left out of the recipes that fit your meal and of the \
                export. Give them an amount in g, ml, spoons or pieces, or enter the values by hand.
                """
            }
        case .leftOutAsNegligible: "Left out as negligible"
        case .fibre: "Fibre (g)"
        case .computedFromIngredients: "Computed from the ingredients"
        case .notCounted: "Not counted"
        case .miss(let reason):
            switch reason {
            case .unknownFood: "not in the ingredient table"
            case .unknownUnit: "the unit cannot be turned into grams of it"
            case .noQuantity: "no quantity"
            }
        case .howComputed: "How it was computed"
        case .shoppingList: "Shopping list"
        case .shoppingEmpty: "The list is empty. Add the recipes planned on some days, or add items yourself."
        case .shoppingBuildHeading: "From planned recipes"
        case .shoppingBuildHint:
            """
            Adds the ingredients of the recipes planned on these days, scaled to the planned servings; the same ingredient in the same \
            unit is added up. Items added from plans earlier are replaced; your own items stay.
            """
        case .dateFrom: "From"
        case .dateTo: "To"
        case .shoppingBuildSubmit: "Add the planned recipes"
        case .shoppingBuilt(let items, let recipes):
            "\(items) \(items == 1 ? "item" : "items") from \(recipes) planned \(recipes == 1 ? "recipe" : "recipes")."
        case .addItem: "Item"
        case .addItemHint: "For example \u{201C}2 l milk\u{201D} or \u{201C}bread\u{201D}."
        case .addItemSubmit: "Add to the list"
        case .tick(let name): "Tick off \(name)"
        case .untick(let name): "Put \(name) back on the list"
        case .removeItem(let name): "Remove \(name)"
        case .clearChecked: "Remove ticked items"
        case .fromRecipes(let names): "for \(names)"
        case .planServings: "Servings"
        case .importRecipe: "Import a recipe"
        case .importHint:
            """
            Paste the HTML of a recipe page (in the browser: View page source, select all, copy) or upload the saved page. Domov reads its \
            schema.org Recipe data; pictures are kept as a link and not downloaded.
            """
        case .importPaste: "Page HTML"
        case .importFile: "Or a saved page (.html)"
        case .importPreviewSubmit: "Preview"
        case .importPreviewNote: "Imported. Check the recipe, change what you like, and save it; nothing is saved until then."
        case .importNothingFound: "No schema.org Recipe in this page."
        case .importNotJSON: "The page's recipe data is not valid JSON."
        case .exportJSONLD: "Export as JSON-LD"
        case .imageURL: "Photo link"
        case .imageURLHint: "Optional address of a photo on another site (https://…); shown as a link."
        case .originalPhoto: "Photo on the original site"
        case .sourceDetails: "From the recipe's source"
        case .sourceDetailsHint: "Optional. An import fills these in from the page, and the JSON-LD export passes them on."
        case .sourceAuthor: "Author"
        case .category: "Category"
        case .cuisine: "Cuisine"
        case .keywords: "Keywords"
        case .keywordsHint: "Separated by commas."
        case .prepMinutes: "Preparing (minutes)"
        case .cookMinutes: "Cooking (minutes)"
        case .byAuthor(let author): "By \(author)"
        case .prepTime: "Preparing"
        case .cookTime: "Cooking"
        case .aisleOrder: "Order of the groups"
        case .aisleOrderHint: "Put the groups in the order you walk through your shop. The order is the same for everyone in the household."
        case .moveAisle(let aisle, let move): "Move “\(MealsText.aisle(aisle).english)” \(move == .up ? "up" : "down")"
        }
    }
}
