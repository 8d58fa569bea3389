@testable import DomovCore
import DomovTesting
import Foundation
import Testing

/// The expander's simple path (`RecurrenceExpansion+Simple.swift`, day masks instead of period
/// buffers) and the batch's `LocalISOWriter` against the general code they short-cut, on many
/// generated rules and values (bench/README.md, "Recurrence expansion").
@Suite("Recurrence simple path agrees with the general path")
struct RecurrenceSimplePathTests {
    static let days = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    /// A DAILY…YEARLY rule of the kinds calendar apps write, plus the parts that keep a rule
    /// off the simple path (BYSETPOS, several hours, BYYEARDAY, BYWEEKNO), so both sides occur.
    static func ruleText(_ g: inout SeededRandom) -> String {
        var parts = ["FREQ=" + ["YEARLY", "MONTHLY", "MONTHLY", "WEEKLY", "WEEKLY", "DAILY"].randomElement(using: &g)!]
        func some(_ values: () -> String) -> String { (1...Int.random(in: 1...3, using: &g)).map { _ in values() }.joined(separator: ",") }
        if Int.random(in: 0..<3, using: &g) == 0 { parts.append("INTERVAL=\(Int.random(in: 2...5, using: &g))") }
        if Int.random(in: 0..<4, using: &g) == 0 { parts.append("BYMONTH=" + some { String(Int.random(in: 1...12, using: &g)) }) }
        if Int.random(in: 0..<4, using: &g) == 0 {
            parts.append(
                "BYMONTHDAY="
                    + some {
                        String(
                            [Int.random(in: 1...31, using: &g), -Int.random(in: 1...31, using: &g), 29, 30, 31, -1].randomElement(
                                using: &g)!)
                    })
        }
        if Bool.random(using: &g) {
            parts.append(
                "BYDAY="
                    + Self.days.shuffled(using: &g).prefix(Int.random(in: 1...3, using: &g)).map { day in
                        ["", "", "", "1", "2", "4", "-1", "-2", "5", "-5"].randomElement(using: &g)! + day
                    }.joined(separator: ","))
        }
        if Int.random(in: 0..<4, using: &g) == 0 { parts.append("WKST=" + Self.days.randomElement(using: &g)!) }
        switch Int.random(in: 0..<12, using: &g) {
        case 0: parts.append("BYSETPOS=" + ["1", "-1", "2,-2"].randomElement(using: &g)!)
        case 1: parts.append("BYHOUR=9,17")
        case 2: parts.append("BYHOUR=7;BYMINUTE=30") // one time, not DTSTART's
        case 3: parts.append("BYYEARDAY=" + String([1, 100, -1, 366].randomElement(using: &g)!))
        case 4: parts.append("BYWEEKNO=" + String([1, 20, -1].randomElement(using: &g)!))
        default: break
        }
        switch Int.random(in: 0..<5, using: &g) {
        case 0: parts.append("COUNT=\(Int.random(in: 1...60, using: &g))")
        case 1: parts.append("UNTIL=20" + String(Int.random(in: 24...40, using: &g)) + "0615")
        case 2: parts.append("UNTIL=20" + String(Int.random(in: 24...40, using: &g)) + "1231T235959")
        case 3:
            parts.append("UNTIL=20" + String(Int.random(in: 24...40, using: &g)) + "0301T090000;COUNT=\(Int.random(in: 1...40, using: &g))")
        default: break // neither: the bounded search or the year 9999 ends it
        }
        return parts.shuffled(using: &g).joined(separator: ";")
    }

    static func start(_ g: inout SeededRandom) -> LocalDateTime {
        let year = Int.random(in: 0..<20, using: &g) == 0 ? 9998 : Int.random(in: 1998...2032, using: &g)
        let month = Int.random(in: 1...12, using: &g)
        let day = [1, 15, 28, 29, 30, 31, Int.random(in: 1...31, using: &g)].randomElement(using: &g)!
        let date = LocalDate(year: year, month: month, day: day) ?? LocalDate(year: year, month: month, day: 28)!
        return LocalDateTime(date: date, hour: Int.random(in: 0...23, using: &g), minute: [0, 15, 30, 45].randomElement(using: &g)!)!
    }

