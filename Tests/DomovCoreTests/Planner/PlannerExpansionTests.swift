import DomovCore
import Foundation
import Testing

@Suite("PlannerExpansion")
struct PlannerExpansionTests {
    typealias F = PlannerCoreFixtures

    static func window(_ from: String, _ to: String, _ zone: String = "Europe/Prague") -> DateInterval {
        DateInterval(start: F.at(from, zone), end: F.at(to, zone))
    }

    static func wallClocks(_ occurrences: [PlannerOccurrence], _ zone: String = "Europe/Prague") -> [String] {
        occurrences.compactMap { $0.start.map { F.wallClock($0, zone) } }
    }

    // MARK: Windows

    @Test func oneTimeItemsOverlappingTheWindowInOrderOfStart() {
        let items = [
            F.item(1, title: "Lunch", when: F.timed("2026-03-10T12:00")),
            F.item(2, title: "Breakfast", when: F.timed("2026-03-10T08:00")),
            F.item(3, title: "Ends as the window starts", when: F.timed("2026-03-09T23:00")),
            F.item(4, title: "Starts as the window ends", when: F.timed("2026-03-11T00:00")),
            F.item(5, title: "Runs into the window", when: F.timed("2026-03-09T23:30")),
            F.item(6, kind: .todo, title: "Due at the window's start", when: F.timed("2026-03-10T00:00", minutes: 0)),
            F.item(7, title: "Whole day", when: .allDay(first: LocalDate(year: 2026, month: 3, day: 10)!, days: 1)),
            F.item(8, kind: .todo, title: "Undated", when: .unscheduled),
        ]
        let found = PlannerExpansion.occurrences(of: items, in: Self.window("2026-03-10T00:00", "2026-03-11T00:00"))
        #expect(found.map(\.item.title) == ["Runs into the window", "Due at the window's start", "Whole day", "Breakfast", "Lunch"])
        #expect(found.allSatisfy { $0.originalStart == nil })
    }

    @Test func aSeriesIsExpandedInTheWindowOnly() {
        let series = F.item(1, when: F.timed("2026-03-02T09:00"), rule: "FREQ=DAILY;COUNT=10")
        let found = PlannerExpansion.occurrences(of: [series], in: Self.window("2026-03-05T00:00", "2026-03-08T00:00"))
        #expect(Self.wallClocks(found) == ["2026-03-05T09:00:00", "2026-03-06T09:00:00", "2026-03-07T09:00:00"])
        #expect(found.allSatisfy { $0.item.id == series.id && $0.originalStart == $0.start && $0.seriesID == series.id })
        #expect(found.map { $0.end!.timeIntervalSince($0.start!) } == [3600, 3600, 3600])
        // COUNT=10 from 2 March: the last is on 11 March.
        let late = PlannerExpansion.occurrences(of: [series], in: Self.window("2026-03-11T00:00", "2026-04-01T00:00"))
        #expect(Self.wallClocks(late) == ["2026-03-11T09:00:00"])
    }

    @Test func anOccurrenceThatStartedBeforeTheWindowIsStillInIt() {
        let series = F.item(1, when: F.timed("2026-03-02T22:00", minutes: 180), rule: "FREQ=DAILY")
        let found = PlannerExpansion.occurrences(of: [series], in: Self.window("2026-03-05T00:00", "2026-03-05T12:00"))
        #expect(Self.wallClocks(found) == ["2026-03-04T22:00:00"])
    }

    @Test func editedOccurrencesReplaceTheOnesTheyStandForAndDeletedOnesAreGone() {
        let series = F.item(
            1, title: "Stand-up", when: F.timed("2026-03-02T09:00"), rule: "FREQ=WEEKLY;BYDAY=MO",
            excluded: [F.at("2026-03-23T09:00", "Europe/Prague")]
        )
        let moved = F.item(
            2, title: "Stand-up (moved)", when: F.timed("2026-03-17T14:00"),
            override: PlannerOverride(seriesID: series.id, originalStart: F.at("2026-03-16T09:00", "Europe/Prague"))
        )
        let found = PlannerExpansion.occurrences(of: [series, moved], in: Self.window("2026-03-01T00:00", "2026-04-01T00:00"))
        #expect(Self.wallClocks(found) == ["2026-03-02T09:00:00", "2026-03-09T09:00:00", "2026-03-17T14:00:00", "2026-03-30T09:00:00"])
        let edited = found[2]
        #expect(edited.item.id == moved.id)
        #expect(edited.originalStart == F.at("2026-03-16T09:00", "Europe/Prague"))
        #expect(edited.seriesID == series.id)
        // Moved out of the window, an edited occurrence still hides its original slot.
        let week = PlannerExpansion.occurrences(of: [series, moved], in: Self.window("2026-03-16T00:00", "2026-03-17T00:00"))
        #expect(week.isEmpty)
    }

