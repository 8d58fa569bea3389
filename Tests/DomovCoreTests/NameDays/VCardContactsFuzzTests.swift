@testable import DomovCore
import DomovTesting
import Foundation
import Testing

/// Fuzzing the vCard reader of the name-day contact import: mutations of phone and web-mail
/// exports must give every card either as a contact or as a malformed position (never a crash,
/// a contact without a name, or a card counted twice), or `NotAVCard`; generated cards must
/// read back with the names they were written with. `DOMOV_FUZZ_INPUTS=100000 swift test
/// --filter VCardContactsFuzzTests` for a full run.
@Suite("vCard reader fuzzing")
struct VCardContactsFuzzTests {
    static let corpus = [
        """
        BEGIN:VCARD\r
        VERSION:3.0\r
        PRODID:-//Apple Inc.//iPhone OS 17.4//EN\r
        N:Nováková;Jana;Marie;;\r
        FN:Jana Marie Nováková\r
        ORG:Domov s.r.o.;\r
        item1.TEL;type=CELL;type=VOICE;type=pref:+420 777 000 000\r
        item1.X-ABLabel:mobil\r
        BDAY;VALUE=date:1990-03-08\r
        NOTE:Řekla: \\"ahoj\\"\\, pak\\; odešla\\nnový řádek\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Honza\r
          Svoboda\r
        N:Svoboda;Honza;;;\r
        EMAIL;TYPE=INTERNET:honza@example.org\r
        END:VCARD\r

        """,
        """
        BEGIN:VCARD
        VERSION:2.1
        N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C5=A0vec;=C5=A0=C3=A1rka;;;
        FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C5=A0=C3=A1rka =C5=A0ve=
        c
        TEL;CELL:603123456
        END:VCARD
        BEGIN:VCARD
        VERSION:2.1
        N:Dvořák;Antonín;;;
        END:VCARD

        """,
        """
        BEGIN:VCARD\r
        VERSION:4.0\r
        UID:urn:uuid:4fbe8971-0bc3-424c-9c26-36c3e1eff6b1\r
        FN;LANGUAGE=cs:Petr Černý\r
        N;SORT-AS="Cerny,Petr":Černý;Petr;;Ing.;\r
        GENDER:M\r
        ANNIVERSARY:19960415\r
        X-SOCIALPROFILE;type=twitter:https://example.org/petr\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:4.0\r
        KIND:group\r
        TEL:123\r
        END:VCARD\r

        """,
        "begin:vcard\nversion:3.0\nn:Malá;Eva\\, Ela;;;\nfn:Eva Malá\nend:vcard\n",
    ]

    static let dictionary = [
        "BEGIN:VCARD\r\n", "END:VCARD\r\n", "BEGIN:VCARD", "END:VCARD", "begin:vcard\n", "FN:", "N:", "N:;;;;", "item1.", "a.b.c.FN:",
        ";ENCODING=QUOTED-PRINTABLE", ";CHARSET=UTF-8", "=", "=\r\n", "=\n", "=C5", "=A0", "=ZZ", "=0", ":", ";", "\\", "\\;", "\\,", "\\n",
        "\r\n ", "\r\n\t", "\n ", "\r", "\"", ",", "VERSION:2.1\r\n", "Šárka", "😀",
    ]

    @Test func mutatedCardsGiveEveryCardOnceOrNotAVCard() {
        var read = 0
        var malformed = 0
        var refused = 0
        for input in FuzzInputs(corpus: Self.corpus, dictionary: Self.dictionary, count: FuzzInputs.count(default: 3000)) {
            // What the import does with an upload: invalid UTF-8 becomes replacement characters.
            let text = String(decoding: input, as: UTF8.self)
            do {
                let parsed = try VCardContacts.parse(text)
                read += parsed.contacts.count
                malformed += parsed.malformed.count
                // Each card is counted once: as a contact or as a malformed position.
                let numbers = (parsed.contacts.map(\.number) + parsed.malformed).sorted()
                #expect(numbers == Array(1...max(numbers.count, 1)), "\(text)")
                for contact in parsed.contacts {
                    #expect(!contact.fullName.isEmpty && contact.firstName?.isEmpty != true, "\(text)")
                }
            } catch {
                refused += 1
                #expect(!Self.startsWithACard(text), "a file that starts with a card was refused: \(text)")
            }
        }
        // Every outcome is reached, or the mutations test nothing.
        #expect(read > 0 && malformed > 0 && refused > 0)
        FuzzInputs.report(
            "mutated vCards: \(read) contacts read, \(malformed) cards reported malformed, \(refused) files refused as NotAVCard")
    }

