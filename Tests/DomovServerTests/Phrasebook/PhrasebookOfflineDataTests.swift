import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// offline.json, from which phrasebook.js translates without the server: filling its pieces
/// with its words, as the script does (keeping only the words a slot takes), gives the
/// server's rendering and picker for every phrase and every word of every shipped pack, in
/// both scripts.
@Suite("Phrasebook offline data")
struct PhrasebookOfflineDataTests {
    /// The file as the page reads it.
    struct Data: Decodable {
        enum Piece: Decodable {
            case text(String)
            case slot(Int, label: String, opening: Bool)

            enum Keys: String, CodingKey { case slot, label, opening }

            init(from decoder: any Decoder) throws {
                if let text = try? decoder.singleValueContainer().decode(String.self) {
                    self = .text(text)
                    return
                }
                let container = try decoder.container(keyedBy: Keys.self)
                self = .slot(
                    try container.decode(Int.self, forKey: .slot), label: try container.decode(String.self, forKey: .label),
                    opening: try container.decode(Bool.self, forKey: .opening))
            }
        }

        struct Spellings: Decodable { let inside: String; let opening: String }
        struct Entry: Decodable {
            let id: String; let source: Spellings; let target: [String: Spellings]; let grammar: String?; let kind: String?
        }
        struct Form: Decodable { let name: String; let entries: [Entry] }
        struct OfflinePhrase: Decodable {
            let category: String; let slots: [String: [String]]; let kinds: [String: [String]]; let source: [Piece];
            let target: [String: [Piece]]

            /// What phrasebook.js's `takes` does: the slot allows the form, and takes the word's kind.
            func takes(_ entry: Entry, of form: String, in slot: Int) -> Bool {
                guard slots[String(slot)]?.contains(form) == true else { return false }
                let kinds = kinds[String(slot)] ?? []
                guard !kinds.isEmpty, let kind = entry.kind else { return true }
                return kinds.contains(kind)
            }
        }

        let pack: String
        let sourceLanguage: String
        let targetLanguage: String
        let scripts: [String]
        let texts: [String: String]
        let phrases: [String: OfflinePhrase]
        let categories: [String: String]
        let forms: [String: Form]
        let favourites: [String]
        let favouriteAction: String

        /// What phrasebook.js does: each slot takes its word's spelling, or a placeholder, and in
        /// Czech the text before a filled slot is written for its word (`vocalized`: "ke kavárně").
        func fill(_ pieces: [Piece], _ words: [Int: Spellings], language: String, empty: (String) -> String) -> String {
            let chosen = pieces.map { piece -> String? in
                guard case .slot(let number, _, let opening) = piece else { return nil }
                return words[number].map { opening ? $0.opening : $0.inside }
            }
            return pieces.enumerated().map { index, piece -> String in
                switch piece {
                case .text(let text):
                    guard CzechPrepositions.apply(toLanguage: language), index + 1 < pieces.count, let next = chosen[index + 1] else {
                        return text
                    }
                    return CzechPrepositions.text(text, before: next)
                case .slot(_, let label, _): return chosen[index] ?? empty(label)
                }
            }.joined()
        }
    }

