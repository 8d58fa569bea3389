import DomovCore
import Foundation

/// The contacts of an uploaded vCard file, each with the name whose day it would be reminded
/// of; the person ticks whom to add. Cards that did not read are listed, the rest are offered.
struct NameDayImportPage {
    struct Row {
        let contact: VCardContacts.Contact
        /// The calendars' spelling of the first name, when it has a day.
        let name: String?
        let alreadySaved: Bool
    }

    let frame: NameDayFrame
    let rows: [Row]
    let malformed: [Int]
    var failure: ValidationFailure?

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, failure: failure)
        let problems: HTML = malformed.isEmpty ? "" : """
            <div class="notice warning" role="status" id="import-malformed">\(malformed.html { "<p>\(frame(.importMalformed($0)))</p>" })</div>
            """
        let options = rows.enumerated().html { index, row in
            let id = "contact-\(index)"
            guard let name = row.name, !row.alreadySaved else {
                let why = row.name == nil
                    ? (row.contact.firstName.map { frame(.importNoDay($0)) } ?? frame(.importNoFirstName))
                    : frame(.importAlready)
                return "<li class=\"muted\">\(row.contact.fullName) – \(why)</li>"
            }
            // The value carries both parts; the server reads them back and checks the name again.
            let value = name + "\t" + row.contact.fullName
            return """
            <li><label class="check" for="\(id)"><input id="\(id)" type="checkbox" name="contact" value="\(value)" checked> \
            \(row.contact.fullName) <span class="meta">(\(name))</span></label></li>
            """
        }
        return frame.render(title: frame(.importPreviewHeading), tab: .reminders, """
            \(problems)
            <section class="card">
            <p>\(frame(.importPreviewHint))</p>
            \(form.form(id: "import-choose", action: .nameDays(.importContacts), """
                <ul class="list" id="import-contacts">\(options)</ul>
                \(form.errorMessage(for: "contact", failure?.problem(for: "contact")))
                \(form.submit(frame(.importConfirm)))
                """))
            <p><a href="\(SiteURL.nameDays(.reminders()))">\(frame(.cancel))</a></p>
            </section>
            """)
    }
}
