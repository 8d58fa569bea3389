import Foundation

extension IngredientFoodTable {
    static let dairy: [IngredientFood] = [
        .init(
            "egg", "Egg, whole, raw, fresh", en: "egg|eggs|large egg|medium egg",
            cs: "vejce|vajec|vajíčko|vajíčka|vajíček|vejcem|celé vejce|celá vejce", 143, 12.56, 0.72, 9.51, 0, units: [.piece: 50]),
        .init(
            "egg-yolk", "Egg, yolk, raw, fresh",
            en: "egg yolk|yolk",
            cs: "žloutek|žloutky|žloutků|žloutku",
            322, 15.86, 3.59, 26.54, 0, units: [.piece: 17]),
        .init(
            "egg-white", "Egg, white, raw, fresh", en: "egg white|egg whites", cs: "bílek|bílky|bílků|bílku", 52, 10.9, 0.73, 0.17, 0,
            units: [.piece: 33]),
        .init(
            "milk", "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D", en: "milk|semi-skimmed milk",
            cs: "mléko|mléka|mlékem|polotučné mléko|polotučného mléka|mléka polotučného", 50, 3.3, 4.8, 1.98, 0, density: 1.03),
        .init(
            "whole-milk", "Milk, whole, 3.25% milkfat, with added vitamin D", en: "whole milk|full-fat milk",
            cs: "plnotučné mléko|plnotučného mléka", 61, 3.15, 4.78, 3.25, 0, density: 1.03),
        .init(
            "buttermilk", "Milk, buttermilk, fluid, cultured, lowfat", en: "buttermilk",
            cs: "podmáslí|kefír|kefíru|acidofilní mléko|acidofilního mléka", 40, 3.31, 4.79, 0.88, 0, density: 1.03),
        .init(
            "condensed-milk", "Milk, canned, condensed, sweetened", en: "condensed milk|sweetened condensed milk",
            cs: "kondenzované mléko|kondenzovaného mléka|salko|salka", 321, 7.91, 54.4, 8.7, 0, density: 1.3, units: [.can: 397]),
        .init(
            "plain-yoghurt", "Yogurt, plain, whole milk", en: "plain yoghurt|yoghurt|yogurt|natural yoghurt|plain yogurt",
            cs: "bílý jogurt|bílého jogurtu|jogurt|jogurtu|jogurty|jogurtem|bílé jogurty|bílých jogurtů", 61, 3.47, 4.66, 3.25, 0,
            density: 1.03, units: [.pot: 150, .piece: 150]),
        .init(
            "greek-yoghurt", "Yogurt, Greek, plain, whole milk", en: "greek yoghurt|greek yogurt",
            cs: "řecký jogurt|řeckého jogurtu|řecké jogurty|řeckých jogurtů", 97, 9, 3.98, 5, 0, density: 1.05,
            units: [.pot: 140, .piece: 140]),
        .init(
            "cream", "Cream, fluid, heavy whipping",
            en: "cream|double cream|heavy cream|whipping cream",
            cs: """
                smetana ke šlehání|smetany ke šlehání|šlehačka|šlehačky|sladká smetana|sladké smetany|šlehačková smetana|\
                šlehačkové smetany
                """,
            340, 2.84, 2.74, 36.08, 0, units: [.pot: 250]),
        .init(
            "cooking-cream", "Cream, fluid, half and half",
            en: "single cream|light cream|cooking cream|half and half",
            cs: "smetana|smetany|smetanou|smetana na vaření|smetany na vaření|smetanu na vaření|smetana 12%|smetany 12%",
            131, 3.13, 4.3, 11.5, 0, units: [.pot: 200]),
        .init(
            "sour-cream", "Cream, sour, cultured", en: "sour cream|soured cream|crème fraîche|creme fraiche",
            cs: "zakysaná smetana|zakysané smetany|zakysanou smetanu|kysaná smetana|kysané smetany", 198, 2.44, 4.63, 19.35, 0,
            units: [.pot: 200]),
        .init(
            "cream-cheese", "Cheese, cream", en: "cream cheese|soft cheese",
            cs: "žervé|lučina|lučiny|krémový sýr|krémového sýra|smetanový sýr|smetanového sýra", 342, 5.93, 4.07, 34.24, 0,
            units: [.pot: 100, .packet: 100]),
        .init(
            "cottage-cheese", "Cheese, cottage, creamed, large or small curd", en: "cottage cheese|cottage",
            cs: "cottage sýr|cottage sýra|cottage|tvarohový sýr|tvarohového sýra|sýr cottage|sýra cottage", 98, 11.12, 3.38, 4.3, 0,
            units: [.pot: 180]),
        .init(
            "quark", "Cheese, cottage, lowfat, 2% milkfat (SR Legacy has no quark; the closest fresh cheese)",
            en: "quark|curd cheese",
            cs: """
                tvaroh|tvarohu|tvarohem|měkký tvaroh|měkkého tvarohu|tučný tvaroh|tučného tvarohu|polotučný tvaroh|\
                polotučného tvarohu|tvrdý tvaroh|tvrdého tvarohu
                """,
            81, 10.45, 4.76, 2.27, 0, units: [.packet: 250, .pot: 250]),
        .init(
            "ricotta", "Cheese, ricotta, whole milk", en: "ricotta", cs: "ricotta|ricotty", 174, 11.26, 3.04, 12.98, 0, units: [.pot: 250]),
        .init(
            "mozzarella", "Cheese, mozzarella, whole milk", en: "mozzarella", cs: "mozzarella|mozzarelly|mozzarellu|mozarela|mozarely", 300,
            22.17, 2.19, 22.35, 0, units: [.piece: 125, .packet: 125]),
        .init(
            "feta", "Cheese, feta",
            en: "feta|feta cheese",
            cs: "feta|fety|balkánský sýr|balkánského sýra|sýr feta|sýra feta",
            264, 14.21, 4.09, 21.28, 0, units: [.packet: 200]),
        .init(
            "parmesan", "Cheese, parmesan, hard", en: "parmesan|parmigiano",
            cs: "parmazán|parmazánu|parmezán|parmezánu|strouhaný parmazán|strouhaného parmazánu", 392, 35.75, 3.22, 25.83, 0),
        .init(
            "cheese", "Cheese, cheddar",
            en: "cheese|grated cheese|cheddar|cheddar cheese",
            cs: "čedar|čedaru|cheddar|cheddaru",
            403, 24.9, 1.28, 33.14, 0, units: [.slice: 20]),
        .init(
            "edam", "Cheese, edam",
            en: "edam",
            cs: """
                sýr|sýra|sýru|sýrem|eidam|eidamu|eidam 30%|strouhaný sýr|strouhaného sýra|tvrdý sýr|tvrdého sýra|\
                plátkový sýr|plátkového sýra|gouda|goudy|eidamu 30%
                """,
            357, 24.99, 1.43, 27.8, 0, units: [.slice: 20]),
        .init(
            "camembert", "Cheese, camembert",
            en: "camembert|brie",
            cs: "hermelín|hermelínu|hermelíny|hermelínů|camembert|camembertu|brie",
            300, 19.8, 0.46, 24.26, 0, units: [.piece: 100]),
        .init(
            "blue-cheese", "Cheese, blue", en: "blue cheese|gorgonzola",
            cs: "niva|nivy|nivu|plísňový sýr|plísňového sýra|gorgonzola|gorgonzoly", 353, 21.4, 2.34, 28.74, 0),
        .init(
            "tofu", "Tofu, raw, firm, prepared with calcium sulfate", en: "firm tofu|tofu", cs: "tofu|pevné tofu|uzené tofu", 144, 17.27,
            2.78, 8.72, 2.3, units: [.packet: 180]),
        .init("tempeh", "Tempeh", en: "tempeh", cs: "tempeh|tempehu", 192, 20.29, 7.64, 10.8, nil),
    ]

