import DomovCore
import Foundation
import Testing

/// A household's own phrases and words on top of a pack, imported with the same checks.
@Suite("Phrasebook household packs")
struct HouseholdPackTests {
    typealias F = PhrasebookFixtures

    static var household: PhrasePack {
        var pack = F.pack.emptyHouseholdPack(name: "Our phrases")
        pack.categories = [
            PhraseCategory(
                id: "ours", name: "Our phrases",
                phrases: [
                    Phrase(id: "feed-the-cat", source: "Please feed |1|.", target: "Prošu, nakrmite |1|.", slots: ["1": ["accusative"]])
                ])
        ]
        pack.forms = [
            WordForm(
                id: "accusative", name: "Accusative", grammaticalCase: .accusative, number: .singular,
                entries: [
                    VocabularyEntry(id: "cat", source: "the cat", target: "kota", gender: .masculine, pattern: "brat", lemma: "kot")
                ])
        ]
        return pack
    }

    @Test func aHouseholdPackUsesThePacksFormsAndAddsWords() throws {
        let loaded = try PhrasePackLoader().householdPack(from: F.json(Self.household), file: "ours.json", over: F.pack)
        let merged = F.pack.merged(with: loaded)
        #expect(merged.category("ours")?.phrases.count == 1)
        #expect(merged.form("accusative")?.entry("cat")?.target == "kota")
        #expect(merged.form("accusative")?.entries.count == 3)
        let rendered = PhraseRenderer(pack: merged).render(
            merged.phrase("feed-the-cat")!.phrase, .target,
            selection: PhraseSelection([1: .init(form: "accusative", entry: "cat")]))
        #expect(rendered.plainText() == "Prošu, nakrmite kota.")
    }

    @Test func anImportWithTheSameProblemsIsRefusedWithTheSameMessages() {
        var bad = Self.household
        bad.categories[0].phrases[0].slots = ["1": ["genitive"]]
        bad.categories[0].phrases.append(
            Phrase(id: "two", source: "Two |1| |2|", target: "Dva |1|", slots: ["1": ["verb"], "2": ["verb"]]))
        do {
            _ = try PhrasePackLoader().householdPack(from: F.json(bad), file: "ours.json", over: F.pack)
            Issue.record("accepted")
        } catch {
            #expect(
                error.messages.contains(
                    "ours.json: phrase 'feed-the-cat' in category 'ours': slot |1| names the form 'genitive', which the pack does not have")
            )
            #expect(
                error.messages.contains(
                    "ours.json: phrase 'two' in category 'ours': the two texts have different slots (source: |1|, |2|, target: |1|)"))
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

    /// The pack itself (or an export of the merged pack) imported as the household's: one
    /// sentence with the count, not a message per entry.
    @Test func anImportOfEntriesThePackHasSaysSoOnceWithACount() {
        #expect(
            throws: PhrasePackError.alreadyInPack(
                file: "pack.json", existing: F.pack.phraseCount + F.pack.entryCount,
                total: F.pack.phraseCount + F.pack.entryCount)
        ) {
            try PhrasePackLoader().householdPack(from: F.json(F.pack), file: "pack.json", over: F.pack)
        }
        var some = Self.household
        some.categories[0].phrases.append(F.pack.categories[0].phrases[0])
        do {
            _ = try PhrasePackLoader().householdPack(from: F.json(some), file: "ours.json", over: F.pack)
            Issue.record("accepted")
        } catch {
            #expect(error == .alreadyInPack(file: "ours.json", existing: 1, total: 3))
            #expect(error.messages == ["ours.json: 1 of its 3 phrases and words are already in the pack; nothing was imported"])
        }
    }
}
