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

    /// Every text a pack can show: each phrase with every allowed word in each slot in turn
    /// (the other slots waiting), in both languages.
    static func sentences(_ pack: PhrasePack) -> [String] {
        let renderer = PhraseRenderer(pack: pack)
        var sentences: [String] = []
        for phrase in pack.categories.flatMap(\.phrases) {
            for side in [PhraseSide.source, .target] {
                sentences.append(renderer.render(phrase, side).plainText(placeholder: "…"))
                for slot in phrase.slotNumbers {
                    for form in phrase.allowedForms(slot) {
                        for entry in pack.form(form)?.entries ?? [] {
                            let selection = PhraseSelection([slot: .init(form: form, entry: entry.id)])
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
