import Crypto
import DomovCore
import Foundation

/// The signed-in home of a member with a household: the day across the modules, one card per
/// module, each with one tap to act. Complete without JavaScript; app.js swaps in a fresh
/// `#today` every minute (asking with the fragment's ETag), and planner.js and chores.js keep
/// the status marks current in between, as on the agenda and the chores pages.
struct TodayPage {
    let chrome: PageChrome
    let household: Household
    let summary: TodaySummary
    let planner: PlannerFrame
    let chores: ChoresFrame
    let nameDays: NameDayFrame

    var h: ID<Household> { household.id }

    func callAsFunction(_ text: TodayText) -> String {
        chrome.t(.today(text))
    }

    /// The part app.js refetches; its hash is the ETag.
    var fragment: HTML {
        """
        \(plannerCard)
        \(choresCard)
        \(nameDaysCard)
        \(mealsCard)
        \(shoppingCard)
        """
    }

    /// The fragment's ETag: a hash of it without the chores card's clock (`data-now`, the
    /// server's millisecond, from which chores.js takes the device's offset), which differs on
    /// every request and would make every refetch a 200.
    static func etag(ofFragment fragment: String) -> String {
        var bytes = Array(fragment.utf8)
        let marker = Array(#"data-now=""#.utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            let valueStart = index + marker.count
            let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
            bytes.removeSubrange(valueStart..<valueEnd)
            index = valueStart
        }
        return "\"" + SHA256.hash(data: bytes).prefix(12).map { String(format: "%02x", $0) }.joined() + "\""
    }

    func render(fragment: HTML, etag: String) -> HTML {
        let date = planner.format.day(summary.date)
        return PageLayout(chrome: chrome, title: self(.title), alsoLoads: [.planner, .chores]).render(
            """
            <div class="today-head">
            <h1>\(self(.title))</h1>
            <p class="muted" id="today-date">\(self(.dateInHousehold(date: date, household: household.name)))</p>
            </div>
            <div class="today-grid" id="today" data-etag="\(etag)">\(fragment)</div>
            \(planner.doneForm(next: SiteURL.home.path))
            """)
    }

    // MARK: Cards

    private func card(_ id: String, heading: String, link: SiteURL, attributes: HTML = "", _ content: HTML) -> HTML {
        """
        <section class="card today-card" id="today-\(id)" aria-labelledby="today-\(id)-heading"\(attributes)>
        <h2 id="today-\(id)-heading"><a href="\(link)">\(heading)</a></h2>
        \(content)
        </section>
        """
    }

    private func empty(_ id: String, _ text: String, action: String, _ url: SiteURL) -> HTML {
        "<p class=\"today-empty\" id=\"today-\(id)-empty\"><span class=\"muted\">\(text)</span> <a href=\"\(url)\">\(action)</a></p>"
    }

    private var plannerCard: HTML {
        let content: HTML =
            summary.planner.isEmpty
            ? empty("planner", self(.plannerEmpty), action: self(.addPlannerItem), .planner(.newItem(h, kind: nil, date: summary.date)))
            : "<ul class=\"list agenda-list\">\(summary.planner.html { PlannerItemRow(frame: planner, occurrence: $0).render() })</ul>"
        return card("planner", heading: self(.plannerHeading), link: .planner(.agenda(h)), attributes: planner.statusLabels, content)
    }

    private var choresCard: HTML {
        let more = summary.choresTotal - summary.chores.count
        let content: HTML =
            summary.chores.isEmpty
            ? empty("chores", self(.choresEmpty), action: self(.chooseMyRooms), .chores(.rooms(h)))
            : """
            <ul class="chore-list">\(summary.chores.html(choreRow))</ul>
            \(more > 0
                ? "<p id=\"today-chores-more\"><a href=\"\(SiteURL.chores(.overview(h)))\">\(self(.moreChores(more)))</a></p>" as HTML : "")
            """
        // The class and labels chores.js looks for to keep the statuses current.
        return card(
            "chores", heading: self(.choresHeading), link: .chores(.overview(h)), attributes: " data-chores-live\(chores.liveLabels)",
            content)
    }

