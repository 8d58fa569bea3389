import DomovCore
import Foundation
import Testing

/// The Neoslavonic grammar both Neoslavonic packs ship: the present tense of the verbs their
/// phrases use and the hard and soft adjective patterns, against forms written here by hand
/// after V. Merunka's grammar (Jazyk novoslovienskij; the Neoslavonic tutorial), and every
/// verb and adjective form the phrases use found in the tables.
@Suite("Phrasebook Neoslavonic grammar tables")
struct NeoslavonicGrammarTablesTests {
    static let packs = ["en-neoslavonic", "cs-neoslavonic"]

    func pack(_ id: String) throws -> PhrasePack {
        try #require(ShippedPacksTests.loaded.packs.first { $0.id == id })
    }

    /// The words of the pack's Neoslavonic texts, lower-cased.
    func words(_ pack: PhrasePack) -> Set<String> {
        Set(
            pack.categories.flatMap(\.phrases).flatMap { phrase in
                phrase.target.lowercased().split { !$0.isLetter }.map(String.init)
            })
    }

    @Test(arguments: packs)
    func presentTenseInSixPersons(_ id: String) throws {
        let expected: [String: String] = [
            "byti": "jesm jesi jest jesmo jeste sut",
            "imati": "imaju imaješ imaje imajemo imajete imajut",
            "hotieti": "hoču hočeš hoče hočemo hočete hočut",
            "moči": "mogu možeš može možemo možete mogut",
            "govoriti": "govoru govoriš govori govorimo govorite govoret",
            "razumieti": "razumieju razumieješ razumieje razumiejemo razumiejete razumiejut",
            "trebovati": "trebuju trebuješ trebuje trebujemo trebujete trebujut",
        ]
        let verbs = try #require(try pack(id).grammar?.conjugations)
        for (verb, forms) in expected {
            #expect(verbs.first { $0.verb == verb }?.present.joined(separator: " ") == forms, "\(id) \(verb)")
        }
        #expect(verbs.allSatisfy { $0.present.count == 6 && $0.meaning?.isEmpty == false })
        #expect(Set(verbs.map(\.verb)).count == verbs.count, "each verb once")
    }

    /// Each present-tense verb form in the phrases, as they are written: found in a phrase (so
    /// the list follows the content) and in the pack's tables (so the tables cover the phrases).
    @Test(arguments: packs)
    func everyVerbFormThePhrasesUseIsInTheTables(_ id: String) throws {
        let used = [
            "jesm", "jest", "jeste", "imaju", "imajete", "hoču", "trebuju", "išču", "mogu", "možete", "znaju",
            "razumieju", "razumiejete", "govoru", "govorite", "znači", "zovete", "živu", "ljublju", "rabotaju",
            "čuju", "boli", "idu", "ide", "dojdu", "odhodi", "odjezdžaju", "stoji", "jem", "gledaju",
            "otvarjajete", "zatvarjajete", "vzimaju",
        ]
        let pack = try pack(id)
        let phraseWords = words(pack)
        let tables = Set(try #require(pack.grammar?.conjugations).flatMap(\.present))
        for form in used {
            // Plain booleans, so a failure names the form rather than printing every table.
            let said = phraseWords.contains(form), inTables = tables.contains(form)
            #expect(said, "\(id): no phrase says “\(form)”")
            #expect(inTables, "\(id): “\(form)” is in no present-tense table")
        }
    }

    @Test(arguments: packs)
    func adjectivesInEveryGenderAndCase(_ id: String) throws {
        let adjectives = try #require(try pack(id).grammar?.adjectives)
        let hard = try #require(adjectives.first { $0.pattern == "dobry" })
        let soft = try #require(adjectives.first { $0.pattern == "svieži" })
        func row(_ pattern: AdjectivePattern, _ word: String, _ gender: Gender) -> String {
            GrammaticalCase.allCases.map { pattern.decline(word, gender, $0) ?? "?" }.joined(separator: " ")
        }
        #expect(row(hard, "dobry", .masculine) == "dobry dobrogo dobromu dobrogo dobry dobrom dobrym")
        #expect(row(hard, "dobry", .feminine) == "dobra dobroj dobroj dobru dobra dobroj dobroju")
        #expect(row(hard, "dobry", .neuter) == "dobro dobrogo dobromu dobro dobro dobrom dobrym")
        #expect(row(soft, "svieži", .masculine) == "svieži sviežego sviežemu sviežego svieži sviežem sviežim")
        #expect(row(soft, "svieži", .feminine) == "svieža sviežej sviežej sviežu svieža sviežej sviežeju")
        #expect(row(soft, "svieži", .neuter) == "svieže sviežego sviežemu svieže svieže sviežem sviežim")
        #expect(hard.decline("svieži", .feminine, .nominative) == nil, "a soft adjective is not declined as a hard one")
    }

    /// Each adjective form in the phrases, with its dictionary form, gender and case: the
    /// tables give it, and a phrase says it.
    @Test(arguments: packs)
    func everyAdjectiveFormThePhrasesUseIsInTheTables(_ id: String) throws {
        let used: [(adjective: String, gender: Gender, grammaticalCase: GrammaticalCase, form: String)] = [
            ("dobry", .masculine, .nominative, "dobry"), ("dobry", .masculine, .genitive, "dobrogo"),
            ("dobry", .feminine, .accusative, "dobru"), ("dobry", .neuter, .nominative, "dobro"),
            ("skory", .feminine, .accusative, "skoru"), ("nuždny", .masculine, .nominative, "nuždny"),
            ("avtobusny", .feminine, .nominative, "avtobusna"), ("svobodny", .neuter, .nominative, "svobodno"),
            ("kotory", .masculine, .nominative, "kotory"), ("kotory", .feminine, .nominative, "kotora"),
            ("teply", .feminine, .nominative, "tepla"), ("jedilny", .masculine, .nominative, "jedilny"),
            ("každy", .masculine, .nominative, "každy"), ("sliedujuči", .feminine, .nominative, "sliedujuča"),
        ]
        let pack = try pack(id)
        let phraseWords = words(pack)
        let adjectives = try #require(pack.grammar?.adjectives)
        for use in used {
            let said = phraseWords.contains(use.form)
            #expect(said, "\(id): no phrase says “\(use.form)”")
            let declined = adjectives.compactMap { $0.decline(use.adjective, use.gender, use.grammaticalCase) }
            #expect(
                declined.contains(use.form),
                "\(id): \(use.adjective) \(use.gender) \(use.grammaticalCase) is not “\(use.form)” in the tables")
        }
    }
}
