import DomovCore
import Foundation

/// What every chores page shares: the household, its members, the viewer's zone and "now",
/// and the module's header with its tabs.
struct ChoresFrame {
    enum Tab: Equatable {
        case rooms, overview, room, chore
    }

    let chrome: PageChrome
    let household: Household
    /// Members by nickname (the seed's order).
    let members: [Member]
    let timeZone: TimeZone
    let now: Date

    var householdID: ID<Household> { household.id }
    var t: Localizer { chrome.t }

    func callAsFunction(_ text: ChoresText) -> String {
        t(.chores(text))
    }

    func memberName(_ id: ID<User>) -> String {
        members.first { $0.userID == id }?.displayName ?? self(.formerMember)
    }

    func render(title: String, tab: Tab, heading: HTML? = nil, _ content: HTML) -> HTML {
        func link(_ target: Tab, _ url: SiteURL, _ label: String) -> HTML {
            let mark: HTML = target == tab ? " aria-current=\"page\"" : ""
            return "<li><a href=\"\(url)\"\(mark)>\(label)</a></li>"
        }
        return PageLayout(chrome: chrome, title: title, module: .chores).render(
            """
            <div class="chores"\(liveLabels)>
            <div class="chores-head">
            \(heading ?? "<h1>\(title)</h1>")
            <div class="chores-new">
            <a class="button primary" id="new-chore" href="\(SiteURL.chores(.newChore(householdID, room: nil)))">\(self(.newChore))</a>
            <a class="button secondary" id="new-room" href="\(SiteURL.chores(.newRoom(householdID)))">\(self(.newRoom))</a>
            </div>
            </div>
            <nav class="chores-tabs" aria-label="\(self(.views))"><ul>
            \(link(.rooms, .chores(.rooms(householdID)), self(.rooms)))
            \(link(.overview, .chores(.overview(householdID)), self(.overview)))
            </ul></nav>
            \(content)
            </div>
            """)
    }

    // MARK: Status and time

    /// The status in words with a class for its colour, and the data chores.js needs to keep
    /// it current while the page is open.
    func statusBadge(_ chore: Chore) -> HTML {
        let status = chore.status(at: now)
        return "<span class=\"chore-status status-\(status.rawValue)\">\(self(.statusOf(status)))</span>"
    }

    /// The attributes that let chores.js recompute a chore's status and time remaining.
    func liveData(_ chore: Chore) -> HTML {
        """
         data-chore-start=\"\(Self.milliseconds(chore.start))\" data-chore-due=\"\(Self.milliseconds(chore.due))\" \
        data-chore-done=\"\(chore.isDone ? "1" : "0")\"
        """
    }

    /// "2 h 5 min left", "overdue by 3 min", "starts in 1 d", or "done …".
    func remaining(_ chore: Chore) -> String {
        if let done = chore.completedAt { return self(.doneAt(t.dateTime(done, in: timeZone))) }
        if now < chore.start { return self(.startsIn(duration(chore.start.timeIntervalSince(now)))) }
        let left = chore.due.timeIntervalSince(now)
        return left > 0 ? self(.left(duration(left))) : self(.overdueBy(duration(-left)))
    }

    /// A compact duration: the two largest of days, hours and minutes ("1 d 3 h", "45 min").
    func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds / 60)
        guard minutes > 0 else { return self(.underAMinute) }
        let parts = [(minutes / 1440, self(.unitDays)), (minutes % 1440 / 60, self(.unitHours)), (minutes % 60, self(.unitMinutes))]
        let first = parts.firstIndex { $0.0 > 0 } ?? 2
        return parts[first...].prefix(2).filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: " ")
    }

    func repeats(_ chore: Chore) -> String {
        chore.schedule.interval.map { self(.every($0)) } ?? self(.once)
    }

    func dateTime(_ date: Date) -> String { t.dateTime(date, in: timeZone) }

    /// The labels chores.js swaps in, on the module's root element (or Today's chores card).
    var liveLabels: HTML {
        let statuses = ChoreStatus.allCases.html { " data-label-\($0.rawValue)=\"\(self(.statusOf($0)))\"" }
        return """
            \(statuses) data-now="\(Self.milliseconds(now))" data-text-left="\(self(.left("{}")))" \
            data-text-overdue="\(self(.overdueBy("{}")))" \
            data-text-starts="\(self(.startsIn("{}")))" data-unit-d="\(self(.unitDays))" data-unit-h="\(self(.unitHours))" \
            data-unit-min="\(self(.unitMinutes))" data-text-under-minute="\(self(.underAMinute))"
            """
    }

    static func milliseconds(_ date: Date) -> Int {
        Int((date.timeIntervalSince1970 * 1000).rounded())
    }

    // MARK: Rooms

    /// The room's picture: one SVG per type, painted in the text colour, so it reads in light and dark.
    static func picture(_ type: ChoreRoomType) -> HTML {
        "<span class=\"icon room-picture icon-room-\(type.rawValue)\" aria-hidden=\"true\"></span>"
    }
}
