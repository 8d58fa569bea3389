import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The name days in the browser, through the router. The frozen "now" is Wednesday
/// 15 January 2025, 09:30 UTC: Alice's day in the Czech calendar, Radovan's yesterday, Ctirad's tomorrow.
@Suite("Name-day pages")
struct NameDayPagesTests {
    static func setZone(_ browser: inout Browser, _ zone: String) async throws {
        let saved = try await browser.post("/settings/preferences", [("language", "en"), ("appearance", "system"), ("time_zone", zone)])
        #expect(saved.status.code < 400)
    }

    @Test func homeShowsYesterdayTodayAndTomorrowInThePersonsZone() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            try await Self.setZone(&jana, "UTC")
            let home = try await jana.get("/name-days")
            #expect(home.status == .ok)
            let today = try #require(HTMLScraper.element(id: "name-day-today", in: home.text))
            #expect(today.contains("Alice") && today.contains("Všechno nejlepší k svátku, Alice!"))
            #expect(HTMLScraper.element(id: "name-day-yesterday", in: home.text)?.contains("Radovan") == true)
            #expect(HTMLScraper.element(id: "name-day-tomorrow", in: home.text)?.contains("Ctirad") == true)
            #expect(home.text.contains("15 January 2025"))
            #expect(home.text.contains("upcoming-empty"))