    @Test func monthlyOnMonthDaysSkipsMonthsWithoutThatDay() {
        let series = F.item(1, when: F.timed("2026-01-31T18:00"), rule: "FREQ=MONTHLY;BYMONTHDAY=30,-1;COUNT=6")
        let found = PlannerExpansion.occurrences(of: [series], in: Self.window("2026-01-01T00:00", "2026-06-01T00:00"))
        #expect(
            Self.wallClocks(found) == [
                "2026-01-31T18:00:00", "2026-02-28T18:00:00", "2026-03-30T18:00:00", "2026-03-31T18:00:00",
                "2026-04-30T18:00:00", "2026-05-30T18:00:00",
            ])
    }

    @Test func yearlyAllDaySeriesGoesByTheDate() {
        let first = LocalDate(year: 2026, month: 3, day: 29)!
        let series = F.item(1, when: .allDay(first: first, days: 1), rule: "FREQ=YEARLY;UNTIL=20280329")
        let found = PlannerExpansion.occurrences(of: [series], in: Self.window("2026-01-01T00:00", "2030-01-01T00:00"))
        #expect(Self.wallClocks(found) == ["2026-03-29T00:00:00", "2027-03-29T00:00:00", "2028-03-29T00:00:00"])
        // 29 March 2026 is the day Prague moves its clocks: it has 23 hours.
        #expect(found[0].end!.timeIntervalSince(found[0].start!) == 23 * 3600)
    }

    // MARK: Daylight saving

    static let dstCases: [(zone: String, from: String, to: String, offsets: Set<Int>)] = [
        // Last Sunday of March: +01:00 to +02:00.
        ("Europe/Prague", "2026-03-16T00:00", "2026-04-14T00:00", [3600, 7200]),
        // Second Sunday of March: -05:00 to -04:00.
        ("America/New_York", "2026-02-23T00:00", "2026-03-24T00:00", [-18000, -14400]),
        // First Sunday of April: +11:00 to +10:00.
        ("Australia/Sydney", "2026-03-23T00:00", "2026-04-21T00:00", [39600, 36000]),
        // No daylight saving, and a 45-minute offset.
        ("Asia/Kathmandu", "2026-03-16T00:00", "2026-04-14T00:00", [20700]),
    ]

    @Test(arguments: 0..<dstCases.count)
    func aWeeklyNineOClockStaysAtNineLocalTime(_ index: Int) throws {
        let (zone, from, to, offsets) = Self.dstCases[index]
        let start = LocalDateTime(isoString: from)!.date
        let series = F.item(1, zone: zone, when: F.timed("\(start.isoString)T09:00", zone), rule: "FREQ=WEEKLY")
        let found = PlannerExpansion.occurrences(of: [series], in: Self.window(from, to, zone))
        #expect(found.count == 5)
        #expect(found.allSatisfy { F.wallClock($0.start!, zone).hasSuffix("T09:00:00") }, "\(Self.wallClocks(found, zone))")
        let seen = Set(found.map { TimeZone(identifier: zone)!.secondsFromGMT(for: $0.start!) })
        #expect(seen == offsets)
        #expect(found.allSatisfy { $0.end!.timeIntervalSince($0.start!) == 3600 })
    }

    @Test func aTimeSkippedBySpringForwardMovesOnByTheGap() {
        let series = F.item(1, when: F.timed("2026-03-27T02:30"), rule: "FREQ=DAILY;COUNT=4")
        let found = PlannerExpansion.occurrences(of: [series], in: Self.window("2026-03-27T00:00", "2026-04-01T00:00"))
        #expect(Self.wallClocks(found) == ["2026-03-27T02:30:00", "2026-03-28T02:30:00", "2026-03-29T03:30:00", "2026-03-30T02:30:00"])
    }

    // MARK: Agenda

    @Test func theAgendaListsUndatedToDosThenWhatIsNextInOrder() {
        let now = F.at("2026-03-10T12:00", "Europe/Prague")
        let items = [
            F.item(1, title: "Weekly", when: F.timed("2026-03-02T09:00"), rule: "FREQ=WEEKLY"),
            F.item(2, kind: .todo, title: "Overdue", when: F.timed("2026-03-09T10:00", minutes: 0)),
            F.item(3, title: "Tomorrow", when: F.timed("2026-03-11T08:00")),
            F.item(4, kind: .todo, title: "Someday", when: .unscheduled),
            F.item(5, title: "Happening now", when: F.timed("2026-03-10T11:30")),
            F.item(6, title: "Done", when: F.timed("2026-03-12T08:00"), completedAt: F.created),
            F.item(7, title: "Daily lunch", when: F.timed("2026-03-01T11:45"), rule: "FREQ=DAILY"),
        ]
        let agenda = PlannerExpansion.agenda(of: items, from: now, limit: 6)
        // The undated and the overdue to-do come first and do not count against the limit of six.
        #expect(
            agenda.map(\.item.title) == [
                "Someday", "Overdue", "Happening now", "Daily lunch", "Tomorrow", "Daily lunch", "Daily lunch", "Daily lunch",
            ])
        #expect(
            Self.wallClocks(agenda) == [
                "2026-03-09T10:00:00", "2026-03-10T11:30:00", "2026-03-10T11:45:00", "2026-03-11T08:00:00",
                "2026-03-11T11:45:00", "2026-03-12T11:45:00", "2026-03-13T11:45:00",
            ])
    }

    @Test func theAgendaLeavesOutDeletedAndDoneOccurrencesOfASeries() {
        let now = F.at("2026-03-01T00:00", "Europe/Prague")
        let series = F.item(
            1, when: F.timed("2026-03-02T09:00"), rule: "FREQ=WEEKLY;COUNT=4", excluded: [F.at("2026-03-09T09:00", "Europe/Prague")])
        let done = F.item(
            2, when: F.timed("2026-03-16T09:00"),
            override: PlannerOverride(seriesID: series.id, originalStart: F.at("2026-03-16T09:00", "Europe/Prague")),
            completedAt: F.created
        )
        let agenda = PlannerExpansion.agenda(of: [series, done], from: now, limit: 10)
        #expect(Self.wallClocks(agenda) == ["2026-03-02T09:00:00", "2026-03-23T09:00:00"])
    }

    // MARK: Series helpers

    @Test func knowsWhichStartsASeriesHasAndWhenItEnds() {
        let series = F.item(
            1, when: F.timed("2026-03-02T09:00"), rule: "FREQ=WEEKLY;COUNT=3", excluded: [F.at("2026-03-09T09:00", "Europe/Prague")])
        #expect(PlannerExpansion.seriesHasOccurrence(series, at: F.at("2026-03-09T09:00", "Europe/Prague")))
        #expect(!PlannerExpansion.seriesHasOccurrence(series, at: F.at("2026-03-09T10:00", "Europe/Prague")))
        #expect(!PlannerExpansion.seriesHasOccurrence(series, at: F.at("2026-03-23T09:00", "Europe/Prague")))
        #expect(PlannerExpansion.seriesEnd(of: series) == F.at("2026-03-16T10:00", "Europe/Prague"))
        let endless = F.item(2, when: F.timed("2026-03-02T09:00"), rule: "FREQ=DAILY")
        #expect(PlannerExpansion.seriesEnd(of: endless) == nil)
    }

    @Test func splittingASeriesLeavesEachOccurrenceInExactlyOneHalf() {
        let series = F.item(1, when: F.timed("2026-03-02T09:00"), rule: "FREQ=DAILY;COUNT=10")
        let split = F.at("2026-03-05T09:00", "Europe/Prague")
        var earlier = series
        earlier.recurrenceRule = PlannerExpansion.rule(series.recurrenceRule!, endingBefore: split, of: series)
        var later = F.item(2, when: .timed(start: split, minutes: 60))
        later.recurrenceRule = PlannerExpansion.rule(series.recurrenceRule!, continuingFrom: split, of: series)
        let window = Self.window("2026-03-01T00:00", "2026-04-01T00:00")
        let before = Self.wallClocks(PlannerExpansion.occurrences(of: [earlier], in: window))
        let after = Self.wallClocks(PlannerExpansion.occurrences(of: [later], in: window))
        #expect(before == ["2026-03-02T09:00:00", "2026-03-03T09:00:00", "2026-03-04T09:00:00"])
        #expect(after.first == "2026-03-05T09:00:00")
        #expect(after.count == 7)
        #expect(Self.wallClocks(PlannerExpansion.occurrences(of: [series], in: window)) == before + after)
    }

    static let farRules = [
        "FREQ=DAILY", "FREQ=DAILY;INTERVAL=3", "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,FR,SU", "FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=31,-1,1",
        "FREQ=YEARLY;INTERVAL=2", "FREQ=DAILY;INTERVAL=2;UNTIL=20290101T000000Z",
    ]

    /// A window years after the start is found by jumping ahead; it must match walking there.
    @Test(arguments: farRules)
    func aWindowYearsAheadHasTheOccurrencesWalkingThereWouldFind(_ rule: String) {
        let series = F.item(1, when: F.timed("2026-01-31T23:30", minutes: 120), rule: rule)
        let walked = PlannerExpansion.occurrences(of: [series], in: Self.window("2026-01-01T00:00", "2031-01-01T00:00"))
        for (from, to) in [
            ("2028-03-26T00:00", "2028-04-03T00:00"), ("2028-10-28T12:00", "2029-01-02T00:00"), ("2030-12-31T23:00", "2031-01-01T00:00"),
        ] {
            let window = Self.window(from, to)
            let expected = walked.filter { $0.start! < window.end && $0.end! > window.start }.map(\.start)
            #expect(PlannerExpansion.occurrences(of: [series], in: window).map(\.start) == expected, "\(rule) \(from)")
        }
    }

    @Test func aCountTooLongToWalkIsReadAsEndless() {
        // A billion seconds from 2026: it ends in 2057, but finding that took minutes per PUT.
        let dense = F.item(1, when: F.timed("2026-03-02T09:00"), rule: "FREQ=SECONDLY;COUNT=1000000000")
        #expect(PlannerExpansion.seriesEnd(of: dense) == nil)
        let daily = F.item(2, when: F.timed("2026-03-02T09:00"), rule: "FREQ=DAILY;COUNT=100000")
        #expect(PlannerExpansion.seriesEnd(of: daily) != nil, "up to the limit the end is still found")
    }

    @Test func theEndOfASeriesUntilAFarDayIsItsLastOccurrence() {
        let series = F.item(1, when: F.timed("2026-03-02T09:00"), rule: "FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=99991231T225959Z")
        // 31 December 9999 is a Friday: the last Thursday is the 30th.
        #expect(PlannerExpansion.seriesEnd(of: series) == F.at("9999-12-30T10:00", "Europe/Prague"))
    }

    @Test func aRuleThatNeverProducesAnOccurrenceIsImpossible() throws {
        func draft(_ rule: String, start: String = "2026-02-10") throws -> PlannerItemDraft {
            var input = PlannerItemInput()
            input.title = "Rent"
            input.startDate = start
            input.startTime = "09:00"
            input.recurrenceRule = rule
            return try input.validated(defaultTimeZone: "Europe/Prague")
        }
        #expect(PlannerExpansion.ruleProducesOccurrences(try draft("FREQ=MONTHLY;BYMONTHDAY=15")))
        // Every twelfth month from February is always February, which has no 30th.
        #expect(!PlannerExpansion.ruleProducesOccurrences(try draft("FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=30")))
        // Ends before it starts: refused with the input already.
        #expect(throws: ValidationFailure.self) { try draft("FREQ=DAILY;UNTIL=20260101T000000Z") }
        // 29 February comes round only in leap years, but it does come.
        #expect(PlannerExpansion.ruleProducesOccurrences(try draft("FREQ=YEARLY", start: "2028-02-29")))
    }
}
