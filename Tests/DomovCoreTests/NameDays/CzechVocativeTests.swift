import DomovCore
import Foundation
import Testing

/// The greeting of every name in both shipped calendars, against `ExpectedVocatives`: a table
/// written by hand from the grammar, not by the rules under test.
@Suite("Name-day greetings")
struct CzechVocativeTests {
    @Test func everyNameOfTheCzechCalendarHasTheVocativeOfTheHandWrittenTable() throws {
        let names = try #require(NameDayCatalog.shipped.calendar(.czech)).names
        let table = Dictionary(ExpectedVocatives.czech.map { ($0.name, $0.vocative) }, uniquingKeysWith: { first, _ in first })
        #expect(table.count == ExpectedVocatives.czech.count, "the table lists each name once")
        #expect(Set(names) == Set(table.keys), "the table and the calendar have the same names")
        for name in names {
            let expected = try #require(table[name], "\(name) is missing from the table")
            #expect(CzechVocative.vocative(of: name) == expected, "\(name)")
            #expect(NameDayGreeting.greeting(for: name, in: .czech) == "Všechno nejlepší k svátku, \(expected)!")
        }
        for (name, vocative) in ExpectedVocatives.czechBeyondTheCalendar {
            #expect(CzechVocative.vocative(of: name) == vocative, "\(name)")
        }
    }

    @Test func janIsJene() {
        #expect(CzechVocative.vocative(of: "Jan") == "Jene")
        #expect(NameDayGreeting.greeting(for: "Jan", in: .czech) == "Všechno nejlepší k svátku, Jene!")
        #expect(NameDayGreeting.greeting(for: "Jana", in: .czech) == "Všechno nejlepší k svátku, Jano!")
    }

    @Test func everyNameOfTheSlovakCalendarIsAddressedInTheNominative() throws {
        let names = try #require(NameDayCatalog.shipped.calendar(.slovak)).names
        #expect(names == ExpectedVocatives.slovakAddressedInTheNominative, "the table and the calendar have the same names")
        for name in ExpectedVocatives.slovakAddressedInTheNominative {
            #expect(NameDayGreeting.greeting(for: name, in: .slovak) == "Všetko najlepšie k meninám, \(name)!")
        }
        #expect(NameDayGreeting.greeting(for: "Ján", in: .slovak) == "Všetko najlepšie k meninám, Ján!")
    }
}