    @Test func generatedCardsReadBackWithTheirNames() throws {
        var random = SeededRandom(seed: FuzzInputs.seed)
        let givens = ["Jana", "Šárka", "Jiří", "Anna-Marie", "Ondřej", "Zoë", "Ľudmila", "O'Brien", "Łukasz", "李"]
        let families = ["Nováková", "Dvořák", "van der Berg", "Müller", "Černý", "Smith; Jones", "A, B", "Ťoupalík"]
        for _ in 0..<FuzzInputs.count(default: 3000) / 10 {
            var file = ""
            var expected: [(String, String)] = []
            for _ in 0..<(1 + random.below(5)) {
                let given = givens[random.below(givens.count)]
                let family = families[random.below(families.count)]
                expected.append(("\(given) \(family)", given))
                let newline = random.below(2) == 0 ? "\r\n" : "\n"
                let n = "\(Self.escape(family));\(given);;;"
                let fn = "\(given) \(Self.escape(family))"
                if random.below(3) == 0 {
                    // 2.1: quoted-printable, with a soft line break somewhere in FN.
                    let encoded = Self.quotedPrintable(fn)
                    let cut = random.below(encoded.count / 3 + 1) * 3
                    let folded = String(encoded.prefix(cut)) + "=" + newline + String(encoded.dropFirst(cut))
                    file +=
                        """
                        BEGIN:VCARD\(newline)VERSION:2.1\(newline)N;CHARSET=UTF-8;\
                        ENCODING=QUOTED-PRINTABLE:\(Self.quotedPrintable(n))\(newline)
                        """
                    file += "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:\(folded)\(newline)END:VCARD\(newline)"
                } else {
                    // 3.0 and 4.0: FN folded at a random character (a space starts the continuation).
                    let cut = random.below(fn.count + 1)
                    let folded = String(fn.prefix(cut)) + newline + " " + String(fn.dropFirst(cut))
                    file += "BEGIN:VCARD\(newline)VERSION:\(random.below(2) == 0 ? "3.0" : "4.0")\(newline)FN:\(folded)\(newline)"
                    file += "N:\(n)\(newline)TEL;TYPE=CELL:+420 777 \(random.below(1000))\(newline)END:VCARD\(newline)"
                }
            }
            let parsed = try VCardContacts.parse(file)
            #expect(parsed.malformed.isEmpty, "\(file)")
            #expect(parsed.contacts.map(\.fullName) == expected.map { $0.0 }, "\(file)")
            #expect(parsed.contacts.map(\.firstName) == expected.map { $0.1 }, "\(file)")
        }
    }

    /// A 2.1 value of a million soft line breaks was copied whole at each one (hours of work
    /// for one upload); it is read in one pass.
    @Test(.timeLimit(.minutes(1))) func softLineBreaksAreJoinedInOnePass() throws {
        let breaks = String(repeating: "a=\r\n", count: 250_000)
        let file = "BEGIN:VCARD\r\nN;ENCODING=QUOTED-PRINTABLE:;\(breaks)b;;;\r\nFN:Jana\r\nEND:VCARD\r\n"
        let parsed = try VCardContacts.parse(file)
        #expect(parsed.contacts.count == 1)
        #expect(parsed.contacts.first?.fullName == "Jana")
        #expect(parsed.contacts.first?.firstName == String(repeating: "a", count: 250_000) + "b")
    }

    /// Whether the first line is BEGIN:VCARD and the second does not continue it.
    static func startsWithACard(_ text: String) -> Bool {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = lines.first, first.trimmingCharacters(in: .whitespaces).uppercased() == "BEGIN:VCARD",
            !(first.first == " " || first.first == "\t")
        else { return false }
        return lines.count < 2 || !(lines[1].first == " " || lines[1].first == "\t")
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;").replacingOccurrences(
            of: ",", with: "\\,")
    }

    /// Every byte as "=XX", as old phones write non-ASCII names.
    static func quotedPrintable(_ text: String) -> String {
        text.utf8.map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return "=" + (hex.count == 1 ? "0" + hex : hex)
        }.joined()
    }
}
