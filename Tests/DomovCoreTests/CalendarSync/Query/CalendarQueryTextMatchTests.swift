@testable import DomovCore
import Foundation
import Testing

@Suite("CalendarTextMatch: collations, substring match, negate-condition")
struct CalendarQueryTextMatchTests {
    @Test(arguments: [
        // (text, value, collation, expected)
        ("lisa", "mailto:LISA@example.com", CalendarTextMatch.Collation.asciiCasemap, true),
        ("lisa", "mailto:LISA@example.com", .octet, false),
        ("LISA", "mailto:LISA@example.com", .octet, true),
        // ascii-casemap folds ASCII letters only: Ů and ů are different octets.
        ("schůzka", "SCHŮZKA", .asciiCasemap, false),
        ("schůzka", "SCHŮZKA", .unicodeCasemap, true),
        ("SCHŮZ", "Schůzka rodičů", .unicodeCasemap, true),
        ("strasse", "Hauptstraße 5", .unicodeCasemap, true),
        ("ΟΔΟΣ", "οδος", .unicodeCasemap, true),
        ("abc", "ＡＢＣ", .unicodeCasemap, true),
        // No diacritic folding: an "e" is not an "é", also not as a prefix of one.
        ("cafe", "Café Slavia", .unicodeCasemap, false),
        ("café", "CAFÉ SLAVIA", .unicodeCasemap, true),
        ("", "anything", .octet, true),
        ("longer than the value", "short", .asciiCasemap, false),
    ])
    func collations(text: String, value: String, collation: CalendarTextMatch.Collation, expected: Bool) {
        #expect(CalendarTextMatch(text, collation: collation).matches(value) == expected)
        #expect(CalendarTextMatch(text, collation: collation, negateCondition: true).matches(value) == !expected)
    }

    @Test func defaultCollationIsAsciiCasemapAndNamesRoundTrip() {
        #expect(CalendarTextMatch("x").collation == .asciiCasemap)
        #expect(CalendarTextMatch.Collation(rawValue: "i;octet") == .octet)
        #expect(CalendarTextMatch.Collation(rawValue: "i;unicode-casemap") == .unicodeCasemap)
        #expect(CalendarTextMatch.Collation(rawValue: "i;basic") == nil)
    }

    @Test func negationAppliesToAMultiValuedParameterAsAWhole() {
        let members = ["mailto:family@example.com", "mailto:kids@example.com"]
        #expect(CalendarTextMatch("kids").matches(anyOf: members))
        #expect(!CalendarTextMatch("kids", negateCondition: true).matches(anyOf: members))
        #expect(CalendarTextMatch("work", negateCondition: true).matches(anyOf: members))
    }

    @Test func propertyValuesAreComparedUnescaped() throws {
        let calendar = try QueryFixtures.calendar(
            """
            BEGIN:VEVENT
            UID:1
            DTSTART:20240110T100000Z
            SUMMARY:Oběd\\, pak procházka
            END:VEVENT
            """)
        let summary = CalendarQueryFilter.PropertyFilter(
            "SUMMARY", test: .textMatch(CalendarTextMatch("oběd, pak", collation: .unicodeCasemap)))
        #expect(QueryFixtures.matches(calendar, .init("VEVENT", properties: [summary])))
    }

    @Test func negatedTextMatchStillNeedsTheProperty() throws {
        // §9.7.2: a prop-filter with text-match tests a property that exists; negation does
        // not turn a missing STATUS into a match (RFC 4791 §7.8.9 relies on STATUS being set).
        let calendar = try QueryFixtures.calendar(
            """
            BEGIN:VTODO
            UID:1
            SUMMARY:Vynést koš
            END:VTODO
            """)
        let notCancelled = CalendarQueryFilter.PropertyFilter(
            "STATUS", test: .textMatch(CalendarTextMatch("CANCELLED", negateCondition: true)))
        #expect(!QueryFixtures.matches(calendar, .init("VTODO", properties: [notCancelled])))
    }

    @Test func everyAttendeeIsTestedOnItsOwn() throws {
        let calendar = try QueryFixtures.calendar(
            """
            BEGIN:VEVENT
            UID:1
            DTSTART:20240110T100000Z
            ATTENDEE;PARTSTAT=ACCEPTED:mailto:jana@example.com
            ATTENDEE;PARTSTAT=DECLINED;ROLE=OPT-PARTICIPANT:mailto:petr@example.com
            END:VEVENT
            """)
        func attendee(_ text: String, _ parameters: [CalendarQueryFilter.ParameterFilter]) -> Bool {
            QueryFixtures.matches(
                calendar,
                .init("VEVENT", properties: [.init("ATTENDEE", test: .textMatch(CalendarTextMatch(text)), parameters: parameters)]))
        }
        #expect(attendee("jana", [.init("PARTSTAT", textMatch: CalendarTextMatch("ACCEPTED"))]))
        #expect(!attendee("jana", [.init("PARTSTAT", textMatch: CalendarTextMatch("DECLINED"))]))
        #expect(attendee("jana", [.init("ROLE", isNotDefined: true)]))
        #expect(!attendee("petr", [.init("ROLE", isNotDefined: true)]))
        #expect(attendee("petr", [.init("ROLE")]))
        // Negated: some attendee's address lacks "jana".
        #expect(
            QueryFixtures.matches(
                calendar,
                .init("VEVENT", properties: [.init("ATTENDEE", test: .textMatch(CalendarTextMatch("jana", negateCondition: true)))])))
        #expect(
            !QueryFixtures.matches(
                calendar,
                .init("VEVENT", properties: [.init("ATTENDEE", test: .textMatch(CalendarTextMatch("example", negateCondition: true)))])))
    }
}
