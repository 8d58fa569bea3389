import DomovCore
import Foundation

private typealias Field = PlannerItemForm.Field

/// Asks before deleting; for a series, which occurrences go.
struct PlannerDeletePage {
    let frame: PlannerFrame
    let occurrence: PlannerOccurrence

    func render() -> HTML {
        let item = occurrence.item
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        // A series occurrence, or one edited on its own: either way it belongs to a series.
        let originalStart = item.isRecurring ? occurrence.originalStart : item.override?.originalStart
        let scope: HTML =
            originalStart.map { originalStart in
                """
                <input type="hidden" name="\(Field.occurrence)" value="\(PlannerURL.occurrenceToken(originalStart))">
                \(form.choices(Field.scope, legend: frame(.deleteWhich), options: [
                ("occurrence", frame(.scopeOccurrence)), ("following", frame(.scopeFollowing)), ("all", frame(.scopeAll)),
                ], selected: ["occurrence"]))
                """
            } ?? .empty
        let when: HTML = occurrence.start.map { _ in "<p>\(frame.format.span(occurrence))</p>" } ?? ""
        return frame.render(
            title: frame(.deleteItem(item.title)), tab: .item,
            """
            <section class="card danger-zone">
            \(when)
            <p>\(frame(.deleteExplanation))</p>
            \(form.form(id: "delete-item-form", action: .planner(.delete(frame.householdID, item.id)), """
                \(scope)
                <div class="form-actions">
                <button type="submit" class="button danger">\(frame(.delete))</button>
                <a class="button secondary" href="\(frame.link(occurrence))">\(frame(.cancel))</a>
                </div>
                """))
            </section>
            """)
    }
}
