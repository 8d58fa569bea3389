@testable import DomovCore
import Foundation
import Testing

@Suite("iCalendar content lines: folding, escaping, parameters, round trips")
struct ICalContentLineTests {
    @Test func foldsAt75OctetsWithoutSplittingMultiByteCharacters() {
        let summary = String(repeating: "Příliš žluťoučký kůň 🐴👨‍👩‍👧 ", count: 8)
        let folded = ICalFolding.fold("SUMMARY:" + summary)
        let physical = folded.components(separatedBy: "\r\n").dropLast()
        #expect(physical.count > 3)
        for line in physical {
            #expect(line.utf8.count <= 75)
            // Each physical line is valid UTF-8 by itself (no scalar split) …
            #expect(String(validating: Array(line.utf8), as: UTF8.self) != nil)
        }
        // … and the family emoji (one grapheme of 18 octets) is never split.
        #expect(physical.contains { $0.contains("👨‍👩‍👧") })
        #expect(folded.hasSuffix("\r\n"))
        let unfolded = ICalFolding.unfold(Array(folded.utf8))
        #expect(unfolded.count == 1)
        #expect(unfolded[0].text == "SUMMARY:" + summary)
    }

    @Test func shortLinesAreNotFoldedAndLongAsciiLinesFoldAtExactly75() {
        #expect(ICalFolding.fold("SUMMARY:hi") == "SUMMARY:hi\r\n")
        let folded = ICalFolding.fold("DESCRIPTION:" + String(repeating: "a", count: 200))
        let lines = folded.components(separatedBy: "\r\n").dropLast()
        #expect(lines.first?.utf8.count == 75)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") && $0.utf8.count <= 75 })
    }

    @Test func unfoldsCRLFBareLFAndTabContinuationsAndKeepsLineNumbers() {
        let text = "BEGIN:VCALENDAR\nSUMMARY:ab\n c\n\tde\r\nEND:VCALENDAR\r\n"
        let lines = ICalFolding.unfold(Array(text.utf8))
        #expect(lines.map(\.text) == ["BEGIN:VCALENDAR", "SUMMARY:abcde", "END:VCALENDAR"])
        #expect(lines.map(\.line) == [1, 2, 5])
    }

    @Test func unfoldingRejoinsACharacterSplitAcrossLinesByABadProducer() {
        var bytes = Array("SUMMARY:ko".utf8) + [0xC5] + Array("\r\n ".utf8) + [0xA1] + Array("e\r\n".utf8)
        bytes = Array("BEGIN:X\r\n".utf8) + bytes + Array("END:X\r\n".utf8)
        let component = try? ICalParser().parse(bytes: bytes).first
        #expect(component?.property("SUMMARY")?.text == "koše")
    }

    @Test func textEscapingRoundTrips() {
        let samples = ["a;b,c\\d", "line 1\nline 2", "trailing\\", "semi;;", "", "Čeština, ☕; \\n literal"]
        for sample in samples {
            #expect(ICalText.unescape(ICalText.escape(sample)) == sample)
        }
        #expect(ICalText.escape("a;b,c\\d\r\ne") == "a\\;b\\,c\\\\d\\ne")
        #expect(ICalText.unescape("Line\\NTwo\\nThree\\:x") == "Line\nTwo\nThree:x")
    }

    @Test func multiValuedTextSplitsOnUnescapedCommasOnly() throws {
        let property = try ICalParser.parseContentLine("CATEGORIES:Family,Doctor\\, dentist,Škola", line: 1)
        #expect(property.textList == ["Family", "Doctor, dentist", "Škola"])
        #expect(ICalProperty.textList("CATEGORIES", ["a,b", "c"]).value == "a\\,b,c")
    }

    @Test func parsesQuotedAndMultiValuedParametersCaseInsensitively() throws {
        let line =
            "ATTENDEE;role=REQ-PARTICIPANT;DELEGATED-FROM=\"mailto:a@x.cz\",\"mailto:b@x.cz\";CN=\"Novák; Jan: \"\"x\":mailto:jan@x.cz"
        // The last parameter has a stray quote after the closing one: malformed → error, not a crash.
        #expect(throws: ICalParseError.self) { try ICalParser.parseContentLine(line, line: 3) }
        let good = try ICalParser.parseContentLine(
            "ATTENDEE;role=REQ-PARTICIPANT;DELEGATED-FROM=\"mailto:a@x.cz\",\"mailto:b@x.cz\";CN=\"Novák; Jan: ^'J^'\":mailto:jan@x.cz",
            line: 3)
        #expect(good.parameter("ROLE") == "REQ-PARTICIPANT")
        #expect(good.parameterValues("delegated-from") == ["mailto:a@x.cz", "mailto:b@x.cz"])
        #expect(good.parameter("cn") == "Novák; Jan: \"J\"")
        #expect(good.value == "mailto:jan@x.cz")
        // Written back byte for byte.
        #expect(
            good.contentLine
                == """
                ATTENDEE;role=REQ-PARTICIPANT;DELEGATED-FROM=\"mailto:a@x.cz\",\"mailto:b@x.cz\";\
                CN=\"Novák; Jan: ^'J^'\":mailto:jan@x.cz
                """
        )
    }

    @Test func colonsInTheValueAndEmptyValuesAreKept() throws {
        let property = try ICalParser.parseContentLine("URL;VALUE=URI:https://example.org:8443/a?b=c;d", line: 1)
        #expect(property.value == "https://example.org:8443/a?b=c;d")
        #expect(try ICalParser.parseContentLine("DESCRIPTION:", line: 1).value == "")
    }

    @Test func unknownXPropertiesAndComponentsSurviveARoundTripByteForByte() throws {
        let text =
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Test//EN",
                "X-WR-CALNAME:Rodina", "X-CUSTOM;X-PARAM=\"a:b\",c;Y=1:raw\\,value;with;semis",
                "BEGIN:VEVENT", "UID:1@x", "DTSTAMP:20240101T000000Z", "DTSTART;VALUE=DATE:20240105",
                "SUMMARY:Hello\\, world", "X-MOZ-GENERATION:3", "FUTURE-PROP;NEWPARAM=x:whatever",
                "BEGIN:X-VENDOR-THING", "X-A:1", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM",
                "END:X-VENDOR-THING", "END:VEVENT", "BEGIN:VUNKNOWN", "FOO:bar", "END:VUNKNOWN", "END:VCALENDAR",
            ].joined(separator: "\r\n") + "\r\n"
        let calendar = try ICalComponent.parse(text)
        #expect(calendar.serialized() == text)
        #expect(calendar.components(named: "VEVENT")[0].components[0].name == "X-VENDOR-THING")
        #expect(calendar.property("x-custom")?.parameterValues("X-PARAM") == ["a:b", "c"])
    }

    @Test func roundTripOfFoldedLongLinesIsStable() throws {
        let long = String(repeating: "Dlouhý popis s háčky a čárkami, ", count: 10)
        var event = ICalComponent(name: "VEVENT", properties: [.text("DESCRIPTION", long)])
        event.properties.append(.text("SUMMARY", "x"))
        let once = event.serialized()
        let again = try ICalComponent.parse(once).serialized()
        #expect(once == again)
        #expect(try ICalComponent.parse(once).property("DESCRIPTION")?.text == long)
    }
}
