import DomovCore
import Foundation
import Testing

@Suite("PlannerItemInput validation")
struct PlannerItemInputTests {
    /// A valid one-hour event on Monday 30 March 2026 at 09:00, to break one field at a time.
    static func event(_ change: (inout PlannerItemInput) -> Void = { _ in }) -> PlannerItemInput {
        var input = PlannerItemInput()
        input.kind = "event"
        input.title = "Dentist"
        input.timeZone = "Europe/Prague"
        input.startDate = "2026-03-30"
        input.startTime = "09:00"
        change(&input)
        return input
    }

    static func problems(_ input: PlannerItemInput) -> [FieldError] {
        do {
            _ = try input.validated(defaultTimeZone: "Europe/Prague")
            return []
        } catch {
            return error.errors
        }
    }

    // MARK: What valid input becomes

    @Test func aPlainEventLastsAnHourInItsZone() throws {
        let draft = try Self.event().validated(defaultTimeZone: "UTC")
        #expect(draft.kind == .event)
        #expect(draft.title == "Dentist")
        #expect(draft.timeZoneIdentifier == "Europe/Prague")
        #expect(draft.when == PlannerCoreFixtures.timed("2026-03-30T09:00", minutes: 60))
        #expect(draft.category == .existing(.builtin(.other)))
        #expect(draft.recurrenceRule == nil)
    }

    @Test func theDefaultZoneIsUsedWhenNoneIsGiven() throws {
        let draft = try Self.event { $0.timeZone = "" }.validated(defaultTimeZone: "America/New_York")
        #expect(draft.timeZoneIdentifier == "America/New_York")
        #expect(draft.when == PlannerCoreFixtures.timed("2026-03-30T09:00", "America/New_York"))
    }

    @Test func anEndAfterMidnightGivesTheLengthAcrossIt() throws {
        let draft = try Self.event {
            $0.startTime = "23:00"
            $0.endDate = "2026-03-31"
            $0.endTime = "01:30"
        }.validated(defaultTimeZone: "UTC")
        #expect(draft.when == PlannerCoreFixtures.timed("2026-03-30T23:00", minutes: 150))
    }

    @Test func aDurationIsTakenInMinutes() throws {
        let draft = try Self.event { $0.durationMinutes = "1" }.validated(defaultTimeZone: "UTC")
        #expect(draft.when == PlannerCoreFixtures.timed("2026-03-30T09:00", minutes: 1))
    }

    @Test func allDayItemsCountTheirDaysInclusively() throws {
        let draft = try Self.event {
            $0.allDay = true
            $0.startTime = ""
            $0.endDate = "2026-04-01"
        }.validated(defaultTimeZone: "UTC")
        #expect(draft.when == .allDay(first: LocalDate(year: 2026, month: 3, day: 30)!, days: 3))
    }

    @Test func toDosMayHaveNoDateADueDayOrADueTime() throws {
        let undated = try Self.event {
            $0.kind = "todo"; $0.startDate = ""; $0.startTime = ""
        }.validated(defaultTimeZone: "UTC")
        #expect(undated.when == .unscheduled)
        let dueDay = try Self.event {
            $0.kind = "todo"; $0.startTime = ""
        }.validated(defaultTimeZone: "UTC")
        #expect(dueDay.when == .allDay(first: LocalDate(year: 2026, month: 3, day: 30)!, days: 1))
        let dueTime = try Self.event { $0.kind = "todo" }.validated(defaultTimeZone: "UTC")
        #expect(dueTime.when == PlannerCoreFixtures.timed("2026-03-30T09:00", minutes: 0))
    }

    @Test func notesAreKeptExactly() throws {
        let notes = "~ first line\r\n\tsecond ~~ line\n\n  trailing spaces  "
        #expect(try Self.event { $0.notes = notes }.validated(defaultTimeZone: "UTC").notes == notes)
    }

