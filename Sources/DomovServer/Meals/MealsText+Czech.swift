import DomovCore
import Foundation

extension MealsText {
    var czech: String {
        switch self {
        case .moduleTitle: "Jídlo"
        case .views: "Pohledy jídla"
        case .recipes: "Recepty"
        case .myMeal: "Moje ideální jídlo"
        case .newRecipe: "Nový recept"
        case .searchName: "Název"
        case .searchIngredient: "Surovina"
        case .maximumMinutes: "Hotovo do"
        case .anyTime: "Kdykoli"
        case .sortBy: "Řadit podle"
        case .sort(let sort):
            switch sort {
            case .likes: "Nejoblíbenější"
            case .newest: "Nejnovější"
            case .time: "Nejrychlejší"
            }
        case .applyFilter: "Hledat"
        case .clearFilter: "Zobrazit vše"
        case .noRecipes: "Zatím žádné recepty. Přidejte vlastní nebo úvodní sbírku zdravých receptů Domova."
        case .nothingMatches: "Žádný recept neodpovídá. Zkuste méně slov nebo delší čas."
        case .addStarters: "Přidat úvodní recepty"
        case .startersAdded(let count): "Přidáno úvodních receptů: \(count)."
        case .minutes(let minutes): "\(minutes) min"
        case .likes(let count): "Líbí se: \(count)"
        case .like: "Líbí se mi"
        case .unlike: "Už se mi nelíbí"
        case .page(let page, let total): "Strana \(page) z \(total)"
        case .previousPage: "Předchozí strana"
        case .nextPage: "Další strana"
        case .recipeCount(let count): "Receptů: \(count)"
        case .ingredients: "Suroviny"
        case .method: "Postup"
        case .servings: "Porce"
        case .scaleTo: "Přepočítat na porce"
        case .scale: "Přepočítat"
        case .perServing: "Na porci"
        case .nutrition: "Nutriční hodnoty"
        case .kcal: "Energie (kcal)"
        case .protein: "Bílkoviny (g)"
        case .carbohydrate: "Sacharidy (g)"
        case .fat: "Tuky (g)"
        case .preparationTime: "Doba přípravy"
        case .edit: "Upravit"
        case .delete: "Smazat"
        case .cancel: "Zrušit"
        case .backToRecipes: "Zpět na recepty"
        case .noPhoto: "Bez fotky"
        case .photoOf(let name): "Fotka: \(name)"
        case .drawingOf(let name): "Kresba: \(name)"
        case .aisle(let aisle):
            switch aisle {
            case .produce: "Ovoce a zelenina"
            case .meat: "Maso a ryby"
            case .dairy: "Mléčné výrobky a vejce"
            case .bakery: "Pečivo, obiloviny a těstoviny"
            case .pantry: "Trvanlivé potraviny"
            case .spices: "Koření a bylinky"
            case .other: "Ostatní"
            }
        case .plannedRecipe: "Recept"
        case .plannedIngredients(let servings):
            "Suroviny na \(servings) \(CzechPlural.choose(servings, one: "porci", few: "porce", many: "porcí")):"
        case .starterRecipe: "Z úvodní sbírky Domova"
        case .editRecipe(let name): "Upravit: \(name)"
        case .name: "Název"
        case .summary: "Krátký popis"
        case .ingredientsHint: "Jedna na řádek, množství napřed: „200 g kuřecích prsou“, „1/2 citronu“, „sůl“."
        case .methodHint: "Jeden krok na řádek."
        case .preparationMinutes: "Doba přípravy (minuty)"
        case .nutritionLegend: "Nutriční hodnoty na porci"
        case .nutritionHint:
            """
            Když necháte všechna čtyři pole prázdná, spočítají se ze surovin; zadané hodnoty mají přednost. Podle nich se \
            hledají recepty, které sedí k vašemu ideálnímu jídlu.
            """
        case .photo: "Fotka"
        case .photoHint: "JPEG, PNG nebo WebP, nejvýše \(RecipePhoto.maximumBytes / 1024 / 1024) MB."
        case .removePhoto: "Odebrat fotku"
        case .saveRecipe: "Uložit recept"
        case .photoTooLarge(let bytes): "Fotka je příliš velká: nejvýše \(bytes / 1024 / 1024) MB."
        case .photoWrongType: "Tento soubor není obrázek JPEG, PNG ani WebP."
        case .deleteRecipe(let name): "Smazat recept „\(name)“?"
        case .deleteExplanation: "Recept, jeho fotka i „líbí se“ zmizí všem v domácnosti."
        case .personalData: "Osobní údaje"
        case .personalDataHint: "Vidíte je jen vy. Slouží k výpočtu vašeho ideálního jídla."
        case .sex: "Pohlaví"
        case .sexName(let sex): sex == .female ? "Žena" : "Muž"
        case .weight: "Hmotnost (kg)"
        case .height: "Výška (cm)"
        case .age: "Věk (roky)"
        case .activity: "Fyzická aktivita"
        case .activityName(let level):
            switch level {
            case .none: "Žádná"
            case .light: "Lehká (méně než hodinu denně)"
            case .mild: "Mírná (hodinu denně)"
            case .moderate: "Střední (1–2 hodiny denně)"
            case .heavy: "Vysoká (víc než 2 hodiny denně)"
            }
        case .goal: "Cíl"
        case .goalName(let goal): goal == .weightLoss ? "Hubnutí" : "Nabírání svalů"
        case .equation: "Rovnice"
        case .equationName(let equation): equation == .harrisBenedict ? "Harris-Benedict" : "Mifflin-St Jeor"
        case .savePersonalData: "Spočítat moje jídlo"
        case .saved: "Uloženo."
        case .idealMeal: "Vaše ideální jídlo"
        case .idealMealEmpty: "Vyplňte osobní údaje a uvidíte své ideální jídlo."
        case .food(let food):
            switch food {
            case .chickenBreast: "Kuřecí prsa (syrová)"
            case .basmatiRice: "Rýže basmati (suchá)"
            case .oliveOil: "Olivový olej"
            case .vegetables: "Zelenina"
            }
        case .grams: "g"
        case .amount: "Množství"
        case .targets: "Cíl"
        case .achieved: "Toto jídlo"
        case .nutrientSource(let source): "Hodnoty na 100 g podle \(source)."
        case .ingredientNutrientSource(let source):
            "Hodnoty na 100 g podle \(source), zaokrouhlené; hmotnosti kusů podle porcí USDA a běžných českých balení."
        case .howCalculated: "Jak se to počítá"
        case .stepBasal(let equation, let sex):
            switch (equation, sex) {
            case (.harrisBenedict, .female):
                "Bazální metabolismus (Harris-Benedict, ženy): 655,0955 + 9,5634 × hmotnost + 1,8496 × výška − 4,6756 × věk"
            case (.harrisBenedict, .male):
                "Bazální metabolismus (Harris-Benedict, muži): 66,473 + 13,7516 × hmotnost + 5,0033 × výška − 6,755 × věk"
            case (.mifflinStJeor, .female):
                "Bazální metabolismus (Mifflin-St Jeor, ženy): 10 × hmotnost + 6,25 × výška − 5 × věk − 161"
            case (.mifflinStJeor, .male):
                "Bazální metabolismus (Mifflin-St Jeor, muži): 10 × hmotnost + 6,25 × výška − 5 × věk + 5"
            }
        case .stepEnergyRule(let goal, let rule):
            switch (goal, rule) {
            case (.weightLoss, .seed): "Denní energie při hubnutí: bazální metabolismus × koeficient aktivity"
            case (.muscleGain, .seed):
                """
                Denní energie při nabírání svalů: bazální metabolismus × 2 (jak to definuje původní aplikace, bez ohledu na \
                aktivitu)
                """
            case (.weightLoss, .activityBased): "Denní energie při hubnutí: bazální metabolismus × koeficient aktivity, o 20 % méně"
            case (.muscleGain, .activityBased):
                "Denní energie při nabírání svalů: bazální metabolismus × koeficient aktivity, o 10 % více"
            }
        case .energyRule: "Pravidlo energie"
        case .energyRuleName(let rule):
            rule == .seed
                ? "Jako původní aplikace: koeficient aktivity při hubnutí, × 2 při nabírání svalů"
                : "Podle aktivity: o 20 % méně, než spotřebuje vaše aktivita, při hubnutí, o 10 % více při nabírání svalů"
        case .seedRuleWarning(let gain, let loss):
            """
            S pravidlem původní aplikace dostanete při nabírání svalů méně energie než při hubnutí: \(gain) kcal denně \
            (bazální metabolismus × 2) proti \(loss) kcal (bazální metabolismus × váš koeficient aktivity). Přebytek pro \
            nabírání svalů má přijít navíc k energii, kterou spotřebuje vaše aktivita.
            """
        case .seedRuleAlternative:
            """
            Uznávaný postup je přebytek nebo deficit vůči energii podle aktivity: v poli Pravidlo energie zvolte „Podle aktivity“ \
            a spočítejte jídlo znovu.
            """
        case .stepDaily: "Denní energie"
        case .stepMeal: "Jedno z pěti jídel denně: denní energie ÷ 5"
        case .stepSplit(let goal):
            goal == .weightLoss
                ? "Poměr 40 % bílkoviny, 40 % sacharidy, 20 % tuky (4, 4 a 9 kcal na gram)"
                : "Poměr 15 % bílkoviny, 60 % sacharidy, 25 % tuky (4, 4 a 9 kcal na gram)"
        case .stepSolver:
            """
            Gramy se počítají společně, protože každá potravina nese několik živin: nejdřív se určí zelenina (nejvýše 150 \
            g a nejvýše polovina sacharidů), pak se kuře, rýže a olej dopočítají tak, aby bílkoviny, sacharidy i tuky byly do 1 \
            g od cíle.
            """
        case .fittingRecipes: "Recepty, které sedí k mému jídlu"
        case .fittingHint: "Energie, bílkoviny, sacharidy a tuky jedné porce ve srovnání s vaším jídlem; nejbližší první."
        case .noFittingRecipes: "Zatím žádný recept nemá nutriční hodnoty."
        case .closeness(let percent): "v průměru o \(percent) % vedle"
        case .planHeading: "Naplánovat na den"
        case .planDate: "Den"
        case .planTime: "Začít vařit v"
        case .planSubmit: "Přidat do plánovače"
        case .nutritionTyped: "Zadáno ručně; tyto hodnoty mají přednost před spočítanými ze surovin."
        case .nutritionFromIngredients: "Spočítáno ze surovin."
        case .countedShare(let percent): "Započítané řádky tvoří \(percent) % hmotnosti receptu."
        case .nutritionIncomplete: "Nutriční hodnoty jsou neúplné."
        case .nutritionIncompleteReason(let percent):
            if let percent {
                """
                Započítané řádky tvoří jen \(percent) % hmotnosti receptu (potřeba je aspoň 80 %), takže se součet neukazuje a \
                recept se nenabízí mezi recepty k vašemu jídlu ani se neexportuje.
                """
            } else {
                """
                Některé řádky nejde zvážit, takže se součet neukazuje a recept se nenabízí mezi recepty k vašemu jídlu ani se \
                neexportuje. Uveďte u nich množství v g, ml, lžících nebo kusech, nebo hodnoty zadejte ručně.
                """
            }
        case .leftOutAsNegligible: "Vynecháno jako zanedbatelné"
        case .fibre: "Vláknina (g)"
        case .computedFromIngredients: "Spočítáno ze surovin"
        case .notCounted: "Nezapočítáno"
        case .miss(let reason):
            switch reason {
            case .unknownFood: "není v tabulce surovin"
            case .unknownUnit: "jednotku nelze převést na gramy"
            case .noQuantity: "bez množství"
            }
        case .howComputed: "Jak se to spočítalo"
        case .shoppingList: "Nákupní seznam"
        case .shoppingEmpty: "Seznam je prázdný. Přidejte recepty naplánované na některé dny, nebo přidejte položky sami."
        case .shoppingBuildHeading: "Z naplánovaných receptů"
        case .shoppingBuildHint:
            """
            Přidá suroviny receptů naplánovaných na tyto dny, přepočtené na naplánované porce; stejná surovina ve stejné \
            jednotce se sečte. Položky dříve přidané z plánů se nahradí, vaše vlastní zůstanou.
            """
        case .dateFrom: "Od"
        case .dateTo: "Do"
        case .shoppingBuildSubmit: "Přidat naplánované recepty"
        case .shoppingBuilt(let items, let recipes): "Položek: \(items), z naplánovaných receptů: \(recipes)."
        case .addItem: "Položka"
        case .addItemHint: "Například \u{201E}2 l mléko\u{201C} nebo \u{201E}chleba\u{201C}."
        case .addItemSubmit: "Přidat na seznam"
        case .tick(let name): "Odškrtnout \(name)"
        case .untick(let name): "Vrátit \(name) na seznam"
        case .removeItem(let name): "Odebrat \(name)"
        case .clearChecked: "Odebrat odškrtnuté"
        case .fromRecipes(let names): "pro \(names)"
        case .planServings: "Porce"
        case .importRecipe: "Importovat recept"
        case .importHint:
            """
            Vložte HTML stránky s receptem (v prohlížeči: Zobrazit zdrojový kód, vybrat vše, kopírovat) nebo nahrajte uloženou \
            stránku. Domov přečte její data schema.org Recipe; obrázky zůstanou jako odkaz a nestahují se.
            """
        case .importPaste: "HTML stránky"
        case .importFile: "Nebo uložená stránka (.html)"
        case .importPreviewSubmit: "Náhled"
        case .importPreviewNote: "Importováno. Zkontrolujte recept, upravte, co chcete, a uložte jej; do té doby se nic neukládá."
        case .importNothingFound: "Na této stránce není žádný recept schema.org Recipe."
        case .importNotJSON: "Data receptu na stránce nejsou platný JSON."
        case .exportJSONLD: "Exportovat jako JSON-LD"
        case .imageURL: "Odkaz na fotku"
        case .imageURLHint: "Nepovinná adresa fotky na jiném webu (https://…); zobrazí se jako odkaz."
        case .originalPhoto: "Fotka na původním webu"
        case .sourceDetails: "Ze zdroje receptu"
        case .sourceDetailsHint: "Nepovinné. Import je vyplní ze stránky a export JSON-LD je předá dál."
        case .sourceAuthor: "Autor"
        case .category: "Kategorie"
        case .cuisine: "Kuchyně"
        case .keywords: "Klíčová slova"
        case .keywordsHint: "Oddělená čárkami."
        case .prepMinutes: "Příprava (minuty)"
        case .cookMinutes: "Vaření (minuty)"
        case .byAuthor(let author): "Autor: \(author)"
        case .prepTime: "Příprava"
        case .cookTime: "Vaření"
        case .aisleOrder: "Pořadí skupin"
        case .aisleOrderHint: "Seřaďte skupiny tak, jak procházíte svůj obchod. Pořadí platí pro celou domácnost."
        case .moveAisle(let aisle, let move): "Posunout „\(MealsText.aisle(aisle).czech)“ \(move == .up ? "výš" : "níž")"
        }
    }
}
