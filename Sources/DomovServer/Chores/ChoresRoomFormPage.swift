import DomovCore
import Foundation

/// A new room: its name and one of the ten types, each shown with its picture.
struct ChoresRoomFormPage {
    /// The room form's fields.
    enum Field: String, FormField {
        case name
        case type
    }

    let frame: ChoresFrame
    var values = FormFields()
    var failure: ValidationFailure?

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: values, failure: failure)
        let selected = values[Field.type].isEmpty ? ChoreRoomType.kitchen.rawValue : values[Field.type]
        let types = ChoreRoomType.allCases.enumerated().html { index, type in
            let checked: HTML = type.rawValue == selected ? " checked" : ""
            return """
                <label class="choice room-type" for="type-\(index)"><input id="type-\(index)" type="radio" name="\(Field.type)" \
                value="\(type.rawValue)"\(checked)>\
                \(ChoresFrame.picture(type)) \(frame(.roomType(type)))</label>
                """
        }
        let typeError = form.errorMessage(for: Field.type, failure?.problem(for: Field.type))
        return frame.render(
            title: frame(.newRoom), tab: .rooms,
            """
            <section class="card">
            \(form.form(id: "room-form", action: .chores(.createRoom(frame.householdID)), """
                \(form.input(Field.name, label: frame(.roomName), maxLength: ChoreRoom.nameMaximumLength))
                <fieldset class="choices room-types"><legend>\(frame(.roomTypeLabel))</legend>
                <div class="choice-list">\(types)</div>
                \(typeError)
                </fieldset>
                \(form.submit(frame(.createRoom)))
                """))
            </section>
            """)
    }
}
