import Foundation

extension IngredientFoodTable {
    static let nuts: [IngredientFood] = [
        .init(
            "walnuts", "Nuts, walnuts, english",
            en: "walnuts|walnut",
            cs: """
                vlašské ořechy|vlašských ořechů|vlašské ořechy|ořechy|ořechů|ořech|vlašské ořechy nasekané|\
                nasekané ořechy|nasekaných ořechů|mleté ořechy|mletých ořechů
                """,
            654, 15.23, 13.71, 65.21, 6.7, density: 0.5),
        .init(
            "almonds", "Nuts, almonds",
            en: "almonds|almond|flaked almonds|ground almonds",
            cs: "mandle|mandlí|mandlemi|plátky mandlí|plátkové mandle|plátkových mandlí|mleté mandle|mletých mandlí",
            579, 21.15, 21.55, 49.93, 12.5, density: 0.55),
        .init(
            "hazelnuts", "Nuts, hazelnuts or filberts",
            en: "hazelnuts|hazelnut",
            cs: "lískové ořechy|lískových ořechů|lískové oříšky|lískových oříšků|lískooříšky|lískooříšků",
            628, 14.95, 16.7, 60.75, 9.7, density: 0.55),
        .init(
            "peanuts", "Peanuts, all types, raw",
            en: "peanuts|peanut",
            cs: "arašídy|arašídů|burské oříšky|burských oříšků|pražené arašídy|pražených arašídů",
            567, 25.8, 16.13, 49.24, 8.5, density: 0.6),
        .init(
            "cashews", "Nuts, cashew nuts, raw", en: "cashews|cashew nuts|cashew",
            cs: "kešu|kešu ořechy|kešu ořechů|kešu oříšky|kešu oříšků", 553, 18.22, 30.19, 43.85, 3.3, density: 0.55),
        .init(
            "pine-nuts", "Nuts, pine nuts, dried",
            en: "pine nuts|pine kernels",
            cs: "piniové oříšky|piniových oříšků|piniové ořechy|piniových ořechů|pinie",
            673, 13.69, 13.08, 68.37, 3.7, density: 0.55),
        .init(
            "sunflower-seeds", "Seeds, sunflower seed kernels, dried",
            en: "sunflower seeds",
            cs: """
                slunečnicová semínka|slunečnicových semínek|slunečnicové semínko|slunečnicového semínka|loupaná slunečnice|\
                loupané slunečnice
                """,
            584, 20.78, 20, 51.46, 8.6, density: 0.55),
        .init(
            "pumpkin-seeds", "Seeds, pumpkin and squash seed kernels, dried",
            en: "pumpkin seeds|pepitas",
            cs: "dýňová semínka|dýňových semínek|dýňové semínko|dýňového semínka",
            559, 30.23, 10.71, 49.05, 6, density: 0.55),
        .init(
            "sesame-seeds", "Seeds, sesame seeds, whole, dried",
            en: "sesame seeds|sesame",
            cs: "sezam|sezamu|sezamové semínko|sezamového semínka|sezamová semínka|sezamových semínek",
            573, 17.73, 23.45, 49.67, 11.8, units: [.teaspoon: 3]),
        .init(
            "chia-seeds", "Seeds, chia seeds, dried", en: "chia seeds|chia",
            cs: "chia|chia semínka|chia semínek|chia semínko|chia semínka|semínka chia", 486, 16.54, 42.12, 30.74, 34.4,
            units: [.teaspoon: 4]),
        .init(
            "flaxseed", "Seeds, flaxseed",
            en: "flaxseed|flax seeds|linseed|ground flaxseed",
            cs: """
                lněné semínko|lněného semínka|lněná semínka|lněných semínek|mleté lněné semínko|mletého lněného semínka
                """,
            534, 18.29, 28.88, 42.16, 27.3, units: [.teaspoon: 3.4]),
        .init(
            "poppy-seeds", "Spices, poppy seed",
            en: "poppy seeds|poppy seed",
            cs: "mák|máku|mletý mák|mletého máku|modrý mák|modrého máku",
            525, 17.99, 28.13, 41.56, 19.5, density: 0.6, units: [.teaspoon: 2.8]),
    ]

