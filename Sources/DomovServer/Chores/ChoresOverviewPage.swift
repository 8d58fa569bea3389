import DomovCore
import Foundation

/// Across the house: what is critical or overdue now, most urgent first, and who has done
/// how much in the last 30 days.
struct ChoresOverviewPage {
    let frame: ChoresFrame
    let urgent: [Chore]
    let rooms: [ID<ChoreRoom>: ChoreRoom]
    let allRooms: Bool
    let completions: [ID<User>: Int]

    func render() -> HTML {
        let h = frame.householdID
        let toggle: HTML = allRooms
            ? "<a id=\"overview-mine\" href=\"\(SiteURL.chores(.overview(h)))\">\(frame(.showMyRooms))</a>"
            : "<a id=\"overview-all\" href=\"\(SiteURL.chores(.overview(h, allRooms: true)))\">\(frame(.showAllRooms))</a>"
        let list: HTML = urgent.isEmpty
            ? "<p class=\"empty-state\" id=\"urgent-empty\">\(frame(.urgentEmpty))</p>"
            : "<ul class=\"chore-list\" id=\"urgent\">\(urgent.html(row))</ul>"
        return frame.render(title: frame(.overview), tab: .overview, """
            <section class="card">
            <h2>\(allRooms ? frame(.urgentAll) : frame(.urgentMine))</h2>
            <p>\(toggle)</p>
            \(list)
            </section>
            <section class="card" id="stats">
            <h2>\(frame(.statsHeading))</h2>
            \(stats)
            </section>
            <p class="muted" id="calendar-hint">\(frame(.calendarHint)) <a href="\(SiteURL.planner(.feeds(h)))">\(frame(.calendarLink))</a></p>
            \(ChoresRoomPage.statusHelp(frame))
            """)
    }

    private func row(_ chore: Chore) -> HTML {
        let room: HTML = rooms[chore.roomID].map { "<span class=\"muted\">\(ChoresFrame.picture($0.type)) \($0.name)</span>" as HTML } ?? ""
        return """
        <li class="chore-row status-\(chore.status(at: frame.now).rawValue)"\(frame.liveData(chore))>
        <a class="chore-name" href="\(SiteURL.chores(.chore(frame.householdID, chore.id)))">\(chore.name)</a>
        <span class="chore-remaining">\(frame.remaining(chore))</span>
        \(room)
        \(frame.statusBadge(chore))
        </li>
        """
    }

    private var stats: HTML {
        guard completions.values.contains(where: { $0 > 0 }) else { return "<p class=\"muted\" id=\"stats-empty\">\(frame(.statsEmpty))</p>" }
        let rows = frame.members.html { member in
            let count = completions[member.userID, default: 0]
            return "<tr><th scope=\"row\">\(member.displayName)</th><td>\(frame(.completions(count)))</td></tr>"
        }
        let maximum = max(1, completions.values.max() ?? 1)
        let bars = frame.members.html { member in
            let count = completions[member.userID, default: 0]
            return "<li><span>\(member.displayName)</span> <meter min=\"0\" max=\"\(maximum)\" value=\"\(count)\">\(count)</meter></li>"
        }
        return "<table class=\"chore-stats\"><tbody>\(rows)</tbody></table><ul class=\"chore-stat-bars\" aria-hidden=\"true\">\(bars)</ul>"
    }
}
