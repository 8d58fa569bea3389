@testable import DomovCore
import DomovTesting
import Foundation
import Testing

/// Fuzzing the iCalendar parser, RRULE and DURATION: mutations of real calendar objects must
/// give components within the parser's limits or an `ICalParseError`, never a crash, and
/// whatever parses must survive reading its values, expanding its recurrence (also next to
/// year 9999) and writing it back. `DOMOV_FUZZ_INPUTS=100000 swift test --filter
/// ICalParserFuzzTests` for a full run.
@Suite("iCalendar parser fuzzing")
struct ICalParserFuzzTests {
    static let corpus = [
        RealWorldSamples.google, RealWorldSamples.outlook, RealWorldSamples.apple,
        """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Domov//Tests//EN\r
        BEGIN:VTODO\r
        UID:todo-1@domov\r
        DTSTAMP:20260301T120000Z\r
        DUE;VALUE=DATE:20260310\r
        SUMMARY;LANGUAGE=cs:Vynést koš\\, odpad\r
        RRULE:FREQ=MONTHLY;BYDAY=-1FR;BYSETPOS=1;COUNT=12\r
        CATEGORIES:Domácnost,Úklid\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        TRIGGER;RELATED=END:-P1DT2H30M\r
        END:VALARM\r
        END:VTODO\r
        BEGIN:VEVENT\r
        UID:event-2@domov\r
        DTSTAMP:20260301T120000Z\r
        DTSTART:99991230T230000Z\r
        DURATION:P1W2DT3H\r
        RRULE:FREQ=SECONDLY;INTERVAL=999999;UNTIL=99991231T235959Z\r
        EXDATE;TZID=Europe/Prague:20260323T180000,20260330T180000\r
        RDATE;VALUE=PERIOD:19960403T020000Z/19960403T040000Z,19960404T010000Z/PT3H\r
        ATTENDEE;CN="Novák, Jan";PARTSTAT=NEEDS-ACTION;X-NOTE=^'quoted^' ^n:mailto:jan@example.org\r
        DESCRIPTION:Dlouhý popis který se zalomí na více řádků\\, protože je delší než \r
         sedmdesát pět oktetů 😀\r
        END:VEVENT\r
        END:VCALENDAR\r

        """,
    ]

    static let dictionary = [
        "BEGIN:", "END:", "BEGIN:VEVENT\r\n", "END:VEVENT\r\n", "BEGIN:VALARM\r\n", "END:VCALENDAR\r\n", "\r\n", "\r\n ", "\n", "\r", ":",
        ";",
        ",", "=", "\"", "^", "\\", "\\n", "DTSTART:", "DTSTART;VALUE=DATE:", ";TZID=", "DTEND:", "DURATION:P", "PT", "W", "D", "H", "M",
        "S",
        "RRULE:FREQ=", "YEARLY", "SECONDLY", ";COUNT=", ";INTERVAL=", ";UNTIL=", ";BYDAY=", "-53MO", ";BYSETPOS=", ";BYMONTHDAY=-31",
        ";BYYEARDAY=366", ";BYWEEKNO=53", "EXDATE:", "RDATE;VALUE=PERIOD:", "/", "TRIGGER:", "T", "Z",
    ]

    @Test func mutatedCalendarObjectsGiveComponentsOrAnError() {
        var parsed = 0
        var refused = 0
        for input in FuzzInputs(corpus: Self.corpus, dictionary: Self.dictionary, count: FuzzInputs.count(default: 2000)) {
            do {
                let roots = try ICalParser().parse(bytes: input)
                parsed += 1
                for root in roots {
                    #expect(Self.depth(of: root) <= ICalParser.Options().maximumDepth)
                    Self.exercise(root)
                }
            } catch {
                refused += 1
                #expect(error.line >= 1)
            }
        }
        #expect(parsed > 0 && refused > 0)
        FuzzInputs.report("mutated calendar objects: \(parsed) parsed, \(refused) refused (ICalParseError)")
    }

    @Test func truncatedObjectsAreAlwaysErrors() {
        var random = SeededRandom(seed: FuzzInputs.seed)
        for _ in 0..<FuzzInputs.count(default: 2000) / 4 {
            let sample = Array(Self.corpus[random.below(Self.corpus.count)].utf8)
            // Cut anywhere before the last END line: that component is never closed.
            let lastEnd = sample.count - Array("END:VCALENDAR\r\n".utf8).count
            let cut = random.below(lastEnd)
            #expect(throws: ICalParseError.self) { try ICalParser().parse(bytes: Array(sample[..<cut])) }
        }
    }