    static let spices: [IngredientFood] = [
        .init(
            "salt", "Salt, table",
            en: "salt|sea salt|table salt|salt and pepper",
            cs: "sůl|soli|solí|mořská sůl|mořské soli|jodidovaná sůl|sůl a pepř|sůl podle chuti",
            0, 0, 0, 0, 0, units: [.teaspoon: 6], seasoning: true),
        .init(
            "black-pepper", "Spices, pepper, black",
            en: "pepper|black pepper|ground pepper|ground black pepper|freshly ground black pepper|white pepper",
            cs: """
                pepř|pepře|pepřem|mletý pepř|mletého pepře|černý pepř|černého pepře|mletý černý pepř|\
                mletého černého pepře|čerstvě mletý pepř|čerstvě mletého pepře|bílý pepř|bílého pepře|celý pepř|\
                celého pepře|kuličky pepře
                """,
            251, 10.39, 63.95, 3.26, 25.3, units: [.teaspoon: 2.3, .piece: 0.05], seasoning: true),
        .init(
            "paprika-spice", "Spices, paprika",
            en: "paprika|ground paprika|sweet paprika|smoked paprika|hot paprika",
            cs: """
                mletá paprika|mleté papriky|mletou papriku|sladká paprika|sladké papriky|sladkou papriku|uzená paprika|uzené papriky|\
                pálivá paprika|pálivé papriky|mletá sladká paprika|mleté sladké papriky|mleté pálivé papriky|paprika mletá|\
                papriky mleté|paprika sladká|papriky sladké
                """,
            282, 14.14, 53.99, 12.89, 34.9, units: [.teaspoon: 2.3], seasoning: true),
        .init(
            "cumin", "Spices, cumin seed",
            en: "ground cumin|cumin|cumin seeds",
            cs: "římský kmín|římského kmínu|mletý římský kmín|mletého římského kmínu|kumín|kumínu",
            375, 17.81, 44.24, 22.27, 10.5, units: [.teaspoon: 2.1], seasoning: true),
        .init(
            "caraway", "Spices, caraway seed",
            en: "caraway|caraway seeds",
            cs: "kmín|kmínu|kmínem|celý kmín|celého kmínu|mletý kmín|mletého kmínu|drcený kmín|drceného kmínu",
            333, 19.77, 49.9, 14.59, 38, units: [.teaspoon: 2.1], seasoning: true),
        .init(
            "curry-powder", "Spices, curry powder", en: "curry powder|curry|garam masala",
            cs: "kari|kari koření|kari koření|karí|curry|curry koření|garam masala|garam masaly", 325, 14.29, 55.83, 14.01, 53.2,
            units: [.teaspoon: 2], seasoning: true),
        .init(
            "turmeric", "Spices, turmeric, ground",
            en: "turmeric|ground turmeric",
            cs: "kurkuma|kurkumy|kurkumu|mletá kurkuma|mleté kurkumy",
            312, 9.68, 67.14, 3.25, 22.7, units: [.teaspoon: 3], seasoning: true),
        .init(
            "chili-powder", "Spices, chili powder",
            en: "chili powder|chilli powder|chilli flakes|chili flakes|cayenne pepper|cayenne",
            cs: """
                chilli prášek|chilli prášku|mleté chilli|mletého chilli|chilli koření|chilli vločky|chilli vloček|\
                sušené chilli|sušeného chilli|kajenský pepř|kajenského pepře
                """,
            282, 13.46, 49.7, 14.28, 34.8, units: [.teaspoon: 2.7], seasoning: true),
        .init(
            "cinnamon", "Spices, cinnamon, ground", en: "cinnamon|ground cinnamon",
            cs: "skořice|skořici|skořicí|mletá skořice|mleté skořice|mletou skořici", 247, 3.99, 80.59, 1.24, 53.1,
            units: [.teaspoon: 2.6, .piece: 2.5], seasoning: true),
        .init(
            "nutmeg", "Spices, nutmeg, ground",
            en: "nutmeg|ground nutmeg|grated nutmeg",
            cs: """
                muškátový oříšek|muškátového oříšku|muškátový květ|muškátového květu|strouhaný muškátový oříšek|\
                strouhaného muškátového oříšku
                """,
            525, 5.84, 49.29, 36.31, 20.8, units: [.teaspoon: 2.2], seasoning: true),
        .init(
            "cloves", "Spices, cloves, ground", en: "ground cloves|whole cloves",
            cs: "hřebíček|hřebíčku|hřebíčky|hřebíčků|celý hřebíček|celého hřebíčku", 274, 5.97, 65.53, 13, 33.9,
            units: [.teaspoon: 2.1, .piece: 0.1], seasoning: true),
        .init(
            "allspice", "Spices, allspice, ground",
            en: "allspice|allspice berries",
            cs: "nové koření|nového koření|kuličky nového koření|kuliček nového koření|jamajský pepř|jamajského pepře",
            263, 6.09, 72.12, 8.69, 21.6, units: [.teaspoon: 1.9, .piece: 0.2], seasoning: true),
        .init(
            "bay-leaf", "Spices, bay leaf",
            en: "bay leaf|bay leaves",
            cs: """
                bobkový list|bobkové listy|bobkových listů|bobkového listu|bobkovým listem|bobkový lísteček|bobkové lístky|\
                bobkových lístků|vavřín|vavřínu
                """,
            313, 7.61, 74.97, 8.36, 26.3, units: [.piece: 0.2, .teaspoon: 0.6], seasoning: true),
        .init(
            "ground-ginger", "Spices, ginger, ground",
            en: "ground ginger|dried ginger",
            cs: "mletý zázvor|mletého zázvoru|sušený zázvor|sušeného zázvoru",
            335, 8.98, 71.62, 4.24, 14.1, units: [.teaspoon: 1.8], seasoning: true),
        .init(
            "garlic-powder", "Spices, garlic powder",
            en: "garlic powder|garlic granules",
            cs: """
                sušený česnek|sušeného česneku|granulovaný česnek|granulovaného česneku|česnek sušený|česneku sušeného|\
                česnekový prášek|česnekového prášku
                """,
            331, 16.55, 72.73, 0.73, 9, units: [.teaspoon: 3.1], seasoning: true),
        .init(
            "dried-herbs", "Spices, oregano, dried",
            en: "dried oregano|oregano|dill|dried dill|dried herbs|mixed herbs|italian herbs|herbes de provence|herbs",
            cs: """
                oregano|oregana|sušené oregano|sušeného oregana|bylinky|bylinek|sušené bylinky|sušených bylinek|\
                provensálské koření|provensálského koření|provensálské bylinky|provensálských bylinek|italské koření|\
                italského koření|bylinková směs|bylinkové směsi|sušený kopr|sušeného kopru
                """,
            265, 9, 68.92, 4.28, 42.5, units: [.teaspoon: 1], seasoning: true),
        .init(
            "thyme", "Spices, thyme, dried",
            en: "thyme|dried thyme|fresh thyme|thyme sprigs",
            cs: """
                tymián|tymiánu|tymiánem|sušený tymián|sušeného tymiánu|čerstvý tymián|čerstvého tymiánu|snítky tymiánu|\
                snítek tymiánu|mateřídouška|mateřídoušky
                """,
            276, 9.11, 63.94, 7.43, 37, units: [.teaspoon: 1, .piece: 0.3], seasoning: true),
        .init(
            "marjoram", "Spices, marjoram, dried",
            en: "marjoram|dried marjoram",
            cs: """
                majoránka|majoránky|majoránku|majoránkou|sušená majoránka|sušené majoránky|drcená majoránka|drcené majoránky
                """,
            271, 12.66, 60.56, 7.04, 40.3, units: [.teaspoon: 0.6], seasoning: true),
        .init(
            "rosemary", "Spices, rosemary, dried",
            en: "rosemary|dried rosemary|rosemary sprigs|fresh rosemary",
            cs: """
                rozmarýn|rozmarýnu|rozmarýnem|sušený rozmarýn|sušeného rozmarýnu|snítka rozmarýnu|snítky rozmarýnu|\
                snítek rozmarýnu|čerstvý rozmarýn|čerstvého rozmarýnu
                """,
            331, 4.88, 64.06, 15.22, 42.6, units: [.teaspoon: 1.2, .piece: 1], seasoning: true),
        .init(
            "dried-basil", "Spices, basil, dried",
            en: "dried basil",
            cs: "sušená bazalka|sušené bazalky|bazalka sušená|bazalky sušené",
            233, 22.98, 47.75, 4.07, 37.7, units: [.teaspoon: 0.7], seasoning: true),
        .init(
            "vanilla-extract", "Vanilla extract",
            en: "vanilla extract|vanilla essence|vanilla",
            cs: """
                vanilkový extrakt|vanilkového extraktu|vanilková esence|vanilkové esence|vanilkové aroma|vanilkového aroma|vanilka|\
                vanilky|vanilkový lusk|vanilkového lusku
                """,
            288, 0.06, 12.65, 0.06, 0, density: 0.88, units: [.teaspoon: 4.2, .piece: 3], seasoning: true),
        .init(
            "parsley", "Parsley, fresh",
            en: "parsley|fresh parsley|flat-leaf parsley|chopped parsley",
            cs: """
                petrželka|petrželky|petrželku|petrželkou|petrželová nať|petrželové natě|petrželovou nať|petrželovou natí|\
                nať petržele|natě petržele|čerstvá petrželka|čerstvé petrželky|hladkolistá petržel|hladkolisté petržele|\
                nasekaná petrželka|nasekané petrželky|kudrnka|kudrnky
                """,
            36, 2.97, 6.33, 0.79, 3.3, units: [.handful: 15, .teaspoon: 1], seasoning: true),
        .init(
            "basil", "Basil, fresh",
            en: "basil|fresh basil|basil leaves",
            cs: """
                bazalka|bazalky|bazalku|bazalkou|čerstvá bazalka|čerstvé bazalky|lístky bazalky|lístků bazalky|listy bazalky|\
                listů bazalky
                """,
            23, 3.15, 2.65, 0.64, 1.6, units: [.handful: 10, .teaspoon: 1, .piece: 0.5], seasoning: true),
        .init(
            "fresh-dill", "Dill weed, fresh",
            en: "fresh dill|dill weed",
            cs: "kopr|kopru|koprem|čerstvý kopr|čerstvého kopru|koprová nať|koprové natě|nasekaný kopr|nasekaného kopru",
            43, 3.46, 7.02, 1.12, 2.1, units: [.handful: 10, .teaspoon: 1], seasoning: true),
        .init(
            "chives", "Chives, raw",
            en: "chives|chive",
            cs: "pažitka|pažitky|pažitku|pažitkou|nasekaná pažitka|nasekané pažitky|čerstvá pažitka|čerstvé pažitky",
            30, 3.27, 4.35, 0.73, 2.5, units: [.handful: 10, .teaspoon: 1, .bunch: 25], seasoning: true),
        .init(
            "coriander", "Coriander (cilantro) leaves, raw",
            en: "coriander|fresh coriander|cilantro|coriander leaves",
            cs: "koriandr|koriandru|čerstvý koriandr|čerstvého koriandru|koriandrová nať|koriandrové natě|lístky koriandru",
            23, 2.13, 3.67, 0.52, 2.8, units: [.handful: 10, .teaspoon: 1], seasoning: true),
        .init(
            "mint", "Spearmint, fresh",
            en: "mint|fresh mint|mint leaves",
            cs: "máta|máty|mátu|mátou|čerstvá máta|čerstvé máty|lístky máty|lístků máty|máta peprná|máty peprné",
            44, 3.29, 8.41, 0.73, 6.8, units: [.handful: 5, .teaspoon: 1], seasoning: true),
    ]

