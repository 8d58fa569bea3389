import Foundation

extension IngredientFoodTable {
    static let grains: [IngredientFood] = [
        .init(
            "basmati-rice", "Rice, white, long-grain, regular, raw, enriched",
            en: "basmati rice|rice|long-grain rice|white rice|jasmine rice",
            cs: """
                rýže|rýži|rýží|basmati rýže|rýže basmati|dlouhozrnná rýže|dlouhozrnné rýže|jasmínová rýže|\
                jasmínové rýže|bílá rýže|bílé rýže
                """,
            365, 7.13, 79.95, 0.66, 1.3, density: 0.78),
        .init(
            "sushi-rice", "Rice, white, medium-grain, raw, enriched",
            en: "sushi rice|short-grain rice|risotto rice|arborio rice|pudding rice",
            cs: "rýže na sushi|rýže na rizoto|rýže arborio|kulatozrnná rýže|kulatozrnné rýže|mléčná rýže|mléčné rýže",
            360, 6.61, 79.34, 0.58, nil, density: 0.85),
        .init(
            "brown-rice", "Rice, brown, long-grain, raw",
            en: "brown rice|wholegrain rice",
            cs: "natural rýže|natural rýži|hnědá rýže|hnědé rýže|celozrnná rýže|celozrnné rýže",
            370, 7.94, 77.24, 2.92, 3.5, density: 0.8),
        .init(
            "rolled-oats", "Cereals, oats, regular and quick, not fortified, dry",
            en: "rolled oats|oats|oat flakes|porridge oats",
            cs: "ovesné vločky|ovesných vloček|vločky|vloček|jemné ovesné vločky|jemných ovesných vloček",
            379, 13.15, 67.7, 6.52, 10.1, density: 0.34),
        .init(
            "pasta", "Pasta, dry, enriched",
            en: "pasta|small pasta|spaghetti|penne|fusilli|macaroni|lasagne sheets|tagliatelle",
            cs: """
                těstoviny|těstovin|špagety|špaget|penne|kolínka|kolínek|vřetena|vřeten|fusilli|makarony|makaronů|lasagne|\
                tagliatelle|polévkové těstoviny|polévkových těstovin
                """,
            371, 13.04, 74.67, 1.51, 3.2, density: 0.45),
        .init(
            "wholemeal-pasta", "Pasta, whole-wheat, dry",
            en: "wholemeal pasta|whole wheat pasta|wholewheat pasta",
            cs: "celozrnné těstoviny|celozrnných těstovin|celozrnné špagety|celozrnných špaget",
            348, 14.63, 71.31, 1.4, nil, density: 0.45),
        .init(
            "egg-noodles", "Noodles, egg, dry, enriched",
            en: "fine noodles|noodles|egg noodles",
            cs: "nudle|nudlí|vaječné nudle|vaječných nudlí|polévkové nudle|polévkových nudlí|nudličky|nudliček",
            384, 14.16, 71.27, 4.44, 3.3),
        .init(
            "rice-noodles", "Rice noodles, dry",
            en: "rice noodles",
            cs: "rýžové nudle|rýžových nudlí",
            364, 5.95, 80.18, 0.56, 1.6),
        .init(
            "quinoa", "Quinoa, uncooked", en: "quinoa", cs: "quinoa|quinoy|quinou|quinoi|merlík|merlíku", 368, 14.12, 64.16, 6.07, 7,
            density: 0.72),
        .init(
            "buckwheat", "Buckwheat groats, roasted, dry",
            en: "buckwheat",
            cs: "pohanka|pohanky|pohanku|pohankové kroupy|pohankových krup",
            346, 11.73, 74.95, 2.71, 10.3, density: 0.7),
        .init("couscous", "Couscous, dry", en: "couscous", cs: "kuskus|kuskusu", 376, 12.76, 77.43, 0.64, 5, density: 0.78),
        .init("bulgur", "Bulgur, dry", en: "bulgur|bulgur wheat", cs: "bulgur|bulguru", 342, 12.29, 75.87, 1.33, 18.3, density: 0.6),
        .init(
            "pearl-barley", "Barley, pearled, raw", en: "pearl barley|barley",
            cs: "kroupy|krup|kroupami|krupky|krupek|ječné kroupy|ječných krup", 352, 9.91, 77.72, 1.16, 15.6, density: 0.8),
        .init("millet", "Millet, raw", en: "millet", cs: "jáhly|jáhel|jáhlami", 378, 11.02, 72.85, 4.22, 8.5, density: 0.85),
        .init(
            "polenta", "Cornmeal, degermed, enriched, yellow",
            en: "polenta|cornmeal",
            cs: "polenta|polenty|polentu|kukuřičná krupice|kukuřičné krupice|kukuřičná mouka|kukuřičné mouky",
            370, 7.11, 79.45, 1.75, 3.9, density: 0.65),
        .init(
            "semolina", "Semolina, enriched",
            en: "semolina",
            cs: """
                krupice|krupici|krupicí|dětská krupička|dětské krupičky|krupička|krupičky|pšeničná krupice|pšeničné krupice
                """,
            360, 12.68, 72.83, 1.05, 3.9, density: 0.65),
        .init(
            "flour", "Wheat flour, white, all-purpose, enriched, bleached",
            en: "flour|plain flour|all-purpose flour|self-raising flour|bread flour",
            cs: """
                mouka|mouky|moukou|mouku|hladká mouka|hladké mouky|hladkou mouku|polohrubá mouka|polohrubé mouky|polohrubou mouku|\
                hrubá mouka|hrubé mouky|hrubou mouku|pšeničná mouka|pšeničné mouky|mouka hladká|mouky hladké|mouka polohrubá|\
                mouky polohrubé|mouka hrubá|mouky hrubé|chlebová mouka|chlebové mouky
                """,
            364, 10.33, 76.31, 0.98, 2.7, density: 0.53),
        .init(
            "wholemeal-flour", "Wheat flour, whole-grain",
            en: "wholemeal flour|whole wheat flour|wholewheat flour",
            cs: "celozrnná mouka|celozrnné mouky|celozrnnou mouku|celozrnná pšeničná mouka|celozrnné pšeničné mouky",
            340, 13.21, 71.97, 2.5, 10.7, density: 0.5),
        .init(
            "spelt-flour", "Spelt, uncooked",
            en: "spelt flour|spelt",
            cs: "špaldová mouka|špaldové mouky|špaldovou mouku|špalda|špaldy",
            338, 14.57, 70.19, 2.43, 10.7, density: 0.5),
        .init(
            "rice-flour", "Rice flour, white",
            en: "rice flour",
            cs: "rýžová mouka|rýžové mouky|rýžovou mouku",
            366, 5.95, 80.13, 1.42, 2.4, density: 0.6),
        .init(
            "breadcrumbs", "Bread, crumbs, dry, grated, plain",
            en: "breadcrumbs|bread crumbs|panko",
            cs: "strouhanka|strouhanky|strouhankou|strouhanku|hrubá strouhanka|hrubé strouhanky",
            395, 13.35, 71.98, 5.3, 4.5, density: 0.45),
        .init(
            "rye-bread", "Bread, rye",
            en: "rye bread|bread|sourdough bread",
            cs: """
                chléb|chleba|chlebem|chlebíček|žitný chléb|žitného chleba|kváskový chléb|kváskového chleba|\
                žitnopšeničný chléb|žitnopšeničného chleba
                """,
            259, 8.5, 48.3, 3.3, 5.8, units: [.slice: 40]),
        .init(
            "white-bread", "Bread, white, commercially prepared (includes soft bread crumbs)",
            en: "white bread|toast bread|bread roll|bread rolls|baguette",
            cs: """
                rohlík|rohlíky|rohlíků|rohlíku|rohlíkem|veka|veky|veku|bageta|bagety|bagetu|toastový chléb|toastového chleba|\
                toustový chléb|toustového chleba|bílé pečivo|bílého pečiva|housky|housek|houska|starší rohlíky|\
                starších rohlíků|veka starší|toast|toasty|tousty
                """,
            266, 7.64, 50.61, 3.29, 2.4, units: [.piece: 43, .slice: 25]),
        .init(
            "filo-pastry", "Phyllo dough", en: "filo pastry|sheets filo pastry|sheet filo pastry|phyllo|filo",
            cs: "filo těsto|filo těsta|listy filo těsta|fillo těsto|fillo těsta|těsto filo|těsta filo", 299, 7.1, 52.59, 6, 1.9,
            units: [.piece: 19, .slice: 19, .packet: 250]),
        .init(
            "puff-pastry", "Puff pastry, frozen, ready-to-bake", en: "puff pastry",
            cs: "listové těsto|listového těsta|listové těsto z obchodu", 558, 7.4, 45.7, 38.5, 1.5, units: [.packet: 400]),
        .init(
            "wholemeal-tortilla", "Wholemeal tortilla, typical product label (not in SR Legacy)",
            en: "wholemeal tortilla|tortilla|wrap|tortilla wrap",
            cs: """
                tortilla|tortilly|tortill|tortillu|celozrnná tortilla|celozrnné tortilly|celozrnných tortill|placka tortilla|\
                pšeničné tortilly|pšeničných tortill
                """,
            310, 9, 49, 8, nil, units: [.piece: 45]),
        .init(
            "wholemeal-pitta", "Bread, pita, whole-wheat",
            en: "wholemeal pitta bread|pitta bread|wholemeal pitta|pitta|pita|pita bread",
            cs: """
                pita|pity|pita chléb|pita chleba|pita chleby|pita chlebů|pita placka|pita placky|pita placek|celozrnná pita|\
                celozrnné pity
                """,
            262, 9.8, 55, 2.6, 7.4, units: [.piece: 64]),
    ]

