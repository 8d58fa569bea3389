import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A household's own phrases and words: added in the editor, used like the pack's, exported
/// and imported with the pack's checks, and invisible to anyone outside the household.
@Suite("Phrasebook household phrases")
struct PhrasebookHouseholdTests {
    @Test func addedPhrasesAndWordsAreUsedLikeThePacks() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let editor = "/phrasebook/en-neoslavonic/households/\(household)"
            #expect(try await jana.get(editor).text.contains("id=\"pb-own-empty\""))

            let word = try await jana.post(
                "\(editor)/words",
                [
                    ("form", "accusative"), ("word_source", "the cat"), ("word_target", "kota"), ("gender", "masculine"),
                    ("pattern", "brat"), ("lemma", "kot"),
                ])
            #expect(word.location == editor)
            let phrase = try await jana.post(
                "\(editor)/phrases",
                [
                    ("source", "Please feed |1|."), ("target", "Prošu, nakrmite |1|."), ("slot1", "accusative"), ("slot2", ""),
                    ("slot3", ""),
                ])
            #expect(phrase.location == editor)
            let page = try await jana.get(
                "/phrasebook/en-neoslavonic/categories/household?p=please-feed&w=please-feed.1.accusative:the-cat")
            #expect(page.status == .ok)
            let bar = try #require(HTMLScraper.element(id: "pb-bar", in: page.text))
            #expect(bar.contains(">Please feed the cat.</p>"))
            #expect(bar.contains("Prošu, nakrmite <strong class=\"pb-word\">kota</strong>."))
            #expect(try await jana.get("/phrasebook/en-neoslavonic").text.contains(">Our phrases<"))

            // A word that does not follow its pattern is refused with the loader's message.
            let bad = try await jana.post(
                "\(editor)/words",
                [
                    ("form", "accusative"), ("word_source", "the dog"), ("word_target", "psa"), ("gender", "masculine"),
                    ("pattern", "brat"), ("lemma", "pes"),
                ])
            #expect(bad.status == .unprocessableContent)
            #expect(
                bad.text.contains(
                    """
                    word: word &#39;the-dog&#39; in form &#39;accusative&#39;: &quot;psa&quot; should be &quot;pesa&quot; by the pattern &\
                    #39;brat&#39;
                    """
                ))
            #expect(bad.text.contains("value=\"psa\""))

            // Export, then import the same file: accepted. A broken file: refused, nothing changed.
            let exported = try await jana.get("\(editor)/export.json")
            #expect(exported.headers[.contentDisposition]?.contains("en-neoslavonic-household.json") == true)
            let imported = try await jana.postMultipart("\(editor)/import", files: [("pack", "ours.json", exported.text)])
            #expect(imported.location == editor)
            let broken = exported.text.replacingOccurrences(of: "Prošu, nakrmite |1|.", with: "Prošu, nakrmite |2|.")
            let refused = try await jana.postMultipart("\(editor)/import", files: [("pack", "ours.json", broken)])
            #expect(refused.status == .unprocessableContent)
            #expect(
                refused.text.contains(
                    "ours.json: phrase &#39;please-feed&#39; in category &#39;household&#39;: the two texts have different slots"))
            let notJSON = try await jana.postMultipart("\(editor)/import", files: [("pack", "x.json", "{ nope")])
            #expect(notJSON.text.contains("x.json: not a valid pack: the file is not valid JSON"))
            #expect(try await jana.get("/phrasebook/en-neoslavonic/categories/household").text.contains("Please feed"))

            // The shipped pack itself as the household's: one sentence with the count.
            let shipped = try String(
                contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                        "Sources/DomovServer/Resources/Phrasebook/en-neoslavonic.json"),
                encoding: .utf8)
            let again = try await jana.postMultipart("\(editor)/import", files: [("pack", "en-neoslavonic.json", shipped)])
            #expect(again.status == .unprocessableContent)
            let problems = try #require(HTMLScraper.element(id: "pb-problems", in: again.text))
            #expect(problems.contains("332 of the file’s 332 phrases and words are already in this phrasebook, so nothing was imported"))
            #expect(problems.components(separatedBy: "<li>").count == 2, "one sentence, not one per entry")

            // A slot may take words from several lists.
            let several = try await jana.post(
                "\(editor)/phrases",
                [
                    ("source", "We like |1|."), ("target", "Ljubimo |1|."), ("slot1", "accusative"), ("slot1", "verb"),
                ])
            #expect(several.location == editor)
            let weLike = try await jana.get("/phrasebook/en-neoslavonic/categories/household")
            #expect(try #require(HTMLScraper.element(id: "phrase-we-like", in: weLike.text)).contains(">Verb or Accusative</a>"))
            #expect(try await jana.get(editor).text.contains("type=\"checkbox\" name=\"slot2\" value=\"verb\""))
            #expect(try await jana.post("\(editor)/remove", [("phrase", "we-like")]).location == editor)

            let removed = try await jana.post("\(editor)/remove", [("phrase", "please-feed")])
            #expect(removed.location == editor)
            #expect(try await jana.get("/phrasebook/en-neoslavonic/categories/household").status == .notFound)
        }
    }

    @Test func strangersGetNotFound() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var petr = try await Browser.signedUp(client, as: .petr)
            let editor = "/phrasebook/en-neoslavonic/households/\(household)"
            #expect(try await petr.get(editor).status == .notFound)
            #expect(try await petr.get("\(editor)/export.json").status == .notFound)
            #expect(try await petr.post("\(editor)/phrases", [("source", "Hi"), ("target", "Zdravo")]).status == .notFound)
            #expect(
                try await petr.post("\(editor)/words", [("form", "verb"), ("word_source", "x"), ("word_target", "y")]).status == .notFound)
            #expect(try await jana.get("/phrasebook/en-neoslavonic/households/\(UUID().uuidString.lowercased())").status == .notFound)
        }
    }
}
