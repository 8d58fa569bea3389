@testable import DomovCore
import DomovTesting
import Foundation
import Testing

/// Fuzzing the phrase pack reader (the household pack import and the API's own pack upload):
/// mutations of packs must give a pack that keeps every rule or a `PhrasePackError` (never a
/// crash), and a pack that loads must render, search and take word choices from a link;
/// generated household packs must load and render the words chosen. `DOMOV_FUZZ_INPUTS=100000
/// swift test --filter PhrasePackFuzzTests` for a full run.
@Suite("Phrase pack fuzzing")
struct PhrasePackFuzzTests {
    typealias F = PhrasebookFixtures

    static var corpus: [String] {
        [F.json(), F.json(HouseholdPackTests.household), F.json(Self.grammarPack)].map { String(decoding: $0, as: UTF8.self) }
    }

    /// Conjugations and adjectives, which the fixture pack leaves out.
    static var grammarPack: PhrasePack {
        var pack = F.pack
        pack.id = "grammar"
        pack.info = PackInfo(description: "Gramatika", authors: ["Jana"], links: [PackLink(title: "Web", url: "https://example.org")])
        pack.grammar?.conjugations = [
            VerbConjugation(verb: "byti", meaning: "to be", present: ["jesm", "jesi", "jest", "jesmo", "jeste", "sut"])
        ]
        pack.grammar?.adjectives = [
            AdjectivePattern(
                pattern: "dobry", masculine: ["y", "ogo", "omu", "ogo", "y", "om", "ym"],
                feminine: ["a", "oj", "oj", "u", "a", "oj", "oju"], neuter: ["o", "ogo", "omu", "o", "o", "om", "ym"])
        ]
        pack.grammar?.declensions?[0].modelExceptions = ["vocative.singular": "ženo"]
        pack.grammar?.declensions?[1].modelStem = "brat"
        return pack
    }

    static let dictionary = [
        "{", "}", "[", "]", "\"", ":", ",", "null", "true", "1e999", "-1", "|", "|1|", "|2|", "|9|", "|10|", "|0|", "|x|", "||",
        #""slots":{"1":["verb"]}"#, #""slots":{"#, #""1":[]"#, #""pattern":"žena""#, #""pattern":"#, #""lemma":"#, #""stem":"#,
        #""grammaticalCase":"accusative""#, #""number":"plural""#, #""gender":"neuter""#, #""singular":["a"]"#, #""plural":[]"#,
        #""id":"help""#, #""id":"verb""#, #""id":""#, #""id":"Ž""#, #""code":"cs""#, #""collation":"czech""#,
        #""transliteration":"neoslavonic""#,
        "\\u0000", "\\ud800", "\\\"", "ž", "щ", "😀", " ",
    ]

    @Test func mutatedPacksLoadWithinTheRulesOrAreRefused() {
        var loaded = 0
        var unreadable = 0
        var invalid = 0
        for input in FuzzInputs(corpus: Self.corpus, dictionary: Self.dictionary, count: FuzzInputs.count(default: 1500)) {
            do {
                let pack = try PhrasePackLoader().pack(from: Data(input), file: "fuzz.json")
                loaded += 1
                #expect(PhrasePackValidator().problems(in: pack).isEmpty)
                Self.exercise(pack)
            } catch {
                switch error {
                case .unreadable: unreadable += 1
                case .invalid(_, let problems): invalid += 1; #expect(!problems.isEmpty)
                case .alreadyInPack: Issue.record("a pack of its own cannot be in another")
                }
                #expect(!error.messages.isEmpty && error.messages.allSatisfy { $0.hasPrefix("fuzz.json: ") })
            }
        }
        #expect(loaded > 0 && unreadable > 0 && invalid > 0)
        FuzzInputs.report("mutated packs: \(loaded) loaded, \(unreadable) refused as unreadable, \(invalid) as invalid")
    }

