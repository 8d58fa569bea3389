import DomovCore
@testable import DomovServer
import Foundation
import Testing

/// Core names the field of each validation error, and the page shows the error next to the
/// field of that name: a form's declared field names must be the names core uses. Each test
/// sends forms built from the declared fields, each with one field wrong, through the form's
/// reader and core's validation, and asks that every error core reports names a declared field.
@Suite("Form field names")
struct FormFieldNamesTests {
    /// The errors of each form: the valid base with one field changed.
    static func errorFields(
        base: [(String, String)], changes: [[(String, String)]], validate: (FormFields) throws -> Void
    ) -> [[String]] {
        changes.map { change in
            let changed = Dictionary(change, uniquingKeysWith: { $1 })
            let pairs = base.filter { changed[$0.0] == nil } + change
            do {
                try validate(FormFields(pairs))
                return []
            } catch let failure as ValidationFailure {
                return failure.errors.map(\.field)
            } catch {
                return ["unexpected \(error)"]
            }
        }
    }

    @Test func everyFieldTheItemValidationNamesIsAnItemFormField() {
        typealias Field = PlannerItemForm.Field
        let base: [(String, String)] = [
            (Field.kind.rawValue, "event"), (Field.title.rawValue, "Dentist"), (Field.category.rawValue, "other"),
            (Field.timeZone.rawValue, "Europe/Prague"), (Field.startDate.rawValue, "2026-03-02"),
            (Field.startTime.rawValue, "09:00"), (Field.endDate.rawValue, "2026-03-02"), (Field.endTime.rawValue, "10:00"),
            (Field.repeatFrequency.rawValue, "none"), (Field.repeatInterval.rawValue, "1"), (Field.repeatEnd.rawValue, "never"),
        ]
        func one(_ field: Field, _ value: String, _ more: [(Field, String)] = []) -> [(String, String)] {
            ([(field, value)] + more).map { ($0.0.rawValue, $0.1) }
        }
        let weekly: [(Field, String)] = [(.repeatFrequency, "weekly")]
        let changes = [
            one(.kind, "holiday"), one(.title, ""), one(.notes, "a\u{7}b"), one(.category, "no such category!"),
            one(.calendar, "nowhere"), one(.timeZone, "Mars/Olympus"), one(.location, "a\u{7}b"),
            one(.startDate, "2026-13-40"), one(.startTime, "25:61"), one(.endTime, "08:00"), one(.allDay, "on", [(.endDate, "2026-03-01")]),
            one(.attendees, "nobody"), one(.attendeeEmails, "not an address"), one(.reminders, "soon"),
            one(.reminderCustomAmount, "-5"), one(.repeatFrequency, "fortnightly"), one(.repeatInterval, "often", weekly),
            one(.repeatWeekdays, "XX", weekly), one(.repeatMonthDays, "40", [(.repeatFrequency, "monthly")]),
            one(.repeatEnd, "someday", weekly), one(.repeatCount, "many", weekly + [(.repeatEnd, "count")]),
            one(.repeatUntil, "later", weekly + [(.repeatEnd, "until")]),
            one(.recurrenceRule, "FREQ=SOMETIMES", [(.repeatFrequency, "custom")]),
        ]
        let errors = Self.errorFields(base: base, changes: changes) { form in
            _ = try PlannerItemForm.input(from: form).validated(defaultTimeZone: "Europe/Prague")
        }
        // "repeat_anchor" is the second Tuesday's anchor, which the form sends within the repeat
        // menu's choice: the page shows its error at the menu (PlannerItemFormPage).
        let named = Set(Field.allCases.map(\.rawValue) + ["repeat_anchor"])
        for (change, fields) in zip(changes, errors) {
            #expect(!fields.isEmpty, "no error for \(change)")
            #expect(fields.allSatisfy(named.contains), "\(fields) for \(change)")
        }
        // The changes reach most of the fields core names (a custom reminder's error is the reminders').
        #expect(Set(errors.flatMap { $0 }).count >= 18)
    }

    @Test func everyFieldTheChoreValidationNamesIsAChoreFormField() {
        typealias Field = ChoresChoreFormPage.Field
        let room = ID<ChoreRoom>(UUID())
        let member = ID<User>(UUID())
        let base: [(String, String)] = [
            (Field.room.rawValue, room.description), (Field.name.rawValue, "Dishes"), (Field.kind.rawValue, "recurring"),
            (Field.startDate.rawValue, "2026-03-02"), (Field.startTime.rawValue, "09:00"), (Field.intervalValue.rawValue, "1"),
            (Field.intervalUnit.rawValue, "days"), (Field.timeZone.rawValue, "Europe/Prague"), (Field.rotation.rawValue, "none"),
        ]
        func one(_ field: Field, _ value: String, _ more: [(Field, String)] = []) -> [(String, String)] {
            ([(field, value)] + more).map { ($0.0.rawValue, $0.1) }
        }
        let changes = [
            one(.room, "elsewhere"), one(.name, ""), one(.details, "a\u{7}b"), one(.timeZone, "Mars/Olympus"),
            one(.startDate, "2026-13-40"), one(.startTime, "25:61"), one(.intervalValue, "often"), one(.intervalUnit, "fortnights"),
            one(.assignee, "nobody"), one(.rotation, "lottery"), one(.rotationMembers, "nobody", [(.rotation, "round-robin")]),
            one(.kind, "once", [(.endDate, "2026-03-01"), (.endTime, "08:00")]),
        ]
        let errors = Self.errorFields(base: base, changes: changes) { form in
            _ = try ChoresChoreFormPage.input(from: form).validated(
                now: Date(timeIntervalSince1970: 1_772_000_000), defaultTimeZone: "Europe/Prague", rooms: [room], members: [member])
        }
        let named = Set(Field.allCases.map(\.rawValue))
        for (change, fields) in zip(changes, errors) {
            #expect(!fields.isEmpty, "no error for \(change)")
            #expect(fields.allSatisfy(named.contains), "\(fields) for \(change)")
        }
        #expect(Set(errors.flatMap { $0 }).count >= 10)
    }

    @Test func aFormFieldIsWrittenByItsNameAndReadBack() {
        typealias Field = PlannerItemForm.Field
        let html: HTML = "<input name=\"\(Field.startDate)\">"
        #expect(html.rendered == "<input name=\"start_date\">")
        let form = FormFields([(Field.startDate, "2026-03-02"), (.reminders, "10"), (.reminders, "60")])
        #expect(form[Field.startDate] == "2026-03-02" && form["start_date"] == "2026-03-02")
        #expect(form.all(Field.reminders) == ["10", "60"] && form.has(Field.reminders) && !form.has(Field.title))
    }
}
