import DomovCore
import Foundation

/// A room's chores by time remaining, with My rooms and deleting the room.
struct ChoresRoomPage {
    /// The field of the button that adds the room to (or takes it from) the person's own rooms.
    enum Field: String, FormField {
        case mine
    }

    let frame: ChoresFrame
    let room: ChoreRoom
    let chores: [Chore]
    let isMine: Bool

    func render() -> HTML {
        let h = frame.householdID
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        let list: HTML =
            chores.isEmpty
            ? "<p class=\"empty-state\" id=\"room-empty\">\(frame(.roomEmpty))</p>"
            : """
            <ul class="chore-list" id="chores" aria-label="\(frame(.name))">\(chores.html(row))</ul>
            """
        let heading: HTML = "<h1 class=\"room-heading\">\(ChoresFrame.picture(room.type)) <span id=\"room-title\">\(room.name)</span></h1>"
        return frame.render(
            title: room.name, tab: .room, heading: heading,
            """
            <p class="muted">\(frame(.roomType(room.type)))</p>
            <div class="room-actions">
            <form class="inline" id="my-room-form" method="post" action="\(SiteURL.chores(.myRoom(h, room.id)))">\(form.csrfField)\
            <input type="hidden" name="\(Field.mine)" value="\(isMine ? "0" : "1")">\
            <button type="submit" class="button \(isMine ? "secondary" : "primary")" id="my-room-toggle" \
            aria-pressed="\(isMine ? "true" : "false")">\
            \(isMine ? frame(.removeFromMyRooms) : frame(.addToMyRooms))</button></form>
            <a class="button secondary" href="\(SiteURL.chores(.newChore(h, room: room.id)))">\(frame(.newChore))</a>
            </div>
            \(isMine ? "<p class=\"badge mine\" id=\"room-mine\">\(frame(.inMyRooms))</p>" as HTML : "")
            \(list)
            \(ChoresRoomPage.statusHelp(frame))
            <p class="danger-link"><a class="button danger" id="delete-room" href="\(SiteURL.chores(.deleteRoom(h, room.id)))">\
            \(frame(.deleteRoom))</a></p>
            """)
    }

    private func row(_ chore: Chore) -> HTML {
        let h = frame.householdID
        let assignee: HTML =
            chore.assigneeID.map { " <span class=\"muted chore-assignee\">· \(frame.memberName($0))</span>" as HTML } ?? ""
        return """
            <li class="chore-row status-\(chore.status(at: frame.now).rawValue)"\(frame.liveData(chore))>
            <a class="chore-name" href="\(SiteURL.chores(.chore(h, chore.id)))">\(chore.name)</a>
            <span class="chore-remaining">\(frame.remaining(chore))</span>
            <span class="chore-interval muted">\(frame.repeats(chore))\(assignee)</span>
            \(frame.statusBadge(chore))
            <a class="chore-delete button link" href="\(SiteURL.chores(.deleteChore(h, chore.id)))">\(frame(.deleteChore))<span \
            class="visually-hidden">: \(chore.name)</span></a>
            </li>
            """
    }

    /// The status rule in words, on every page that shows statuses.
    static func statusHelp(_ frame: ChoresFrame) -> HTML {
        """
        <details class="chores-help" id="status-help"><summary>\(frame(.statusRuleHeading))</summary><p>\(frame(.statusRule))</p></details>
        """
    }
}