    @Test func mutatedHouseholdPacksMergeWithinTheRulesOrAreRefused() {
        var loaded = 0
        var refused: [String: Int] = [:]
        let household = String(decoding: F.json(HouseholdPackTests.household), as: UTF8.self)
        for input in FuzzInputs(corpus: [household], dictionary: Self.dictionary, count: FuzzInputs.count(default: 1500)) {
            do {
                let own = try PhrasePackLoader().householdPack(from: Data(input), file: "ours.json", over: F.pack)
                loaded += 1
                let merged = F.pack.merged(with: own)
                #expect(PhrasePackValidator().problems(in: merged).isEmpty)
                Self.exercise(merged)
            } catch {
                let kind =
                    switch error {
                    case .unreadable: "unreadable"
                    case .invalid: "invalid"
                    case .alreadyInPack: "alreadyInPack"
                    }
                refused[kind, default: 0] += 1
            }
        }
        #expect(loaded > 0 && refused["unreadable", default: 0] > 0 && refused["invalid", default: 0] > 0)
        FuzzInputs.report("mutated household packs: \(loaded) loaded, refused \(refused.sorted { $0.key < $1.key })")
    }

    @Test func generatedHouseholdPacksLoadAndRender() throws {
        var random = SeededRandom(seed: FuzzInputs.seed)
        let words = [("cat", "the cat", "kota"), ("dog", "the dog", "psa"), ("milk", "milk", "mleko"), ("key", "the key", "ključ")]
        let texts = [
            ("Please feed |1|.", "Prošu, nakrmite |1|."), ("Where is |1|?", "Gde jest |1|?"), ("|1| and |2|", "|2| i |1|"),
            ("Thanks", "Hvala"),
        ]
        for round in 0..<FuzzInputs.count(default: 1500) / 10 {
            var pack = F.pack.emptyHouseholdPack(name: "Our phrases \(round)")
            let chosen = (0..<(1 + random.below(words.count))).map { words[($0 + round) % words.count] }
            pack.forms = [
                WordForm(id: "things", name: "Things", entries: chosen.map { VocabularyEntry(id: $0.0, source: $0.1, target: $0.2) })
            ]
            var phrases: [Phrase] = []
            for index in 0..<(1 + random.below(4)) {
                let (source, target) = texts[random.below(texts.count)]
                let slots = PhraseTemplate(source).slotNumbers.reduce(into: [String: [String]]()) { $0[String($1)] = ["things"] }
                phrases.append(Phrase(id: "p\(round)-\(index)", source: source, target: target, slots: slots))
            }
            pack.categories = [PhraseCategory(id: "ours", name: "Ours", phrases: phrases)]
            let own = try PhrasePackLoader().householdPack(from: F.json(pack), file: "ours.json", over: F.pack)
            let merged = F.pack.merged(with: own)
            let word = chosen[random.below(chosen.count)]
            for phrase in phrases {
                var selection = PhraseSelection()
                for slot in PhraseTemplate(phrase.source).slotNumbers { selection[slot] = .init(form: "things", entry: word.0) }
                let rendered = PhraseRenderer(pack: merged).render(phrase, .target, selection: selection.resolved(for: phrase, in: merged))
                #expect(rendered.isComplete)
                // A word that starts the sentence is capitalized.
                let expected = phrase.target.replacingOccurrences(of: "|1|", with: word.2).replacingOccurrences(of: "|2|", with: word.2)
                #expect(rendered.plainText() == expected.prefix(1).uppercased() + expected.dropFirst())
            }
        }
    }

    /// What the pages do with a pack: every phrase rendered on both sides with words chosen by
    /// a link's "w1"…"w9" (some of them junk), categories sorted, a search.
    static func exercise(_ pack: PhrasePack) {
        let renderer = PhraseRenderer(pack: pack)
        let tokens = pack.forms.flatMap { form in form.entries.map { "\(form.id):\($0.id)" } } + ["junk", ":", "a:", "verb:😀"]
        for (index, phrase) in pack.categories.flatMap(\.phrases).enumerated() {
            let selection = PhraseSelection { name in tokens.isEmpty ? nil : tokens[(index + name.count) % tokens.count] }
            for side in [PhraseSide.source, .target] {
                _ = renderer.render(phrase, side, selection: selection.resolved(for: phrase, in: pack)).plainText()
            }
        }
        _ = pack.sortedCategories
        _ = PhrasebookSearch(pack: pack).search("a")
        _ = PhrasebookSearch(pack: pack).words("b")
    }
}
