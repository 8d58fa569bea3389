import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The details of issue 20 through the router: the holidays that move with Easter, the greetings
/// of both calendars, the message of a duplicate reminder, and the contacts import that says
/// when there is nothing to add and shows each contact's name day.
@Suite("Name-day details")
struct NameDayDetailsTests {
    static func setPreferences(_ browser: inout Browser, language: String, zone: String = "UTC") async throws {
        let saved = try await browser.post(
            "/settings/preferences", [("language", language), ("appearance", "system"), ("time_zone", zone)])
        #expect(saved.status.code < 400)
    }

    /// Noon UTC of a date, far from either midnight.
    static func noon(_ year: Int, _ month: Int, _ day: Int) -> Date {
        LocalDateTime(year: year, month: month, day: day, hour: 12)!.instant(in: .gmt)
    }

    /// Jana's home page at noon of a date. The clock jumps by years, past any session's lifetime,
    /// so she signs in anew on each date.
    static func home(
        on date: LocalDate, _ app: TestApp, _ client: any TestClientProtocol
    ) async throws -> String {
        app.clock.set(to: noon(date.year, date.month, date.day))
        var browser = Browser(client)
        let signedIn = try await browser.logIn(email: TestAccount.jana.email, password: TestAccount.jana.password)
        #expect(signedIn.status == .seeOther, "signed in on \(date)")
        return try await browser.get("/name-days").text
    }

    static let easterSundays: [(year: Int, month: Int, day: Int)] = [
        (2024, 3, 31), (2025, 4, 20), (2026, 4, 5), (2027, 3, 28), (2028, 4, 16), (2029, 4, 1),
        (2030, 4, 21), (2031, 4, 13), (2032, 3, 28), (2033, 4, 17), (2034, 4, 9), (2035, 3, 25),
    ]

