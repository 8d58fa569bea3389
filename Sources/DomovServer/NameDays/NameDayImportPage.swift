import DomovCore
import Foundation

/// The contacts of an uploaded vCard file, each with the name whose day it would be reminded
/// of and the date of that day; the person ticks whom to add. Cards that did not read are
/// listed, the rest are offered. When none can be added (all have reminders already, or none has
/// a name day) the page says so and offers no button that would add nothing.
struct NameDayImportPage {
    /// The field of the form that picks the contacts to remind of.
    enum Field: String, FormField {
        case contact
    }

    struct Row {
        let contact: VCardContacts.Contact
        /// The calendars' spelling of the first name, when it has a day.
        let name: String?
        /// The name's days in the followed calendars (empty when it has none).
        let days: [DayOfYear]
        let alreadySaved: Bool

        var isOffered: Bool { name != nil && !alreadySaved }
    }

    let frame: NameDayFrame
    let rows: [Row]
    let malformed: [Int]
    var failure: ValidationFailure?

    func render() -> HTML {
        let problems: HTML =
            malformed.isEmpty
            ? ""
            : """
            <div class="notice warning" role="status" id="import-malformed">\
            \(malformed.html { "<p>\(frame(.importMalformed($0)))</p>" })</div>
            """
        return frame.render(
            title: frame(.importPreviewHeading), tab: .reminders,
            """
            \(problems)
            <section class="card">
            \(rows.contains(where: \.isOffered) ? choice : nothingToAdd)
            </section>
            """)
    }

    /// The form: a ticked box for each contact that can be added, the others greyed with why.
    private var choice: HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, failure: failure)
        let options = rows.enumerated().html { index, row in
            let id = "contact-\(index)"
            guard let name = row.name, row.isOffered else { return unavailable(row) }
            // The value carries both parts; the server reads them back and checks the name again.
            let value = name + "\t" + row.contact.fullName
            return """
                <li><label class="check" for="\(id)"><input id="\(id)" type="checkbox" name="\(Field.contact)" value="\(value)" checked> \
                \(row.contact.fullName) \(nameAndDay(name, row.days))</label></li>
                """
        }
        return """
            <p>\(frame(.importPreviewHint))</p>
            \(form.form(id: "import-choose", action: .nameDays(.importContacts), """
            <ul class="list" id="import-contacts">\(options)</ul>
            \(form.errorMessage(for: Field.contact, failure?.problem(for: Field.contact)))
            \(form.submit(frame(.importConfirm)))
            """))
            \(backLink)
            """
    }

    /// No contact to add: one sentence saying why, and the contacts as a plain list.
    private var nothingToAdd: HTML {
        let allSaved = !rows.isEmpty && rows.allSatisfy(\.alreadySaved)
        return """
            <div class="stack">
            <div class="notice info" role="status" id="import-nothing"><p>\(frame(allSaved ? .importAllAlready : .importNoneToAdd))</p>\
            </div>
            <ul class="list" id="import-contacts">\(rows.html(unavailable))</ul>
            \(backLink)
            </div>
            """
    }

    private var backLink: HTML {
        "<p><a href=\"\(SiteURL.nameDays(.reminders()))\">\(frame(.cancel))</a></p>"
    }

    /// A contact that is not offered, with why. One span, so that the list's row layout keeps
    /// the name, its day and the reason together as one sentence.
    private func unavailable(_ row: Row) -> HTML {
        guard let name = row.name else {
            let why = row.contact.firstName.map { frame(.importNoDay($0)) } ?? frame(.importNoFirstName)
            return "<li class=\"muted\"><span>\(row.contact.fullName) – \(why)</span></li>"
        }
        return "<li class=\"muted\"><span>\(row.contact.fullName) \(nameAndDay(name, row.days)) – \(frame(.importAlready))</span></li>"
    }

    /// "(Jana · name day 24 May)" / "(Jana · svátek 24. května)", in the reader's language.
    private func nameAndDay(_ name: String, _ days: [DayOfYear]) -> HTML {
        "<span class=\"meta\">(\(name) · \(frame(.importNameDay(frame.days(days)))))</span>"
    }
}
