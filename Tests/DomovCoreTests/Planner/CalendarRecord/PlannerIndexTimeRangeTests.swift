import DomovCore
import DomovTesting
import Foundation
import Testing

/// The index may answer a time-range query only where it agrees with the stored text: every
/// decided answer is checked here against the filter run on the parsed text, over seeded
/// random events of every shape the reader takes (zones, UTC, floating, all-day, DURATION,
/// rules with COUNT and UNTIL, EXDATE), read in the writer's zone and in another.
@Suite("PlannerIndexTimeRange")
struct PlannerIndexTimeRangeTests {
    @Test func decidedAnswersAgreeWithTheTextAndMostAreDecided() throws {
        var random = SeededRandom(seed: 20_261_127)
        var decided = 0
        var checked = 0
        for number in 0..<(Int(ProcessInfo.processInfo.environment["DOMOV_INDEX_RANGE_OBJECTS"] ?? "") ?? 600) {
            let text = Self.randomEvent(number, &random)
            guard case .items(let object) = try PlannerCalendarReader(defaultTimeZone: "Europe/Prague").content(from: text),
                let entry = object.master
            else { Issue.record("not read: \(text)"); continue }
            let item = Self.item(from: entry, uid: object.uid)
            let calendar = try ICalComponent.parse(text, options: .init(validatesKnownValues: false))
            for _ in 0..<8 {
                let start = Date(timeIntervalSince1970: 1_767_225_600 + Double(Int.random(in: 0...(400 * 86_400), using: &random)))
                let range = DateInterval(start: start, duration: Double(Int.random(in: 3_600...(9 * 86_400), using: &random)))
                for readerZone in ["Europe/Prague", "America/New_York"] {
                    let filter = CalendarQueryFilter(
                        .init(
                            "VCALENDAR",
                            components: [
                                .init("VEVENT", timeRange: CalendarTimeRange(start: range.start, end: range.end))
                            ]))
                    #expect(filter.onlyEventTimeRange == range)
                    let written = PlannerIndexTimeRange.startZoneIsWritten(
                        in: text, zone: item.timeZoneIdentifier, start: item.start ?? .distantPast)
                    let answer = PlannerIndexTimeRange.answer(
                        items: [item], range: range, readerZone: readerZone, startZoneIsWritten: written)
                    checked += 1
                    guard answer != .undecided else { continue }
                    decided += 1
                    let matches = filter.matches(calendar: calendar, floatingTimeZone: TimeZone(identifier: readerZone)!)
                    #expect(matches == (answer == .overlaps), "\(answer) for \(range) read in \(readerZone):\n\(text)")
                }
            }
        }
        // Most queries are decided without parsing the text, which is the point of the index
        // (a quarter of these events start at UTC or floating times, and their series are not).
        #expect(Double(decided) > 0.6 * Double(checked), "\(decided) of \(checked) decided")
    }

    /// Apps ask for ranges that start and end at times of day when events are: answers at a
    /// second, a minute and an hour either side of an occurrence's start and end agree too, and
    /// timed events in a zone are decided there (their starts are exact).
    @Test func answersAtTheEdgesOfAnOccurrenceAgreeWithTheText() throws {
        var random = SeededRandom(seed: 20_261_128)
        var decided = 0
        var checked = 0
        for number in 0..<300 {
            let text = Self.randomEvent(number, &random)
            guard case .items(let object) = try PlannerCalendarReader(defaultTimeZone: "Europe/Prague").content(from: text),
                let entry = object.master
            else { Issue.record("not read: \(text)"); continue }
            let item = Self.item(from: entry, uid: object.uid)
            guard let start = item.start else { continue }
            let end = item.occurrenceEnd(startingAt: start)
            let calendar = try ICalComponent.parse(text, options: .init(validatesKnownValues: false))
            let written = PlannerIndexTimeRange.startZoneIsWritten(in: text, zone: item.timeZoneIdentifier, start: start)
            for offset: TimeInterval in [-3_600, -60, -1, 0, 1, 60, 3_600] {
                let length = Double(Int.random(in: 1_800...(3 * 86_400), using: &random))
                // A range that ends near the occurrence's start, and one that starts near its end.
                for range in [
                    DateInterval(start: start + offset - length, end: start + offset), DateInterval(start: end + offset, duration: length),
                ] {
                    for readerZone in ["Europe/Prague", "America/New_York"] {
                        let filter = CalendarQueryFilter(
                            .init(
                                "VCALENDAR", components: [.init("VEVENT", timeRange: CalendarTimeRange(start: range.start, end: range.end))]
                            ))
                        let answer = PlannerIndexTimeRange.answer(
                            items: [item], range: range, readerZone: readerZone, startZoneIsWritten: written)
                        let timedInAZone = !item.when.isAllDay && !item.isFloating && (!item.isRecurring || written)
                        checked += timedInAZone ? 1 : 0
                        guard answer != .undecided else { continue }
                        decided += timedInAZone ? 1 : 0
                        let matches = filter.matches(calendar: calendar, floatingTimeZone: TimeZone(identifier: readerZone)!)
                        #expect(matches == (answer == .overlaps), "\(answer) for \(range) read in \(readerZone):\n\(text)")
                    }
                }
            }
        }
        // (A quarter of the timed events last DURATION:P1D, whose end is left to the text
        // within two hours.)
        #expect(Double(decided) > 0.65 * Double(checked), "\(decided) of \(checked) timed events in a zone decided")
    }

