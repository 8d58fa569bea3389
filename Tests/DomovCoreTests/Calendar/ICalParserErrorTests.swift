@testable import DomovCore
import DomovTesting
import Foundation
import Testing

@Suite("iCalendar parser errors carry line numbers and never crash")
struct ICalParserErrorTests {
    func error(_ lines: [String]) -> ICalParseError? {
        do {
            _ = try ICalParser().parse(lines.joined(separator: "\r\n") + "\r\n")
            return nil
        } catch {
            return error
        }
    }

    @Test func missingEndNamesTheComponent() {
        let e = error(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:1", "END:VCALENDAR"])
        #expect(e == ICalParseError(line: 4, reason: .endMismatch(expected: "VEVENT", found: "VCALENDAR")))
        let missing = error(["BEGIN:VCALENDAR", "VERSION:2.0"])
        #expect(missing?.reason == .missingEnd(component: "VCALENDAR"))
        #expect(missing?.line == 2)
        #expect(missing?.description == "line 2: BEGIN:VCALENDAR is never closed with END:VCALENDAR")
    }

    @Test func lineWithoutColonAndOtherSyntaxErrors() {
        #expect(
            error(["BEGIN:VCALENDAR", "VERSION:2.0", "SUMMARY just text", "END:VCALENDAR"])
                == ICalParseError(line: 3, reason: .lineWithoutColon))
        #expect(error(["BEGIN:VCALENDAR", ":value", "END:VCALENDAR"])?.reason == .missingName)
        #expect(error(["BEGIN:VCALENDAR", "X;NOEQUALS:v", "END:VCALENDAR"])?.reason == .malformedParameter("NOEQUALS"))
        #expect(error(["BEGIN:VCALENDAR", "X;A=\"open:v", "END:VCALENDAR"])?.reason == .unterminatedQuote)
        #expect(error(["END:VCALENDAR"])?.reason == .endWithoutBegin(component: "VCALENDAR"))
        #expect(error(["VERSION:2.0"])?.reason == .propertyOutsideComponent(property: "VERSION"))
        #expect(error(["", "  "])?.reason == .empty)
        #expect(error(["BEGIN:", "END:"])?.reason == .missingComponentName)
    }

    @Test func badDatesAndDurationsAreReportedOnTheirLine() {
        let e = error(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:1", "DTSTART:20241332T100000", "END:VEVENT", "END:VCALENDAR"])
        #expect(e?.line == 4)
        if case .invalidValue(let property, let detail)? = e?.reason {
            #expect(property == "DTSTART")
            #expect(detail.contains("20241332T100000"))
        } else {
            Issue.record("expected invalidValue, got \(String(describing: e))")
        }
        #expect(error(["BEGIN:VEVENT", "DTEND;VALUE=DATE:20240230", "END:VEVENT"])?.line == 2)
        #expect(error(["BEGIN:VEVENT", "DURATION:P1H", "END:VEVENT"])?.line == 2)
        #expect(error(["BEGIN:VEVENT", "RRULE:FREQ=SOMETIMES", "END:VEVENT"])?.line == 2)
        #expect(error(["BEGIN:VEVENT", "EXDATE:20240101T000000Z,garbage", "END:VEVENT"])?.line == 2)
        // Lenient mode keeps the raw value for the caller to judge.
        let lenient = ICalParser(options: .init(validatesKnownValues: false))
        #expect((try? lenient.parse("BEGIN:VEVENT\r\nDTSTART:nope\r\nEND:VEVENT\r\n")) != nil)
    }

    @Test func lineNumbersCountPhysicalLinesThroughFolds() {
        let e = error(["BEGIN:VCALENDAR", "DESCRIPTION:long", " continued", " more", "BROKEN", "END:VCALENDAR"])
        #expect(e == ICalParseError(line: 5, reason: .lineWithoutColon))
    }

    @Test func nestingTooDeepIsAnErrorNotAStackOverflow() {
        let lines = (0..<100).map { "BEGIN:X\($0)" } + (0..<100).reversed().map { "END:X\($0)" }
        #expect(error(lines)?.reason == .nestingTooDeep(limit: 16))
    }

    @Test func randomBytesAndTruncationsNeverTrap() {
        var generator = SeededRandom(seed: 42)
        let sample = Array(RealWorldSamples.outlook.utf8)
        for _ in 0..<300 {
            let cut = Int.random(in: 0...sample.count, using: &generator)
            _ = try? ICalParser().parse(bytes: Array(sample[0..<cut]))
            var mutated = sample
            for _ in 0..<8 { mutated[Int.random(in: 0..<mutated.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            if let calendars = try? ICalParser().parse(bytes: mutated) {
                for calendar in calendars { _ = calendar.serialized() }
            }
            let noise = (0..<Int.random(in: 0...400, using: &generator)).map { _ in
                [UInt8(58), 59, 10, 13, 32, 34, 44, 61, 66, 69, 0xC5, 0xFF].randomElement(using: &generator)!
            }
            _ = try? ICalParser().parse(bytes: Array("BEGIN:VCALENDAR\r\n".utf8) + noise)
        }
        // Typed readers on garbage throw, never trap.
        for text in ["", "P", "PT", "-P1W2", "99999999999999999999T", "2024-01-01", "20240101T25", "/", "P1D/"] {
            _ = try? ICalDuration(icalValue: text)
            _ = try? ICalDateTime(icalValue: text)
            _ = try? ICalPeriod(icalValue: text)
            _ = try? RecurrenceRule(rrule: "FREQ=DAILY;COUNT=" + text)
        }
    }
}
