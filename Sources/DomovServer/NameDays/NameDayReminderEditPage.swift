import DomovCore
import Foundation

private typealias Field = NameDayRemindersPage.Field

/// One reminder's form.
struct NameDayReminderEditPage {
    let frame: NameDayFrame
    let reminder: NameDayReminder
    var values: FormFields
    var failure: ValidationFailure?

    init(frame: NameDayFrame, reminder: NameDayReminder, values: FormFields? = nil, failure: ValidationFailure? = nil) {
        self.frame = frame
        self.reminder = reminder
        self.values = values ?? FormFields([(Field.name, reminder.name), (.person, reminder.personName ?? ""), (.time, reminder.timeText)])
        self.failure = failure
    }

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: values, failure: failure)
        let title = frame(.editReminder(reminder.title))
        return frame.render(
            title: title, tab: .reminders,
            """
            <section class="card">
            \(form.form(id: "reminder-form", action: .nameDays(.reminder(reminder.id)),
                NameDayRemindersPage.fields(frame, form, isNew: false)))
            <p><a href="\(SiteURL.nameDays(.reminders()))">\(frame(.cancel))</a></p>
            </section>
            """)
    }
}
