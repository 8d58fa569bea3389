import DomovCore
import Foundation
import Testing

/// The shipped tables: complete, consistent both ways, and right on the days everyone knows.
@Suite("Name-day catalog")
struct NameDayCatalogTests {
    let catalog = NameDayCatalog.shipped

    @Test(arguments: NameDayCalendarID.allCases)
    func everyDayOfTheYearHasAnEntry(_ id: NameDayCalendarID) throws {
        let calendar = try #require(catalog.calendar(id))
        #expect(calendar.entries.count == 366)
        #expect(calendar.entries.map(\.day) == DayOfYear.all)
        for entry in calendar.entries {
            #expect(!entry.names.isEmpty || entry.holiday != nil, "\(id) \(entry.day) has neither a name nor a holiday")
        }
        #expect(calendar.entry(for: DayOfYear(month: 2, day: 29)!)?.names.isEmpty == false)
    }

    @Test(arguments: NameDayCalendarID.allCases)
    func everyNameMapsToItsDateAndBack(_ id: NameDayCalendarID) throws {
        let calendar = try #require(catalog.calendar(id))
        for entry in calendar.entries {
            for name in entry.names {
                #expect(calendar.days(of: name).contains(entry.day), "\(name) does not lead back to \(entry.day)")
                #expect(name == name.trimmingCharacters(in: .whitespaces) && name.first?.isUppercase == true, "\(name)")
            }
        }
        for name in calendar.names {
            let days = calendar.days(of: name)
            #expect(!days.isEmpty)
            for day in days { #expect(calendar.entry(for: day)?.names.contains(name) == true, "\(name) on \(day)") }
        }
    }

    @Test func czechSpotChecks() throws {
        let cs = try #require(catalog.calendar(.czech))
        func names(_ month: Int, _ day: Int) -> [String] { cs.entry(for: DayOfYear(month: month, day: day)!)?.names ?? [] }
        func holiday(_ month: Int, _ day: Int) -> NameDayHoliday? { cs.entry(for: DayOfYear(month: month, day: day)!)?.holiday }
        #expect(names(1, 1).isEmpty && holiday(1, 1) == .newYear)
        #expect(names(1, 2) == ["Karina"])
        #expect(names(6, 24) == ["Jan"])
        #expect(names(3, 19) == ["Josef"])
        #expect(names(11, 25) == ["Kateřina"])
        #expect(names(12, 6) == ["Mikuláš"])
        #expect(names(12, 24) == ["Adam", "Eva"] && holiday(12, 24) == .christmasEve)
        #expect(names(12, 25).isEmpty && holiday(12, 25) == .christmasDay)
        #expect(names(2, 29) == ["Horymír"])
        #expect(names(6, 30) == ["Šárka"])
        #expect(names(9, 28) == ["Václav"] && holiday(9, 28) == .statehood)
        #expect(names(10, 28).isEmpty && holiday(10, 28) == .independence)
        #expect(names(5, 1).isEmpty && names(5, 8).isEmpty)
        #expect(names(7, 5) == ["Cyril", "Metoděj"])
        #expect(cs.days(of: "Petr") == [DayOfYear(month: 2, day: 22)!, DayOfYear(month: 6, day: 29)!])
    }

    @Test func slovakSpotChecks() throws {
        let sk = try #require(catalog.calendar(.slovak))
        #expect(sk.days(of: "Ján") == [DayOfYear(month: 6, day: 24)!])
        #expect(sk.days(of: "Jozef") == [DayOfYear(month: 3, day: 19)!])
        #expect(sk.days(of: "Katarína") == [DayOfYear(month: 11, day: 25)!])
        #expect(sk.entry(for: DayOfYear(month: 12, day: 24)!)?.names == ["Adam", "Eva"])
    }

    @Test func searchIgnoresCaseAndAccents() {
        let result = catalog.search("sarka", in: [.czech])
        #expect(result.matches.map(\.name) == ["Šárka"])
        #expect(result.matches.first?.day == DayOfYear(month: 6, day: 30))
        #expect(catalog.search("  JOSEF ", in: [.czech]).matches.map(\.day) == [DayOfYear(month: 3, day: 19)!])
    }

    @Test func aNameInSeveralCalendarsShowsThemAll() {
        let result = catalog.search("jan", in: [.czech, .slovak])
        #expect(Set(result.matches.map(\.calendar)) == [.czech, .slovak])
        #expect(Set(result.matches.map(\.name)) == ["Jan", "Ján"])
        #expect(catalog.search("Petr", in: [.czech]).matches.count == 2)
    }

    @Test func nicknamesLeadToTheirNames() {
        let honza = catalog.search("Honza", in: [.czech])
        #expect(honza.matches.map(\.name) == ["Jan"])
        #expect(honza.matches.first?.nickname == "Honza")
        #expect(catalog.search("pepa", in: [.czech]).matches.map(\.name) == ["Josef"])
        #expect(catalog.search("Katka", in: [.czech]).matches.map(\.name) == ["Kateřina"])
        #expect(catalog.search("Katka", in: [.czech, .slovak]).matches.map(\.name) == ["Kateřina", "Katarína"])
    }

    @Test func everyNicknameLeadsToANameOfAShippedCalendar() {
        #expect(NameDayNicknames.table.count >= 40)
        for (nickname, names) in NameDayNicknames.table {
            for name in names {
                #expect(!catalog.days(ofName: name, in: NameDayCalendarID.allCases).isEmpty, "\(nickname) → \(name)")
            }
        }
    }

    @Test func suggestionsStartWithWhatWasTyped() {
        let suggestions = catalog.search("jar", in: [.czech]).suggestions.map(\.name)
        #expect(suggestions.starts(with: ["Jarmil", "Jarmila", "Jaromír", "Jaroslav", "Jaroslava"]))
        let withNicknames = catalog.suggestions(for: "hon", in: [.czech], limit: 10)
        #expect(withNicknames.contains(NameDaySuggestion(name: "Jan", nickname: "Honza")))
        #expect(catalog.search("zzzz", in: [.czech]).matches.isEmpty)
        #expect(catalog.search("", in: [.czech]).suggestions.isEmpty)
    }

    @Test func theTablesRejectABrokenLine() {
        #expect(throws: NameDayDataError.self) { try NameDayCalendar.parse("13-01\tX\t", id: .czech) }
        #expect(throws: NameDayDataError.self) { try NameDayCalendar.parse("01-01\t\tnoSuchHoliday", id: .czech) }
    }
}
