import DomovCore
import Foundation

/// Across the house: what is critical or overdue now, most urgent first, and who has done
/// how much in the last 30 days.
struct ChoresOverviewPage {
    let frame: ChoresFrame
    /// The most urgent first, as many as the page shows.
    let urgent: [Chore]
    /// How many are critical or overdue in all.
    let total: Int
    let rooms: [ID<ChoreRoom>: ChoreRoom]
    let allRooms: Bool
    let completions: [ID<User>: Int]
    /// The chores calendar address just made, shown once.
    var newFeedURL: String?

    /// Rows shown at first, and added by "Show more": a house of thousands of chores can have a
    /// thousand urgent ones, and a page of all of them is slow to make and to read on a phone.
    static let pageSize = 100

    /// How many rows a `show` parameter asks for: a positive multiple of the page size.
    static func shown(_ parameter: String?) -> Int {
        guard let requested = parameter.flatMap({ Int($0) }), requested > pageSize else { return pageSize }
        return (min(requested, 100_000) + pageSize - 1) / pageSize * pageSize
    }

    func render() -> HTML {
        let h = frame.householdID
        let toggle: HTML =
            allRooms
            ? "<a id=\"overview-mine\" href=\"\(SiteURL.chores(.overview(h)))\">\(frame(.showMyRooms))</a>"
            : "<a id=\"overview-all\" href=\"\(SiteURL.chores(.overview(h, allRooms: true)))\">\(frame(.showAllRooms))</a>"
        let list: HTML =
            urgent.isEmpty
            ? "<p class=\"empty-state\" id=\"urgent-empty\">\(frame(.urgentEmpty))</p>"
            : "<ul class=\"chore-list\" id=\"urgent\">\(urgent.html(row))</ul>\(more)"
        return frame.render(
            title: frame(.overview), tab: .overview,
            """
            <section class="card">
            <h2>\(allRooms ? frame(.urgentAll) : frame(.urgentMine))</h2>
            <p>\(toggle)</p>
            \(list)
            </section>
            <section class="card" id="stats">
            <h2>\(frame(.statsHeading))</h2>
            \(stats)
            </section>
            \(feedSection)
            \(ChoresRoomPage.statusHelp(frame))
            """)
    }

    /// The chores calendar for calendar apps: a button that makes an address, and the address
    /// once made, ready to copy (the copy button is app.js's; without it the field is selectable).
    /// Addresses are stored as hashes only, so one is shown once; the planner lists them to revoke.
    private var feedSection: HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        let address: HTML =
            newFeedURL.map { url in
                CopyField(id: "chores-feed-url", value: url, t: frame.t).notice(label: frame(.feedAddressLabel))
            }
            ?? form.form(
                id: "chores-feed-form", action: .chores(.createFeed(frame.householdID)),
                """
                \(form.submit(frame(.feedCreate), style: "secondary"))
                """)
        return """
            <section class="card" id="calendar-feed" aria-labelledby="calendar-feed-heading">
            <h2 id="calendar-feed-heading">\(frame(.feedHeading))</h2>
            <p>\(frame(.feedExplanation))</p>
            \(address)
            <p class="hint">\(frame(.feedRevokeHint)) <a href="\(SiteURL.planner(.feeds(frame.householdID)))">\
            \(frame(.calendarLink))</a>.</p>
            </section>
            """
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

    /// "The 100 most urgent of 1,093 are shown. Show 100 more".
    private var more: HTML {
        guard total > urgent.count else { return "" }
        let next = SiteURL.chores(.overview(frame.householdID, allRooms: allRooms, show: urgent.count + Self.pageSize))
        return """
            <p id="urgent-more">\(frame(.urgentShowing(urgent.count, of: total))) <a \
            href="\(next)">\(frame(.urgentShowMore(min(Self.pageSize, total - urgent.count))))</a></p>
            """
    }

    private var stats: HTML {
        guard completions.values.contains(where: { $0 > 0 }) else {
            return "<p class=\"muted\" id=\"stats-empty\">\(frame(.statsEmpty))</p>"
        }
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