    /// A series whose DTSTART falls in the hour a clock change skips (02:30 on the night Prague
    /// moves to summer time) starts at 03:30 and repeats at 02:30. Items that keep the written
    /// time repeat as the text does and answer; items indexed before they kept it (03:30 every
    /// week) are left to the text. (With exact starts and no check of the time, several of these
    /// ranges were answered wrongly.)
    @Test func aSeriesStartingInASkippedHourAgreesWithTheText() throws {
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Domov//tests//EN\r
            BEGIN:VEVENT\r
            UID:gap\r
            DTSTAMP:20260101T000000Z\r
            DTSTART;TZID=Europe/Prague:20260329T023000\r
            DTEND;TZID=Europe/Prague:20260329T043000\r
            RRULE:FREQ=WEEKLY;COUNT=5\r
            SUMMARY:In the gap\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        guard case .items(let object) = try PlannerCalendarReader(defaultTimeZone: "Europe/Prague").content(from: text),
            let entry = object.master
        else { Issue.record("not read"); return }
        let item = Self.item(from: entry, uid: object.uid)
        #expect(PlannerIndexTimeRange.startZoneIsWritten(of: item, text: text) == true)
        var indexedBefore = item
        indexedBefore.startAsWritten = nil
        #expect(PlannerIndexTimeRange.startZoneIsWritten(of: indexedBefore, text: text) == false)

        let calendar = try ICalComponent.parse(text)
        let prague = try #require(TimeZone(identifier: "Europe/Prague"))
        // Quarter-hour ranges over the night of the next occurrence, Sunday 5 April.
        let night = Date(timeIntervalSince1970: 1_775_340_000) // 2026-04-04T22:00:00Z
        var decided = 0
        for quarter in 0..<24 {
            let range = DateInterval(start: night + Double(quarter) * 900, duration: 900)
            let answer = PlannerIndexTimeRange.answer(items: [item], range: range, readerZone: "Europe/Prague", startZoneIsWritten: true)
            guard answer != .undecided else { continue }
            decided += 1
            let filter = CalendarQueryFilter(
                .init("VCALENDAR", components: [.init("VEVENT", timeRange: CalendarTimeRange(start: range.start, end: range.end))]))
            #expect(filter.matches(calendar: calendar, floatingTimeZone: prague) == (answer == .overlaps), "\(answer) for \(range)")
        }
        #expect(decided >= 23, "exact starts decide all but the quarter ending where an occurrence ends (a minute's margin)")
    }

