import Foundation

extension IngredientFoodTable {
    static let vegetables: [IngredientFood] = [
        .init(
            "onion", "Onions, raw",
            en: "onion|red onion|white onion|yellow onion|brown onion",
            cs: """
                cibule|cibuli|cibulí|cibulemi|cibulka|cibulky|cibulek|červená cibule|červené cibule|červenou cibuli|\
                červených cibulí|bílá cibule|bílé cibule|žlutá cibule|žluté cibule|menší cibule|větší cibule|\
                střední cibule
                """,
            40, 1.1, 9.34, 0.1, 1.7, units: [.piece: 110]),
        .init(
            "spring-onion", "Onions, spring or scallions (includes tops and bulb), raw",
            en: "spring onion|scallion|green onion",
            cs: "jarní cibulka|jarní cibulky|jarní cibulku|jarních cibulek|zelená cibulka|zelené cibulky|zelené cibulka",
            32, 1.83, 7.34, 0.19, 2.6, units: [.piece: 15, .bunch: 100]),
        .init(
            "shallot", "Shallots, raw",
            en: "shallot",
            cs: "šalotka|šalotky|šalotek|šalotku|šalotková cibulka|šalotkové cibulky",
            72, 2.5, 16.8, 0.1, 3.2, units: [.piece: 25]),
        .init(
            "leek", "Leeks, (bulb and lower leaf-portion), raw",
            en: "leek",
            cs: "pórek|pórku|pórky|pórků|pórkem",
            61, 1.5, 14.15, 0.3, 1.8, units: [.piece: 89]),
        .init(
            "garlic", "Garlic, raw",
            en: "garlic|clove garlic|garlic clove|garlic cloves",
            cs: "česnek|česneku|česnekem|stroužek česneku|stroužky česneku|stroužků česneku|česnek stroužky",
            149, 6.36, 33.06, 0.5, 2.1, units: [.piece: 3, .clove: 3, .head: 40]),
        .init(
            "canned-tomatoes", "Tomatoes, crushed, canned",
            en: "chopped tomatoes|canned tomatoes|crushed tomatoes|tinned tomatoes|passata|tomato passata|plum tomatoes",
            cs: """
                rajčata z konzervy|rajčat z konzervy|krájená rajčata|krájených rajčat|drcená rajčata|drcených rajčat|\
                loupaná rajčata|loupaných rajčat|sterilovaná rajčata|sterilovaných rajčat|passata|passaty|rajčatové pyré|\
                rajčatového pyré|rajčata v plechovce|rajčat v plechovce
                """,
            32, 1.64, 7.29, 0.28, 1.9, density: 1.04, units: [.can: 400]),
        .init(
            "tomato", "Tomatoes, red, ripe, raw, year round average",
            en: "tomato|tomatoes|large tomato|ripe tomato",
            cs: """
                rajče|rajčata|rajčat|rajčete|rajčaty|rajské jablko|rajská jablka|čerstvá rajčata|čerstvých rajčat|\
                zralá rajčata|zralých rajčat
                """,
            18, 0.88, 3.89, 0.2, 1.2, units: [.piece: 123]),
        .init(
            "cherry-tomato", "Tomatoes, red, ripe, raw, year round average (cherry tomatoes)",
            en: "cherry tomato|cherry tomatoes|grape tomatoes",
            cs: """
                cherry rajčata|cherry rajčat|cherry rajčátka|cherry rajčátek|rajčátka|rajčátek|koktejlová rajčata|\
                koktejlových rajčat|cherry rajče
                """,
            18, 0.88, 3.89, 0.2, 1.2, units: [.piece: 17]),
        .init(
            "sun-dried-tomatoes", "Tomatoes, sun-dried", en: "sun-dried tomatoes|sun-dried tomato|sundried tomatoes",
            cs: "sušená rajčata|sušených rajčat|sušené rajče", 258, 14.11, 55.76, 2.97, 12.3, units: [.piece: 2]),
        .init(
            "carrot", "Carrots, raw",
            en: "carrot|carrots",
            cs: "mrkev|mrkve|mrkví|mrkvě|mrkvi|mrkvemi|karotka|karotky|karotek|větší mrkev|větší mrkve|menší mrkev|menší mrkve",
            41, 0.93, 9.58, 0.24, 2.8, units: [.piece: 61]),
        .init(
            "sweet-pepper", "Peppers, sweet, red, raw",
            en: "red pepper|green pepper|yellow pepper|peppers|bell pepper|sweet pepper|capsicum",
            cs: """
                paprika|papriky|paprik|papriku|paprikou|červená paprika|červené papriky|červenou papriku|červených paprik|\
                zelená paprika|zelené papriky|zelených paprik|žlutá paprika|žluté papriky|žlutých paprik|kapie|kapií|\
                paprika kapie|papriky kapie|paprika na plnění|papriky na plnění|paprik na plnění|barevné papriky|barevných paprik
                """,
            31, 0.99, 6.03, 0.3, 2.1, units: [.piece: 119], spooned: "paprika-spice"),
        .init(
            "chili-pepper", "Peppers, hot chili, red, raw",
            en: "chili|chilli|red chilli|red chili|green chilli|chili pepper|chilli pepper|jalapeño|jalapeno",
            cs: """
                chilli paprička|chilli papričky|chilli papriček|chilli papričku|chilli|chili|chilli paprika|feferonka|feferonky|\
                feferonek|pálivá paprička|pálivé papričky|pálivých papriček
                """,
            40, 1.87, 8.81, 0.44, 1.5, units: [.piece: 45], spooned: "chili-powder"),
        .init(
            "broccoli", "Broccoli, raw",
            en: "broccoli",
            cs: "brokolice|brokolici|brokolicí|růžičky brokolice|růžiček brokolice",
            34, 2.82, 6.64, 0.37, 2.6, units: [.piece: 400, .head: 400]),
        .init(
            "cauliflower", "Cauliflower, raw",
            en: "cauliflower",
            cs: "květák|květáku|květákem|růžičky květáku|růžiček květáku",
            25, 1.92, 4.97, 0.28, 2, units: [.piece: 588, .head: 588]),
        .init(
            "cabbage", "Cabbage, raw",
            en: "cabbage|white cabbage|green cabbage",
            cs: "zelí|zelím|bílé zelí|bílého zelí|hlávkové zelí|hlávkového zelí|čerstvé zelí|čerstvého zelí",
            25, 1.28, 5.8, 0.1, 2.5, units: [.piece: 908, .head: 908]),
        .init(
            "red-cabbage", "Cabbage, red, raw",
            en: "red cabbage",
            cs: "červené zelí|červeného zelí|modré zelí|modrého zelí",
            31, 1.43, 7.37, 0.16, 2.1, units: [.piece: 908, .head: 908]),
        .init(
            "sauerkraut", "Sauerkraut, canned, solids and liquids",
            en: "sauerkraut",
            cs: "kysané zelí|kysaného zelí|kyselé zelí|kyselého zelí|kysaným zelím",
            19, 0.91, 4.28, 0.14, 2.9, units: [.packet: 500]),
        .init(
            "savoy-cabbage", "Cabbage, savoy, raw", en: "savoy cabbage|savoy",
            cs: "kapusta|kapusty|kapustu|kapustou|hlávková kapusta|hlávkové kapusty", 27, 2, 6.1, 0.1, 3.1),
        .init(
            "brussels-sprouts", "Brussels sprouts, raw", en: "brussels sprouts|brussels sprout",
            cs: "růžičková kapusta|růžičkové kapusty|růžičkovou kapustu", 43, 3.38, 8.95, 0.3, 3.8, units: [.piece: 19]),
        .init(
            "kale", "Kale, raw",
            en: "kale",
            cs: "kadeřávek|kadeřávku|kale|listová kapusta|listové kapusty",
            49, 4.28, 8.75, 0.93, 3.6, units: [.handful: 20]),
        .init(
            "kohlrabi", "Kohlrabi, raw", en: "kohlrabi", cs: "kedluben|kedlubny|kedlubnu|kedluben|kedlubna", 27, 1.7, 6.2, 0.1, 3.6,
            units: [.piece: 250]),
        .init(
            "spinach", "Spinach, raw",
            en: "spinach|baby spinach|fresh spinach|spinach leaves",
            cs: """
                špenát|špenátu|špenátem|baby špenát|baby špenátu|listový špenát|listového špenátu|čerstvý špenát|\
                čerstvého špenátu|mladý špenát|mladého špenátu
                """,
            23, 2.86, 3.63, 0.39, 2.2, units: [.handful: 30]),
        .init(
            "frozen-spinach", "Spinach, frozen, chopped or leaf, unprepared",
            en: "frozen spinach",
            cs: """
                mražený špenát|mraženého špenátu|protlačený špenát|protlačeného špenátu|sekaný špenát|\
                sekaného špenátu
                """,
            29, 3.63, 4.21, 0.57, 2.9, units: [.packet: 450]),
        .init(
            "lettuce", "Lettuce, green leaf, raw",
            en: "lettuce|salad leaves|mixed leaves|lettuce leaves",
            cs: """
                salát|salátu|hlávkový salát|hlávkového salátu|listový salát|listového salátu|listy salátu|polníček|\
                polníčku|mix salátů
                """,
            15, 1.36, 2.87, 0.15, 1.3, units: [.piece: 300, .head: 300, .handful: 20]),
        .init(
            "iceberg", "Lettuce, iceberg (includes crisphead types), raw",
            en: "iceberg lettuce|iceberg",
            cs: "ledový salát|ledového salátu|ledovým salátem",
            14, 0.9, 2.97, 0.14, 1.2, units: [.piece: 539, .head: 539, .handful: 20]),
        .init(
            "romaine", "Lettuce, cos or romaine, raw",
            en: "romaine lettuce|romaine|cos lettuce",
            cs: "římský salát|římského salátu",
            17, 1.23, 3.29, 0.3, 2.1, units: [.piece: 626, .head: 626, .handful: 20]),
        .init(
            "rocket", "Arugula, raw", en: "rocket|arugula", cs: "rukola|rukoly|rukolu|rukolou", 25, 2.58, 3.65, 0.66, 1.6,
            units: [.handful: 20, .packet: 80]),
        .init(
            "cucumber", "Cucumber, with peel, raw",
            en: "cucumber",
            cs: "okurka|okurky|okurek|okurku|salátová okurka|salátové okurky|salátovou okurku|hadovka|hadovky",
            15, 0.65, 3.63, 0.11, 0.5, units: [.piece: 301]),
        .init(
            "pickles", "Pickles, cucumber, dill or kosher dill",
            en: "pickles|pickle|gherkins|gherkin|cornichons",
            cs: """
                kyselá okurka|kyselé okurky|kyselých okurek|sterilované okurky|sterilovaných okurek|nakládané okurky|\
                nakládaných okurek|okurky ve sladkokyselém nálevu|kyselou okurku|okurčičky|okurčiček
                """,
            12, 0.48, 2.41, 0.2, 1, units: [.piece: 35]),
        .init(
            "zucchini", "Squash, summer, zucchini, includes skin, raw", en: "zucchini|courgette", cs: "cuketa|cukety|cuket|cuketu|cuketou",
            17, 1.21, 3.11, 0.32, 1, units: [.piece: 196]),
        .init(
            "eggplant", "Eggplant, raw",
            en: "eggplant|aubergine",
            cs: "lilek|lilku|lilky|lilků|baklažán|baklažánu",
            25, 0.98, 5.88, 0.18, 3, units: [.piece: 458]),
        .init(
            "pumpkin", "Pumpkin, raw",
            en: "pumpkin|hokkaido pumpkin|hokkaido",
            cs: "dýně|dýni|dýní|dýně hokkaido|hokkaido|dýně hokaido",
            26, 1, 6.5, 0.1, 0.5),
        .init(
            "butternut-squash", "Squash, winter, butternut, raw", en: "butternut squash|butternut|squash",
            cs: "máslová dýně|máslové dýně|máslovou dýni|dýně butternut|dýně máslová", 45, 1, 11.69, 0.1, 2),
        .init(
            "mushrooms", "Mushrooms, white, raw",
            en: "mushrooms|mushroom|button mushrooms|chestnut mushrooms",
            cs: """
                žampiony|žampionů|žampion|žampionu|žampiony bílé|houby|hub|houbami|čerstvé houby|čerstvých hub|hříbky|\
                hříbků|lesní houby|lesních hub
                """,
            22, 3.09, 3.26, 0.34, 1, units: [.piece: 18]),
        .init(
            "dried-mushrooms", "Mushrooms, shiitake, dried (for dried boletes, which SR Legacy lacks)",
            en: "dried mushrooms|dried porcini",
            cs: "sušené houby|sušených hub|sušené hříbky|sušených hříbků",
            296, 9.58, 75.37, 0.99, 11.5, units: [.handful: 10]),
        .init(
            "potato", "Potatoes, flesh and skin, raw",
            en: "potato|new potatoes|new potato|potatoes|baking potato",
            cs: """
                brambora|brambory|brambor|bramboru|bramborami|nové brambory|nových brambor|mladé brambory|mladých brambor|\
                brambory na loupačku|varné brambory|varných brambor|moučné brambory|moučných brambor|brambory varného typu
                """,
            77, 2.05, 17.49, 0.09, 2.1, units: [.piece: 170]),
        .init(
            "sweet-potato", "Sweet potato, raw, unprepared",
            en: "sweet potato|sweet potatoes",
            cs: "batát|batáty|batátů|batátu|batat|bataty|batatů|sladký brambor|sladké brambory|sladkých brambor",
            86, 1.57, 20.12, 0.05, 3, units: [.piece: 130]),
        .init(
            "parsnip", "Parsnips, raw", en: "parsnip", cs: "pastinák|pastináku|pastináky|pastináků", 75, 1.2, 17.99, 0.3, 4.9,
            units: [.piece: 133]),
        .init(
            "parsley-root", "Parsnips, raw (for parsley root, which SR Legacy lacks)",
            en: "parsley root",
            cs: "petržel|petržele|petrželi|kořenová petržel|kořenové petržele|petržel kořen|kořen petržele|kořeny petržele",
            75, 1.2, 17.99, 0.3, 4.9, units: [.piece: 80]),
        .init(
            "celeriac", "Celeriac, raw", en: "celeriac|celery root",
            cs: "celer|celeru|bulvový celer|bulvového celeru|celer bulva|bulva celeru", 42, 1.5, 9.2, 0.3, 1.8, units: [.piece: 400]),
        .init(
            "celery", "Celery, raw",
            en: "celery|celery stick|celery sticks|celery stalk|celery stalks",
            cs: """
                řapíkatý celer|řapíkatého celeru|řapík celeru|řapíky celeru|řapíků celeru|řapíkový celer|\
                řapíkového celeru|stonek celeru|stonky celeru
                """,
            16, 0.69, 2.97, 0.17, 1.6, units: [.piece: 40]),
        .init(
            "fennel", "Fennel, bulb, raw", en: "fennel|fennel bulb", cs: "fenykl|fenyklu|bulva fenyklu|bulvy fenyklu", 31, 1.24, 7.3, 0.2,
            3.1, units: [.piece: 234]),
        .init(
            "beetroot", "Beets, raw",
            en: "beetroot|beet|beets",
            cs: "červená řepa|červené řepy|červenou řepu|řepa|řepy|řepu|bulva červené řepy|bulvy červené řepy",
            43, 1.61, 9.56, 0.17, 2.8, units: [.piece: 82]),
        .init(
            "radish", "Radishes, raw",
            en: "radish|radishes",
            cs: "ředkvička|ředkvičky|ředkviček|ředkvičku|ředkev|ředkve",
            16, 0.68, 3.4, 0.1, 1.6, units: [.piece: 5, .bunch: 120]),
        .init(
            "asparagus", "Asparagus, raw", en: "asparagus|asparagus spears",
            cs: "chřest|chřestu|zelený chřest|zeleného chřestu|bílý chřest|bílého chřestu", 20, 2.2, 3.88, 0.12, 2.1,
            units: [.piece: 16, .bunch: 500]),
        .init(
            "sweetcorn", "Corn, sweet, yellow, raw",
            en: "sweetcorn|sweet corn|corn|corn kernels",
            cs: """
                kukuřice|kukuřici|kukuřicí|sterilovaná kukuřice|sterilované kukuřice|cukrová kukuřice|cukrové kukuřice|\
                kukuřice z plechovky
                """,
            86, 3.27, 18.7, 1.35, 2, units: [.can: 250]),
        .init(
            "avocado", "Avocados, raw, all commercial varieties", en: "avocado|avocados",
            cs: "avokádo|avokáda|avokád|avokádem|zralé avokádo|zralého avokáda", 160, 2, 8.53, 14.66, 6.7, units: [.piece: 150]),
        .init(
            "olives", "Olives, ripe, canned (small-extra large)",
            en: "olives|olive|black olives|green olives|kalamata olives",
            cs: "olivy|oliv|olivami|oliva|černé olivy|černých oliv|zelené olivy|zelených oliv|olivy kalamata|oliv kalamata",
            115, 0.84, 6.26, 10.68, 3.2, units: [.piece: 4]),
        .init(
            "capers", "Capers, canned", en: "capers|caper", cs: "kapary|kaparů|kapary v nálevu", 23, 2.36, 4.89, 0.86, 3.2,
            units: [.teaspoon: 3]),
        .init(
            "vegetables", "Vegetables, mixed, frozen, unprepared",
            en: "mixed vegetables|vegetables|frozen vegetables|stir-fry vegetables",
            cs: """
                zelenina|zeleniny|zeleninu|mražená zelenina|mražené zeleniny|zeleninová směs|zeleninové směsi|směs zeleniny|\
                kořenová zelenina|kořenové zeleniny|polévková zelenina|polévkové zeleniny
                """,
            72, 3.33, 13.46, 0.47, nil),
        .init(
            "horseradish", "Horseradish, prepared",
            en: "horseradish",
            cs: "křen|křenu|strouhaný křen|strouhaného křenu",
            48, 1.18, 11.29, 0.69, 3.3, units: [.teaspoon: 5]),
        .init(
            "ginger", "Ginger root, raw",
            en: "ginger|grated ginger|fresh ginger|root ginger",
            cs: """
                zázvor|zázvoru|čerstvý zázvor|čerstvého zázvoru|strouhaný zázvor|strouhaného zázvoru|kořen zázvoru|\
                kořene zázvoru
                """,
            80, 1.82, 17.77, 0.75, 2, units: [.teaspoon: 2, .piece: 10]),
    ]
}
