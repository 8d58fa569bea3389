import Foundation

/// Everyday Czech and Slovak forms of names ("Honza" for Jan), so that a search for the form
/// people actually say finds the name's day. Every name here is in a shipped calendar (tested).
public enum NameDayNicknames {
    /// Nickname to the names it usually stands for, in order of likelihood.
    public static let table: [(nickname: String, names: [String])] = [
        ("Honza", ["Jan"]), ("Honzík", ["Jan"]), ("Jenda", ["Jan"]), ("Jeník", ["Jan"]), ("Jano", ["Ján"]), ("Janko", ["Ján"]),
        ("Pepa", ["Josef"]), ("Pepík", ["Josef"]), ("Jožka", ["Josef"]), ("Jožo", ["Jozef"]), ("Dodo", ["Jozef"]),
        ("Katka", ["Kateřina", "Katarína"]), ("Káča", ["Kateřina"]), ("Kačka", ["Kateřina"]), ("Kačenka", ["Kateřina"]),
        ("Standa", ["Stanislav"]), ("Franta", ["František"]), ("Fero", ["František"]), ("Tonda", ["Antonín"]),
        ("Toník", ["Antonín"]), ("Vašek", ["Václav"]), ("Venca", ["Václav"]), ("Jirka", ["Jiří"]), ("Jura", ["Jiří"]),
        ("Mirek", ["Miroslav"]), ("Miro", ["Miroslav"]), ("Míra", ["Miroslav", "Miroslava"]), ("Lojza", ["Alois"]),
        ("Kuba", ["Jakub"]), ("Kubo", ["Jakub"]), ("Zdenda", ["Zdeněk"]), ("Láďa", ["Ladislav"]), ("Laco", ["Ladislav"]),
        ("Vláďa", ["Vladimír", "Vladislav"]), ("Ruda", ["Rudolf"]), ("Bohouš", ["Bohumil", "Bohuslav"]),
        ("Jarda", ["Jaroslav"]), ("Ondra", ["Ondřej"]), ("Ondro", ["Ondrej"]), ("Míša", ["Michal", "Michaela"]),
        ("Verča", ["Veronika"]), ("Verunka", ["Veronika"]), ("Bára", ["Barbora"]), ("Barča", ["Barbora"]),
        ("Maruška", ["Marie"]), ("Máňa", ["Marie"]), ("Majda", ["Magdaléna"]), ("Anička", ["Anna"]), ("Andulka", ["Anna"]),
        ("Hanka", ["Hana"]), ("Hanička", ["Hana"]), ("Terka", ["Tereza"]), ("Zuzka", ["Zuzana"]), ("Lucka", ["Lucie"]),
        ("Péťa", ["Petr", "Petra"]), ("Peťo", ["Peter"]), ("Pavlík", ["Pavel"]), ("Paľo", ["Pavol"]),
        ("Pája", ["Pavla", "Pavel"]), ("Kamča", ["Kamila"]), ("Vojta", ["Vojtěch"]), ("Týna", ["Kristýna"]),
        ("Kristýnka", ["Kristýna"]), ("Janička", ["Jana"]), ("Evička", ["Eva"]), ("Lenička", ["Lenka"]),
        ("Simča", ["Simona"]), ("Nikča", ["Nikola"]), ("Jindra", ["Jindřich", "Jindřiška"]), ("Tom", ["Tomáš"]),
        ("Matýsek", ["Matěj"]), ("Marťa", ["Martin", "Martina"]), ("Dan", ["Daniel"]), ("Danek", ["Daniel"]),
        ("Filda", ["Filip"]), ("Luky", ["Lukáš"]), ("Šimi", ["Šimon"]), ("Áďa", ["Adéla"]), ("Bety", ["Alžběta"]),
        ("Bětka", ["Alžběta"]), ("Madla", ["Magdaléna"]), ("Věrka", ["Věra"]), ("Dáša", ["Dagmar"]),
        ("Slávka", ["Miroslava", "Jaroslava"]), ("Bohdanka", ["Bohdana"]),
    ]

    private static let byKey: [String: [String]] = Dictionary(
        table.map { (TextRules.searchKey($0.nickname), $0.names) }, uniquingKeysWith: { first, _ in first }
    )

    /// The names a nickname stands for, ignoring case and accents; empty if it is none.
    public static func names(for nickname: String) -> [String] {
        byKey[TextRules.searchKey(nickname.trimmingCharacters(in: .whitespacesAndNewlines))] ?? []
    }
}
