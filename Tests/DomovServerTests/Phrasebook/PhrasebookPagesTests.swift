import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The phrasebook through the router: menu, category, picking words without JavaScript,
/// the translation bar, search, grammar, info and the script toggle.
@Suite("Phrasebook pages")
struct PhrasebookPagesTests {
    static let pack = "/phrasebook/en-neoslavonic"

    @Test func theMenuListsCategoriesAlphabeticallyAndOtherPages() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            #expect(try await jana.get("/phrasebook").location == Self.pack)
            let home = try await jana.get(Self.pack)
            #expect(home.status == .ok)
            let menu = try #require(HTMLScraper.element(id: "pb-categories", in: home.text))
            let names = [
                "Asking for help", "Directions", "Eating and drinking", "Emergencies", "Greetings", "Hotel",
                "Introducing yourself", "Numbers", "Shopping", "Time", "Transport", "Understanding", "Useful words",
            ]
            let positions = names.map { menu.range(of: ">\($0)<")?.lowerBound }
            #expect(positions.allSatisfy { $0 != nil })
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
            #expect(home.text.contains("href=\"\(Self.pack)/grammar\""))
            #expect(home.text.contains("href=\"\(Self.pack)/info\""))
            #expect(home.text.contains("id=\"pb-drawer\""))
            #expect(home.text.contains("/static/phrasebook.css"))
        }
    }

    @Test func aCzechReaderStartsWithTheCzechPackSortedCzechStyle() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            #expect(try await jana.get("/phrasebook").location == "/phrasebook/cs-neoslavonic")
            let menu = try #require(HTMLScraper.element(id: "pb-categories", in: try await jana.get("/phrasebook/cs-neoslavonic").text))
            let cesta = try #require(menu.range(of: ">Cesta a směr<")).lowerBound
            let cas = try #require(menu.range(of: ">Čas<")).lowerBound
            let hotel = try #require(menu.range(of: ">Hotel<")).lowerBound
            let jidlo = try #require(menu.range(of: ">Jídlo a pití<")).lowerBound
            #expect(cesta < cas && hotel < jidlo)
        }
    }

    @Test func pickingAWordWithoutJavaScriptFillsBothTexts() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let category = "\(Self.pack)/categories/asking-for-help"
            let page = try await jana.get(category)
            #expect(page.status == .ok)
            #expect(page.text.contains("pb-bar--empty"))
            let row = try #require(HTMLScraper.element(id: "phrase-i-want", in: page.text))
            #expect(row.contains(">Verb or Accusative</a>"))
            #expect(row.contains("href=\"\(category)/pick?phrase=i-want&amp;slot=1\""))

            // The picker: one section per allowed form, each word with its translation in that form.
            let picker = try await jana.get("\(category)/pick?phrase=i-want&slot=1")
            #expect(picker.status == .ok)
            let sections = picker.text.components(separatedBy: "class=\"pb-picker-section\" data-form=\"").dropFirst().map {
                $0.prefix { $0 != "\"" }
            }
            #expect(sections == ["verb", "accusative"])
            #expect(
                picker.text.contains(
                    """
                    <span class=\"pb-entry-source\">water</span> <span class=\"pb-entry-target\" lang=\"art-x-neoslav\">vodu</span><span \
                    class=\"pb-entry-grammar\">feminine, pattern žena</span>
                    """
                ))
            let cancel = try #require(HTMLScraper.element(id: "pb-picker", in: picker.text))
            #expect(cancel.contains("href=\"\(category)#phrase-i-want\""))

            let chosen = try await jana.get("\(category)?p=i-want&w=i-want.1.verb:sleep")
            let bar = try #require(HTMLScraper.element(id: "pb-bar", in: chosen.text))
            #expect(bar.contains(">I want to sleep.</p>"))
            #expect(bar.contains("Hoču <strong class=\"pb-word\">spati</strong>."))
            #expect(bar.contains("data-text=\"Hoču spati.\""))
            #expect(bar.contains("data-lang=\"cs-CZ\"") && bar.contains(" hidden "))
            let filled = try #require(HTMLScraper.element(id: "phrase-i-want", in: chosen.text))
            #expect(filled.contains("pb-slot--filled") && filled.contains(">to sleep</a>"))

            // Another phrase keeps its own word when this one changes.
            let two = try await jana.get(
                "\(category)?p=give-to&w=i-want.1.verb:sleep&w=give-to.1.accusative:water&w=give-to.2.dative:brother")
            let twoBar = try #require(HTMLScraper.element(id: "pb-bar", in: two.text))
            #expect(twoBar.contains(">Please give water to my brother.</p>"))
            #expect(twoBar.contains("Prošu, dajte <strong class=\"pb-word\">bratu</strong> <strong class=\"pb-word\">vodu</strong>."))
            #expect(try #require(HTMLScraper.element(id: "phrase-i-want", in: two.text)).contains(">to sleep</a>"))
        }
    }

    @Test func badLinksAreNotFoundAndStaleWordsAreDropped() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            #expect(try await jana.get("/phrasebook/no-such-pack").status == .notFound)
            #expect(try await jana.get("\(Self.pack)/categories/no-such").status == .notFound)
            #expect(try await jana.get("\(Self.pack)/categories/asking-for-help/pick?phrase=i-want&slot=7").status == .notFound)
            #expect(try await jana.get("\(Self.pack)/categories/asking-for-help/pick?phrase=help&slot=1").status == .notFound)
            let stale = try await jana.get("\(Self.pack)/categories/asking-for-help?p=i-want&w=i-want.1.dative:brother&w=i-want.1.x")
            #expect(stale.status == .ok)
            #expect(try #require(HTMLScraper.element(id: "pb-bar", in: stale.text)).contains("Hoču <span class=\"pb-gap\">…</span>."))
        }
    }

    @Test func signedOutVisitorsAreSentToSignIn() async throws {
        try await withTestApp { _, client in
            let response = try await client.execute(uri: "\(Self.pack)/categories/greetings", method: .get)
            #expect(response.status == .seeOther || response.status == .unauthorized)
        }
    }

    @Test func searchGrammarInfoAndScript() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let search = try await jana.get("\(Self.pack)/search?q=hocu")
            let hits = try #require(HTMLScraper.element(id: "pb-hits", in: search.text))
            #expect(hits.contains("I want …."))
            #expect(hits.contains("href=\"\(Self.pack)/categories/asking-for-help?p=i-want#pb-bar\""))
            #expect(try await jana.get("\(Self.pack)/search?q=qqqq").text.contains("empty-state"))

            let grammar = try await jana.get("\(Self.pack)/grammar")
            #expect(grammar.text.contains("id=\"pb-alphabet\""))
            #expect(grammar.text.contains("<td>Љ љ</td>"))
            #expect(grammar.text.contains("data-pattern=\"žena\""))
            #expect(grammar.text.contains("<th scope=\"row\">Dative</th><td>ženie</td><td>ženam</td>"))
            #expect(try await jana.get("\(Self.pack)/info").text.contains("tutorial.neoslavonic.org"))

            let toggle = try await jana.get("/phrasebook/script?to=cyrillic&back=\(Self.pack)/grammar")
            #expect(toggle.location == "\(Self.pack)/grammar")
            let cyrillic = try await jana.get("\(Self.pack)/categories/asking-for-help?p=i-want&w=i-want.1.verb:sleep")
            #expect(cyrillic.text.contains("Хочу <strong class=\"pb-word\">спати</strong>."))
            #expect(try await jana.get("/phrasebook/script?to=latin&back=https://evil.example/").location == "/phrasebook")

            let json = try await jana.get("\(Self.pack)/pack.json")
            #expect(json.status == .ok)
            let pack = try JSONDecoder().decode(PhrasePack.self, from: Data(json.text.utf8))
            #expect(pack.id == "en-neoslavonic")
        }
    }

    @Test func favouritesAndRecentKeepTheWordsPerUser() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await jana.get("\(Self.pack)/favourites").text.contains("id=\"pb-favourites-empty\""))
            let category = "\(Self.pack)/categories/asking-for-help"
            let page = try await jana.get("\(category)?p=i-want&w=i-want.1.verb:sleep")
            let form = try #require(HTMLScraper.element(id: "pb-bar", in: page.text))
            #expect(form.contains("name=\"choices\" value=\"1=verb:sleep\""))
            let saved = try await jana.post(
                "\(Self.pack)/favourites/toggle",
                [
                    ("phrase", "i-want"), ("choices", "1=verb:sleep"), ("favourite", "on"), ("back", "\(category)?p=i-want"),
                ])
            #expect(saved.location == "\(category)?p=i-want#pb-bar")
            let list = try await jana.get("\(Self.pack)/favourites")
            let favourites = try #require(HTMLScraper.element(id: "pb-favourites", in: list.text))
            #expect(favourites.contains("I want to sleep.") && favourites.contains("Hoču spati."))
            let recent = try #require(HTMLScraper.element(id: "pb-recent", in: list.text))
            #expect(recent.contains("I want to sleep."))
            #expect(try await jana.get("\(category)?p=i-want&w=i-want.1.verb:sleep").text.contains("aria-pressed=\"true\""))
            #expect(try await petr.get("\(Self.pack)/favourites").text.contains("id=\"pb-favourites-empty\""))

            // A link elsewhere is not followed; removing works.
            let removed = try await jana.post(
                "\(Self.pack)/favourites/toggle", [("phrase", "i-want"), ("favourite", "off"), ("back", "https://evil.example/")])
            #expect(removed.location == "\(Self.pack)/favourites#pb-bar")
            #expect(try await jana.get("\(Self.pack)/favourites").text.contains("id=\"pb-favourites-empty\""))
            #expect(try await jana.post("\(Self.pack)/favourites/toggle", [("phrase", "nope")]).status == .notFound)
        }
    }
}
