import DomovCore
import Foundation

/// The planner's pages and form targets, under /planner/{household}. Part of `SiteURL`.
public enum PlannerURL: Sendable, Equatable {
    case agenda(ID<Household>, PlannerFilter = PlannerFilter())
    case calendar(ID<Household>, PlannerCalendarRange, PlannerFilter = PlannerFilter())
    /// A month with one of its grid's days chosen: on a phone that day's list is under the grid.
    case monthDay(ID<Household>, year: Int, month: Int, day: LocalDate, PlannerFilter = PlannerFilter())
    case history(ID<Household>)
    case newItem(ID<Household>, kind: PlannerItemKind? = nil, date: LocalDate? = nil)
    /// POST: create.
    case items(ID<Household>)
    case item(ID<Household>, ID<PlannerItem>, occurrence: Date? = nil)
    case edit(ID<Household>, ID<PlannerItem>, occurrence: Date? = nil)
    /// POST: save an edit (the scope and occurrence travel in the form).
    case update(ID<Household>, ID<PlannerItem>)
    case complete(ID<Household>, ID<PlannerItem>)
    case reopen(ID<Household>, ID<PlannerItem>)
    /// POST: a member's answer to a meeting they are invited to (`response`).
    case answer(ID<Household>, ID<PlannerItem>)
    /// GET asks for confirmation (and, for a series, which occurrences); POST deletes.
    case delete(ID<Household>, ID<PlannerItem>, occurrence: Date? = nil)
    /// POST: Undo of a delete, the item's calendar object written back (the next page in the form).
    case restore(ID<Household>, ID<PlannerItem>)
    case categories(ID<Household>)
    case category(ID<Household>, ID<PlannerCategory>)
    case categoryDelete(ID<Household>, ID<PlannerCategory>)
    /// The user's personal calendars in this household (GET), and making one (POST).
    case calendars(ID<Household>)
    /// POST: rename, recolour or redescribe a personal calendar.
    case personalCalendar(ID<Household>, ID<PlannerCalendar>)
    /// GET asks for confirmation; POST deletes the calendar with its items.
    case personalCalendarDelete(ID<Household>, ID<PlannerCalendar>)
    /// POST: subscribe to an external calendar by its address.
    case subscriptions(ID<Household>)
    /// POST: fetch it now.
    case subscriptionRefresh(ID<Household>, ID<CalendarSubscription>)
    /// POST: unsubscribe.
    case subscriptionDelete(ID<Household>, ID<CalendarSubscription>)
    /// POST: add an external CalDAV account.
    case externalAccounts(ID<Household>)
    /// POST: sync it now.
    case externalAccountSync(ID<Household>, ID<ExternalCalendarAccount>)
    /// POST: remove it (its Domov calendars stay).
    case externalAccountDelete(ID<Household>, ID<ExternalCalendarAccount>)
    /// Sends the browser to an OAuth provider to connect a calendar account (Google's).
    case externalAccountConnect(ID<Household>, provider: String)
    /// The user's subscription addresses for calendar apps (GET), and making one (POST).
    case feeds(ID<Household>)
    case feedRevoke(ID<Household>, ID<CalendarFeed>)
    /// POST an .ics file: a preview of what importing it would do.
    case importPreview(ID<Household>)
    /// POST the previewed file again: import it.
    case importCalendar(ID<Household>)