    static let legumes: [IngredientFood] = [
        .init(
            "chickpeas", "Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt",
            en: "chickpeas|chickpea|canned chickpeas|garbanzo beans",
            cs: """
                cizrna|cizrny|cizrnu|cizrnou|cizrna z plechovky|cizrny z plechovky|sterilovaná cizrna|sterilované cizrny|\
                uvařená cizrna|uvařené cizrny
                """,
            164, 8.86, 27.42, 2.59, 7.6, units: [.can: 240]),
        .init(
            "kidney-beans", "Beans, kidney, red, mature seeds, cooked, boiled, without salt",
            en: "kidney beans|kidney bean|red beans|beans|canned beans",
            cs: """
                fazole|fazolí|fazolemi|červené fazole|červených fazolí|fazole kidney|fazolí kidney|sterilované fazole|\
                sterilovaných fazolí|fazole z plechovky|fazolí z plechovky
                """,
            127, 8.67, 22.8, 0.5, 6.4, units: [.can: 240]),
        .init(
            "cannellini-beans", "Beans, white, mature seeds, cooked, boiled, without salt",
            en: "cannellini beans|white beans|butter beans|haricot beans",
            cs: "bílé fazole|bílých fazolí|fazole cannellini|fazolí cannellini", 139, 9.73, 25.09, 0.35, 6.3, units: [.can: 240]),
        .init(
            "dried-beans", "Beans, white, mature seeds, raw",
            en: "dried beans|dried white beans",
            cs: "suché fazole|suchých fazolí|sušené fazole|sušených fazolí|suché bílé fazole|suchých bílých fazolí",
            333, 23.36, 60.27, 0.85, 15.2, density: 0.8),
        .init(
            "black-beans", "Beans, black, mature seeds, cooked, boiled, without salt",
            en: "black beans",
            cs: "černé fazole|černých fazolí",
            132, 8.86, 23.71, 0.54, 8.7, units: [.can: 240]),
        .init(
            "lentils", "Lentils, raw",
            en: "lentils|green lentils|brown lentils|puy lentils",
            cs: """
                čočka|čočky|čočku|čočkou|zelená čočka|zelené čočky|hnědá čočka|hnědé čočky|velkozrnná čočka|\
                velkozrnné čočky|malozrnná čočka|malozrnné čočky
                """,
            352, 24.63, 63.35, 1.06, 10.7, density: 0.8),
        .init(
            "red-lentils", "Lentils, pink or red, raw",
            en: "red lentils|red lentil",
            cs: "červená čočka|červené čočky|červenou čočku|loupaná čočka|loupané čočky",
            358, 23.91, 63.1, 2.17, 10.8, density: 0.8),
        .init(
            "split-peas", "Peas, split, mature seeds, raw",
            en: "split peas|dried peas|yellow split peas",
            cs: "hrách|hrachu|hrachem|půlený hrách|půleného hrachu|žlutý hrách|žlutého hrachu|loupaný hrách|loupaného hrachu",
            341, 24.55, 60.37, 1.16, 25.5, density: 0.85),
        .init(
            "peas", "Peas, green, frozen, unprepared",
            en: "frozen peas|peas|green peas|garden peas",
            cs: """
                hrášek|hrášku|hráškem|mražený hrášek|mraženého hrášku|zelený hrášek|zeleného hrášku|\
                sterilovaný hrášek|sterilovaného hrášku
                """,
            77, 5.22, 13.62, 0.4, nil, density: 0.6, units: [.can: 250]),
        .init(
            "green-beans", "Beans, snap, green, raw",
            en: "green beans|french beans|runner beans",
            cs: "fazolové lusky|fazolových lusků|zelené fazolky|zelených fazolek|fazolky|fazolek|lusky|lusků",
            31, 1.83, 6.97, 0.22, 2.7),
    ]
}