    @Test func editedOccurrencesRecurrenceDatesToDosAndMomentsAreLeftToTheText() {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let range = DateInterval(start: start.addingTimeInterval(-86_400), duration: 7 * 86_400)
        func item(kind: PlannerItemKind = .event, minutes: Int = 60, dates: [Date] = [], override: PlannerOverride? = nil) -> PlannerItem {
            PlannerItem(
                id: ID(IDGenerator.sequentialUUID(1)), householdID: ID(IDGenerator.sequentialUUID(2)),
                authorID: ID(IDGenerator.sequentialUUID(3)),
                kind: kind, title: "x", timeZoneIdentifier: "Europe/Prague", when: .timed(start: start, minutes: minutes),
                recurrenceRule: dates.isEmpty ? nil : "", recurrenceDates: dates, override: override, calendarUID: "x", createdAt: start,
                updatedAt: start
            )
        }
        #expect(
            PlannerIndexTimeRange.answer(items: [item()], range: range, readerZone: "Europe/Prague", startZoneIsWritten: true) == .overlaps)
        #expect(
            PlannerIndexTimeRange.answer(items: [item(kind: .todo)], range: range, readerZone: "Europe/Prague", startZoneIsWritten: true)
                == .undecided)
        #expect(
            PlannerIndexTimeRange.answer(items: [item(minutes: 0)], range: range, readerZone: "Europe/Prague", startZoneIsWritten: true)
                == .undecided)
        #expect(
            PlannerIndexTimeRange.answer(items: [item(dates: [start])], range: range, readerZone: "Europe/Prague", startZoneIsWritten: true)
                == .undecided)
        let edited = item(override: PlannerOverride(seriesID: ID(IDGenerator.sequentialUUID(9)), originalStart: start))
        #expect(
            PlannerIndexTimeRange.answer(items: [item(), edited], range: range, readerZone: "Europe/Prague", startZoneIsWritten: true)
                == .undecided)
    }

    @Test func theStartZoneIsReadFromTheEventsDTSTARTNotTheTimeZones() {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Prague\r\nBEGIN:STANDARD\r\nDTSTART:19701025T030000\r\nEND:STANDARD\r\n"
            + "END:VTIMEZONE\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;TZID=Europe/Prague:20260323T180000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let start = Date(timeIntervalSince1970: 1_774_285_200) // 2026-03-23T17:00:00Z, 18:00 in Prague
        #expect(PlannerIndexTimeRange.startZoneIsWritten(in: text, zone: "Europe/Prague", start: start))
        #expect(!PlannerIndexTimeRange.startZoneIsWritten(in: text, zone: "Europe/Berlin", start: start))
        #expect(
            !PlannerIndexTimeRange.startZoneIsWritten(
                in: text.replacingOccurrences(of: ";TZID=Europe/Prague:20260323", with: ":20260323"), zone: "Europe/Prague", start: start))
        #expect(
            PlannerIndexTimeRange.startZoneIsWritten(
                in: text.replacingOccurrences(of: "TZID=Europe/Prague:2026", with: "TZID=\"Europe/Prague\":2026"), zone: "Europe/Prague",
                start: start))
        // The items start an hour later than the text says (its time was one the clocks skip).
        #expect(!PlannerIndexTimeRange.startZoneIsWritten(in: text, zone: "Europe/Prague", start: start + 3_600))
    }

    @Test func onlyThePlainEventQueryIsAnsweredFromTheIndex() {
        let range = CalendarTimeRange(start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 86_400))
        let withTitle = CalendarQueryFilter(
            .init(
                "VCALENDAR",
                components: [
                    .init("VEVENT", timeRange: range, properties: [.init("SUMMARY")])
                ]))
        let todos = CalendarQueryFilter(.init("VCALENDAR", components: [.init("VTODO", timeRange: range)]))
        let alarms = CalendarQueryFilter(
            .init(
                "VCALENDAR",
                components: [
                    .init("VEVENT", timeRange: range, components: [.init("VALARM", timeRange: range)])
                ]))
        #expect(withTitle.onlyEventTimeRange == nil)
        #expect(todos.onlyEventTimeRange == nil)
        #expect(alarms.onlyEventTimeRange == nil)
    }

    // MARK: Random events

    /// A VEVENT as apps write them: in Prague or New York, in UTC, floating, or all-day; with
    /// DTEND, DURATION or nothing; one-time or repeating with COUNT or UNTIL and an EXDATE.
    static func randomEvent(_ number: Int, _ random: inout SeededRandom) -> String {
        let day = Int.random(in: 0...420, using: &random)
        let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: day, to: Date(timeIntervalSince1970: 1_767_225_600))!
        let ymd = Self.format(date, "yyyyMMdd")
        let hour = Int.random(in: 0...23, using: &random)
        let time = String(format: "T%02d%02d00", hour, [0, 15, 30, 45].randomElement(using: &random)!)
        var lines = ["BEGIN:VEVENT", "UID:random-\(number)", "DTSTAMP:20260101T000000Z", "SUMMARY:Event \(number)"]
        let allDay = Bool.random(using: &random) && Bool.random(using: &random)
        let zone = ["Europe/Prague", "America/New_York", "UTC", "floating"].randomElement(using: &random)!
        var start = ""
        if allDay {
            start = ";VALUE=DATE:\(ymd)"
            lines.append("DTSTART\(start)")
            if Bool.random(using: &random) {
                let end = Calendar(identifier: .gregorian).date(byAdding: .day, value: Int.random(in: 1...3, using: &random), to: date)!
                lines.append("DTEND;VALUE=DATE:\(Self.format(end, "yyyyMMdd"))")
            } else {
                lines.append("DURATION:P\(Int.random(in: 1...2, using: &random))D")
            }
        } else {
            start =
                switch zone {
                case "UTC": ":\(ymd)\(time)Z"
                case "floating": ":\(ymd)\(time)"
                default: ";TZID=\(zone):\(ymd)\(time)"
                }
            lines.append("DTSTART\(start)")
            switch Int.random(in: 0...3, using: &random) {
            case 0: lines.append("DURATION:PT\(Int.random(in: 1...300, using: &random))M")
            case 1: lines.append("DURATION:P1D")
            default:
                // DTEND in the same form as DTSTART, later the same day where it fits, some at a
                // second that is not a whole minute (the items keep lengths in minutes).
                let endSecond = [0, 0, 30, 59].randomElement(using: &random)!
                let endTime = String(
                    format: "T%02d%@%02d", min(hour + Int.random(in: 1...3, using: &random), 23), String(time.dropFirst(3).prefix(2)),
                    endSecond)
                lines.append(hour == 23 ? "DURATION:PT45M" : "DTEND" + start.replacingOccurrences(of: time, with: endTime))
            }
        }
        if Int.random(in: 0...2, using: &random) > 0 {
            let frequency = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY", "HOURLY"].randomElement(using: &random)!
            var rule = "RRULE:FREQ=\(frequency)"
            if frequency == "HOURLY" { rule += ";INTERVAL=\(Int.random(in: 5...30, using: &random))" }
            if Bool.random(using: &random) {
                rule += ";COUNT=\(Int.random(in: 2...40, using: &random))"
            } else {
                let until = Calendar(identifier: .gregorian).date(
                    byAdding: .day, value: Int.random(in: 10...300, using: &random), to: date)!
                rule += allDay ? ";UNTIL=\(Self.format(until, "yyyyMMdd"))" : ";UNTIL=\(Self.format(until, "yyyyMMdd"))T000000Z"
            }
            if frequency == "WEEKLY" && Bool.random(using: &random) { rule += ";BYDAY=MO,WE,FR" }
            lines.append(rule)
            if !allDay && frequency == "DAILY" {
                let excluded = Calendar(identifier: .gregorian).date(byAdding: .day, value: 1, to: date)!
                lines.append("EXDATE\(start.replacingOccurrences(of: ymd, with: Self.format(excluded, "yyyyMMdd")))")
            }
        }
        lines.append("END:VEVENT")
        return (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Domov//tests//EN"] + lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }

    /// The item the planner keeps for the entry, as `PlannerService.saveCalendarObject` makes it.
    static func item(from entry: PlannerCalendarEntry, uid: String) -> PlannerItem {
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        return PlannerItem(
            id: ID(IDGenerator.sequentialUUID(1)), householdID: ID(IDGenerator.sequentialUUID(2)),
            authorID: ID(IDGenerator.sequentialUUID(3)), content: entry.content, calendarUID: uid, createdAt: now, updatedAt: now
        )
    }
}

