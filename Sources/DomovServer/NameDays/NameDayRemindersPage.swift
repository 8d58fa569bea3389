import DomovCore
import Foundation

/// The person's reminders (empty at first) with edit and delete, the form for a new one, and
/// the contacts import.
struct NameDayRemindersPage {
    /// The fields of the reminder form (new here, or on its edit page) and of the contacts import.
    enum Field: String, FormField {
        case name
        case person
        case time
        case contacts
    }

    let frame: NameDayFrame
    let reminders: [NameDayReminder]
    let catalog: NameDayCatalog
    var values = FormFields()
    var failure: ValidationFailure?
    /// A message after an import.
    var status: String?

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: values, failure: failure)
        let kind = failure == nil ? "success" : "error"
        let statusNotice: HTML = status.map { "<div class=\"notice \(kind)\" role=\"status\" id=\"status\"><p>\($0)</p></div>" } ?? ""
        return frame.render(
            title: frame(.tabReminders), tab: .reminders,
            """
            \(statusNotice)
            <section class="card" aria-labelledby="reminders-heading">
            <h2 id="reminders-heading">\(frame(.remindersHeading))</h2>
            \(list(form))
            </section>
            <section class="card" aria-labelledby="reminder-form-heading">
            <h2 id="reminder-form-heading">\(frame(.newReminder))</h2>
            \(form.form(id: "reminder-form", action: .nameDays(.reminders()), Self.fields(frame, form, isNew: true)))
            </section>
            <section class="card" aria-labelledby="import-heading">
            <h2 id="import-heading">\(frame(.importHeading))</h2>
            <p>\(frame(.importExplanation))</p>
            \(FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken).form(id: "import-form", action: .nameDays(.importPreview),
                uploadsFiles: true, """
                \(form.input(Field.contacts, label: frame(.importFile), type: "file", hint: frame(.importFileHint),
                    extraAttributes: " accept=\".vcf,text/vcard,text/x-vcard\""))
                \(form.submit(frame(.importPreview), style: "secondary"))
                """))
            </section>
            """)
    }

    /// The name, person and time fields, shared with the edit page.
    static func fields(_ frame: NameDayFrame, _ form: FormBuilder, isNew: Bool) -> HTML {
        let time = form.values[Field.time].isEmpty && isNew ? "07:00" : form.values[Field.time]
        return """
            \(form.input(Field.name, label: frame(.nameLabel), hint: frame(.nameHint), maxLength: NameDayReminderInput.nameMaximumLength,
                     extraAttributes: """
                          list=\"name-suggestions\" autocomplete=\"off\" data-suggest-url=\"\(SiteURL.nameDays(.suggest(query: "")))\"
                         """))
            <datalist id="name-suggestions"></datalist>
            \(form.input(Field.person, label: frame(.personLabel), required: false, hint: frame(.personHint),
                maxLength: NameDayReminderInput.personMaximumLength))
            \(form.input(Field.time, label: frame(.timeLabel), type: "time", value: time, hint: frame(.timeHint)))
            \(form.submit(frame(.saveReminder)))
            """
    }

    private func list(_ form: FormBuilder) -> HTML {
        guard !reminders.isEmpty else { return "<p class=\"muted\" id=\"reminders-empty\">\(frame(.remindersEmpty))</p>" }
        return """
            <ul class="list" id="reminders">\(reminders.html { reminder in
            let days = catalog.days(ofName: reminder.name, in: reminder.calendars)
            return """
            <li class="reminder-row"><div><p class="primary-text">\(reminder.title)</p>\
            <p class="meta">\(frame(.nameDayOn(frame.days(days)))) · \(frame(.remindsAt(reminder.timeText)))</p></div>
            <div class="row">
            <a class="button link" href="\(SiteURL.nameDays(.reminder(reminder.id)))">\(frame(.edit))<span class="visually-hidden"> \
            \(reminder.title)</span></a>
            \(FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken).form(
                id: "delete-\(reminder.id)", action: .nameDays(.reminderDelete(reminder.id)),
                    confirm: frame(.confirmDelete(reminder.title)), classes: "inline",
                """
                <button type=\"submit\" class=\"button link danger\">\(frame(.deleteReminder))<span class=\"visually-hidden\"> \
                \(reminder.title)</span></button>
                """))
            </div></li>
            """
            })</ul>
            """
    }
}
