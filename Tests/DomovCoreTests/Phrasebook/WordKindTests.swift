import DomovCore
import Foundation
import Testing

/// A slot offers only the kinds of word that make sense in it: "Please call |1|." takes
/// people, so neither the picker, nor a link, nor search puts coffee there. Words and slots
/// without kinds (verbs, packs written before kinds) fit everywhere.
@Suite("Phrasebook kinds of word")
struct WordKindTests {
    typealias F = PhrasebookFixtures

    /// The fixture pack with kinds: water is food, the brother family, and "call" takes people.
    static var pack: PhrasePack {
        var pack = F.pack
        pack.categories[0].phrases.append(
            Phrase(
                id: "call", source: "Please call |1|.", target: "Prošu, zovite |1|.",
                slots: ["1": ["verb", "accusative"]], kinds: ["1": [.person, .family]]))
        for index in pack.forms.indices {
            for entry in pack.forms[index].entries.indices {
                switch pack.forms[index].entries[entry].id {
                case "water": pack.forms[index].entries[entry].kind = .food
                case "brother": pack.forms[index].entries[entry].kind = .family
                default: break
                }
            }
        }
        return pack
    }

    static var call: Phrase { pack.phrase("call")!.phrase }

    @Test func thePickerOffersOnlyTheKindsTheSlotTakesAndWordsWithoutAKind() {
        let sections = PhraseRenderer(pack: Self.pack).pickerSections(Self.call, slot: 1)
        #expect(sections.map(\.id) == ["verb", "accusative"])
        #expect(sections.map { $0.entries.map(\.id) } == [["sing", "sleep"], ["brother"]])
        // A slot without kinds offers every word of its forms, as before kinds.
        let want = Self.pack.phrase("want")!.phrase
        #expect(
            PhraseRenderer(pack: Self.pack).pickerSections(want, slot: 1).map { $0.entries.map(\.id) } == [
                ["sing", "sleep"], ["brother", "water"],
            ])
    }

    @Test func aFormWithNoWordOfTheKindsIsLeftOutOfThePicker() {
        var pack = Self.pack
        pack.categories[0].phrases.append(
            Phrase(
                id: "drink", source: "A drink: |1|.", target: "Piti: |1|.",
                slots: ["1": ["dative", "accusative"]], kinds: ["1": [.food]]))
        let sections = PhraseRenderer(pack: pack).pickerSections(pack.phrase("drink")!.phrase, slot: 1)
        #expect(sections.map(\.id) == ["accusative"])
        #expect(sections.first?.entries.map(\.id) == ["water"])
    }

    @Test func aLinkWithAWordOfAnotherKindShowsTheSlotEmpty() {
        let coffee = PhraseSelection([1: F.choice("accusative:water")])
        #expect(coffee.resolved(for: Self.call, in: Self.pack).isEmpty)
        let rendered = PhraseRenderer(pack: Self.pack).render(Self.call, .source, selection: coffee)
        #expect(rendered.plainText() == "Please call ….")
        let brother = PhraseSelection([1: F.choice("accusative:brother")])
        #expect(brother.resolved(for: Self.call, in: Self.pack) == brother)
        #expect(PhraseRenderer(pack: Self.pack).render(Self.call, .target, selection: brother).plainText() == "Prošu, zovite brata.")
        #expect(Self.call.takes(Self.pack.form("verb")!.entry("sleep")!, of: "verb", in: 1), "a verb has no kind: it fits")
        #expect(!Self.call.takes(Self.pack.form("dative")!.entry("brother")!, of: "dative", in: 1), "the form still has to be allowed")
    }

    @Test func searchPutsAFoundWordOnlyIntoSlotsThatTakeIt() {
        let hits = PhrasebookSearch(pack: Self.pack).search("water")
        #expect(hits.map(\.phrase.id).contains("want"))
        #expect(!hits.map(\.phrase.id).contains("call"), "\(hits.map(\.phrase.id))")
        #expect(PhrasebookSearch(pack: Self.pack).search("brother").contains { $0.phrase.id == "call" })
    }

    /// A household pack exported before kinds existed: no kinds anywhere, every word offered.
    @Test func aPackWithoutKindsLoadsAndOffersEveryWord() throws {
        var old = F.pack.emptyHouseholdPack(name: "Ours")
        old.categories = [
            PhraseCategory(
                id: "household", name: "Ours",
                phrases: [
                    Phrase(id: "feed", source: "Please feed |1|.", target: "Prošu, nakrmite |1|.", slots: ["1": ["accusative"]])
                ])
        ]
        old.forms = [
            WordForm(
                id: "accusative", name: "Accusative", grammaticalCase: .accusative, number: .singular,
                entries: [
                    VocabularyEntry(id: "cat", source: "the cat", target: "kota", gender: .masculine, pattern: "brat", lemma: "kot")
                ])
        ]
        let json = String(decoding: F.json(old), as: UTF8.self)
        #expect(!json.contains("kind"), "nothing about kinds is written when there are none")
        let loaded = try PhrasePackLoader().householdPack(from: Data(json.utf8), file: "old.json", over: Self.pack)
        let merged = Self.pack.merged(with: loaded)
        let feed = merged.phrase("feed")!.phrase
        #expect(PhraseRenderer(pack: merged).pickerSections(feed, slot: 1).first?.entries.map(\.id) == ["brother", "cat", "water"])
        // The household's word without a kind is offered in the pack's slots that take only some kinds.
        let call = merged.phrase("call")!.phrase
        #expect(PhraseRenderer(pack: merged).pickerSections(call, slot: 1).last?.entries.map(\.id) == ["brother", "cat"])
    }

    @Test func kindsRoundTripThroughJSON() throws {
        let data = try JSONEncoder().encode(Self.pack)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"kinds\":{\"1\":[\"person\",\"family\"]}") && text.contains("\"kind\":\"food\""))
        #expect(try JSONDecoder().decode(PhrasePack.self, from: data) == Self.pack)
    }

    @Test func theValidatorNamesKindsThatCannotWork() {
        var pack = Self.pack
        pack.categories[0].phrases += [
            Phrase(
                id: "lost", source: "Call |1|.", target: "Zovite |1|.", slots: ["1": ["accusative"]], kinds: ["1": [.place], "2": [.food]]),
            Phrase(id: "none", source: "Eat |1|.", target: "Jejte |1|.", slots: ["1": ["accusative"]], kinds: ["1": []]),
        ]
        let messages = PhrasePackValidator().problems(in: pack).map(\.description)
        #expect(messages.contains("phrase 'lost' in category 'help': the kinds of slot \"2\" are for a slot that is not in the texts"))
        #expect(messages.contains("phrase 'lost' in category 'help': slot |1| takes no word: its forms have no place"))
        #expect(messages.contains("phrase 'none' in category 'help': slot |1| lists no kind; leave it out to take every word"))
        #expect(PhrasePackValidator().problems(in: Self.pack).isEmpty)
    }

    @Test func anUnknownKindIsRefusedWithWhereItIs() {
        let json = Data(
            #"""
            {"id":"x","name":"X","source":{"code":"en","name":"English"},"target":{"code":"cs","name":"Czech"},"categories":[],\#
            "forms":[{"id":"a","name":"A","entries":[{"id":"w","source":"w","target":"w","kind":"weather"}]}]}
            """#
            .utf8)
        do {
            _ = try PhrasePackLoader().pack(from: json, file: "x.json")
            Issue.record("accepted")
        } catch {
            #expect(error.messages.first?.hasPrefix("x.json: not a valid pack: forms[0].entries[0].kind") == true, "\(error.messages)")
        }
    }

    @Test func householdEditingKeepsKinds() {
        var own = Self.pack.emptyHouseholdPack(name: "Ours")
        let phrase = own.addHouseholdPhrase(
            source: "Feed |1|.", target: "Nakrmite |1|.", slots: ["1": ["accusative"]],
            kinds: ["1": [.animal], "2": []], categoryName: "Ours", uniqueAmong: Self.pack)
        #expect(phrase.kinds == ["1": [.animal]])
        let word = own.addHouseholdWord(
            source: "the cat", target: "kota", gender: .masculine, pattern: "brat", lemma: "kot", kind: .animal,
            to: Self.pack.form("accusative")!)
        #expect(word.kind == .animal)
        let merged = Self.pack.merged(with: own)
        #expect(
            PhraseRenderer(pack: merged).pickerSections(merged.phrase(phrase.id)!.phrase, slot: 1).first?.entries.map(\.id) == ["the-cat"])
    }
}