    @Test func attendeesAndRemindersAreCleanedUp() throws {
        let member = ID<User>(UUID())
        let draft = try Self.event {
            $0.kind = "meeting"
            $0.memberAttendees = [member.description, member.description, ""]
            $0.emailAttendees = "a@example.org, B@example.org\nA@example.org"
            $0.reminders = ["15", "0", "15", " "]
        }.validated(defaultTimeZone: "UTC")
        #expect(draft.memberAttendees == [member])
        #expect(draft.emailAttendees == ["a@example.org", "b@example.org"])
        #expect(draft.reminders == [PlannerReminder(minutesBefore: 0), PlannerReminder(minutesBefore: 15)])
        // Only meetings invite people.
        let event = try Self.event { $0.emailAttendees = "a@example.org" }.validated(defaultTimeZone: "UTC")
        #expect(event.emailAttendees.isEmpty)
    }

    @Test func everyWeekdayAndTheStartsWeekdayInTheMonthBecomeRRules() throws {
        // The event starts on Monday 30 March 2026: the fifth Monday, so the last one.
        let weekdays = try Self.event { $0.repeatFrequency = "weekdays" }.validated(defaultTimeZone: "UTC")
        #expect(weekdays.recurrenceRule == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
        let last = try Self.event {
            $0.repeatFrequency = "monthly"; $0.repeatAnchor = "last_weekday"
        }.validated(defaultTimeZone: "UTC")
        #expect(last.recurrenceRule == "FREQ=MONTHLY;BYDAY=-1MO")
        let yearly = try Self.event {
            $0.repeatFrequency = "yearly"; $0.repeatAnchor = "last_weekday"
        }.validated(defaultTimeZone: "UTC")
        #expect(yearly.recurrenceRule == "FREQ=YEARLY;BYDAY=-1MO;BYMONTH=3")
        let onDay = try Self.event {
            $0.repeatFrequency = "monthly"; $0.repeatAnchor = "month_day"
        }.validated(defaultTimeZone: "UTC")
        #expect(onDay.recurrenceRule == "FREQ=MONTHLY")
        // A fifth Monday is offered only as the last one.
        #expect(throws: ValidationFailure([FieldError("repeat_anchor", .impossibleRecurrence)])) {
            try Self.event {
                $0.repeatFrequency = "monthly"; $0.repeatAnchor = "weekday"
            }.validated(defaultTimeZone: "UTC")
        }
        #expect(throws: ValidationFailure([FieldError("repeat_anchor", .invalidValue)])) {
            try Self.event {
                $0.repeatFrequency = "monthly"; $0.repeatAnchor = "fortnight"
            }.validated(defaultTimeZone: "UTC")
        }
    }

    @Test func theRepeatFieldsBecomeAnRRule() throws {
        let draft = try Self.event {
            $0.repeatFrequency = "weekly"
            $0.repeatInterval = "2"
            $0.repeatWeekdays = ["WE", "MO"]
            $0.repeatEnd = "count"
            $0.repeatCount = "10"
        }.validated(defaultTimeZone: "UTC")
        // In the canonical spelling the planner's index reads every rule in.
        #expect(draft.recurrenceRule == "FREQ=WEEKLY;COUNT=10;INTERVAL=2;BYDAY=MO,WE")
        let raw = try Self.event {
            $0.recurrenceRule = "FREQ=DAILY;COUNT=3"; $0.repeatFrequency = "weekly"
        }.validated(defaultTimeZone: "UTC")
        #expect(raw.recurrenceRule == "FREQ=DAILY;COUNT=3")
        let none = try Self.event { $0.repeatFrequency = "none" }.validated(defaultTimeZone: "UTC")
        #expect(none.recurrenceRule == nil)
    }

    @Test func aNewCategoryNameIsAskedForWithNewOrOther() throws {
        #expect(
            try Self.event {
                $0.category = "new"; $0.newCategoryName = " Garden "
            }.validated(defaultTimeZone: "UTC").category
                == .new(name: "Garden"))
        #expect(
            try Self.event {
                $0.category = "other"; $0.newCategoryName = "Garden"
            }.validated(defaultTimeZone: "UTC").category
                == .new(name: "Garden"))
        #expect(try Self.event { $0.category = "work" }.validated(defaultTimeZone: "UTC").category == .existing(.builtin(.work)))
        let custom = ID<PlannerCategory>(UUID())
        #expect(
            try Self.event { $0.category = custom.description }.validated(defaultTimeZone: "UTC").category == .existing(.custom(custom)))
    }

    // MARK: Every field's problem

    static let cases: [(String, @Sendable (inout PlannerItemInput) -> Void, [FieldError])] = [
        ("unknown kind", { $0.kind = "party" }, [FieldError("kind", .invalidValue)]),
        ("no title", { $0.title = "  \n" }, [FieldError("title", .required)]),
        ("title of 10,000 characters", { $0.title = String(repeating: "x", count: 10_000) }, [FieldError("title", .tooLong(maximum: 200))]),
        ("notes too long", { $0.notes = String(repeating: "~", count: 20_001) }, [FieldError("notes", .tooLong(maximum: 20_000))]),
        ("unknown category", { $0.category = "hobbies" }, [FieldError("category", .invalidValue)]),
        ("new category without name", { $0.category = "new" }, [FieldError("new_category_name", .required)]),
        (
            "new category name too long",
            {
                $0.category = "new"; $0.newCategoryName = String(repeating: "a", count: 61)
            },
            [FieldError("new_category_name", .tooLong(maximum: 60))]
        ),
        ("unknown time zone", { $0.timeZone = "Mars/Olympus_Mons" }, [FieldError("time_zone", .unknownTimeZone)]),
        ("location too long", { $0.location = String(repeating: "a", count: 501) }, [FieldError("location", .tooLong(maximum: 500))]),
        ("event without date", { $0.startDate = "" }, [FieldError("start_date", .required)]),
        ("impossible date", { $0.startDate = "2026-02-30" }, [FieldError("start_date", .invalidDate)]),
        ("event without time", { $0.startTime = "" }, [FieldError("start_time", .required)]),
        ("impossible time", { $0.startTime = "25:00" }, [FieldError("start_time", .invalidTime)]),
        ("end before start", { $0.endTime = "08:00" }, [FieldError("end_time", .endBeforeStart)]),
        ("end equal to start", { $0.endTime = "09:00" }, [FieldError("end_time", .endBeforeStart)]),
        ("impossible end time", { $0.endTime = "9 o'clock" }, [FieldError("end_time", .invalidTime)]),
        (
            "all-day end before start",
            {
                $0.allDay = true; $0.endDate = "2026-03-29"
            }, [FieldError("end_date", .endBeforeStart)]
        ),
        (
            "all-day impossible end",
            {
                $0.allDay = true; $0.endDate = "2026-13-01"
            }, [FieldError("end_date", .invalidDate)]
        ),
        ("zero duration", { $0.durationMinutes = "0" }, [FieldError("duration_minutes", .mustBePositive)]),
        ("negative duration", { $0.durationMinutes = "-30" }, [FieldError("duration_minutes", .mustBePositive)]),
        ("duration not a number", { $0.durationMinutes = "1.5" }, [FieldError("duration_minutes", .invalidNumber)]),
        ("duration over a year", { $0.durationMinutes = "600000" }, [FieldError("duration_minutes", .tooLarge(maximum: 527_040))]),
        (
            "to-do with impossible date",
            {
                $0.kind = "todo"; $0.startDate = "2026-04-31"
            }, [FieldError("start_date", .invalidDate)]
        ),
        (
            "to-do with impossible time",
            {
                $0.kind = "todo"; $0.startTime = "24:30"
            }, [FieldError("start_time", .invalidTime)]
        ),
        (
            "attendee not an id",
            {
                $0.kind = "meeting"; $0.memberAttendees = ["petr"]
            }, [FieldError("attendees", .invalidValue)]
        ),
        (
            "attendee email wrong",
            {
                $0.kind = "meeting"; $0.emailAttendees = "petr@"
            }, [FieldError("attendee_emails", .invalidEmail)]
        ),
        (
            "too many attendees",
            {
                $0.kind = "meeting"; $0.emailAttendees = (1...101).map { "p\($0)@example.org" }.joined(separator: ",")
            },
            [FieldError("attendees", .tooMany(maximum: 100))]
        ),
        ("reminder not a number", { $0.reminders = ["soon"] }, [FieldError("reminders", .invalidNumber)]),
        ("reminder after the start", { $0.reminders = ["-5"] }, [FieldError("reminders", .invalidNumber)]),
        ("reminder too early", { $0.reminders = ["40321"] }, [FieldError("reminders", .tooLarge(maximum: 40_320))]),
        ("too many reminders", { $0.reminders = (0...10).map(String.init) }, [FieldError("reminders", .tooMany(maximum: 10))]),
        ("unknown frequency", { $0.repeatFrequency = "hourly" }, [FieldError("repeat_frequency", .invalidValue)]),
        (
            "repeating an undated to-do",
            {
                $0.kind = "todo"; $0.startDate = ""; $0.repeatFrequency = "daily"
            },
            [FieldError("repeat_frequency", .impossibleRecurrence)]
        ),
        (
            "interval not a number",
            {
                $0.repeatFrequency = "daily"; $0.repeatInterval = "two"
            }, [FieldError("repeat_interval", .invalidNumber)]
        ),
        (
            "interval zero",
            {
                $0.repeatFrequency = "daily"; $0.repeatInterval = "0"
            }, [FieldError("repeat_interval", .mustBePositive)]
        ),
        (
            "interval too large",
            {
                $0.repeatFrequency = "daily"; $0.repeatInterval = "1000"
            }, [FieldError("repeat_interval", .tooLarge(maximum: 999))]
        ),
        (
            "unknown weekday",
            {
                $0.repeatFrequency = "weekly"; $0.repeatWeekdays = ["XX"]
            }, [FieldError("repeat_weekdays", .invalidValue)]
        ),
        (
            "month day 32",
            {
                $0.repeatFrequency = "monthly"; $0.repeatMonthDays = "1,32"
            }, [FieldError("repeat_month_days", .invalidValue)]
        ),
        (
            "unknown end",
            {
                $0.repeatFrequency = "daily"; $0.repeatEnd = "someday"
            }, [FieldError("repeat_end", .invalidValue)]
        ),
        (
            "count not a number",
            {
                $0.repeatFrequency = "daily"; $0.repeatEnd = "count"; $0.repeatCount = ""
            }, [FieldError("repeat_count", .invalidNumber)]
        ),
        (
            "count zero",
            {
                $0.repeatFrequency = "daily"; $0.repeatEnd = "count"; $0.repeatCount = "0"
            }, [FieldError("repeat_count", .mustBePositive)]
        ),
        (
            "count too large",
            {
                $0.repeatFrequency = "daily"; $0.repeatEnd = "count"; $0.repeatCount = "10000"
            },
            [FieldError("repeat_count", .tooLarge(maximum: 9_999))]
        ),
        (
            "until not a date",
            {
                $0.repeatFrequency = "daily"; $0.repeatEnd = "until"; $0.repeatUntil = "soon"
            }, [FieldError("repeat_until", .invalidDate)]
        ),
        (
            "until before start",
            {
                $0.repeatFrequency = "daily"; $0.repeatEnd = "until"; $0.repeatUntil = "2026-03-29"
            },
            [FieldError("repeat_until", .endBeforeStart)]
        ),
        ("rule the planner cannot read", { $0.recurrenceRule = "FREQ=FORTNIGHTLY" }, [FieldError("recurrence_rule", .invalidValue)]),
        ("rule with interval zero", { $0.recurrenceRule = "FREQ=DAILY;INTERVAL=0" }, [FieldError("recurrence_rule", .invalidValue)]),
        (
            "rule ending before its start", { $0.recurrenceRule = "FREQ=DAILY;UNTIL=20200101" },
            [FieldError("recurrence_rule", .impossibleRecurrence)]
        ),
    ]

    @Test(arguments: 0..<cases.count)
    func eachProblemIsNamedOnItsField(_ index: Int) {
        let (name, change, expected) = Self.cases[index]
        #expect(Self.problems(Self.event(change)) == expected, "\(name)")
    }

    @Test func everyProblemIsReportedAtOnce() {
        let problems = Self.problems(
            Self.event {
                $0.kind = "party"
                $0.title = ""
                $0.timeZone = "Nowhere/Town"
                $0.reminders = ["x"]
            })
        #expect(
            problems == [
                FieldError("kind", .invalidValue), FieldError("title", .required),
                FieldError("time_zone", .unknownTimeZone), FieldError("reminders", .invalidNumber),
            ])
    }

    @Test func aBrokenStartIsNotAlsoReportedAsAnImpossibleRepeat() {
        let problems = Self.problems(
            Self.event {
                $0.startDate = "2026-02-30"; $0.repeatFrequency = "weekly"
            })
        #expect(problems == [FieldError("start_date", .invalidDate)])
    }
}