    @Test func simplePathGivesTheGeneralPathsOccurrences() throws {
        var g = SeededRandom(seed: 2_026_112_3)
        var simple = 0, general = 0, ranToTheEnd = 0
        for _ in 0..<2500 {
            let text = Self.ruleText(&g)
            let rule = try RecurrenceRule(rrule: text)
            let start = Self.start(&g)
            var fast = RecurrenceExpansion(rule: rule, start: start).makeIterator()
            // A query window now and then (skip ahead, stop early), as the batch and REPORTs use.
            if Int.random(in: 0..<4, using: &g) == 0 {
                fast.skip(toLocalSeconds: start.localSeconds + Int64.random(in: 0...(3 * 366 * 86_400), using: &g))
            }
            let stops = Int.random(in: 0..<4, using: &g) == 0
            if stops { fast.stop(afterLocalSeconds: start.localSeconds + Int64.random(in: 0...(6 * 366 * 86_400), using: &g)) }
            // Off the simple path both would be the same general code: nothing to compare.
            guard fast.simple else {
                general += 1
                continue
            }
            simple += 1
            var slow = fast
            slow.simple = false
            for index in 0..<60 {
                let a = fast.nextLocalSeconds(), b = slow.nextLocalSeconds()
                #expect(a == b, "\(text) from \(start), occurrence \(index)")
                if a == nil || a != b { break }
            }
            if rule.count != nil || rule.until != nil || stops || start.year > 9000 {
                // On to the end where it is near (UNTIL, COUNT, year 9999, the bounded search):
                // both must stop at the same place, and agree on giving up.
                var steps = 0
                while steps < 1000, let a = fast.nextLocalSeconds() {
                    #expect(a == slow.nextLocalSeconds(), "\(text) from \(start)")
                    steps += 1
                }
                if steps < 1000 {
                    ranToTheEnd += 1
                    #expect(slow.nextLocalSeconds() == nil, "\(text) from \(start)")
                    #expect(fast.gaveUp == slow.gaveUp, "\(text) from \(start)")
                }
            }
        }
        #expect(simple > 700 && general > 150 && ranToTheEnd > 300, "simple \(simple), general \(general), to the end \(ranToTheEnd)")
    }

    @Test func rulesThatNeverOccurGiveUpOnBothPaths() throws {
        for text in [
            "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=4,6", "FREQ=WEEKLY;BYDAY=MO;BYMONTH=13",
            "FREQ=DAILY;BYMONTHDAY=-30;BYMONTH=2", "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31;INTERVAL=3",
        ] {
            let rule = try RecurrenceRule(rrule: text)
            var fast = RecurrenceExpansion(rule: rule, start: LocalDateTime(year: 2024, month: 1, day: 1, hour: 9)!).makeIterator()
            var slow = fast
            slow.simple = false
            #expect(fast.nextLocalSeconds() == nil && slow.nextLocalSeconds() == nil, "\(text)")
            #expect(fast.gaveUp && slow.gaveUp, "\(text)")
        }
        // The simple path really is taken for the common forms.
        for text in [
            "FREQ=WEEKLY;BYDAY=TU,TH", "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=YEARLY", "FREQ=DAILY;INTERVAL=2", "FREQ=MONTHLY;BYMONTHDAY=-1",
        ] {
            let iterator = RecurrenceExpansion(
                rule: try RecurrenceRule(rrule: text), start: LocalDateTime(year: 2024, month: 1, day: 31, hour: 9)!
            ).makeIterator()
            #expect(iterator.simple, "\(text)")
        }
        for text in ["FREQ=WEEKLY;BYDAY=TU;BYSETPOS=1", "FREQ=DAILY;BYHOUR=9,17", "FREQ=YEARLY;BYYEARDAY=100", "FREQ=HOURLY"] {
            let iterator = RecurrenceExpansion(
                rule: try RecurrenceRule(rrule: text), start: LocalDateTime(year: 2024, month: 1, day: 31, hour: 9)!
            ).makeIterator()
            #expect(!iterator.simple, "\(text)")
        }
    }

    @Test func isoWriterWritesWhatLocalDateTimeWrites() {
        var g = SeededRandom(seed: 19)
        var writer = LocalISOWriter()
        var value = Int64(CivilCalendar.dayNumber(year: 1990, month: 1, day: 1)) * 86_400
        for _ in 0..<20_000 {
            // Mostly forward in steps of an hour to a year (the order an expansion writes in),
            // sometimes back or far away, so the remembered month is both reused and replaced.
            switch Int.random(in: 0..<20, using: &g) {
            case 0:
                value =
                    Int64(
                        Int.random(
                            in: CivilCalendar.dayNumber(
                                year: 1, month: 1, day: 1)...CivilCalendar.dayNumber(year: 9999, month: 12, day: 31), using: &g)) * 86_400
            case 1: value -= Int64.random(in: 1...(40 * 86_400), using: &g)
            default:
                value +=
                    [3600, 86_400, 7 * 86_400, 30 * 86_400, 366 * 86_400, 1].randomElement(using: &g)! * Int64.random(in: 1...3, using: &g)
            }
            value = min(value, Int64(CivilCalendar.dayNumber(year: 9999, month: 12, day: 31)) * 86_400)
            value += Int64.random(in: 0..<60, using: &g)
            #expect(writer.isoString(localSeconds: value) == LocalDateTime(localSeconds: value).isoString, "\(value)")
        }
        // Before year 0 and after 9999 (reachable only by day number) it falls back to the plain form.
        for day in [
            CivilCalendar.dayNumber(year: 10000, month: 1, day: 2), CivilCalendar.dayNumber(year: -1, month: 12, day: 31),
            CivilCalendar.dayNumber(year: 0, month: 2, day: 29),
        ] {
            let seconds = Int64(day) * 86_400 + 3723
            #expect(writer.isoString(localSeconds: seconds) == LocalDateTime(localSeconds: seconds).isoString)
        }
    }
}
