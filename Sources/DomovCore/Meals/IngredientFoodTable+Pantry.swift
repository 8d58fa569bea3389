import Foundation

extension IngredientFoodTable {
    static let fats: [IngredientFood] = [
        .init(
            "olive-oil", "Oil, olive, salad or cooking", en: "olive oil|extra virgin olive oil",
            cs: "olivový olej|olivového oleje|olivovým olejem|olivového oleje extra panenského", 884, 0, 0, 100, 0, density: 0.92),
        .init(
            "sesame-oil", "Oil, sesame, salad or cooking", en: "sesame oil", cs: "sezamový olej|sezamového oleje", 884, 0, 0, 100, 0,
            density: 0.92),
        .init(
            "vegetable-oil", "Oil, canola",
            en: "oil|vegetable oil|rapeseed oil|sunflower oil|canola oil",
            cs: """
                olej|oleje|olejem|řepkový olej|řepkového oleje|slunečnicový olej|slunečnicového oleje|rostlinný olej|\
                rostlinného oleje
                """,
            884, 0, 0, 100, 0, density: 0.92),
        .init("coconut-oil", "Oil, coconut", en: "coconut oil", cs: "kokosový olej|kokosového oleje", 892, 0, 0, 99.06, 0, density: 0.92),
        .init(
            "butter", "Butter, without salt", en: "butter|unsalted butter", cs: "máslo|másla|máslem|másle", 717, 0.85, 0.06, 81.11, 0,
            density: 0.96, units: [.teaspoon: 4.7, .block: 250]),
        .init(
            "ghee", "Butter oil, anhydrous",
            en: "ghee|clarified butter",
            cs: "přepuštěné máslo|přepuštěného másla|ghí",
            876, 0.28, 0, 99.48, 0, density: 0.9),
        .init(
            "lard", "Lard",
            en: "lard",
            cs: "sádlo|sádla|sádlem|vepřové sádlo|vepřového sádla",
            902, 0, 0, 100, 0, density: 0.92),
        .init("honey", "Honey", en: "honey", cs: "med|medu|medem", 304, 0.3, 82.4, 0, 0.2, density: 1.42),
        .init(
            "maple-syrup", "Syrups, maple", en: "maple syrup", cs: "javorový sirup|javorového sirupu", 260, 0.04, 67.04, 0.06, 0,
            density: 1.32),
        .init(
            "sugar", "Sugars, granulated",
            en: "sugar|caster sugar|granulated sugar|white sugar",
            cs: "cukr|cukru|cukrem|cukr krystal|cukru krystal|krystal|krupicový cukr|krupicového cukru",
            387, 0, 99.98, 0, 0, density: 0.85),
        .init(
            "icing-sugar", "Sugars, powdered", en: "icing sugar|powdered sugar",
            cs: "moučkový cukr|moučkového cukru|cukr moučka|cukru moučka|moučka", 389, 0, 99.77, 0, 0, density: 0.5),
        .init(
            "brown-sugar", "Sugars, brown",
            en: "brown sugar",
            cs: "třtinový cukr|třtinového cukru|hnědý cukr|hnědého cukru",
            380, 0.12, 98.09, 0, 0, density: 0.9),
        .init(
            "vanilla-sugar", "Sugars, granulated (vanilla sugar is sugar with a little vanillin)",
            en: "vanilla sugar",
            cs: "vanilkový cukr|vanilkového cukru|vanilinový cukr|vanilinového cukru|vanilínový cukr|vanilínového cukru",
            387, 0, 99.98, 0, 0, density: 0.85, units: [.packet: 20]),
        .init(
            "tahini", "Seeds, sesame butter, tahini, from roasted and toasted kernels", en: "tahini",
            cs: "tahini|tahiny|sezamová pasta|sezamové pasty", 595, 17, 21.19, 53.76, 9.3),
        .init(
            "peanut-butter", "Peanut butter, smooth style, without salt",
            en: "peanut butter",
            cs: "arašídové máslo|arašídového másla",
            588, 25.09, 19.56, 50.39, 6, density: 1.07),
        .init(
            "mustard", "Mustard, prepared, yellow",
            en: "mustard|dijon mustard",
            cs: "hořčice|hořčici|hořčicí|plnotučná hořčice|plnotučné hořčice|dijonská hořčice|dijonské hořčice",
            60, 3.74, 5.83, 3.34, 4),
        .init(
            "soy-sauce", "Soy sauce made from soy and wheat (shoyu)", en: "soy sauce|soya sauce",
            cs: "sójová omáčka|sójové omáčky|sojová omáčka|sojové omáčky", 53, 8.14, 4.93, 0.57, 0.8, density: 1.07),
        .init(
            "fish-sauce", "Sauce, fish, ready-to-serve", en: "fish sauce", cs: "rybí omáčka|rybí omáčky", 35, 5.06, 3.64, 0.01, 0,
            density: 1.2),
        .init(
            "worcestershire", "Sauce, worcestershire", en: "worcestershire sauce|worcestershire",
            cs: "worcestrová omáčka|worcestrové omáčky|worcester|worcesteru", 78, 0, 19.46, 0, 0, density: 1.1),
        .init(
            "ketchup", "Catsup",
            en: "ketchup|tomato ketchup",
            cs: "kečup|kečupu|rajčatový kečup|rajčatového kečupu",
            101, 1.04, 27.4, 0.1, 0.3, density: 1.1),
        .init(
            "mayonnaise", "Salad dressing, mayonnaise, regular",
            en: "mayonnaise|mayo",
            cs: "majonéza|majonézy|majonézou",
            680, 0.96, 0.57, 74.85, 0, density: 0.91),
        .init(
            "vinegar", "Vinegar, distilled", en: "vinegar|white vinegar",
            cs: "ocet|octa|octem|kvasný ocet|kvasného octa|lihový ocet|lihového octa", 18, 0, 0.04, 0, 0),
        .init(
            "balsamic-vinegar", "Vinegar, balsamic", en: "balsamic vinegar|balsamic", cs: "balzamikový ocet|balzamikového octa|balzamiko",
            88, 0.49, 17.03, 0, 0, density: 1.06),
        .init(
            "cider-vinegar", "Vinegar, cider",
            en: "cider vinegar|apple cider vinegar",
            cs: "jablečný ocet|jablečného octa",
            21, 0, 0.93, 0, 0),
        .init(
            "tomato-paste", "Tomato products, canned, paste, without salt added",
            en: "tomato paste|tomato purée|tomato puree",
            cs: """
                rajčatový protlak|rajčatového protlaku|protlak|protlaku|rajský protlak|rajského protlaku|rajčatový koncentrát|\
                rajčatového koncentrátu
                """,
            82, 4.32, 18.91, 0.47, 4.1, density: 1.1, units: [.can: 70, .pot: 70]),
        .init(
            "cocoa", "Cocoa, dry powder, unsweetened",
            en: "cocoa|cocoa powder",
            cs: "kakao|kakaa|holandské kakao|holandského kakaa|kakaový prášek|kakaového prášku",
            228, 19.6, 57.9, 13.7, 37, density: 0.36),
        .init(
            "dark-chocolate", "Chocolate, dark, 70-85% cacao solids",
            en: "dark chocolate|chocolate",
            cs: "hořká čokoláda|hořké čokolády|čokoláda|čokolády|čokoládu|čokoláda na vaření|čokolády na vaření",
            598, 7.79, 45.9, 42.63, 10.9, units: [.piece: 100]),
        .init(
            "milk-chocolate", "Candies, milk chocolate",
            en: "milk chocolate",
            cs: "mléčná čokoláda|mléčné čokolády",
            535, 7.65, 59.4, 29.66, 3.4, units: [.piece: 100]),
        .init(
            "jam", "Jams and preserves", en: "jam|preserves", cs: "džem|džemu|marmeláda|marmelády|povidla|povidel|povidly", 278, 0.37,
            68.86, 0.07, 1.1, density: 1.33),
        .init(
            "fresh-yeast", "Leavening agents, yeast, baker's, compressed",
            en: "fresh yeast|yeast",
            cs: "droždí|čerstvé droždí|čerstvého droždí|kvasnice|kvasnic",
            105, 8.4, 18.1, 1.9, 8.1, units: [.block: 42, .piece: 42]),
        .init(
            "dry-yeast", "Leavening agents, yeast, baker's, active dry", en: "dry yeast|dried yeast|instant yeast",
            cs: "sušené droždí|sušeného droždí", 325, 40.44, 41.22, 7.61, 26.9, units: [.packet: 7, .teaspoon: 3]),
        .init(
            "baking-powder", "Leavening agents, baking powder, double-acting, sodium aluminum sulfate", en: "baking powder",
            cs: "prášek do pečiva|prášku do pečiva|kypřicí prášek|kypřicího prášku", 53, 0, 27.7, 0, 0.2,
            units: [.packet: 12, .teaspoon: 4.6]),
        .init(
            "baking-soda", "Leavening agents, baking soda", en: "baking soda|bicarbonate of soda",
            cs: "jedlá soda|jedlé sody|soda bicarbona", 0, 0, 0, 0, 0, units: [.teaspoon: 4.6], seasoning: true),
        .init(
            "gelatine", "Gelatins, dry powder, unsweetened",
            en: "gelatine|gelatin",
            cs: "želatina|želatiny|práškovou želatinu",
            335, 85.6, 0, 0.1, 0, units: [.packet: 20, .teaspoon: 3]),
        .init(
            "cornstarch", "Cornstarch",
            en: "cornstarch|cornflour|corn starch",
            cs: "kukuřičný škrob|kukuřičného škrobu|solamyl|solamylu|škrob|škrobu|bramborový škrob|bramborového škrobu",
            381, 0.26, 91.27, 0.05, 0.9, density: 0.54),
    ]
}
