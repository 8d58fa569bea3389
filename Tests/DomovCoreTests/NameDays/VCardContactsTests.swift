import DomovCore
import Foundation
import Testing

@Suite("vCard contacts")
struct VCardContactsTests {
    @Test func readsIPhoneAndGoogleCardsAndReportsABrokenOne() throws {
        let file = """
            BEGIN:VCARD\r
            VERSION:3.0\r
            N:Nováková;Jana;;;\r
            FN:Jana Nováková\r
            TEL;type=CELL:+420 777 000 000\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:3.0\r
            this line has no colon\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:4.0\r
            FN:Honza\r
             Svoboda\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:2.1\r
            N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C5=A0vec;=C5=A0=C3=A1rka;;;\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:3.0\r
            N:Bez;Konce;;;\r
            """
        let parsed = try VCardContacts.parse(file)
        #expect(parsed.contacts.map(\.fullName) == ["Jana Nováková", "HonzaSvoboda", "Šárka Švec"])
        #expect(parsed.contacts.map(\.firstName) == ["Jana", "HonzaSvoboda", "Šárka"])
        #expect(parsed.contacts.map(\.number) == [1, 3, 4])
        #expect(parsed.malformed == [2, 5])
    }

    @Test func aCardWithoutAnyNameIsMalformed() throws {
        let parsed = try VCardContacts.parse("BEGIN:VCARD\nVERSION:3.0\nTEL:123\nEND:VCARD\n")
        #expect(parsed.contacts.isEmpty)
        #expect(parsed.malformed == [1])
    }

    @Test func somethingElseIsNotAVCard() {
        #expect(throws: VCardContacts.NotAVCard.self) { try VCardContacts.parse("BEGIN:VCALENDAR\nEND:VCALENDAR\n") }
        #expect(throws: VCardContacts.NotAVCard.self) { try VCardContacts.parse("") }
    }
}
