import DomovCore
import Foundation
import Testing

/// A broken pack is refused with its file and entry named, and the other packs still load.
@Suite("Phrasebook pack loading")
struct PhrasePackLoaderTests {
    typealias F = PhrasebookFixtures
    let loader = PhrasePackLoader()

    func messages(_ pack: PhrasePack, file: String = "bad.json") -> [String] {
        do {
            _ = try loader.pack(from: F.json(pack), file: file)
            return []
        } catch {
            return error.messages
        }
    }

    @Test func theFixtureLoads() throws {
        let pack = try loader.pack(from: F.json(), file: "test.json")
        #expect(pack == F.pack)
    }

    @Test func aSlotNamingAMissingFormIsRefused() {
        var pack = F.pack
        pack.categories[0].phrases[1].slots = ["1": ["verb", "genitive"]]
        #expect(
            messages(pack) == [
                "bad.json: phrase 'want' in category 'help': slot |1| names the form 'genitive', which the pack does not have"
            ])
    }

    @Test func twoTextsWithDifferentSlotsAreRefused() {
        var pack = F.pack
        pack.categories[0].phrases[1].target = "Hoču |2|."
        let found = messages(pack)
        #expect(found.contains("bad.json: phrase 'want' in category 'help': the two texts have different slots (source: |1|, target: |2|)"))
    }

    @Test func invalidJSONIsRefusedWithTheFile() {
        do {
            _ = try loader.pack(from: Data("{ \"id\": ".utf8), file: "broken.json")
            Issue.record("loaded")
        } catch {
            #expect(error == .unreadable(file: "broken.json", detail: "the file is not valid JSON"))
            #expect(error.messages == ["broken.json: not a valid pack: the file is not valid JSON"])
        }
    }

    @Test func aMissingFieldIsNamedByItsPath() {
        var object = try! JSONSerialization.jsonObject(with: F.json()) as! [String: Any]
        var categories = object["categories"] as! [[String: Any]]
        var phrases = categories[0]["phrases"] as! [[String: Any]]
        phrases[1].removeValue(forKey: "target")
        categories[0]["phrases"] = phrases
        object["categories"] = categories
        let data = try! JSONSerialization.data(withJSONObject: object)
        #expect(throws: PhrasePackError.unreadable(file: "x.json", detail: "categories[0].phrases[1].target is missing")) {
            try loader.pack(from: data, file: "x.json")
        }
    }

    @Test func otherRulesNameTheirEntries() {
        var pack = F.pack
        pack.categories[1].phrases.append(Phrase(id: "please", source: "Again |1|", target: "Opet |1|"))
        pack.forms[1].entries[0].target = "vody"
        pack.forms[2].entries[0].pattern = "muž"
        pack.categories[0].phrases[0].source = "Please | now"
        let found = messages(pack)
        #expect(found.contains("bad.json: phrase 'please' in category 'basics': the id is used twice in the pack"))
        #expect(found.contains("bad.json: phrase 'please' in category 'basics': slot |1| does not say which forms it allows"))
        #expect(found.contains("bad.json: word 'water' in form 'accusative': \"vody\" should be \"vodu\" by the pattern 'žena'"))
        #expect(
            found.contains(
                "bad.json: word 'brother' in form 'dative': names the declension pattern 'muž', which the grammar does not declare"))
        #expect(found.contains("bad.json: phrase 'please' in category 'help': the source text has a \"|\" that is not a slot like |1|"))
    }

    @Test func aBadPackDoesNotStopTheOthers() {
        var bad = F.pack
        bad.id = "bad-pack"
        bad.categories[0].phrases[1].target = "Hoču."
        var second = F.pack
        second.id = "second"
        let result = loader.packs([
            ("a.json", { F.json() }),
            ("b.json", { F.json(bad) }),
            ("c.json", { Data("not json".utf8) }),
            ("d.json", { F.json(second) }),
            ("e.json", { F.json() }),
        ])
        #expect(result.packs.map(\.id) == ["test-pack", "second"])
        #expect(result.failures.map(\.file) == ["b.json", "c.json", "e.json"])
        #expect(result.failures[2].messages == ["e.json: pack: the id 'test-pack' is already used by another pack"])
    }
}
