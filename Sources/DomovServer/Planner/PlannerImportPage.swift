import DomovCore
import Foundation

/// What an .ics file holds, before (a preview with an Import button) or after importing it.
struct PlannerImportPage {
    /// The fields of the import form: the file, then (to confirm) its text carried over.
    enum Field: String, FormField {
        case calendar
        case calendarText = "calendar_text"
    }

    let frame: PlannerFrame
    let report: PlannerImportReport
    /// The file's text, carried to the Import button so the file is not uploaded twice; nil once imported.
    let pendingText: String?

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: FormFields(), failure: nil)
        let added = report.count { $0 == .added }, updated = report.count { $0 == .updated }
        let unchanged = report.count { $0 == .unchanged }
        let refused = report.count { if case .refused = $0 { true } else { false } }
        let rows = report.lines.html { line in
            let reason: HTML =
                if case .refused(let error) = line.outcome { " <span class=\"meta\">\(frame(.importRefusal(error)))</span>" } else { "" }
            return """
                <li class="import-\(Self.token(line.outcome))"><div><p class="primary-text">\(line.title)</p>
                <p class="meta">\(when(line))\(line.isRecurring ? ", \(frame(.repeats).lowercased())" : "")</p></div>
                <p><strong>\(frame(.importOutcome(line.outcome)))</strong>\(reason)</p></li>
                """
        }
        let action: HTML
        if let pendingText {
            action =
                added + updated == 0
                ? "<p>\(frame(.importNothingToDo))</p>"
                : form.form(
                    id: "import-confirm-form", action: .planner(.importCalendar(frame.householdID)), uploadsFiles: true,
                    """
                    <textarea name="\(Field.calendarText)" hidden>\(pendingText)</textarea>
                    \(form.submit(frame(.importConfirm)))
                    """)
        } else {
            action = ""
        }
        let heading = pendingText == nil ? frame(.importDoneHeading) : frame(.importPreviewHeading)
        return frame.render(
            title: heading, tab: .feeds,
            """
            <section class="card" aria-labelledby="import-heading">
            <h2 id="import-heading">\(heading)</h2>
            <p role="status">\(frame(.importCounts(added: added, updated: updated, unchanged: unchanged, refused: refused)))</p>
            \(action)
            <ul class="list" id="import-lines">\(rows)</ul>
            </section>
            """)
    }

    /// When the item starts, in the viewer's zone like every planner page.
    private func when(_ line: PlannerImportReport.Line) -> String {
        switch line.when {
        case .timed(let start, _)?: frame.format.day(of: start) + ", " + frame.format.time(start)
        case .allDay(let first, _)?: frame.format.day(first)
        case .unscheduled?: frame(.noDate)
        case nil: ""
        }
    }

    private static func token(_ outcome: PlannerImportReport.Outcome) -> String {
        switch outcome {
        case .added: "added"
        case .updated: "updated"
        case .unchanged: "unchanged"
        case .refused: "refused"
        }
    }
}