    /// The path patterns the router registers; `path` fills them in.
    enum Route: String, RoutePattern {
        /// Opens the current household's agenda (`SiteURL.module(.planner)`).
        case start = "/planner"
        case agenda = "/planner/:household"
        /// The calendar views, one per `PlannerCalendarRange`: a day and a week by a date, a month as "2026-03".
        case day = "/planner/:household/day/:date"
        case week = "/planner/:household/week/:date"
        case month = "/planner/:household/month/:month"
        case history = "/planner/:household/done"
        case newItem = "/planner/:household/items/new"
        case items = "/planner/:household/items"
        /// GET shows the item; POST saves it edited (`update`).
        case item = "/planner/:household/items/:item"
        case edit = "/planner/:household/items/:item/edit"
        case complete = "/planner/:household/items/:item/complete"
        case reopen = "/planner/:household/items/:item/reopen"
        case answer = "/planner/:household/items/:item/answer"
        case delete = "/planner/:household/items/:item/delete"
        case restore = "/planner/:household/items/:item/restore"
        case categories = "/planner/:household/categories"
        case category = "/planner/:household/categories/:category"
        case categoryDelete = "/planner/:household/categories/:category/delete"
        case calendars = "/planner/:household/calendars"
        case personalCalendar = "/planner/:household/calendars/:calendar"
        case personalCalendarDelete = "/planner/:household/calendars/:calendar/delete"
        case subscriptions = "/planner/:household/subscriptions"
        case subscriptionRefresh = "/planner/:household/subscriptions/:subscription/refresh"
        case subscriptionDelete = "/planner/:household/subscriptions/:subscription/delete"
        case externalAccounts = "/planner/:household/accounts"
        case externalAccountSync = "/planner/:household/accounts/:account/sync"
        case externalAccountDelete = "/planner/:household/accounts/:account/delete"
        /// Registered by `CalendarConnectController`.
        case externalAccountConnect = "/planner/:household/accounts/connect/:provider"
        case feeds = "/planner/:household/feeds"
        case feedRevoke = "/planner/:household/feeds/:feed/revoke"
        case importPreview = "/planner/:household/import/preview"
        case importCalendar = "/planner/:household/import"
    }

    var path: String {
        switch self {
        case .agenda(let h, let filter): Route.agenda.path(h) + filter.query
        case .calendar(let h, let range, let filter): range.path(h) + filter.query
        case .monthDay(let h, let year, let month, let day, let filter):
            PlannerCalendarRange.month(year: year, month: month).path(h) + Self.query([("day", day.isoString)] + filter.pairs)
        case .history(let h): Route.history.path(h)
        case .newItem(let h, let kind, let date):
            Route.newItem.path(h) + Self.query([("kind", kind?.rawValue), ("date", date?.isoString)])
        case .items(let h): Route.items.path(h)
        case .item(let h, let id, let occurrence): Route.item.path(h, id) + Self.occurrenceQuery(occurrence)
        case .edit(let h, let id, let occurrence): Route.edit.path(h, id) + Self.occurrenceQuery(occurrence)
        case .update(let h, let id): Route.item.path(h, id)
        case .complete(let h, let id): Route.complete.path(h, id)
        case .reopen(let h, let id): Route.reopen.path(h, id)
        case .answer(let h, let id): Route.answer.path(h, id)
        case .delete(let h, let id, let occurrence): Route.delete.path(h, id) + Self.occurrenceQuery(occurrence)
        case .restore(let h, let id): Route.restore.path(h, id)
        case .categories(let h): Route.categories.path(h)
        case .category(let h, let id): Route.category.path(h, id)
        case .categoryDelete(let h, let id): Route.categoryDelete.path(h, id)
        case .calendars(let h): Route.calendars.path(h)
        case .personalCalendar(let h, let id): Route.personalCalendar.path(h, id)
        case .personalCalendarDelete(let h, let id): Route.personalCalendarDelete.path(h, id)
        case .subscriptions(let h): Route.subscriptions.path(h)
        case .subscriptionRefresh(let h, let id): Route.subscriptionRefresh.path(h, id)
        case .subscriptionDelete(let h, let id): Route.subscriptionDelete.path(h, id)
        case .externalAccounts(let h): Route.externalAccounts.path(h)
        case .externalAccountSync(let h, let id): Route.externalAccountSync.path(h, id)
        case .externalAccountDelete(let h, let id): Route.externalAccountDelete.path(h, id)
        case .externalAccountConnect(let h, let provider): Route.externalAccountConnect.path(h, provider)
        case .feeds(let h): Route.feeds.path(h)
        case .feedRevoke(let h, let id): Route.feedRevoke.path(h, id)
        case .importPreview(let h): Route.importPreview.path(h)
        case .importCalendar(let h): Route.importCalendar.path(h)
        }
    }