extension PlannerIndexTimeRangeTests {
    /// What a series' text said is remembered for the series as it is, and only for it: the
    /// series written again (a higher SEQUENCE, a new time of change) is not answered for.
    @Test func aSeriesStartZoneIsRememberedUntilTheSeriesIsWrittenAgain() throws {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        var series = PlannerItem(
            id: ID(UUID()), householdID: ID(UUID()), authorID: ID(UUID()), kind: .event, title: "x",
            timeZoneIdentifier: "Europe/Prague", when: .timed(start: start, minutes: 60), recurrenceRule: "FREQ=WEEKLY",
            calendarUID: "x", createdAt: start, updatedAt: start
        )
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;TZID=Europe/Prague:20260921T161320\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        #expect(PlannerIndexTimeRange.startZoneIsWritten(of: series, text: nil) == nil)
        #expect(PlannerIndexTimeRange.startZoneIsWritten(of: series, text: text) == true)
        #expect(PlannerIndexTimeRange.startZoneIsWritten(of: series, text: "") == true)
        series.sequence += 1
        series.updatedAt = start.addingTimeInterval(60)
        #expect(PlannerIndexTimeRange.startZoneIsWritten(of: series, text: nil) == nil)
        series.timeZoneIdentifier = "UTC"
        #expect(PlannerIndexTimeRange.startZoneIsWritten(of: series, text: text) == false)
    }
}
