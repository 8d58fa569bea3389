import Foundation
import Testing

@testable import DomovCore

/// The shortcuts answer what Foundation answers, for ASCII and for everything they hand back.
@Suite("String ASCII shortcuts")
struct ASCIIShortcutsTests {
    static let texts = [
        "", " ", "\t", "BEGIN", "begin", "Begin", "BEGIN ", " BEGIN", "\tVEVENT\t", "VEVENT", "vevent", "VEVENTS", "X-WR-ALARMUID",
        "x-wr-alarmuid", "X-WR-ALARMUI", "@", "`", "[", "{", "^", "~", "DTSTART", "DTSTAMP", "Europe/Prague", "europe/prague",
        "\u{00A0}BEGIN\u{00A0}", "\u{2003}x", "STRASSE", "straße", "Straße", "ÉTÉ", "été", "e\u{301}", "é", "K", "\u{212A}", "Ǆ", "ǆ", "ǅ",
        "a\n", "\nb", "\u{0}", "ıi", "II",
    ]

    @Test func trimmingMatchesFoundation() {
        for text in Self.texts {
            #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func comparingIgnoringCaseMatchesFoundation() {
        for text in Self.texts {
            for other in Self.texts {
                #expect(
                    text.equalsIgnoringCase(other) == (text.caseInsensitiveCompare(other) == .orderedSame),
                    "\(Array(text.unicodeScalars)) and \(Array(other.unicodeScalars))")
            }
        }
    }
}
