import DomovCore
import Foundation
import Testing

@Suite("Name-day reminder input")
struct NameDayReminderInputTests {
    let catalog = NameDayCatalog.shipped

    @Test func theNameIsSpelledAsTheCalendarHasIt() throws {
        let draft = try NameDayReminderInput(name: " sarka ", personName: "  Babička Šárka ").validated(
            catalog: catalog, calendars: [.czech])
        #expect(draft.name == "Šárka")
        #expect(draft.personName == "Babička Šárka")
        #expect(draft.minuteOfDay == 7 * 60)
    }

    @Test func aNicknameIsReadAsItsName() throws {
        #expect(try NameDayReminderInput(name: "Honza").validated(catalog: catalog, calendars: [.czech]).name == "Jan")
        #expect(try NameDayReminderInput(name: "Jožo").validated(catalog: catalog, calendars: [.slovak]).name == "Jozef")
    }

    @Test func unknownAmbiguousAndMissingNamesAreRefused() {
        func problem(_ input: NameDayReminderInput, _ field: String) -> FieldProblem? {
            do {
                _ = try input.validated(catalog: catalog, calendars: [.czech])
                return nil
            } catch { return error.problem(for: field) }
        }
        #expect(problem(NameDayReminderInput(name: "Xyzzy"), "name") == .unknownName)
        #expect(problem(NameDayReminderInput(name: "Míša"), "name") == .ambiguousName)
        #expect(problem(NameDayReminderInput(name: "  "), "name") == .required)
        // Ján is Slovak only; Jan is in the Czech calendar, so the accent-free key finds it there.
        #expect(problem(NameDayReminderInput(name: "Jozef"), "name") == .unknownName)
        #expect(problem(NameDayReminderInput(name: "Jana", time: "25:00"), "time") == .invalidTime)
        #expect(problem(NameDayReminderInput(name: "Jana", time: "7"), "time") == .invalidTime)
    }

    @Test func timesAreRead() {
        #expect(NameDayReminderInput.minuteOfDay("") == 420)
        #expect(NameDayReminderInput.minuteOfDay("7:05") == 425)
        #expect(NameDayReminderInput.minuteOfDay("23:59") == 1439)
        #expect(NameDayReminderInput.minuteOfDay("24:00") == nil)
        #expect(NameDayReminderInput.minuteOfDay("07:5") == nil)
    }

    @Test func titleNamesThePersonAndTheName() {
        let now = Date()
        var reminder = NameDayReminder(
            id: ID(UUID()), userID: ID(UUID()), name: "Jana", personName: "Babička Jana", minuteOfDay: 420,
            timeZoneIdentifier: "Europe/Prague", calendars: [.czech], createdAt: now, updatedAt: now)
        #expect(reminder.title == "Babička Jana (Jana)")
        reminder.personName = "jana"
        #expect(reminder.title == "jana")
        reminder.personName = nil
        #expect(reminder.title == "Jana")
    }
}
