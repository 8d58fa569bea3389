import DomovCore
import Foundation

/// The house's rooms with their pictures, and the My rooms filter.
struct ChoresRoomsPage {
    let frame: ChoresFrame
    let rooms: [ChoreRoom]
    let myRoomIDs: Set<ID<ChoreRoom>>
    let mineOnly: Bool
    /// Chores per room, and how many of them are critical and overdue now.
    let counts: [ID<ChoreRoom>: ChoreRoomCount]

    func render() -> HTML {
        let shown = mineOnly ? rooms.filter { myRoomIDs.contains($0.id) } : rooms
        let filter: HTML = """
            <nav class="chores-filter" aria-label="\(frame(.myRooms))"><ul>
            <li><a id="filter-all" href="\(SiteURL.chores(.rooms(frame.householdID)))"\(mineOnly ? "" : " aria-current=\"page\"" as HTML)>\
            \(frame(.allRooms))</a></li>
            <li><a id="filter-mine" \
            href="\(SiteURL.chores(.rooms(frame.householdID, mine: true)))"\(mineOnly ? " aria-current=\"page\"" : "" as HTML)>\
            \(frame(.myRooms))</a></li>
            </ul></nav>
            """
        let list: HTML =
            shown.isEmpty
            ? "<p class=\"empty-state\" id=\"rooms-empty\">\(mineOnly && !rooms.isEmpty ? frame(.myRoomsEmpty) : frame(.roomsEmpty))</p>"
            : "<ul class=\"room-grid\" id=\"rooms\">\(shown.html(card))</ul>"
        return frame.render(
            title: frame(.rooms), tab: .rooms,
            """
            \(filter)
            \(list)
            <p class="chores-leave"><a href="\(SiteURL.household(frame.householdID))">\(frame(.leaveHousehold))</a></p>
            """)
    }

    private func card(_ room: ChoreRoom) -> HTML {
        let count = counts[room.id] ?? ChoreRoomCount(total: 0)
        let mine: HTML = myRoomIDs.contains(room.id) ? "<span class=\"badge mine\">\(frame(.inMyRooms))</span>" : ""
        // "2 critical, 1 overdue": each in its status's colour, the comma for the ear.
        let badges: [HTML] = [
            count.critical > 0 ? "<span class=\"chore-status status-critical\">\(frame(.criticalCount(count.critical)))</span>" : nil,
            count.overdue > 0 ? "<span class=\"chore-status status-overdue\">\(frame(.overdueCount(count.overdue)))</span>" : nil,
        ].compactMap { $0 }
        let comma: HTML = "<span class=\"visually-hidden\">, </span>"
        let urgent: HTML =
            badges.isEmpty ? "" : " <span class=\"room-urgent\">\(badges.dropFirst().reduce(badges[0]) { $0 + comma + $1 })</span>"
        return """
            <li class="room-card"><a href="\(SiteURL.chores(.room(frame.householdID, room.id)))">
            \(ChoresFrame.picture(room.type))
            <span class="room-name">\(room.name)</span>
            <span class="muted">\(frame(.roomType(room.type))) · \(frame(.choreCount(count.total)))</span>\(urgent)
            </a>\(mine)</li>
            """
    }
}