    @Test(arguments: ["en-neoslavonic", "en-czech", "cs-neoslavonic"])
    func everyPhraseWithEveryWordReadsAsTheServerRendersIt(_ packID: String) async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let response = try await jana.get("/phrasebook/\(packID)/offline.json")
            #expect(response.status == .ok)
            let data = try response.json(Data.self)
            let pack = try #require(PhrasebookCatalog.shipped.pack(packID))
            let renderer = PhraseRenderer(pack: pack)
            #expect(data.phrases.count == pack.phraseCount)
            #expect(data.scripts == (pack.target.hasCyrillic ? ["latin", "cyrillic"] : ["latin"]))
            var compared = 0
            var refused = 0
            for category in pack.categories {
                for phrase in category.phrases {
                    let offline = try #require(data.phrases[phrase.id])
                    #expect(offline.category == category.id)
                    // Empty slots read as their labels in the list, as "…" in the bar.
                    #expect(
                        data.fill(offline.source, [:], language: data.sourceLanguage, empty: { $0 })
                            == renderer.render(phrase, .source).pieces.map { piece in
                                switch piece {
                                case .text(let text): text
                                case .slot(_, let label, _): label
                                }
                            }.joined())
                    #expect(data.categories[category.id] == category.name)
                    // The picker offers the server's words in the server's order, slot by slot.
                    for slot in phrase.slotNumbers {
                        let page = phrase.allowedForms(slot).map { form in
                            (data.forms[form]?.entries ?? []).filter { offline.takes($0, of: form, in: slot) }.map { "\(form):\($0.id)" }
                        }.filter { !$0.isEmpty }
                        let server = renderer.pickerSections(phrase, slot: slot).map { form in form.entries.map { "\(form.id):\($0.id)" } }
                        #expect(page == server, "\(packID) \(phrase.id) |\(slot)|")
                    }
                    // Every word of every form the slot allows, also those of kinds it does not
                    // take (a stale link): both leave those out.
                    let choices = phrase.slotNumbers.flatMap { slot in
                        phrase.allowedForms(slot).flatMap { form in
                            (pack.form(form)?.entries ?? []).map { (slot, form, $0) }
                        }
                    }
                    for (slot, form, entry) in choices {
                        let selection = PhraseSelection([slot: .init(form: form, entry: entry.id)])
                        let found = try #require(data.forms[form]?.entries.first { $0.id == entry.id })
                        let word: Data.Entry? = offline.takes(found, of: form, in: slot) ? found : nil
                        #expect((word != nil) == phrase.takes(entry, of: form, in: slot))
                        if word == nil { refused += 1 }
                        #expect(
                            data.fill(
                                offline.source, word.map { [slot: $0.source] } ?? [:], language: data.sourceLanguage, empty: { _ in "…" })
                                == renderer.render(phrase, .source, selection: selection).plainText())
                        for script in data.scripts {
                            let shown = NeoslavonicScript(rawValue: script) ?? .latin
                            let server = renderer.render(phrase, .target, selection: selection).pieces.map { piece -> String in
                                switch piece {
                                case .text(let text): pack.target.hasCyrillic ? shown.show(text) : text
                                case .slot(_, _, let word): word.map { pack.target.hasCyrillic ? shown.show($0) : $0 } ?? ""
                                }
                            }.joined()
                            let words = try word.map { [slot: try #require($0.target[script])] } ?? [:]
                            let page = data.fill(
                                try #require(offline.target[script]), words, language: data.targetLanguage, empty: { _ in "" })
                            #expect(page == server, "\(packID) \(phrase.id) |\(slot)| \(form):\(entry.id) in \(script)")
                            compared += 1
                        }
                    }
                }
            }
            #expect(compared > 100)
            #expect(refused > 100, "the slots' kinds leave words out")
        }
    }

    @Test func thePickerOrderAndGrammarNotesAreTheServersInTheReadersLanguage() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let data = try await jana.get("/phrasebook/en-neoslavonic/offline.json").json(Data.self)
            let accusative = try #require(data.forms["accusative"])
            let water = try #require(accusative.entries.first { $0.id == "water" })
            #expect(water.grammar == "feminine, pattern žena")
            #expect(water.target["cyrillic"]?.inside == "воду" && water.target["cyrillic"]?.opening == "Воду")
            let picker = try await jana.get("/phrasebook/en-neoslavonic/categories/asking-for-help/pick?phrase=i-want&slot=1").text
            let shown = picker.components(separatedBy: "data-choice=\"accusative:").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            let iWant = try #require(data.phrases["i-want"])
            #expect(shown == accusative.entries.filter { iWant.takes($0, of: "accusative", in: 1) }.map(\.id))
            #expect(shown.contains("water") && !shown.contains("hotel") && !shown.contains("doctor"), "\(shown)")
            #expect(data.texts["pickWordFor"] == "Choose a word for “\u{1}”")

            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            let czech = try await jana.get("/phrasebook/en-neoslavonic/offline.json").json(Data.self)
            #expect(czech.texts["cancel"] == "Zrušit")
        }
    }

    @Test func aCategoryPageSaysWhichSelectionItWasDrawnFor() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let category = "/phrasebook/en-neoslavonic/categories/asking-for-help"
            let page = try await jana.get("\(category)?w=give-to.1.nothing:here&p=i-want&w=i-want.1.verb:sleep")
            #expect(page.text.contains("data-drawn=\"?p=i-want&amp;w=i-want.1.verb:sleep\""))
            #expect(page.text.contains("data-offline=\"/phrasebook/en-neoslavonic/offline.json\""))
            #expect(page.text.contains("data-script=\"latin\""))
            // Favourites kept in the browser offline are sent only for the person who made them.
            #expect(page.text.contains("data-owner=\"") && !page.text.contains("data-owner=\"\""))
            let bare = try await jana.get(category)
            #expect(bare.text.contains("data-drawn=\"\""))

            var stranger = Browser(client)
            #expect(try await stranger.get("/phrasebook/en-neoslavonic/offline.json").status != .ok)
        }
    }

    /// What the page's script needs to keep favourites without the network: which phrases are
    /// the person's favourites, where the button posts, and an answer it can read once sent.
    @Test func favouritesChangedByTheScriptAnswerJSONAndShowInTheOfflineData() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            var petr = try await Browser.signedUp(client, as: .petr)
            let before = try await jana.get("/phrasebook/en-neoslavonic/offline.json").json(Data.self)
            #expect(before.favourites.isEmpty)
            #expect(before.favouriteAction == "/phrasebook/en-neoslavonic/favourites/toggle")
            #expect(before.texts["favouriteKept"] == "Kept on this device; it is saved when the network is back.")

            var json = HTTPFields()
            json[.accept] = "application/json"
            let added = try await jana.post(
                "/phrasebook/en-neoslavonic/favourites/toggle",
                [("phrase", "i-want"), ("choices", "1=verb:sleep"), ("favourite", "on")], headers: json)
            #expect(added.status == .ok)
            #expect(added.text.contains("\"favourite\":true") && added.text.contains("\"phrase\":\"i-want\""))
            #expect(try await jana.get("/phrasebook/en-neoslavonic/offline.json").json(Data.self).favourites == ["i-want"])
            #expect(try await petr.get("/phrasebook/en-neoslavonic/offline.json").json(Data.self).favourites.isEmpty)
            let list = try await jana.get("/phrasebook/en-neoslavonic/favourites").text
            #expect(list.contains("<li class=\"pb-hit\" data-phrase=\"i-want\">"))

            let removed = try await jana.post(
                "/phrasebook/en-neoslavonic/favourites/toggle", [("phrase", "i-want"), ("favourite", "off")], headers: json)
            #expect(removed.text.contains("\"favourite\":false"))
            #expect(try await jana.get("/phrasebook/en-neoslavonic/offline.json").json(Data.self).favourites.isEmpty)
            // Without the header the form's redirect stays, and a bad token is refused all the same.
            #expect(try await jana.post("/phrasebook/en-neoslavonic/favourites/toggle", [("phrase", "i-want")]).status == .seeOther)
            let forged = try await jana.postForm(
                "/phrasebook/en-neoslavonic/favourites/toggle", [("_csrf", "nope"), ("phrase", "i-want")], headers: json)
            #expect(forged.status != .ok)

            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            let czech = try await jana.get("/phrasebook/en-neoslavonic/offline.json").json(Data.self)
            #expect(czech.texts["favouritesWaiting"] == "Změny oblíbených čekající na síť:")
        }
    }
}
