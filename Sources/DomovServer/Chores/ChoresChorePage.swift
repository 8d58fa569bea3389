import DomovCore
import Foundation

private typealias ChoreField = ChoresChoreFormPage.Field

/// One chore: its span with a progress bar of the elapsed time and the time remaining under
/// it, complete or renew, its history with undo, and deleting it.
struct ChoresChorePage {
    /// The fields of the form that marks the chore done.
    enum CompletionField: String, FormField {
        case doneBy = "done_by"
        case note
    }

    let frame: ChoresFrame
    let chore: Chore
    let room: ChoreRoom
    let history: [ChoreCompletion]
    /// Right after the member's first chore: offer to turn on notifications on this device.
    let offerAlerts: Bool
    var failure: ValidationFailure?
    var values = FormFields()
    /// The form that was sent and failed (Done or the assignment): only it shows the error summary.
    var failedForm: String?

    func render() -> HTML {
        let h = frame.householdID
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: values, failure: failure, submittedForm: failedForm)
        let action = chore.schedule.isRecurring ? frame(.renew) : frame(.complete)
        // Whoever presses the button is who did it, unless they say someone else did.
        let doneBy = values.has(CompletionField.doneBy) ? values[CompletionField.doneBy] : frame.chrome.user?.id.description ?? ""
        let people = frame.members.map { (value: $0.userID.description, label: $0.displayName) }
        let completeForm: HTML =
            chore.isDone
            ? .empty
            : form.form(
                id: "complete-form", action: .chores(.complete(h, chore.id)), classes: "stack complete-form", inPlace: true,
                """
                <div class="field-row">
                \(form.select(CompletionField.doneBy, label: frame(.doneBy), options: people, selected: doneBy))
                \(form.input(CompletionField.note, label: frame(.note), required: false, maxLength: ChoreCompletion.noteMaximumLength))
                </div>
                <div class="form-actions"><button type="submit" class="button done" id="complete-chore">\(action)</button></div>
                """)
        let offer: HTML =
            offerAlerts
            ? """
            <aside class="card alerts-offer" id="alerts-offer">
            <h2>\(frame(.alertsOfferHeading))</h2><p>\(frame(.alertsOfferText))</p>
            <p><a class="button primary" href="\(SiteURL.settingsNotifications)">\(frame(.alertsOfferButton))</a></p>
            </aside>
            """ : ""
        let rotation: HTML =
            chore.rotation.mode == .none
            ? ""
            : """
            <dt>\(frame(.rotation))</dt><dd id="chore-rotation">\(frame(.rotationMode(chore.rotation.mode))): \
            \(chore.rotation.members.map(frame.memberName).joined(separator: ", "))</dd>
            """
        return frame.render(
            title: chore.name, tab: .chore, heading: "<h1 id=\"chore-title\">\(chore.name)</h1>",
            """
            \(offer)
            <article class="card chore-detail status-\(chore.status(at: frame.now).rawValue)"\(frame.liveData(chore))>
            <p class="chore-meta">\(frame.statusBadge(chore)) <a href="\(SiteURL.chores(.room(h, room.id)))">\
            \(ChoresFrame.picture(room.type)) \(room.name)</a></p>
            \(chore.details.isEmpty ? HTML.empty : "<div class=\"notes\" id=\"chore-details\">\(chore.details)</div>")
            <dl class="facts">
            <dt>\(frame(.starts))</dt><dd><time id="chore-start" datetime="\(chore.start.internetDateTime)">\
            \(frame.dateTime(chore.start))</time></dd>
            <dt>\(frame(.due))</dt><dd><time id="chore-due" datetime="\(chore.due.internetDateTime)">\(frame.dateTime(chore.due))</time>\
            </dd>
            <dt>\(frame(.interval))</dt><dd id="chore-interval">\(frame.repeats(chore))</dd>
            <dt>\(frame(.assignee))</dt><dd id="chore-assignee">\(chore.assigneeID.map(frame.memberName) ?? frame(.nobody))</dd>
            \(rotation)
            <dt>\(frame(.createdBy))</dt><dd>\(frame.memberName(chore.createdBy))</dd>
            </dl>
            <div class="chore-progress">
            <label for="chore-progress">\(frame(.elapsed))</label>
            <progress id="chore-progress" max="1000" value="\(progress)">\(progress / 10) %</progress>
            <p class="chore-remaining" id="chore-remaining">\(frame.remaining(chore))</p>
            </div>
            \(completeForm)
            </article>
            \(assignment)
            <section class="card" id="history">
            <h2>\(frame(.history))</h2>
            \(historyList)
            </section>
            \(ChoresRoomPage.statusHelp(frame))
            <p><a class="button" id="edit-chore" href="\(SiteURL.chores(.editChore(h, chore.id)))">\(frame(.editChore))</a></p>
            <p class="danger-link"><a class="button danger" id="delete-chore" href="\(SiteURL.chores(.deleteChore(h, chore.id)))">\
            \(frame(.deleteChore))</a></p>
            """)
    }

    /// Who does it, and for a recurring chore who takes turns on each renewal.
    private var assignment: HTML {
        let current =
            values.has(ChoreField.assignee)
            ? values
            : FormFields(
                [(.assignee, chore.assigneeID?.description ?? ""), (.rotation, chore.rotation.mode.rawValue)]
                    + chore.rotation.members.map { (ChoreField.rotationMembers, $0.description) }
            )
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: current, failure: failure, submittedForm: failedForm)
        let people = frame.members.map { (value: $0.userID.description, label: $0.displayName) }
        // As on the chore form: the members taking turns show only with a rotation chosen.
        let rotating = ChoreRotation.Mode(rawValue: current[ChoreField.rotation]).map { $0 != .none } ?? false
        let modes = ChoreRotation.Mode.allCases.filter { $0 != .none }.map(\.rawValue).joined(separator: " ")
        let rotation: HTML =
            chore.schedule.isRecurring
            ? """
            \(form.choices(ChoreField.rotation, legend: frame(.rotationLegend),
                options: ChoreRotation.Mode.allCases.map { ($0.rawValue, frame(.rotationMode($0))) }))
            <p class="form-refresh" data-refresh-fields><button type="submit" class="button secondary" \
            name="\(ChoresChoreFormPage.refreshField)" value="1">\(frame(.showChosenFields))</button></p>
            <div id="assign-rotation-members" data-shown-for="\(ChoreField.rotation)" \
            data-shown-values="\(modes)"\(rotating ? "" : " hidden" as HTML)>
            \(form.choices(ChoreField.rotationMembers, legend: frame(.rotationMembers), options: people, multiple: true))
            </div>
            """ : ""
        return """
            <section class="card" id="assignment">
            <h2>\(frame(.assignmentHeading))</h2>
            \(form.form(id: "assign-form", action: .chores(.assign(frame.householdID, chore.id)), """
            \(form.select(ChoreField.assignee, label: frame(.assignee), options: [(value: "", label: frame(.nobody))] + people,
                selected: current[ChoreField.assignee]))
            \(rotation)
            \(form.submit(frame(.saveAssignment), style: "secondary"))
            """))
            </section>
            """
    }

    /// Thousandths of the span elapsed, clamped to 0…1000 (done chores show full).
    private var progress: Int {
        if chore.isDone { return 1000 }
        let span = chore.due.timeIntervalSince(chore.start)
        guard span > 0 else { return 1000 }
        return min(1000, max(0, Int(frame.now.timeIntervalSince(chore.start) / span * 1000)))
    }

    private var historyList: HTML {
        guard !history.isEmpty else { return "<p class=\"muted\" id=\"history-empty\">\(frame(.historyEmpty))</p>" }
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        let items = history.html { completion in
            let note: HTML = completion.note.isEmpty ? "" : " <q>\(completion.note)</q>"
            return "<li>\(frame(.completedBy(frame.memberName(completion.userID), frame.dateTime(completion.completedAt))))\(note)</li>"
        }
        return """
            <ol class="chore-history" id="history-list">\(items)</ol>
            \(form.form(id: "undo-form", action: .chores(.undo(frame.householdID, chore.id)), classes: "inline", """
            <button type="submit" class="button secondary" id="undo-completion">\(frame(.undoLast))</button>
            """))
            """
    }
}
