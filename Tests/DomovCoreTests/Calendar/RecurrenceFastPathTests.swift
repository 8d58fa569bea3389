@testable import DomovCore
import DomovTesting
import Foundation
import Testing

/// The fast paths added for expansion speed (bench/README.md, CalDAV) against the general
/// code they short-cut, on many generated rules: the byte-level RRULE parser against the
/// general parser, month day masks against the day-by-day filter, and the byte-wise date
/// formatting and parsing against the plain string forms.
@Suite("Recurrence fast paths agree with the general paths")
struct RecurrenceFastPathTests {

    static let days = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    /// A rule text: mostly well-formed, sometimes in odd case, with signs, spaces, unknown or
    /// repeated parts, bad numbers or dates, so both parsers' accept and reject sides are hit.
    static func ruleText(_ g: inout SeededRandom) -> String {
        func number(_ range: ClosedRange<Int>) -> String {
            let value = Int.random(in: range, using: &g)
            switch Int.random(in: 0..<12, using: &g) {
            case 0: return "+\(value)"
            case 1: return "++\(value)"
            case 2: return "0\(value)"
            case 3: return value == 0 ? "-0" : "\(value)"
            default: return "\(value)"
            }
        }
        func list(_ range: ClosedRange<Int>) -> String {
            (0..<Int.random(in: 1...3, using: &g)).map { _ in number(range) }.joined(separator: ",")
        }
        var parts = [
            "FREQ=" + ["YEARLY", "MONTHLY", "WEEKLY", "DAILY", "HOURLY", "MINUTELY", "SECONDLY", "yearly", "Weekly", "FORTNIGHTLY", ""]
                .randomElement(using: &g)!
        ]
        func optional() -> String {
            switch Int.random(in: 0..<14, using: &g) {
            case 0: return "INTERVAL=" + number(-2...14)
            case 1: return "COUNT=" + number(-1...40)
            case 2:
                return "UNTIL=" + [
                    "20261231", "20261231T235959", "20261231T235959Z", "20261231t120000z", "20260230", "2026123",
                    "20261231T2359", "20261231T246000", "20261231X120000", "20261231T120000+",
                ].randomElement(using: &g)!
            case 3: return "BYMONTH=" + list(-1...13)
            case 4: return "BYMONTHDAY=" + list(-32...32)
            case 5: return "BYYEARDAY=" + list(-367...367)
            case 6: return "BYWEEKNO=" + list(-54...54)
            case 7: return "BYHOUR=" + list(0...24)
            case 8: return "BYMINUTE=" + list(0...60)
            case 9: return "BYSECOND=" + list(0...61)
            case 10: return "BYSETPOS=" + list(-4...4)
            case 11: return "WKST=" + (days + ["su", "XX", "M"]).randomElement(using: &g)!
            case 12:
                return "BYDAY="
                    + (0..<Int.random(in: 1...3, using: &g)).map { _ in
                        let day = (days + ["mo", "Fr", "XX"]).randomElement(using: &g)!
                        return ["", "", "1", "-1", "+2", "5", "-53", "0", "+", "1000", "1001", "99999999999999999999"].randomElement(
                            using: &g)! + day
                    }.joined(separator: ",")
            default:
                return [
                    "X-NAME=value", "RSCALE=GREGORIAN", "NOEQUALS", "=5", "FREQ=DAILY", "BYDAY=", "COUNT=1,2",
                    "INTERVAL=99999999999999999999",
                ]
                .randomElement(using: &g)!
            }
        }
        for _ in 0..<Int.random(in: 0...4, using: &g) { parts.append(optional()) }
        parts.shuffle(using: &g)
        var text = parts.joined(separator: ";")
        switch Int.random(in: 0..<16, using: &g) {
        case 0: text = "RRULE:" + text
        case 1: text = "rrule:" + text + ";"
        case 2: text = " " + text + "\n"
        case 3: text = text.replacingOccurrences(of: ";", with: "; ")
        case 4: text = text.replacingOccurrences(of: ",", with: ",,")
        case 5: text += ";;"
        case 6: text = text.replacingOccurrences(of: "MO", with: "MÖ")
        case 7: text = "\u{00A0}" + text
        default: break
        }
        return text
    }