    /// Occurrences are named by their original start as an iCalendar UTC stamp
    /// ("20260329T070000Z"): readable, and safe in a URL without escaping.
    static func occurrenceToken(_ date: Date) -> String {
        LocalDateTime(instant: date, in: .gmt).icalString + "Z"
    }

    static func occurrence(fromToken token: String?) -> Date? {
        guard let token, token.hasSuffix("Z"), let local = LocalDateTime(icalString: token.dropLast()) else { return nil }
        return local.instant(in: .gmt)
    }

    private static func occurrenceQuery(_ occurrence: Date?) -> String {
        query([("occurrence", occurrence.map(occurrenceToken))])
    }

    static func query(_ pairs: [(String, String?)]) -> String {
        let present = pairs.compactMap { name, value in value.map { (name, $0) } }
        guard !present.isEmpty else { return "" }
        return "?"
            + present.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) ?? "")" }
            .joined(separator: "&")
    }
}

/// The filters a planner view keeps while moving between days, weeks and months.
public struct PlannerFilter: Sendable, Equatable {
    /// Category tokens ("work" or a custom category's id); empty shows all.
    var categories: [String] = []
    var text: String = ""
    /// Calendar tokens ("household" or a personal calendar's id); empty shows all.
    var calendars: [String] = []

    public init(categories: [String] = [], text: String = "", calendars: [String] = []) {
        self.categories = categories
        self.text = text
        self.calendars = calendars
    }

    var query: String { PlannerURL.query(pairs) }

    var pairs: [(String, String?)] {
        categories.map { ("category", $0) } + calendars.map { ("calendar", $0) } + [("q", text.isEmpty ? nil : text)]
    }

    var isActive: Bool { !categories.isEmpty || !text.isEmpty || !calendars.isEmpty }
}

/// Which stretch of time a calendar view shows.
public enum PlannerCalendarRange: Sendable, Equatable {
    case day(LocalDate)
    /// The week that contains the date, from the viewer's first weekday.
    case week(LocalDate)
    case month(year: Int, month: Int)

    /// The month view's grid: the month's weeks, from `firstWeekday` (the viewer's setting,
    /// `UserPreferences.weekStart(in:)`), with the neighbouring months' days.
    func monthGrid(from firstWeekday: Weekday) -> PlannerMonthGrid? {
        guard case .month(let year, let month) = self else { return nil }
        return PlannerMonthGrid(year: year, month: month, firstWeekday: firstWeekday)
    }

    /// The household's calendar view of this stretch of time.
    func path(_ household: ID<Household>) -> String {
        switch self {
        case .day(let date): PlannerURL.Route.day.path(household, date.isoString)
        case .week(let date): PlannerURL.Route.week.path(household, date.isoString)
        // "2026-03": the ISO date of the month's first day without the day.
        case .month(let year, let month):
            PlannerURL.Route.month.path(household, LocalDate(year: year, month: month, day: 1)!.isoString.prefix(7))
        }
    }

    /// The first and the day after the last day shown: for a month, its grid's, with the
    /// neighbouring months' days that fill its first and last week. Weeks start on `firstWeekday`.
    func days(from firstWeekday: Weekday) -> (first: LocalDate, end: LocalDate) {
        switch self {
        case .day(let date):
            return (date, date.adding(days: 1))
        case .week(let date):
            let first = date.adding(days: -((date.weekday.rawValue - firstWeekday.rawValue + 7) % 7))
            return (first, first.adding(days: 7))
        case .month:
            let grid = monthGrid(from: firstWeekday)!
            return (grid.first, grid.end)
        }
    }

    var previous: PlannerCalendarRange { shifted(by: -1) }
    var next: PlannerCalendarRange { shifted(by: 1) }

    private func shifted(by step: Int) -> PlannerCalendarRange {
        switch self {
        case .day(let date):
            return .day(date.adding(days: step))
        case .week(let date):
            return .week(date.adding(days: 7 * step))
        case .month(let year, let month):
            let index = year * 12 + (month - 1) + step
            return .month(year: index / 12, month: index % 12 + 1)
        }
    }
}

extension CharacterSet {
    static let urlQueryValueAllowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~:"))
}