    static let liquids: [IngredientFood] = [
        IngredientFood.water,
        .init(
            "vegetable-stock", "Soup, vegetable broth, ready to serve",
            en: "vegetable stock|stock|vegetable broth|broth",
            cs: """
                zeleninový vývar|zeleninového vývaru|zeleninovým vývarem|vývar|vývaru|vývarem|bujon|bujonu|bujón|bujónu|\
                zeleninový bujon|zeleninového bujonu|vývar z kostky|vývaru z kostky
                """,
            5, 0.24, 0.93, 0.07, 0),
        .init(
            "chicken-stock", "Soup, stock, chicken, home-prepared",
            en: "chicken stock|chicken broth",
            cs: """
                kuřecí vývar|kuřecího vývaru|kuřecím vývarem|slepičí vývar|slepičího vývaru|drůbeží vývar|\
                drůbežího vývaru|kuřecí bujon|kuřecího bujonu
                """,
            36, 2.52, 3.53, 1.2, 0),
        .init(
            "beef-stock", "Soup, stock, beef, home-prepared",
            en: "beef stock|beef broth|bone broth",
            cs: "hovězí vývar|hovězího vývaru|hovězím vývarem|hovězí bujon|hovězího bujonu|kostní vývar|kostního vývaru",
            13, 1.97, 1.2, 0.09, 0),
        .init(
            "white-wine", "Alcoholic beverage, wine, table, white",
            en: "white wine|dry white wine|wine",
            cs: "bílé víno|bílého vína|bílým vínem|suché bílé víno|suchého bílého vína|víno|vína",
            82, 0.07, 2.6, 0, 0, density: 0.99),
        .init(
            "red-wine", "Alcoholic beverage, wine, table, red",
            en: "red wine|dry red wine",
            cs: "červené víno|červeného vína|červeným vínem|suché červené víno|suchého červeného vína",
            85, 0.07, 2.61, 0, 0, density: 0.99),
        .init(
            "beer", "Alcoholic beverage, beer, regular, all",
            en: "beer|lager|dark beer|ale",
            cs: "pivo|piva|pivem|tmavé pivo|tmavého piva|světlé pivo|světlého piva",
            43, 0.46, 3.55, 0, 0, units: [.can: 500, .piece: 500]),
    ]
}
