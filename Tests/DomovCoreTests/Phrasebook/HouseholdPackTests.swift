import DomovCore
import Foundation
import Testing

/// A household's own phrases and words on top of a pack, imported with the same checks.
@Suite("Phrasebook household packs")
struct HouseholdPackTests {
    typealias F = PhrasebookFixtures

    static var household: PhrasePack {
        var pack = F.pack.emptyHouseholdPack(name: "Our phrases")
        pack.categories = [PhraseCategory(id: "ours", name: "Our phrases", phrases: [
            Phrase(id: "feed-the-cat", source: "Please feed |1|.", target: "Prošu, nakrmite |1|.", slots: ["1": ["accusative"]]),
        ])]
        pack.forms = [WordForm(id: "accusative", name: "Accusative", grammaticalCase: .accusative, number: .singular, entries: [
            VocabularyEntry(id: "cat", source: "the cat", target: "kota", gender: .masculine, pattern: "brat", lemma: "kot"),
        ])]
        return pack
    }

    @Test func aHouseholdPackUsesThePacksFormsAndAddsWords() throws {
        let loaded = try PhrasePackLoader().householdPack(from: F.json(Self.household), file: "ours.json", over: F.pack)
        let merged = F.pack.merged(with: loaded)
        #expect(merged.category("ours")?.phrases.count == 1)
        #expect(merged.form("accusative")?.entry("cat")?.target == "kota")
        #expect(merged.form("accusative")?.entries.count == 3)
        let rendered = PhraseRenderer(pack: merged).render(merged.phrase("feed-the-cat")!.phrase, .target,
                                                             selection: PhraseSelection([1: .init(form: "accusative", entry: "cat")]))
        #expect(rendered.plainText() == "Prošu, nakrmite kota.")
    }

    @Test func anImportWithTheSameProblemsIsRefusedWithTheSameMessages() {
        var bad = Self.household
        bad.categories[0].phrases[0].slots = ["1": ["genitive"]]
        bad.categories[0].phrases.append(Phrase(id: "want", source: "Two |1| |2|", target: "Dva |1|", slots: ["1": ["verb"], "2": ["verb"]]))
        do {
            _ = try PhrasePackLoader().householdPack(from: F.json(bad), file: "ours.json", over: F.pack)
            Issue.record("accepted")
        } catch {
            #expect(error.messages.contains("ours.json: phrase 'feed-the-cat' in category 'ours': slot |1| names the form 'genitive', which the pack does not have"))
            #expect(error.messages.contains("ours.json: phrase 'want' in category 'ours': the id is used twice in the pack"))
            #expect(error.messages.contains("ours.json: phrase 'want' in category 'ours': the two texts have different slots (source: |1|, |2|, target: |1|)"))
        }
        #expect(throws: PhrasePackError.unreadable(file: "x.json", detail: "the file is not valid JSON")) {
            try PhrasePackLoader().householdPack(from: Data("[1,".utf8), file: "x.json", over: F.pack)
        }
        var otherLanguage = Self.household
        otherLanguage.target.code = "cs"
        #expect(throws: PhrasePackError.self) {
            try PhrasePackLoader().householdPack(from: F.json(otherLanguage), file: "x.json", over: F.pack)
        }
    }
}