    private func choreRow(_ chore: Chore) -> HTML {
        let form = FormBuilder(t: chrome.t, csrfToken: chrome.csrfToken)
        let action = chore.schedule.isRecurring ? chores(.renew) : chores(.complete)
        return """
            <li class="chore-row status-\(chore.status(at: summary.now).rawValue)"\(chores.liveData(chore))>
            <div class="today-chore-main">
            <a class="chore-name" href="\(SiteURL.chores(.chore(h, chore.id)))">\(chore.name)</a>
            <span class="chore-remaining">\(chores.remaining(chore))</span>
            </div>
            \(chores.statusBadge(chore))
            \(form.form(id: "today-chore-\(chore.id)", action: .chores(.complete(h, chore.id)), classes: "inline today-chore-done",
                inPlace: true, """
            <input type="hidden" name="\(ReturnField.next)" value="\(SiteURL.home.path)">
            <button type="submit" class="button done">\(action)<span class="visually-hidden">: \(chore.name)</span></button>
            """))
            </li>
            """
    }

    private var nameDaysCard: HTML {
        let days = summary.nameDays.prefix(2).enumerated().html { index, day in
            let saved = summary.savedNameDays.filter { $0.date == day.date }
            let savedNames = Set(saved.map { TextRules.searchKey($0.reminder.name) })
            let names = day.entries.flatMap(\.entry.names).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let pieces: [HTML] = names.map { name in
                savedNames.contains(TextRules.searchKey(name)) ? "<strong class=\"saved-name\">\(name)</strong>" : "\(name)"
            }
            let list: HTML =
                names.isEmpty
                ? "<span class=\"muted\">\(self(.noName))</span>"
                : HTML(trusted: pieces.map(\.rendered).joined(separator: ", "))
            let people: HTML =
                saved.isEmpty
                ? ""
                : """
                <ul class="today-saved">\
                \(saved.html { "<li><span class=\"badge saved-badge\">\(self(.savedPerson))</span> \($0.reminder.title)</li>" })</ul>
                """
            return """
                <div class="today-name-day" id="today-name-day-\(index == 0 ? "today" : "tomorrow")">
                <h3>\(index == 0 ? self(.today) : self(.tomorrow)) <span class="muted">\(nameDays.day(DayOfYear(day.date)))</span></h3>
                <p class="today-names">\(list)</p>
                \(people)
                </div>
                """
        }
        return card(
            "name-days", heading: self(.nameDaysHeading), link: .nameDays(.home),
            """
            \(days)
            <p><a href="\(SiteURL.nameDays(.search()))">\(self(.nameDaysFind))</a></p>
            """)
    }

    private var mealsCard: HTML {
        let content: HTML =
            summary.meals.isEmpty
            ? empty("meals", self(.mealsEmpty), action: self(.planMeal), .meals(.recipes(h)))
            : """
            <ul class="list today-meals">\(summary.meals.html { meal in
                  """
                  <li><div><a class="primary-text" href="\(SiteURL.meals(.recipe(h, meal.recipe.id, servings: meal.servings)))">\
                  \(meal.recipe.name)</a>
                  <p class="meta"><time datetime="\(meal.occurrence.start?.internetDateTime ?? "")">\
                  \(planner.format.span(meal.occurrence))</time> · \(self(.servings(meal.servings)))</p></div></li>
                  """
              })</ul>
            """
        return card("meals", heading: self(.mealsHeading), link: .meals(.recipes(h)), content)
    }

    private var shoppingCard: HTML {
        let count = summary.openShoppingItems
        return card(
            "shopping", heading: self(.shoppingHeading), link: .meals(.shopping(h)),
            """
            <p class="today-shopping-count" id="today-shopping-count">\(count == 0 ? self(.shoppingEmpty) : self(.shoppingOpen(count)))</p>
            <p><a class="button secondary" href="\(SiteURL.meals(.shopping(h)))">\(self(.openShoppingList))</a></p>
            """)
    }
}
