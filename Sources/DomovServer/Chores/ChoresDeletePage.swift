import DomovCore
import Foundation

/// Asks before deleting a room (with all its chores) or a chore.
struct ChoresDeletePage {
    enum Subject {
        case room(ChoreRoom, choreCount: Int)
        case chore(Chore)
    }

    let frame: ChoresFrame
    let subject: Subject

    func render() -> HTML {
        let h = frame.householdID
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        let (title, explanation, action, back, id): (String, String, SiteURL, SiteURL, String) =
            switch subject {
            case .room(let room, let count):
                (
                    frame(.deleteRoomQuestion(room.name)), frame(.deleteRoomExplanation(count)), .chores(.deleteRoom(h, room.id)),
                    .chores(.room(h, room.id)), "delete-room-form"
                )
            case .chore(let chore):
                (
                    frame(.deleteChoreQuestion(chore.name)), frame(.deleteChoreExplanation), .chores(.deleteChore(h, chore.id)),
                    .chores(.room(h, chore.roomID)), "delete-chore-form"
                )
            }
        return frame.render(
            title: title, tab: .chore,
            """
            <section class="card danger-zone">
            <p>\(explanation)</p>
            \(form.form(id: id, action: action, """
                <div class="form-actions">
                <button type="submit" class="button danger">\(frame(.delete))</button>
                <a class="button secondary" href="\(back)">\(frame(.cancel))</a>
                </div>
                """))
            </section>
            """)
    }
}