    @Test func goodFridayAndEasterMondayShowInBothCalendarsEveryYear() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            try await Self.setPreferences(&jana, language: "en")
            #expect(try await jana.post("/name-days/settings", [("calendars", "cs"), ("calendars", "sk")]).status == .seeOther)
            for (year, month, day) in Self.easterSundays {
                let sunday = try #require(LocalDate(year: year, month: month, day: day))
                for (offset, holiday) in [(-2, "Good Friday"), (1, "Easter Monday")] {
                    let page = try await Self.home(on: sunday.adding(days: offset), app, client)
                    let today = try #require(HTMLScraper.element(id: "name-day-today", in: page))
                    #expect(
                        today.components(separatedBy: "<p class=\"holiday\">\(holiday)</p>").count == 3,
                        "\(holiday) \(year): both calendars")
                }
                // Easter Sunday itself carries no holiday in either calendar.
                let easter = try await Self.home(on: sunday, app, client)
                #expect(HTMLScraper.element(id: "name-day-today", in: easter)?.contains("class=\"holiday\"") == false, "\(year)")
            }
            var later = Browser(client)
            try await later.logIn(email: TestAccount.jana.email, password: TestAccount.jana.password)
            try await Self.setPreferences(&later, language: "cs")
            let friday = try await Self.home(on: LocalDate(year: 2026, month: 4, day: 3)!, app, client)
            #expect(HTMLScraper.element(id: "name-day-today", in: friday)?.contains("Velký pátek") == true)
            #expect(HTMLScraper.element(id: "name-day-yesterday", in: friday)?.contains("class=\"holiday\"") == false)
            let sunday = try await Self.home(on: LocalDate(year: 2026, month: 4, day: 5)!, app, client)
            #expect(HTMLScraper.element(id: "name-day-tomorrow", in: sunday)?.contains("Velikonoční pondělí") == true)

            // The API gives the same holiday (tomorrow's, seen on Easter Sunday).
            var api = Browser(client)
            try await api.logIn(email: TestAccount.jana.email, password: TestAccount.jana.password)
            #expect(try await api.api(.get, "/api/v1/name-days/today").text.contains("\"easterMonday\""))
        }
    }

    @Test func todaysNamesAreGreetedInTheCalendarsLanguage() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            try await Self.setPreferences(&jana, language: "en")
            #expect(try await jana.post("/name-days/settings", [("calendars", "cs"), ("calendars", "sk")]).status == .seeOther)
            let page = try await Self.home(on: LocalDate(year: 2026, month: 6, day: 24)!, app, client)
            let today = try #require(HTMLScraper.element(id: "name-day-today", in: page))
            #expect(today.contains("Všechno nejlepší k svátku, Jene!"))
            #expect(today.contains("<p class=\"greeting\" lang=\"sk\">") && today.contains("Všetko najlepšie k meninám, Ján!"))
            #expect(today.contains("A greeting in Slovak"))
        }
    }

    @Test func aDuplicateReminderSaysWhoAlreadyHasOneForTheName() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            try await Self.setPreferences(&jana, language: "en")
            #expect(
                try await jana.post("/name-days/reminders", [("name", "Jan"), ("person", "Jana"), ("time", "07:00")]).status == .seeOther)
            #expect(try await jana.post("/name-days/reminders", [("name", "Jan"), ("person", ""), ("time", "07:00")]).status == .seeOther)

            let duplicate = try await jana.post("/name-days/reminders", [("name", "Honza"), ("person", "jana"), ("time", "08:00")])
            #expect(duplicate.status == .conflict)
            let message = try #require(HTMLScraper.element(id: "name-error", in: duplicate.text))
            #expect(message.contains("Jana already has a reminder for Jan."))
            let alone = try await jana.post("/name-days/reminders", [("name", "jan"), ("person", ""), ("time", "")])
            #expect(alone.status == .conflict)
            #expect(HTMLScraper.element(id: "name-error", in: alone.text)?.contains("You already have a reminder for Jan.") == true)

            try await Self.setPreferences(&jana, language: "cs")
            let czech = try await jana.post("/name-days/reminders", [("name", "Jan"), ("person", "Jana"), ("time", "")])
            #expect(HTMLScraper.element(id: "name-error", in: czech.text)?.contains("Jana už má připomínku na jméno Jan.") == true)
            let czechAlone = try await jana.post("/name-days/reminders", [("name", "Jan"), ("person", ""), ("time", "")])
            #expect(HTMLScraper.element(id: "name-error", in: czechAlone.text)?.contains("Připomínku na jméno Jan už máte.") == true)

            // Editing one reminder into the other is refused the same way; saving one unchanged is not.
            let janaUser = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let alonesReminder = try #require(try await app.storage.nameDays.reminders(userID: janaUser.id).first { $0.personName == nil })
            let path = "/name-days/reminders/\(alonesReminder.id)"
            let edited = try await jana.post(path, [("name", "Jan"), ("person", "Jana"), ("time", "")])
            #expect(edited.status == .conflict)
            #expect(HTMLScraper.element(id: "name-error", in: edited.text)?.contains("Jana už má připomínku na jméno Jan.") == true)
            #expect(try await jana.post(path, [("name", "Jan"), ("person", ""), ("time", "09:00")]).status == .seeOther)
        }
    }

    static let twoContacts = """
        BEGIN:VCARD\r\nVERSION:3.0\r\nN:Nováková;Jana;;;\r\nFN:Jana Nováková\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nN:Novák;Josef;;;\r\nFN:Děda Josef\r\nEND:VCARD\r\n
        """

    @Test func thePreviewShowsEachContactsNameDayInTheReadersLanguage() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            try await Self.setPreferences(&jana, language: "en")
            let english = try await jana.postMultipart("/name-days/import/preview", files: [("contacts", "contacts.vcf", Self.twoContacts)])
            let list = try #require(HTMLScraper.element(id: "import-contacts", in: english.text))
            #expect(list.contains("(Jana · name day 24 May)") && list.contains("(Josef · name day 19 March)"))
            #expect(english.text.contains("Add reminders"))
            try await Self.setPreferences(&jana, language: "cs")
            let czech = try await jana.postMultipart("/name-days/import/preview", files: [("contacts", "contacts.vcf", Self.twoContacts)])
            let czechList = try #require(HTMLScraper.element(id: "import-contacts", in: czech.text))
            #expect(czechList.contains("(Jana · svátek 24. května)") && czechList.contains("(Josef · svátek 19. března)"))
        }
    }

    @Test func aFileWhoseContactsAllHaveRemindersSaysSoAndOffersNoButton() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            try await Self.setPreferences(&jana, language: "en")
            let first = try await jana.postMultipart("/name-days/import/preview", files: [("contacts", "contacts.vcf", Self.twoContacts)])
            let chosen = HTMLScraper.inputs(in: first.text).filter { $0["name"] == "contact" }.compactMap { $0["value"] }
            #expect(chosen.count == 2)
            #expect(
                try await jana.post("/name-days/import", chosen.map { ("contact", HTMLScraper.unescape($0)) }).text.contains(
                    "2 reminders added."))

            let again = try await jana.postMultipart("/name-days/import/preview", files: [("contacts", "contacts.vcf", Self.twoContacts)])
            #expect(again.status == .ok)
            #expect(
                HTMLScraper.element(id: "import-nothing", in: again.text)?.contains("Every contact in this file already has a reminder")
                    == true)
            #expect(!again.text.contains("Add reminders"))
            #expect(HTMLScraper.inputs(in: again.text).filter { $0["name"] == "contact" }.isEmpty)
            #expect(
                HTMLScraper.element(id: "import-contacts", in: again.text)?.contains(
                    "(Jana · name day 24 May)</span> – already has a reminder") == true)

            try await Self.setPreferences(&jana, language: "cs")
            let czech = try await jana.postMultipart("/name-days/import/preview", files: [("contacts", "contacts.vcf", Self.twoContacts)])
            #expect(
                HTMLScraper.element(id: "import-nothing", in: czech.text)?
                    .contains("Všechny kontakty v tomto souboru už připomínku mají") == true)
            #expect(!czech.text.contains("Přidat připomínky"))

            // A file with no contact that has a name day says that instead.
            let nobody = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Xyzzy Smith\r\nEND:VCARD\r\n"
            let none = try await jana.postMultipart("/name-days/import/preview", files: [("contacts", "x.vcf", nobody)])
            #expect(
                HTMLScraper.element(id: "import-nothing", in: none.text)?.contains("Žádný z těchto kontaktů nelze přidat") == true)
            #expect(!none.text.contains("Přidat připomínky"))
        }
    }
}