    @Test func nestingIsBoundedWithoutRecursion() {
        var random = SeededRandom(seed: FuzzInputs.seed)
        for _ in 0..<FuzzInputs.count(default: 2000) / 20 {
            let depth = 1 + random.below(40)
            let text =
                (0..<depth).map { "BEGIN:X\($0)\r\n" }.joined() + "UID:1\r\n" + (0..<depth).reversed().map { "END:X\($0)\r\n" }.joined()
            do {
                _ = try ICalParser().parse(text)
                #expect(depth <= 16)
            } catch {
                #expect(depth > 16 && error.reason == .nestingTooDeep(limit: 16))
            }
        }
        let huge = String(repeating: "BEGIN:X\r\n", count: 200_000)
        #expect(throws: ICalParseError(line: 17, reason: .nestingTooDeep(limit: 16))) { try ICalParser().parse(huge) }
    }

    @Test func mutatedRecurrenceRulesParseExpandOrThrow() {
        let rules = [
            "FREQ=DAILY;COUNT=10", "FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=TU,TH", "FREQ=MONTHLY;BYDAY=-1MO,1FR;BYSETPOS=-1",
            "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;UNTIL=99991231T235959Z",
            "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16", "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z",
            "FREQ=YEARLY;BYYEARDAY=1,100,200;COUNT=1000000000", "FREQ=SECONDLY;INTERVAL=1000000;BYSECOND=0,30",
            "RRULE:freq=monthly;bymonthday=-1;interval=1000000",
        ]
        let starts = [
            LocalDateTime(year: 1997, month: 9, day: 2, hour: 9)!,
            LocalDateTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59)!,
            LocalDateTime(year: 1, month: 1, day: 1)!,
        ]
        var expanded = 0
        for input in FuzzInputs(corpus: rules, dictionary: Self.dictionary, count: FuzzInputs.count(default: 2000)) {
            guard let rule = try? RecurrenceRule(rrule: String(decoding: input, as: UTF8.self)) else { continue }
            _ = rule.rruleString
            guard rule.validate().isEmpty else { continue }
            let start = starts[Int(input.count % starts.count)]
            // Two days of wall clock: a SECONDLY rule scans every second, so the window stays small.
            var occurrences = RecurrenceSet(start: .floating(start), rules: [rule])
                .localOccurrences(from: start, through: LocalDateTime(localSeconds: start.localSeconds + 2 * 86_400)).makeIterator()
            for _ in 0..<20 {
                guard let next = occurrences.next() else { break }
                #expect(next >= start)
            }
            expanded += 1
        }
        #expect(expanded > 0)
    }

    @Test func mutatedDurationsParseAndAddOrThrow() {
        let durations = ["P1W", "-PT15M", "P1DT2H30M", "PT0S", "P999999999W", "-P999999999DT999999999H999999999M999999999S"]
        let edges = [LocalDateTime(year: 9999, month: 12, day: 31, hour: 23)!, LocalDateTime(year: 1, month: 1, day: 1)!]
        let zone = TimeZone(identifier: "Europe/Prague")!
        for input in FuzzInputs(corpus: durations, dictionary: Self.dictionary, count: FuzzInputs.count(default: 2000)) {
            guard let duration = try? ICalDuration(icalValue: String(decoding: input, as: UTF8.self)) else { continue }
            _ = duration.icalValue
            _ = duration.totalSeconds
            for edge in edges {
                _ = duration.added(to: edge)
                _ = duration.added(to: edge.instant(in: zone), in: zone)
            }
        }
    }

    /// Reads every well-known value, expands any recurrence briefly and writes the tree back.
    static func exercise(_ root: ICalComponent) {
        var pending = [root]
        while let component = pending.popLast() {
            pending += component.components
            for property in component.properties {
                _ = try? property.dateTime()
                _ = try? property.dateTimeList()
                _ = try? property.duration()
                _ = try? property.periodList()
                _ = property.text
                _ = property.textList
                _ = property.contentLine
            }
            guard let start = try? component.property("DTSTART")?.dateTime() else { continue }
            let rules = component.properties(named: "RRULE").compactMap { try? $0.recurrenceRule() }.filter { $0.validate().isEmpty }
            var occurrences = RecurrenceSet(start: start, timeZone: TimeZone(identifier: "UTC"), rules: rules)
                .localOccurrences(
                    from: start.localDateTime, through: LocalDateTime(localSeconds: start.localDateTime.localSeconds + 2 * 86_400)
                )
                .makeIterator()
            for _ in 0..<10 {
                guard occurrences.next() != nil else { break }
            }
        }
        _ = ICalParserFuzzTests.reparse(root.serialized())
    }

    static func reparse(_ text: String) -> [ICalComponent]? {
        try? ICalParser(options: .init(validatesKnownValues: false)).parse(text)
    }

    static func depth(of root: ICalComponent) -> Int {
        var deepest = 0
        var pending = [(root, 1)]
        while let item = pending.popLast() {
            deepest = max(deepest, item.1)
            pending += item.0.components.map { ($0, item.1 + 1) }
        }
        return deepest
    }
}