    static let meat: [IngredientFood] = [
        .init(
            "chicken-breast", "Chicken, broilers or fryers, breast, skinless, boneless, meat only, raw",
            en: "chicken breast|chicken breasts|chicken fillet|chicken breast fillet",
            cs: """
                kuřecí prsa|kuřecích prsou|kuřecí prso|kuřecího prsa|kuřecí prsní řízek|kuřecí prsní řízky|\
                kuřecích prsních řízků|kuřecí řízek|kuřecí řízky|kuřecích řízků|kuřecí maso|kuřecího masa|\
                kuřecí filety|kuřecích filet|kuřecí plátky|kuřecích plátků
                """,
            120, 22.5, 0, 2.62, 0, units: [.piece: 175]),
        .init(
            "cooked-chicken-breast", "Chicken, broilers or fryers, breast, meat only, cooked, roasted",
            en: "cooked chicken breast|cooked chicken",
            cs: "vařené kuřecí maso|vařeného kuřecího masa|pečené kuřecí maso|pečeného kuřecího masa",
            165, 31.02, 0, 3.57, 0),
        .init(
            "chicken-thigh", "Chicken, broilers or fryers, dark meat, thigh, meat only, raw",
            en: "chicken thigh|chicken thighs|boneless chicken thighs",
            cs: """
                kuřecí stehna|kuřecích stehen|kuřecí stehno|kuřecího stehna|vykostěná kuřecí stehna|\
                vykostěných kuřecích stehen|kuřecí horní stehna|kuřecích horních stehen
                """,
            121, 19.66, 0, 4.12, 0),
        .init(
            "whole-chicken", "Chicken, broilers or fryers, meat and skin, raw", en: "whole chicken|chicken",
            cs: "kuře|kuřete|celé kuře|celého kuřete|kuřecí čtvrtky|kuřecích čtvrtek", 215, 18.6, 0, 15.06, 0),
        .init(
            "chicken-liver", "Chicken, liver, all classes, raw", en: "chicken liver|chicken livers|liver",
            cs: "kuřecí játra|kuřecích jater|játra|jater|játry", 119, 16.92, 0.73, 4.83, 0),
        .init(
            "duck", "Duck, domesticated, meat and skin, raw", en: "duck|duck legs|duck breast",
            cs: "kachna|kachny|kachnu|kachní stehna|kachních stehen|kachní prsa|kachních prsou", 404, 11.49, 0, 39.34, 0),
        .init(
            "turkey-breast", "Turkey, fryer-roasters, breast, meat only, raw",
            en: "turkey breast|turkey",
            cs: """
                krůtí prsa|krůtích prsou|krůtí maso|krůtího masa|krůtí řízky|krůtích řízků|krůtí prsní řízky|\
                krůtích prsních řízků
                """,
            111, 24.6, 0, 0.65, 0),
        .init(
            "minced-turkey", "Turkey, ground, raw", en: "minced turkey|turkey mince|ground turkey",
            cs: "mleté krůtí maso|mletého krůtího masa|krůtí mleté maso|krůtího mletého masa", 148, 19.66, 0, 8.26, 0),
        .init(
            "minced-beef", "Beef, ground, 90% lean meat / 10% fat, raw",
            en: "minced beef|lean minced beef|beef mince|ground beef",
            cs: """
                mleté hovězí maso|mletého hovězího masa|hovězí mleté maso|hovězího mletého masa|mleté hovězí|\
                mletého hovězího
                """,
            176, 20, 0, 10, 0),
        .init(
            "mixed-mince", "Beef, ground, 80% lean meat / 20% fat, raw (for mixed pork and beef mince, which SR Legacy lacks)",
            en: "mince|minced meat|ground meat|mixed mince",
            cs: "mleté maso|mletého masa|mleté maso půl na půl|mletého masa půl na půl|mleté vepřové a hovězí maso",
            254, 17.17, 0, 20, 0),
        .init(
            "lean-beef", "Beef, ground, 95% lean meat / 5% fat, raw (for lean cuts)",
            en: "lean beef|beef|beef steak|stewing beef|beef sirloin",
            cs: """
                hovězí maso|hovězího masa|hovězí|hovězího|hovězí zadní|hovězího zadního|hovězí kližka|hovězí kližky|\
                hovězí plec|hovězí plece|hovězí svíčková|hovězí svíčkové|svíčková|svíčkové|gulášové maso|\
                gulášového masa
                """,
            137, 21.41, 0, 5, 0),
        .init(
            "pork-tenderloin", "Pork, fresh, loin, tenderloin, separable lean only, raw", en: "pork tenderloin|pork fillet",
            cs: "vepřová panenka|vepřové panenky|vepřovou panenku|panenka|panenky", 109, 20.95, 0, 2.17, 0),
        .init(
            "pork", "Pork, fresh, loin, whole, separable lean and fat, raw",
            en: "pork|pork loin|pork chops|pork shoulder",
            cs: """
                vepřové maso|vepřového masa|vepřové|vepřového|vepřová pečeně|vepřové pečeně|vepřová kotleta|\
                vepřové kotlety|vepřových kotlet|vepřová plec|vepřové plece|vepřová kýta|vepřové kýty|vepřový řízek|\
                vepřové řízky|vepřových řízků
                """,
            198, 19.74, 0, 12.58, 0),
        .init(
            "minced-pork", "Pork, fresh, ground, raw",
            en: "minced pork|pork mince|ground pork",
            cs: """
                mleté vepřové maso|mletého vepřového masa|mleté vepřové|mletého vepřového|vepřové mleté maso|\
                vepřového mletého masa
                """,
            263, 16.88, 0, 21.19, 0),
        .init(
            "pork-belly", "Pork, fresh, belly, raw",
            en: "pork belly",
            cs: "bůček|bůčku|vepřový bůček|vepřového bůčku",
            518, 9.34, 0, 53.01, 0),
        .init(
            "bacon", "Pork, cured, bacon, unprepared",
            en: "bacon|smoked bacon|pancetta",
            cs: "slanina|slaniny|slaninu|slaninou|anglická slanina|anglické slaniny|uzená slanina|uzené slaniny",
            417, 12.62, 1.28, 39.69, 0, units: [.slice: 12]),
        .init(
            "ham", "Ham, sliced, regular (approximately 11% fat)",
            en: "ham|cooked ham",
            cs: "šunka|šunky|šunku|šunkou|dušená šunka|dušené šunky|šunkový salám|šunkového salámu",
            163, 16.6, 3.83, 8.6, 1.3, units: [.slice: 20]),
        .init(
            "rabbit", "Game meat, rabbit, domesticated, composite of cuts, raw", en: "rabbit",
            cs: "králík|králíka|králičí maso|králičího masa", 136, 20.05, 0, 5.55, 0),
        .init(
            "salmon", "Fish, salmon, Atlantic, farmed, raw",
            en: "salmon|salmon fillet|salmon fillets",
            cs: "losos|lososa|lososy|lososů|filet z lososa|filety z lososa|lososový filet|lososové filety|lososových filet",
            208, 20.42, 0, 13.42, 0, units: [.piece: 125]),
        .init(
            "smoked-salmon", "Fish, salmon, chinook, smoked",
            en: "smoked salmon",
            cs: "uzený losos|uzeného lososa",
            117, 18.28, 0, 4.32, 0, units: [.slice: 15, .packet: 100]),
        .init(
            "cod", "Fish, cod, Atlantic, raw", en: "cod|cod fillet|cod fillets|white fish",
            cs: "treska|tresky|tresku|filé z tresky|filety z tresky|tresčí filé|bílá ryba|bílé ryby", 82, 17.81, 0, 0.67, 0,
            units: [.piece: 150]),
        .init("carp", "Fish, carp, raw", en: "carp", cs: "kapr|kapra|kapří filé|kapřího filé|porce kapra", 127, 17.83, 0, 5.6, 0),
        .init(
            "trout", "Fish, trout, rainbow, farmed, raw", en: "trout|rainbow trout",
            cs: "pstruh|pstruha|pstruzi|pstruhy|pstruhů|filet z pstruha|filety z pstruha", 141, 20.77, 0, 6.18, 0),
        .init(
            "tuna-in-water", "Fish, tuna, light, canned in water, drained solids",
            en: "tuna in water|tuna|canned tuna",
            cs: "tuňák|tuňáka|tuňáky|tuňák ve vlastní šťávě|tuňáka ve vlastní šťávě|tuňák v plechovce",
            116, 25.51, 0, 0.82, 0, units: [.can: 120]),
        .init(
            "sardines", "Fish, sardine, Atlantic, canned in oil, drained solids with bone", en: "sardines|sardine",
            cs: "sardinky|sardinek|sardinka|sardinky v oleji|sardinek v oleji", 208, 24.62, 0, 11.45, 0, units: [.can: 90]),
    ]
}
