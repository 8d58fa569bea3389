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
    /// The chore form's field names: the input's own (snake_case), which core's field errors use too; the chore
    /// page's assignment form sends three of them (assignee, rotation, rotation_members).
    enum Field: String, FormField, CaseIterable {
        case room
        case name
        case details
        case kind
        case startDate = "start_date"
        case startTime = "start_time"
        case endDate = "end_date"
        case endTime = "end_time"
        case intervalValue = "interval_value"
        case intervalUnit = "interval_unit"
        case timeZone = "time_zone"
        case assignee
        case rotation
        case rotationMembers = "rotation_members"
    }

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
            (Field.room, room?.description ?? ""), (.kind, "once"), (.startDate, start.date.isoString), (.startTime, start.formTime),
            (.endDate, end.date.isoString), (.endTime, end.formTime), (.intervalValue, "1"), (.intervalUnit, "days"),
            (.timeZone, frame.timeZone.identifier), (.rotation, "none"),
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
                (Field.room, chore.roomID.description), (.name, chore.name), (.details, chore.details),
                (.kind, interval == nil ? "once" : "recurring"), (.startDate, start.date.isoString), (.startTime, start.formTime),
                (.endDate, end.date.isoString), (.endTime, end.formTime), (.intervalValue, String(interval?.value ?? 1)),
                (.intervalUnit, (interval?.unit ?? .days).rawValue), (.timeZone, chore.timeZoneIdentifier),
                (.assignee, chore.assigneeID?.description ?? ""), (.rotation, chore.rotation.mode.rawValue),
            ] + chore.rotation.members.map { (.rotationMembers, $0.description) })
    }

    /// The name of the button that sends the form back only to show the fields of a new choice.
    static let refreshField = "refresh"

    /// Whether the form was sent back to show other fields rather than to be saved.
    static func isRefresh(_ form: FormFields) -> Bool { !form[refreshField].isEmpty }

    /// The kind chosen: recurring, or once for anything else (as a new chore starts).
    var isRecurring: Bool { values[Field.kind] == "recurring" }

    /// Whether members take turns: a rotation other than none, on a recurring chore.
    var isRotating: Bool {
        isRecurring && (ChoreRotation.Mode(rawValue: values[Field.rotation]).map { $0 != .none } ?? false)
    }

    static func input(from form: FormFields) -> ChoreInput {
        var input = ChoreInput()
        input.roomID = form[Field.room]
        input.name = form[Field.name]
        input.details = form[Field.details]
        input.kind = form[Field.kind]
        input.startDate = form[Field.startDate]
        input.startTime = form[Field.startTime]
        input.endDate = form[Field.endDate]
        input.endTime = form[Field.endTime]
        input.intervalValue = form[Field.intervalValue]
        input.intervalUnit = form[Field.intervalUnit]
        input.timeZone = form[Field.timeZone]
        input.assigneeID = form[Field.assignee]
        input.rotationMode = form[Field.rotation] == "none" ? "" : form[Field.rotation]
        input.rotationMembers = form.all(Field.rotationMembers)
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
                \(form.select(Field.room, label: frame(.room), options: roomOptions, selected: values[Field.room]))
                \(form.input(Field.name, label: frame(.name), maxLength: Chore.nameMaximumLength))
                \(form.textarea(Field.details, label: frame(.details), rows: 3, maxLength: Chore.detailsMaximumLength))
                \(form.choices(Field.kind, legend: frame(.kindLegend),
                    options: [("once", frame(.kindOnce)), ("recurring", frame(.kindRecurring))]))
                \(refreshButton)
                <div class="field-row">
                \(form.input(Field.startDate, label: frame(.startDate), type: "date", required: false, hint: frame(.startHint)))
                \(form.input(Field.startTime, label: frame(.startTime), type: "time", required: false))
                </div>
                <div class="field-row chore-once" id="chore-once-fields"\(Self.shown(for: "kind", ["once"], !isRecurring))>
                \(form.input(Field.endDate, label: frame(.endDate), type: "date", required: false))
                \(form.input(Field.endTime, label: frame(.endTime), type: "time", required: false))
                </div>
                <div class="field-row chore-recurring" id="chore-interval-fields"\(Self.shown(for: "kind", ["recurring"], isRecurring))>
                \(form.input(Field.intervalValue, label: frame(.intervalValue), type: "number", required: false,
                    extraAttributes: " min=\"1\" inputmode=\"numeric\""))
                \(form.select(Field.intervalUnit, label: frame(.intervalUnit), options: units, selected: values[Field.intervalUnit]))
                </div>
                \(form.input(Field.timeZone, label: frame(.timeZone), required: false, maxLength: 100))
                \(form.select(Field.assignee, label: frame(.assignee), options: [(value: "", label: frame(.nobody))] + people,
                    selected: values[Field.assignee]))
                <div class="chore-recurring" id="chore-rotation-fields"\(Self.shown(for: "kind", ["recurring"], isRecurring))>
                \(form.choices(Field.rotation, legend: frame(.rotationLegend),
                    options: ChoreRotation.Mode.allCases.map { ($0.rawValue, frame(.rotationMode($0))) }))
                <div id="chore-rotation-members"\(Self.shown(for: "rotation", rotatingModes, isRotating))>
                \(form.choices(Field.rotationMembers, legend: frame(.rotationMembers), options: people, multiple: true))
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