            // 23:30 UTC is already tomorrow in Prague: the day turns at local midnight.
            app.clock.set(to: Date(timeIntervalSince1970: 1_736_983_800)) // 2025-01-15T23:30:00Z
            #expect(HTMLScraper.element(id: "name-day-today", in: try await jana.get("/name-days").text)?.contains("Alice") == true)
            try await Self.setZone(&jana, "Europe/Prague")
            let prague = try await jana.get("/name-days").text
            #expect(HTMLScraper.element(id: "name-day-today", in: prague)?.contains("Ctirad") == true)
            #expect(HTMLScraper.element(id: "name-day-yesterday", in: prague)?.contains("Alice") == true)
        }
    }

    @Test func searchIgnoresAccentsLeadsNicknamesToNamesAndRefusesAnEmptyQuery() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let sarka = try await jana.get("/name-days/search?q=sarka")
            #expect(sarka.status == .ok)
            let results = try #require(HTMLScraper.element(id: "search-results", in: sarka.text))
            #expect(results.contains("Šárka") && results.contains("30 June"))
            let honza = try await jana.get("/name-days/search?q=Honza")
            #expect(HTMLScraper.element(id: "search-results", in: honza.text)?.contains("24 June") == true)
            #expect(honza.text.contains("Honza is a nickname"))
            let petr = try #require(HTMLScraper.element(id: "search-results", in: try await jana.get("/name-days/search?q=petr").text))
            #expect(petr.contains("22 February") && petr.contains("29 June"))
            #expect(try await jana.get("/name-days/search?q=Xyzzy").text.contains("no-match"))
            let empty = try await jana.get("/name-days/search?q=%20")
            #expect(empty.status == .unprocessableContent)
            #expect(empty.text.contains("q-error"))
            let suggestions = try await jana.get("/name-days/suggest?q=jar")
            #expect(suggestions.contentType == "application/json")
            #expect(suggestions.text.contains("\"Jaroslav\""))
            #expect(try await jana.get("/name-days/about").status == .ok)
        }
    }

    @Test func remindersAreAddedEditedAndDeletedWithClearErrors() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let list = try await jana.get("/name-days/reminders")
            #expect(list.text.contains("reminders-empty"))
            #expect(HTMLScraper.inputValue(named: "time", in: list.text) == "07:00")
            #expect(HTMLScraper.inputValue(named: "name", in: try await jana.get("/name-days/reminders?name=Jana").text) == "Jana")

            let created = try await jana.post("/name-days/reminders", [("name", "jana"), ("person", "Babička <Jana>"), ("time", "07:00")])
            #expect(created.status == .seeOther)
            let saved = try await jana.get("/name-days/reminders")
            let rows = try #require(HTMLScraper.element(id: "reminders", in: saved.text))
            #expect(rows.contains("Babička &lt;Jana&gt; (Jana)") && rows.contains("24 May") && rows.contains("07:00"))

            let duplicate = try await jana.post(
                "/name-days/reminders", [("name", "Jana"), ("person", "babička <jana>"), ("time", "08:00")])
            #expect(duplicate.status == .conflict)
            let unknown = try await jana.post("/name-days/reminders", [("name", "Xyzzy"), ("person", ""), ("time", "")])
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.text.contains("has no name day in the calendars you follow"))
            #expect(HTMLScraper.inputValue(named: "name", in: unknown.text) == "Xyzzy")
            let badTime = try await jana.post("/name-days/reminders", [("name", "Jan"), ("time", "7 o'clock")])
            #expect(badTime.status == .unprocessableContent)
            let janaUser = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(try await app.storage.nameDays.reminders(userID: janaUser.id).count == 1, "nothing half-saved")
            let reminder = try #require(try await app.storage.nameDays.reminders(userID: janaUser.id).first)
            let path = "/name-days/reminders/\(reminder.id)"
            #expect(HTMLScraper.inputValue(named: "person", in: try await jana.get(path).text) == "Babička <Jana>")
            #expect(try await jana.post(path, [("name", "Honza"), ("person", "Děda"), ("time", "06:45")]).status == .seeOther)
            #expect(try await jana.get("/name-days/reminders").text.contains("Děda (Jan)"))

            // Another person's reminder does not exist for them.
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.get(path).status == .notFound)
            #expect(try await petr.post(path, [("name", "Jan")]).status == .notFound)
            #expect(try await petr.post("\(path)/delete").status == .notFound)

            #expect(try await jana.post("\(path)/delete").status == .seeOther)
            #expect(try await jana.get("/name-days/reminders").text.contains("reminders-empty"))
        }
    }

    @Test func theChosenCalendarsDecideWhatIsFound() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            #expect(try await jana.get("/name-days/search?q=Jozef").text.contains("no-match"))
            #expect(try await jana.post("/name-days/settings", [("calendars", "cs"), ("calendars", "sk")]).status == .seeOther)
            let both = try #require(HTMLScraper.element(id: "search-results", in: try await jana.get("/name-days/search?q=jan").text))
            #expect(both.contains("Czech calendar") && both.contains("Slovak calendar") && both.contains("Ján"))
            #expect(try await jana.post("/name-days/reminders", [("name", "Jozef")]).status == .seeOther)
            #expect(try await jana.post("/name-days/settings", []).status == .unprocessableContent)
            #expect(try await jana.post("/name-days/settings", [("calendars", "xx")]).status == .unprocessableContent)
        }
    }

    @Test func theFeedShowsSavedNameDaysUntilItIsStopped() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.post("/name-days/reminders", [("name", "Kateřina"), ("person", "Katka")])
            let created = try await jana.post("/name-days/feed")
            #expect(created.status == .created)
            #expect(created.text.contains("read-only calendar called Name days"), "the settings point to the CalDAV calendar too")
            let url = try #require(HTMLScraper.input(id: "feed-url", in: created.text)?["value"])
            let path = String(url[try #require(url.range(of: "/name-days/feeds/")).lowerBound...])
            var app = Browser(client)
            let feed = try await app.get(path)
            #expect(feed.status == .ok)
            #expect(feed.contentType?.hasPrefix("text/calendar") == true)
            #expect(feed.text.contains("SUMMARY:Name day: Katka (Kateřina)"))
            #expect(feed.text.contains("RRULE:FREQ=YEARLY"))
            #expect(try await jana.post("/name-days/feed/revoke").status == .seeOther)
            #expect(try await app.get(path).status == .notFound)
            #expect(try await app.get("/name-days/feeds/nonsense.ics").status == .notFound)
        }
    }

    @Test func contactsAreImportedAndAMalformedCardIsReported() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let vcf = """
                BEGIN:VCARD\r\nVERSION:3.0\r\nN:Nováková;Jana;;;\r\nFN:Jana Nováková\r\nEND:VCARD\r
                BEGIN:VCARD\r\nVERSION:3.0\r\nbroken line\r\nEND:VCARD\r
                BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Xyzzy Smith\r\nEND:VCARD\r
                BEGIN:VCARD\r\nVERSION:3.0\r\nN:Novák;Josef;;;\r\nFN:Děda Josef\r\nEND:VCARD\r\n
                """
            let preview = try await jana.postMultipart("/name-days/import/preview", files: [("contacts", "contacts.vcf", vcf)])
            #expect(preview.status == .ok)
            #expect(HTMLScraper.element(id: "import-malformed", in: preview.text)?.contains("2") == true)
            let boxes = HTMLScraper.inputs(in: preview.text).filter { $0["name"] == "contact" }
            #expect(boxes.count == 2)
            #expect(preview.text.contains("Xyzzy has no name day"))
            let chosen = boxes.compactMap { $0["value"] }.map { ("contact", HTMLScraper.unescape($0)) }
            let done = try await jana.post("/name-days/import", chosen)
            #expect(done.status == .ok)
            #expect(done.text.contains("2 reminders added."))
            let janaUser = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(
                try await app.storage.nameDays.reminders(userID: janaUser.id).map(\.title).sorted() == [
                    "Děda Josef (Josef)", "Jana Nováková (Jana)",
                ])

            let notVCard = try await jana.postMultipart("/name-days/import/preview", files: [("contacts", "x.vcf", "hello")])
            #expect(notVCard.status == .unprocessableContent)
            #expect(notVCard.text.contains("This is not a vCard file."))
        }
    }
}