    static func general(_ text: String) -> Result<RecurrenceRule, ICalValueError> {
        do { return .success(try RecurrenceRule(general: text)) } catch { return .failure(error) }
    }

    static func parsed(_ text: String) -> Result<RecurrenceRule, ICalValueError> {
        do { return .success(try RecurrenceRule(rrule: text)) } catch { return .failure(error) }
    }

    @Test func plainParserGivesTheGeneralParsersRuleOrStepsAside() {
        var g = SeededRandom(seed: 20_261_123)
        var fast = 0, accepted = 0
        for _ in 0..<20_000 {
            let text = Self.ruleText(&g)
            let general = Self.general(text)
            #expect(Self.parsed(text) == general, "\(text)")
            if let plain = RecurrenceRule.parsePlain(text) {
                fast += 1
                #expect(Result.success(plain) == general, "\(text)")
                if case .success(let rule) = general {
                    #expect(
                        plain.until == rule.until && plain.byDay == rule.byDay && plain.interval == rule.interval
                            && plain.count == rule.count && plain.otherParts == rule.otherParts, "\(text)")
                }
            }
            if case .success(let rule) = general {
                accepted += 1
                // What Domov itself writes (and what the calendar apps write) takes the fast path.
                if rule.otherParts.isEmpty { #expect(RecurrenceRule.parsePlain(rule.rruleString) == rule, "\(rule.rruleString)") }
            }
        }
        #expect(fast > 5000 && accepted > 5000, "fast \(fast), accepted \(accepted)")
    }

    @Test func monthMasksGiveTheSameDaysAsTheDayByDayTest() throws {
        var g = SeededRandom(seed: 5545)
        var masked = 0
        for _ in 0..<3000 {
            var parts = [["YEARLY", "MONTHLY", "MONTHLY", "WEEKLY", "DAILY"].randomElement(using: &g)!]
            if Bool.random(using: &g) {
                parts.append(
                    "BYMONTH="
                        + (1...Int.random(in: 1...3, using: &g)).map { _ in String(Int.random(in: 1...12, using: &g)) }.joined(
                            separator: ","))
            }
            if Int.random(in: 0..<3, using: &g) == 0 {
                parts.append(
                    "BYMONTHDAY="
                        + (1...Int.random(in: 1...3, using: &g)).map { _ in
                            String(
                                [Int.random(in: 1...31, using: &g), -Int.random(in: 1...31, using: &g), 29, 30, 31, -1].randomElement(
                                    using: &g)!)
                        }.joined(separator: ","))
            }
            if Bool.random(using: &g) {
                parts.append(
                    "BYDAY="
                        + Self.days.shuffled(using: &g).prefix(Int.random(in: 1...3, using: &g)).map { day in
                            ["", "", "1", "2", "4", "5", "-1", "-2", "-5", "6", "20", "-53"].randomElement(using: &g)! + day
                        }.joined(separator: ","))
            }
            if Int.random(in: 0..<5, using: &g) == 0 { parts.append("BYYEARDAY=" + String(Int.random(in: -366...366, using: &g))) }
            if Int.random(in: 0..<6, using: &g) == 0 { parts.append("BYSETPOS=" + ["1", "-1", "2,-2", "3"].randomElement(using: &g)!) }
            if Int.random(in: 0..<4, using: &g) == 0 { parts.append("BYHOUR=9,17") }
            if Int.random(in: 0..<3, using: &g) == 0 { parts.append("INTERVAL=\(Int.random(in: 2...5, using: &g))") }
            // UNTIL always, so a rule that never occurs stops there instead of after 400 years.
            parts.append("UNTIL=20341231T235959")
            if Bool.random(using: &g) { parts.append("COUNT=\(Int.random(in: 1...40, using: &g))") }
            let text = "FREQ=" + parts.joined(separator: ";")
            let rule = try RecurrenceRule(rrule: text)
            let start = LocalDateTime(
                year: Int.random(in: 1999...2030, using: &g), month: Int.random(in: 1...12, using: &g),
                day: Int.random(in: 1...28, using: &g), hour: Int.random(in: 0...23, using: &g))!
            var withMasks = RecurrenceExpansion(rule: rule, start: start).makeIterator()
            var dayByDay = withMasks
            dayByDay.usesMonthMasks = false
            if withMasks.usesMonthMasks { masked += 1 }
            for _ in 0..<40 {
                let a = withMasks.nextLocalSeconds(), b = dayByDay.nextLocalSeconds()
                #expect(a == b, "\(text) from \(start)")
                if a == nil || a != b { break }
            }
        }
        #expect(masked > 1500, "masks applied to \(masked) rules")
    }

