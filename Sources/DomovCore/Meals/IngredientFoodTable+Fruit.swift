import Foundation

extension IngredientFoodTable {
    static let fruit: [IngredientFood] = [
        .init(
            "lemon", "Lemons, raw, without peel", en: "lemon|lemons",
            cs: "citron|citronu|citrony|citronů|citrón|citrónu|citróny|citrónů|citronem|půlka citronu", 29, 1.1, 9.32, 0.3, 2.8,
            units: [.piece: 58]),
        .init(
            "lemon-juice", "Lemon juice, raw",
            en: "lemon juice|juice of lemon",
            cs: """
                citronová šťáva|citronové šťávy|citronovou šťávu|citrónová šťáva|citrónové šťávy|šťáva z citronu|\
                šťávy z citronu|šťáva z citrónu|šťávy z citrónu|šťáva z půlky citronu
                """,
            22, 0.35, 6.9, 0.24, 0.3, units: [.piece: 30]),
        .init(
            "lemon-zest", "Lemon peel, raw",
            en: "lemon zest|grated lemon zest|lemon peel",
            cs: """
                citronová kůra|citronové kůry|citronovou kůru|kůra z citronu|kůry z citronu|strouhaná citronová kůra|\
                nastrouhaná kůra|nastrouhané kůry|kůra|kůry
                """,
            47, 1.5, 16, 0.3, 10.6, units: [.teaspoon: 2, .piece: 6]),
        .init(
            "lime", "Limes, raw",
            en: "lime|limes",
            cs: "limetka|limetky|limetek|limetku|limeta|limety|šťáva z limetky|šťávy z limetky",
            30, 0.7, 10.54, 0.2, 2.8, units: [.piece: 67]),
        .init(
            "orange", "Oranges, raw, all commercial varieties", en: "orange|oranges",
            cs: "pomeranč|pomeranče|pomerančů|pomeranče|pomerančem", 47, 0.94, 11.75, 0.12, 2.4, units: [.piece: 131]),
        .init(
            "orange-juice", "Orange juice, raw",
            en: "orange juice",
            cs: """
                pomerančový džus|pomerančového džusu|pomerančová šťáva|pomerančové šťávy|šťáva z pomeranče|\
                šťávy z pomeranče
                """,
            45, 0.7, 10.4, 0.2, 0.2, units: [.piece: 86]),
        .init(
            "apple", "Apples, raw, with skin",
            en: "apple|apples|cooking apple",
            cs: "jablko|jablka|jablek|jablkem|jablky|kyselá jablka|kyselých jablek|strouhané jablko|strouhaného jablka",
            52, 0.26, 13.81, 0.17, 2.4, units: [.piece: 182]),
        .init(
            "apple-juice", "Apple juice, canned or bottled, unsweetened, without added ascorbic acid",
            en: "apple juice",
            cs: "jablečný džus|jablečného džusu|jablečná šťáva|jablečné šťávy|jablečný mošt|jablečného moštu",
            46, 0.1, 11.3, 0.13, 0.2, density: 1.04),
        .init(
            "pear", "Pears, raw", en: "pear|pears", cs: "hruška|hrušky|hrušek|hruškou|hrušku", 57, 0.36, 15.23, 0.14, 3.1,
            units: [.piece: 178]),
        .init(
            "banana", "Bananas, raw", en: "banana|bananas",
            cs: "banán|banány|banánů|banánu|banánem|zralý banán|zralé banány|zralých banánů", 89, 1.09, 22.84, 0.33, 2.6,
            units: [.piece: 118]),
        .init(
            "strawberries", "Strawberries, raw",
            en: "strawberries|strawberry",
            cs: "jahody|jahod|jahoda|jahodami|čerstvé jahody|čerstvých jahod|mražené jahody|mražených jahod",
            32, 0.67, 7.68, 0.3, 2, units: [.piece: 12]),
        .init(
            "blueberries", "Blueberries, raw", en: "blueberries|blueberry",
            cs: "borůvky|borůvek|borůvkami|kanadské borůvky|kanadských borůvek", 57, 0.74, 14.49, 0.33, 2.4),
        .init("raspberries", "Raspberries, raw", en: "raspberries|raspberry", cs: "maliny|malin|malinami", 52, 1.2, 11.94, 0.65, 6.5),
        .init("blackberries", "Blackberries, raw", en: "blackberries|blackberry", cs: "ostružiny|ostružin", 43, 1.39, 9.61, 0.49, 5.3),
        .init(
            "redcurrants", "Currants, red and white, raw", en: "redcurrants|red currants|currants",
            cs: "rybíz|rybízu|červený rybíz|červeného rybízu", 56, 1.4, 13.8, 0.2, 4.3),
        .init(
            "mixed-berries", "Strawberries, raspberries and blueberries, raw (the three SR Legacy entries averaged)",
            en: "mixed berries|berries|frozen berries|frozen mixed berries",
            cs: """
                lesní ovoce|lesního ovoce|lesním ovocem|mražené lesní ovoce|mraženého lesního ovoce|bobulové ovoce|\
                bobulového ovoce
                """,
            47, 0.87, 11.37, 0.43, 3.6),
        .init(
            "cherries", "Cherries, sweet, raw", en: "cherries|cherry", cs: "třešně|třešní|třešeň", 63, 1.06, 16.01, 0.2, 2.1,
            units: [.piece: 8]),
        .init(
            "sour-cherries", "Cherries, sour, red, raw", en: "sour cherries|morello cherries",
            cs: "višně|višní|višeň|vypeckované višně|vypeckovaných višní", 50, 1, 12.18, 0.3, 1.6, units: [.piece: 5]),
        .init(
            "plums", "Plums, raw",
            en: "plums|plum",
            cs: "švestky|švestek|švestka|švestkami|slivky|slivek|vypeckované švestky|vypeckovaných švestek",
            46, 0.7, 11.42, 0.28, 1.4, units: [.piece: 66]),
        .init(
            "apricots", "Apricots, raw", en: "apricots|apricot", cs: "meruňky|meruněk|meruňka|meruňkami", 48, 1.4, 11.12, 0.39, 2,
            units: [.piece: 35]),
        .init(
            "peach", "Peaches, yellow, raw", en: "peach|peaches", cs: "broskev|broskve|broskví|broskvemi", 39, 0.91, 9.54, 0.25, 1.5,
            units: [.piece: 150]),
        .init(
            "grapes", "Grapes, red or green (European type, such as Thompson seedless), raw", en: "grapes|grape",
            cs: "hrozny|hroznů|hroznové víno|hroznového vína|kuličky vína", 69, 0.72, 18.1, 0.16, 0.9, units: [.piece: 5]),
        .init("pineapple", "Pineapple, raw, all varieties", en: "pineapple", cs: "ananas|ananasu|ananasem", 50, 0.54, 13.12, 0.12, 1.4),
        .init("mango", "Mangos, raw", en: "mango|mangoes", cs: "mango|manga|mangem", 60, 0.82, 14.98, 0.38, 1.6, units: [.piece: 207]),
        .init("kiwi", "Kiwifruit, green, raw", en: "kiwi|kiwis|kiwi fruit", cs: "kiwi", 61, 1.14, 14.66, 0.52, 3, units: [.piece: 69]),
        .init(
            "watermelon", "Watermelon, raw",
            en: "watermelon",
            cs: "meloun|melounu|vodní meloun|vodního melounu",
            30, 0.61, 7.55, 0.15, 0.4),
        .init(
            "raisins", "Raisins, seedless", en: "raisins|sultanas", cs: "rozinky|rozinek|rozinkami", 299, 3.07, 79.18, 0.46, 3.7,
            density: 0.6),
        .init(
            "dates", "Dates, medjool", en: "dates|date|medjool dates", cs: "datle|datlí|datlemi", 277, 1.81, 74.97, 0.15, 6.7,
            units: [.piece: 24]),
        .init(
            "dried-figs", "Figs, dried, uncooked",
            en: "dried figs",
            cs: "sušené fíky|sušených fíků|fíky|fíků",
            249, 3.3, 63.87, 0.93, 9.8, units: [.piece: 8]),
        .init(
            "prunes", "Plums, dried (prunes), uncooked",
            en: "prunes|prune",
            cs: "sušené švestky|sušených švestek|sušené slivky|sušených slivek",
            240, 2.18, 63.88, 0.38, 7.1, units: [.piece: 10]),
        .init(
            "dried-apricots", "Apricots, dried, sulfured, uncooked",
            en: "dried apricots",
            cs: "sušené meruňky|sušených meruněk",
            241, 3.39, 62.64, 0.51, 7.3, units: [.piece: 7]),
        .init(
            "light-coconut-milk", "Light coconut milk, typical product label (not in SR Legacy)",
            en: "light coconut milk|reduced-fat coconut milk",
            cs: "light kokosové mléko|light kokosového mléka|kokosové mléko light|kokosového mléka light", 73, 0.6, 2.6, 6.6, nil,
            units: [.can: 400]),
        .init(
            "coconut-milk", "Nuts, coconut milk, canned (liquid expressed from grated meat and water)",
            en: "coconut milk|tinned coconut milk",
            cs: "kokosové mléko|kokosového mléka|kokosovým mlékem|kokosová smetana|kokosové smetany", 197, 2.02, 2.81, 21.33, nil,
            units: [.can: 400]),
        .init(
            "desiccated-coconut", "Nuts, coconut meat, dried (desiccated), not sweetened",
            en: "desiccated coconut|shredded coconut|coconut",
            cs: "strouhaný kokos|strouhaného kokosu|kokos|kokosu|kokosová moučka|kokosové moučky", 660, 6.88, 23.65, 64.53, 16.3,
            density: 0.4),
    ]
}
