import DomovCore
import Foundation

/// A new chore, or an existing one to edit: its room, name and description, once or
/// recurring, and who does it.
///
/// Only the fields of the chosen kind and rotation show: an end for a one-time chore, an
/// interval and taking turns for a recurring one, the members taking turns when they do. The
/// others are in the page but hidden, so that chores.js can show them the moment the choice
/// changes; without JavaScript a "Show the fields for this choice" button sends the form back
/// (`refreshField`) and the server shows them, keeping what was typed.
struct ChoresChoreFormPage {
    let frame: ChoresFrame
    let rooms: [ChoreRoom]
    var values = FormFields()
    var failure: ValidationFailure?
    /// The chore being edited; nil for a new one.
    var editing: Chore?

    /// What a new chore's form starts with: the room it was opened from, a one-time chore
    /// from now until the same time tomorrow, a daily interval.
    static func newValues(room: ID<ChoreRoom>?, frame: ChoresFrame) -> FormFields {
        let start = LocalDateTime(instant: frame.now, in: frame.timeZone)
        let end = LocalDateTime(instant: frame.now.addingTimeInterval(86_400), in: frame.timeZone)
        return FormFields([
            ("room", room?.description ?? ""), ("kind", "once"), ("start_date", start.date.isoString), ("start_time", start.formTime),
            ("end_date", end.date.isoString), ("end_time", end.formTime), ("interval_value", "1"), ("interval_unit", "days"),
            ("time_zone", frame.timeZone.identifier), ("rotation", "none"),
        ])
    }

    /// The form filled in with a chore as it is, in its own zone.
    static func values(of chore: Chore) -> FormFields {
        let zone = chore.timeZone
        let start = LocalDateTime(instant: chore.start, in: zone)
        let end = LocalDateTime(instant: chore.due, in: zone)
        let interval = chore.schedule.interval
        return FormFields(
            [
                ("room", chore.roomID.description), ("name", chore.name), ("details", chore.details),
                ("kind", interval == nil ? "once" : "recurring"), ("start_date", start.date.isoString), ("start_time", start.formTime),
                ("end_date", end.date.isoString), ("end_time", end.formTime), ("interval_value", String(interval?.value ?? 1)),
                ("interval_unit", (interval?.unit ?? .days).rawValue), ("time_zone", chore.timeZoneIdentifier),
                ("assignee", chore.assigneeID?.description ?? ""), ("rotation", chore.rotation.mode.rawValue),
            ] + chore.rotation.members.map { ("rotation_members", $0.description) })
    }

    /// The name of the button that sends the form back only to show the fields of a new choice.
    static let refreshField = "refresh"

    /// Whether the form was sent back to show other fields rather than to be saved.
    static func isRefresh(_ form: FormFields) -> Bool { !form[refreshField].isEmpty }

    /// The kind chosen: recurring, or once for anything else (as a new chore starts).
    var isRecurring: Bool { values["kind"] == "recurring" }

    /// Whether members take turns: a rotation other than none, on a recurring chore.
    var isRotating: Bool {
        isRecurring && (ChoreRotation.Mode(rawValue: values["rotation"]).map { $0 != .none } ?? false)
    }