    @Test func byteWiseDateTextsMatchThePaddedForms() {
        var g = SeededRandom(seed: 77)
        func padded(_ v: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(v).count)) + String(v) }
        for _ in 0..<20_000 {
            let day = Int.random(
                in: CivilCalendar.dayNumber(year: 1, month: 1, day: 1)...CivilCalendar.dayNumber(year: 9999, month: 12, day: 31), using: &g)
            let local = LocalDateTime(localSeconds: Int64(day) * 86_400 + Int64.random(in: 0..<86_400, using: &g))
            let d = local.date
            let date = padded(d.year, 4) + "-" + padded(d.month, 2) + "-" + padded(d.day, 2)
            let time = padded(local.hour, 2) + ":" + padded(local.minute, 2) + ":" + padded(local.second, 2)
            #expect(local.isoString == date + "T" + time)
            #expect(local.icalString == (date + "T" + time).replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: ""))
            #expect(d.isoString == date)
            #expect(LocalDateTime(isoString: local.isoString) == local)
            #expect(
                LocalDateTime(isoString: Substring(local.isoString.dropLast(3)))
                    == LocalDateTime(date: d, hour: local.hour, minute: local.minute))
            #expect(LocalDateTime(icalString: local.icalString) == local)
            #expect(LocalDate(isoString: date) == d && LocalDate(icalString: d.icalString) == d)
        }
        // Outside years 1…9999 (only reachable by day number) the plain form is kept.
        #expect(LocalDate(dayNumber: CivilCalendar.dayNumber(year: 10000, month: 1, day: 2)).isoString == "10000-01-02")
        for bad in [
            "2024-02-30T09:00:00", "2024-01-01T24:00", "2024-01-01X09:00", "2024/01/01T09:00", "2024-01-01T09:00:0", "٢٠٢٤-01-01T09:00",
        ] {
            #expect(LocalDateTime(isoString: bad) == nil, "\(bad)")
        }
        #expect(LocalDateTime(isoString: "2024-01-01 09:30") == LocalDateTime(year: 2024, month: 1, day: 1, hour: 9, minute: 30))
        #expect(LocalDateTime(icalString: "20240101t093000") == LocalDateTime(year: 2024, month: 1, day: 1, hour: 9, minute: 30))
    }

    @Test func timedBatchReportsTheEngineTimeBesideTheSameResults() throws {
        let input = Data(
            #"""
            [{"id":"a","dtstart":"2026-01-31T09:00:00","rrule":"FREQ=MONTHLY;COUNT=4","windowEnd":"2035-01-01T00:00:00"},{"id":"b",\#
            "dtstart":"x","rrule":"FREQ=DAILY"}]
            """#
            .utf8)
        let plain = try JSONDecoder().decode([RecurrenceExpansionBatch.Result].self, from: RecurrenceExpansionBatch.run(input))
        let timed = try JSONDecoder().decode(
            RecurrenceExpansionBatch.TimedOutput.self, from: RecurrenceExpansionBatch.run(input, timed: true))
        #expect(timed.engineSeconds >= 0 && timed.engineSeconds < 10)
        #expect(timed.results.map(\.occurrences) == plain.map(\.occurrences))
        #expect(plain[0].occurrences == ["2026-01-31T09:00:00", "2026-03-31T09:00:00", "2026-05-31T09:00:00", "2026-07-31T09:00:00"])
        #expect(plain[1].error != nil)
    }
}
