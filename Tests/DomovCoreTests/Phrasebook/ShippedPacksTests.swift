import DomovCore
import Foundation
import Testing

/// The packs Domov ships: each loads, is big enough to be useful, and its nouns follow the
/// declension tables it declares.
@Suite("Phrasebook shipped packs")
struct ShippedPacksTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DomovServer/Resources/Phrasebook")

    static let loaded = PhrasePackLoader().packs(in: directory)

    func pack(_ id: String) throws -> PhrasePack {
        try #require(Self.loaded.packs.first { $0.id == id })
    }

    @Test func everyShippedPackValidates() {
        #expect(Self.loaded.failures.isEmpty, "\(Self.loaded.failures.flatMap(\.messages))")
        #expect(Self.loaded.packs.map(\.id).sorted() == ["cs-neoslavonic", "en-czech", "en-neoslavonic"], "\(Self.directory.path)")
    }

    @Test(arguments: ["en-neoslavonic", "en-czech", "cs-neoslavonic"])
    func packsAreBigEnough(_ id: String) throws {
        let pack = try pack(id)
        #expect(pack.categories.count >= 10)
        #expect(pack.phraseCount >= 150)
        #expect(Set(pack.forms.map(\.id)) == ["nominative", "accusative", "dative", "verb"])
        #expect(pack.entryCount >= 100)
        #expect(pack.forms.allSatisfy { $0.entries.count >= 20 })
        #expect(pack.categories.flatMap(\.phrases).contains { $0.slots.count == 3 })
        #expect(pack.categories.flatMap(\.phrases).contains { $0.allowedForms(1).count == 2 })
    }

    /// Every pattern's model word through all seven singular cases, as the grammar books give them.
    @Test func neoslavonicPatternsDeclineTheirModelWords() throws {
        let grammar = try #require(try pack("en-neoslavonic").grammar)
        let expected: [String: String] = [
            "brat": "brat brata bratu brata brate bratu bratom",
            "grad": "grad grada gradu grad grade gradu gradom",
            "muž": "muž muža mužu muža mužu mužu mužem",
            "kraj": "kraj kraja kraju kraj kraju kraju krajem",
            "žena": "žena ženy ženie ženu ženo ženie ženoj",
            "duša": "duša duše duši dušu duše duši dušej",
            "selo": "selo sela selu selo selo selu selom",
            "polje": "polje polja polju polje polje polju poljem",
        ]
        #expect(Set(grammar.declensions!.map(\.pattern)) == Set(expected.keys))
        for (pattern, forms) in expected {
            let declension = try #require(grammar.declension(pattern))
            #expect(GrammaticalCase.allCases.map { declension.decline(pattern, $0, .singular)! }.joined(separator: " ") == forms)
        }
        #expect(grammar.declension("žena")!.decline("žena", .genitive, .plural) == "žen")
        #expect(grammar.declension("grad")!.decline("grad", .genitive, .plural) == "gradov")
        #expect(grammar.declension("muž")!.decline("muž", .genitive, .plural) == "mužev")
    }

    @Test func czechPatternsDeclineTheirModelWords() throws {
        let grammar = try #require(try pack("en-czech").grammar)
        let expected: [String: String] = [
            "pán": "pán pána pánovi pána pane pánovi pánem",
            "hrad": "hrad hradu hradu hrad hrade hradě hradem",
            "muž": "muž muže muži muže muži muži mužem",
            "stroj": "stroj stroje stroji stroj stroji stroji strojem",
            "žena": "žena ženy ženě ženu ženo ženě ženou",
            "růže": "růže růže růži růži růže růži růží",
            "město": "město města městu město město městě městem",
            "moře": "moře moře moři moře moře moři mořem",
            "stavení": "stavení stavení stavení stavení stavení stavení stavením",
            "předseda": "předseda předsedy předsedovi předsedu předsedo předsedovi předsedou",
            "soudce": "soudce soudce soudci soudce soudce soudci soudcem",
            "kost": "kost kosti kosti kost kosti kosti kostí",
            "píseň": "píseň písně písni píseň písni písni písní",
            "kuře": "kuře kuřete kuřeti kuře kuře kuřeti kuřetem",
        ]
        #expect(Set(grammar.declensions!.map(\.pattern)) == Set(expected.keys))
        for (pattern, forms) in expected {
            let declension = try #require(grammar.declension(pattern))
            #expect(GrammaticalCase.allCases.map { declension.decline(pattern, $0, .singular)! }.joined(separator: " ") == forms)
        }
        #expect(grammar.declension("pán")!.decline("pán", .nominative, .plural) == "pánové")
        #expect(grammar.declension("žena")!.decline("žena", .locative, .plural) == "ženách")
        #expect(grammar.declension("pán")!.decline("pes", stem: "ps", .accusative, .singular) == "psa")
    }

    @Test func everyNounIsInTheFormItsPatternGives() throws {
        for pack in Self.loaded.packs {
            for form in pack.forms {
                guard let grammaticalCase = form.grammaticalCase else { continue }
                for entry in form.entries {
                    let name = try #require(entry.pattern)
                    let pattern = try #require(pack.grammar?.declension(name))
                    #expect(
                        pattern.decline(entry.lemma!, stem: entry.stem, grammaticalCase, .singular) == entry.target,
                        "\(pack.id) \(form.id) \(entry.id)")
                    #expect(entry.gender == pattern.gender)
                }
            }
        }
    }

    @Test func neoslavonicTextsRoundTripThroughCyrillic() throws {
        for pack in Self.loaded.packs where pack.target.hasCyrillic {
            let texts = pack.categories.flatMap(\.phrases).map(\.target) + pack.forms.flatMap(\.entries).map(\.target)
            for text in texts {
                #expect(NeoslavonicScript.latin(NeoslavonicScript.cyrillic(text)) == text)
            }
        }
    }

    @Test func theCzechMenuSortsCzechStyle() throws {
        let names = try pack("cs-neoslavonic").sortedCategories.map(\.name)
        #expect(names.firstIndex(of: "Cesta a směr")! < names.firstIndex(of: "Čas")!)
        #expect(names.firstIndex(of: "Čísla")! < names.firstIndex(of: "Doprava")!)
        #expect(names.firstIndex(of: "Hotel")! < names.firstIndex(of: "Jídlo a pití")!)
        #expect(names == PhrasebookCollation.czech.sorted(names))
    }

    @Test func aSlotWordRendersInBothLanguages() throws {
        let pack = try pack("en-neoslavonic")
        let phrase = try #require(pack.phrase("i-want")).phrase
        let renderer = PhraseRenderer(pack: pack)
        let sleep = PhraseSelection([1: .init(form: "verb", entry: "sleep")])
        #expect(renderer.render(phrase, .source, selection: sleep).plainText() == "I want to sleep.")
        #expect(renderer.render(phrase, .target, selection: sleep).plainText() == "Hoču spati.")
        let czech = try self.pack("en-czech")
        let water = PhraseSelection([1: .init(form: "accusative", entry: "water")])
        #expect(PhraseRenderer(pack: czech).render(czech.phrase("i-want")!.phrase, .target, selection: water).plainText() == "Chci vodu.")
    }
}
