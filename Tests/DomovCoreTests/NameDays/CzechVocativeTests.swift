import DomovCore
import Foundation
import Testing

@Suite("Czech vocative")
struct CzechVocativeTests {
    static let expected: [String: String] = [
        "Jana": "Jano", "Šárka": "Šárko", "Kateřina": "Kateřino", "Eva": "Evo", "Nikola": "Nikolo", "Sáva": "Sávo", "Ilja": "Iljo",
        "Marie": "Marie", "Lucie": "Lucie", "Zoe": "Zoe", "Saskie": "Saskie", "René": "René", "Jiří": "Jiří", "Ivo": "Ivo",
        "Hugo": "Hugo", "Kvido": "Kvido", "Dagmar": "Dagmar", "Ingrid": "Ingrid", "Miriam": "Miriam", "Ester": "Ester", "Rút": "Rút",
        "Jan": "Jane", "Adam": "Adame", "Josef": "Josefe", "Václav": "Václave", "David": "Davide", "Vít": "Víte", "Přemysl": "Přemysle",
        "Michal": "Michale", "Emil": "Emile", "Arnošt": "Arnošte", "Benedikt": "Benedikte",
        "Petr": "Petře", "Alexandr": "Alexandře", "Silvestr": "Silvestře", "Igor": "Igore", "Oskar": "Oskare", "Kazimír": "Kazimíre",
        "Zdeněk": "Zdeňku", "Luděk": "Luďku", "Čeněk": "Čeňku", "Zbyněk": "Zbyňku", "Radek": "Radku", "Marek": "Marku",
        "Hynek": "Hynku", "Bořek": "Bořku", "Zbyšek": "Zbyšku", "Vavřinec": "Vavřinci",
        "Pavel": "Pavle", "Karel": "Karle", "Havel": "Havle", "Daniel": "Danieli", "Samuel": "Samueli", "Marcel": "Marceli",
        "Dominik": "Dominiku", "František": "Františku", "Oldřich": "Oldřichu", "Vojtěch": "Vojtěchu", "Oleg": "Olegu",
        "Tomáš": "Tomáši", "Ondřej": "Ondřeji", "Matěj": "Matěji", "Řehoř": "Řehoři", "Ambrož": "Ambroži", "Vincenc": "Vincenci",
        "Ignác": "Ignáci", "Alois": "Aloisi", "Boris": "Borisi", "Felix": "Felixi", "Julius": "Julie",
    ]

    @Test func theRulesGiveTheVocativesCzechSpeakersUse() {
        for (name, vocative) in Self.expected {
            #expect(CzechVocative.vocative(of: name) == vocative, "\(name)")
        }
        #expect(CzechVocative.greeting(for: "Jana") == "Všechno nejlepší k svátku, Jano!")
    }

    @Test func everyNameOfTheCzechCalendarGetsAVocativeThatOnlyChangesItsEnding() throws {
        let names = try #require(NameDayCatalog.shipped.calendar(.czech)).names
        #expect(names.count > 350)
        for name in names {
            let vocative = CzechVocative.vocative(of: name)
            let kept = zip(name, vocative).prefix { $0 == $1 }.count
            #expect(kept >= name.count - 3 && kept >= 2, "\(name) → \(vocative)")
            #expect(vocative.count <= name.count + 1 && vocative.count >= name.count - 1, "\(name) → \(vocative)")
            #expect(vocative.first == name.first)
            if name.hasSuffix("a") { #expect(vocative.hasSuffix("o"), "\(name) → \(vocative)") }
        }
    }
}
