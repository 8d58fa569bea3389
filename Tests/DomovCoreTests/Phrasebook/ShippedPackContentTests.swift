import DomovCore
import Foundation
import Testing

/// What the shipped packs say, read as a person reads it: every phrase with every word its
/// slots allow has no word twice in a row ("Is it possible to live here here?"), a traveller's
/// Czech speaks to strangers formally, and a phrase that depends on the speaker's gender
/// offers both forms.
@Suite("Phrasebook shipped pack content")
struct ShippedPackContentTests {
    static let packs = ShippedPacksTests.loaded.packs

    /// Every text a pack can show: each phrase with every word the picker offers in each slot
    /// in turn (the other slots waiting), in both languages.
    static func sentences(_ pack: PhrasePack) -> [String] {
        let renderer = PhraseRenderer(pack: pack)
        var sentences: [String] = []
        for phrase in pack.categories.flatMap(\.phrases) {
            for side in [PhraseSide.source, .target] {
                sentences.append(renderer.render(phrase, side).plainText(placeholder: "…"))
                for slot in phrase.slotNumbers {
                    for form in renderer.pickerSections(phrase, slot: slot) {
                        for entry in form.entries {
                            let selection = PhraseSelection([slot: .init(form: form.id, entry: entry.id)])
                            sentences.append(renderer.render(phrase, side, selection: selection).plainText(placeholder: "…"))
                        }
                    }
                }
            }
        }
        return sentences
    }

    static func doubledWord(_ sentence: String) -> String? {
        let words = sentence.lowercased().components(separatedBy: CharacterSet.letters.inverted).filter { !$0.isEmpty }
        return zip(words, words.dropFirst()).first { $0 == $1 }?.0
    }

    @Test func theCheckFindsADoubledWord() {
        #expect(Self.doubledWord("Is it possible to live here here?") == "here")
        #expect(Self.doubledWord("Is it possible to live here?") == nil)
        #expect(Self.doubledWord("Here… here.") == "here")
    }

    @Test(arguments: ["en-neoslavonic", "en-czech", "cs-neoslavonic"])
    func noPhraseSaysAWordTwiceInARow(_ id: String) throws {
        let pack = try #require(Self.packs.first { $0.id == id })
        let sentences = Self.sentences(pack)
        #expect(sentences.count > 1_000)
        let doubled = sentences.filter { Self.doubledWord($0) != nil }
        #expect(doubled.isEmpty, "\(Set(doubled).sorted())")
    }

    /// The words a slot offers make sense in it: "Please call |1|." offers people, never
    /// coffee; "Please give |1| to my passport." cannot be made. Every noun says what it names,
    /// and every slot that takes nouns names its kinds, but "This is |1|." and "Where is |1|?",
    /// where every noun makes sense.
    @Test(arguments: ["en-neoslavonic", "en-czech", "cs-neoslavonic"])
    func everySlotOffersOnlyWordsThatMakeSenseInIt(_ id: String) throws {
        let pack = try #require(Self.packs.first { $0.id == id })
        let nouns = pack.forms.filter { $0.grammaticalCase != nil }.flatMap(\.entries)
        #expect(nouns.allSatisfy { $0.kind != nil }, "\(nouns.filter { $0.kind == nil }.map(\.id))")
        let renderer = PhraseRenderer(pack: pack)
        func offered(_ phrase: String, _ slot: Int) throws -> [VocabularyEntry] {
            let phrase = try #require(pack.phrase(phrase)?.phrase)
            return renderer.pickerSections(phrase, slot: slot).filter { $0.grammaticalCase != nil }.flatMap(\.entries)
        }
        for phrase in pack.categories.flatMap(\.phrases) where !["this-is", "where-is"].contains(phrase.id) {
            for slot in phrase.slotNumbers where phrase.allowedForms(slot).contains(where: { pack.form($0)?.grammaticalCase != nil }) {
                #expect(!phrase.allowedKinds(slot).isEmpty, "\(id) \(phrase.id) |\(slot)| takes any noun")
            }
        }
        #expect(Set(try offered("please-call", 1).compactMap(\.kind)) == [.person, .family])
        #expect(try offered("please-call", 1).contains { $0.id == "doctor" })
        #expect(!(try offered("give-to", 2)).contains { $0.id == "passport" || $0.id == "coffee" })
        #expect(try offered("give-to", 1).contains { $0.id == "coffee" })
        #expect(!(try offered("do-you-have", 1)).contains { $0.kind == .person || $0.kind == .place })
        #expect(try offered("how-get-to", 1).allSatisfy { $0.kind == .place })
        #expect(try offered("is-it-here", 1).allSatisfy { $0.kind != .food })
        // Verbs have no kind: a slot that takes a verb or a noun still offers every verb.
        let want = try #require(pack.phrase("i-want")?.phrase)
        #expect(renderer.pickerSections(want, slot: 1).first { $0.id == "verb" }?.entries.count == pack.form("verb")?.entries.count)
    }

    @Test func aTravellersCzechAddressesStrangersFormallyAndSaysSo() throws {
        let pack = try #require(Self.packs.first { $0.id == "en-czech" })
        let czech = pack.categories.flatMap(\.phrases).map(\.target)
        // The informal "ty" and its forms have no place in a traveller's phrasebook.
        let informal = czech.filter { text in
            let words = Set(text.lowercased().components(separatedBy: CharacterSet.letters.inverted))
            return !words.isDisjoint(with: ["ty", "ti", "tě", "tebe", "tobě", "máš", "jsi", "víš", "chceš", "můžeš"])
        }
        #expect(informal.isEmpty, "\(informal)")
        #expect(czech.contains("Jak se máte?") && czech.contains("A vy?") && czech.contains("Kolik je vám let?"))
        #expect(pack.info?.description?.contains("formally (vy)") == true)
    }

    @Test func gendersOfTheSpeakerAndNaturalWordOrder() throws {
        let pack = try #require(Self.packs.first { $0.id == "en-czech" })
        let phrases = pack.categories.flatMap(\.phrases)
        #expect(phrases.first { $0.id == "i-like" }?.target == "Mám rád / ráda |1|.")
        #expect(phrases.first { $0.id == "breakfast-included" }?.target == "Je snídaně v ceně?")
        #expect(phrases.first { $0.id == "see-it-here" }?.target == "Je možné to tady vidět?")
        // No verb carries its own object or place into a phrase that has one ("tady to vidět").
        let verbs = try #require(pack.form("verb")).entries.map(\.target)
        #expect(!verbs.contains { $0.hasPrefix("to ") || $0.contains("tady") }, "\(verbs)")
        let source = try #require(Self.packs.first { $0.id == "cs-neoslavonic" })
        #expect(source.categories.flatMap(\.phrases).first { $0.id == "i-like" }?.source == "Mám rád / ráda |1|.")
    }
}
