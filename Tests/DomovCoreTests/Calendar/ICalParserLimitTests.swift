@testable import DomovCore
import Foundation
import Testing

/// The iCalendar parser's bounds (issue 23): every one is an `ICalParseError` with a line,
/// and text that is not UTF-8 is read, never trapped on.
@Suite("iCalendar parser limits")
struct ICalParserLimitTests {
    func reason(_ text: String, _ options: ICalParser.Options = .init()) -> ICalParseError.Reason? {
        do {
            _ = try ICalParser(options: options).parse(text)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func aContentLineLongerThanTheLimitIsRefused() {
        let options = ICalParser.Options(maximumLineLength: 100)
        let folded =
            "BEGIN:VCALENDAR\r\nX-A:" + String(repeating: "a", count: 60) + "\r\n " + String(repeating: "b", count: 60)
            + "\r\nEND:VCALENDAR\r\n"
        #expect(reason(folded, options) == .lineTooLong(limit: 100), "the limit applies after unfolding")
        #expect(reason("BEGIN:VCALENDAR\r\nX-A:" + String(repeating: "a", count: 90) + "\r\nEND:VCALENDAR\r\n", options) == nil)
        #expect(ICalParser.Options().maximumLineLength == 1 << 20)
    }

    @Test func componentsPropertiesAndParametersAreCounted() {
        let options = ICalParser.Options(maximumComponents: 3, maximumProperties: 4, maximumParameters: 2)
        let three = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        #expect(reason(three, options) == nil)
        let four = "BEGIN:VCALENDAR\r\n" + String(repeating: "BEGIN:VEVENT\r\nEND:VEVENT\r\n", count: 3) + "END:VCALENDAR\r\n"
        #expect(reason(four, options) == .tooManyComponents(limit: 3))
        let five = "BEGIN:VCALENDAR\r\n" + String(repeating: "X-P:1\r\n", count: 5) + "END:VCALENDAR\r\n"
        #expect(reason(five, options) == .tooManyProperties(limit: 4))
        #expect(reason("BEGIN:VCALENDAR\r\nX-P;A=1;B=2:v\r\nEND:VCALENDAR\r\n", options) == nil)
        #expect(reason("BEGIN:VCALENDAR\r\nX-P;A=1;B=2;C=3:v\r\nEND:VCALENDAR\r\n", options) == .tooManyParameters(limit: 2))
        #expect(throws: ICalParseError.self) {
            try ICalParser.parseContentLine("X" + String(repeating: ";A=1", count: 101) + ":v", line: 1)
        }
    }

    @Test func invalidUTF8IsReadAsReplacementCharacters() throws {
        let bytes =
            Array("BEGIN:VCALENDAR\r\nSUMMARY:a".utf8) + [0xED, 0xA0, 0x80, 0xFF] + Array("b\r\nX-\u{0}".utf8) + [0xC0]
            + Array(":v\r\nEND:VCALENDAR\r\n".utf8)
        let root = try #require(try ICalParser().parse(bytes: bytes).first)
        #expect(root.property("SUMMARY")?.value.hasPrefix("a\u{FFFD}") == true)
        #expect(root.properties.count == 2)
    }

    @Test func hugeNumbersInValuesAreErrorsNotOverflows() {
        for value in [
            "DURATION:P99999999999999999999W", "DURATION:PT9223372036854775808S", "DTSTART:99999999T000000Z",
            "RRULE:FREQ=DAILY;COUNT=99999999999999999999", "RRULE:FREQ=DAILY;INTERVAL=9223372036854775808",
            "RRULE:FREQ=YEARLY;BYDAY=99999999999999999999MO", "EXDATE:20261301T000000Z",
        ] {
            let text = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260101T000000Z\r\n\(value)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            guard case .invalidValue? = reason(text) else {
                Issue.record("\(value) was accepted")
                continue
            }
        }
    }

    @Test func largestDurationsAndYear9999RecurrencesStayInRange() throws {
        let longest = try ICalDuration(icalValue: "P999999999W")
        let end = LocalDateTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59)!
        _ = longest.added(to: end)
        _ = longest.added(to: end.instant(in: .gmt), in: .gmt)
        let rule = try RecurrenceRule(rrule: "FREQ=SECONDLY;INTERVAL=1000000;COUNT=1000000000")
        let occurrences = Array(RecurrenceSet(start: .utc(end), rules: [rule]).localOccurrences().prefix(5))
        #expect(occurrences.first == end)
        #expect(occurrences.allSatisfy { $0.year <= 9999 })
    }
}