    static func input(from form: FormFields) -> ChoreInput {
        var input = ChoreInput()
        input.roomID = form["room"]
        input.name = form["name"]
        input.details = form["details"]
        input.kind = form["kind"]
        input.startDate = form["start_date"]
        input.startTime = form["start_time"]
        input.endDate = form["end_date"]
        input.endTime = form["end_time"]
        input.intervalValue = form["interval_value"]
        input.intervalUnit = form["interval_unit"]
        input.timeZone = form["time_zone"]
        input.assigneeID = form["assignee"]
        input.rotationMode = form["rotation"] == "none" ? "" : form["rotation"]
        input.rotationMembers = form.all("rotation_members")
        return input
    }

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: values, failure: failure)
        guard !rooms.isEmpty || failure != nil else {
            return frame.render(
                title: frame(.newChore), tab: .chore,
                """
                <p class="empty-state" id="no-rooms">\(frame(.noRoomsYet))</p>
                <p><a class="button primary" href="\(SiteURL.chores(.newRoom(frame.householdID)))">\(frame(.newRoom))</a></p>
                """)
        }
        let roomOptions = rooms.map { (value: $0.id.description, label: $0.name) }
        let people = frame.members.map { (value: $0.userID.description, label: $0.displayName) }
        let units = ChoreInterval.Unit.allCases.map { (value: $0.rawValue, label: frame(.unit($0))) }
        let title = frame(editing == nil ? .newChore : .editChore)
        let action: SiteURL = editing.map { .chores(.updateChore(frame.householdID, $0.id)) } ?? .chores(.createChore(frame.householdID))
        return frame.render(
            title: title, tab: .chore,
            """
            <section class="card">
            \(form.form(id: "chore-form", action: action, """
                \(form.select("room", label: frame(.room), options: roomOptions, selected: values["room"]))
                \(form.input("name", label: frame(.name), maxLength: Chore.nameMaximumLength))
                \(form.textarea("details", label: frame(.details), rows: 3, maxLength: Chore.detailsMaximumLength))
                \(form.choices("kind", legend: frame(.kindLegend),
                    options: [("once", frame(.kindOnce)), ("recurring", frame(.kindRecurring))]))
                \(refreshButton)
                <div class="field-row">
                \(form.input("start_date", label: frame(.startDate), type: "date", required: false, hint: frame(.startHint)))
                \(form.input("start_time", label: frame(.startTime), type: "time", required: false))
                </div>
                <div class="field-row chore-once" id="chore-once-fields"\(Self.shown(for: "kind", ["once"], !isRecurring))>
                \(form.input("end_date", label: frame(.endDate), type: "date", required: false))
                \(form.input("end_time", label: frame(.endTime), type: "time", required: false))
                </div>
                <div class="field-row chore-recurring" id="chore-interval-fields"\(Self.shown(for: "kind", ["recurring"], isRecurring))>
                \(form.input("interval_value", label: frame(.intervalValue), type: "number", required: false,
                    extraAttributes: " min=\"1\" inputmode=\"numeric\""))
                \(form.select("interval_unit", label: frame(.intervalUnit), options: units, selected: values["interval_unit"]))
                </div>
                \(form.input("time_zone", label: frame(.timeZone), required: false, maxLength: 100))
                \(form.select("assignee", label: frame(.assignee), options: [(value: "", label: frame(.nobody))] + people,
                    selected: values["assignee"]))
                <div class="chore-recurring" id="chore-rotation-fields"\(Self.shown(for: "kind", ["recurring"], isRecurring))>
                \(form.choices("rotation", legend: frame(.rotationLegend),
                    options: ChoreRotation.Mode.allCases.map { ($0.rawValue, frame(.rotationMode($0))) }))
                <div id="chore-rotation-members"\(Self.shown(for: "rotation", rotatingModes, isRotating))>
                \(form.choices("rotation_members", legend: frame(.rotationMembers), options: people, multiple: true))
                </div>
                \(refreshButton)
                </div>
                \(form.submit(frame(editing == nil ? .createChore : .saveChore)))
                """))
            </section>
            \(ChoresRoomPage.statusHelp(frame))
            """)
    }

    private var rotatingModes: [String] { ChoreRotation.Mode.allCases.filter { $0 != .none }.map(\.rawValue) }

    /// For the page without JavaScript: sends the form back to show the fields of what was
    /// chosen. chores.js removes it, showing and hiding them as the choice changes.
    private var refreshButton: HTML {
        """
        <p class="form-refresh" data-refresh-fields><button type="submit" class="button secondary" name="\(Self.refreshField)" \
        value="1">\(frame(.showChosenFields))</button></p>
        """
    }

    /// The attributes of a group of fields that belongs to some values of a choice: which, for
    /// chores.js, and `hidden` when another is chosen now.
    private static func shown(for choice: String, _ values: [String], _ isShown: Bool) -> HTML {
        " data-shown-for=\"\(choice)\" data-shown-values=\"\(values.joined(separator: " "))\"\(isShown ? "" : " hidden" as HTML)"
    }
}
