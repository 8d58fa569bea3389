import DomovCore
import Foundation
import Hummingbird

/// The planner in the browser: agenda, day/week/month calendars, items and categories.
/// Every page is under /planner/{household}; non-members get 404 from the service.
struct PlannerController {
    let services: DomovServices

    /// How many upcoming occurrences the agenda shows.
    static let agendaLength = 100
    /// How far ahead the agenda lists subscribed calendars' events among its days.
    static let subscribedAgendaDays: Double = 14

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        let household = router.group(context: HouseholdRequestContext.self)
        signedIn.get("planner", use: start)
        household.get("planner/:household", use: agenda)
        household.get("planner/:household/day/:date", use: day)
        household.get("planner/:household/week/:date", use: week)
        household.get("planner/:household/month/:month", use: month)
        household.get("planner/:household/done", use: history)
        household.get("planner/:household/items/new", use: newItem)
        household.post("planner/:household/items", use: create)
        household.get("planner/:household/items/:item", use: show)
        household.get("planner/:household/items/:item/edit", use: edit)
        household.post("planner/:household/items/:item", use: update)
        household.post("planner/:household/items/:item/complete", use: complete)
        household.post("planner/:household/items/:item/reopen", use: reopen)
        household.post("planner/:household/items/:item/answer", use: answer)
        household.get("planner/:household/items/:item/delete", use: confirmDelete)
        household.post("planner/:household/items/:item/delete", use: delete)
        household.post("planner/:household/items/:item/restore", use: restore)
        household.get("planner/:household/categories", use: categories)
        household.post("planner/:household/categories", use: createCategory)
        household.post("planner/:household/categories/:category", use: updateCategory)
        household.get("planner/:household/categories/:category/delete", use: confirmDeleteCategory)
        household.post("planner/:household/categories/:category/delete", use: deleteCategory)
        household.get("planner/:household/calendars", use: personalCalendars)
        household.post("planner/:household/calendars", use: createPersonalCalendar)
        household.post("planner/:household/calendars/:calendar", use: updatePersonalCalendar)
        household.get("planner/:household/calendars/:calendar/delete", use: confirmDeletePersonalCalendar)
        household.post("planner/:household/calendars/:calendar/delete", use: deletePersonalCalendar)
        household.post("planner/:household/subscriptions", use: subscribe)
        household.post("planner/:household/subscriptions/:subscription/refresh", use: refreshSubscription)
        household.post("planner/:household/subscriptions/:subscription/delete", use: unsubscribe)
        household.post("planner/:household/accounts", use: addExternalAccount)
        household.post("planner/:household/accounts/:account/sync", use: syncExternalAccount)
        household.post("planner/:household/accounts/:account/delete", use: removeExternalAccount)
        household.get("planner/:household/feeds", use: feeds)
        household.post("planner/:household/feeds", use: createFeed)
        household.post("planner/:household/feeds/:feed/revoke", use: revokeFeed)
        household.post("planner/:household/import/preview", use: previewImport)
        household.post("planner/:household/import", use: importCalendar)
    }

    // MARK: Views

    /// /planner opens the current household's agenda.
    @Sendable func start(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        _ = context.user
        guard let household = context.currentHousehold else { return .redirect(to: .households) }
        return .redirect(to: .planner(.agenda(household.id)))
    }

    @Sendable func agenda(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let occurrences = try await services.planner.agenda(scope.query, limit: Self.agendaLength, for: scope.user)
        let now = services.clock.now()
        var until = now.addingTimeInterval(Self.subscribedAgendaDays * 86_400)
        // A full agenda stops at its last item's day: a subscribed event after it would stand
        // on a day whose own items were cut off.
        if occurrences.count >= Self.agendaLength, let last = occurrences.last?.firstDay(in: scope.frame.timeZone) {
            until = min(until, max(last.adding(days: 1).startOfDay(in: scope.frame.timeZone), now))
        }
        let subscribed = scope.frame.filter.isActive ? [] : scope.frame.subscribedEvents(in: DateInterval(start: now, end: until))
        return .html(PlannerAgendaPage(frame: scope.frame, occurrences: occurrences, subscribed: subscribed).render())
    }

    @Sendable func day(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await calendar(request, context) { .day(try Self.date(context, "date")) }
    }

    @Sendable func week(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await calendar(request, context) { .week(try Self.date(context, "date")) }
    }

    @Sendable func month(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await calendar(request, context) {
            let text = context.parameters.get("month") ?? ""
            guard let first = LocalDate(isoString: text + "-01") else { throw DomainError.notFound }
            return .month(year: first.year, month: first.month)
        }
    }

    private func calendar(_ request: Request, _ context: HouseholdRequestContext, range: () throws -> PlannerCalendarRange) async throws
        -> Response
    {
        let range = try range()
        var scope = try await scope(request, context)
        // The planner holds dates of these years (`PlannerDateRange`); a page far outside them
        // would link to a year 0 that has no address.
        let days = range.days(from: scope.frame.firstWeekday)
        guard days.first.year >= PlannerDateRange.firstYear, days.end.year <= PlannerDateRange.lastYear + 1 else {
            throw DomainError.notFound
        }
        let zone = scope.frame.timeZone
        // A month reads its whole grid, the neighbouring months' days too, in one query.
        scope.query.window = DateInterval(start: days.first.startOfDay(in: zone), end: days.end.startOfDay(in: zone))
        scope.query.includeDone = true
        let occurrences = try await services.planner.occurrences(scope.query, for: scope.user)
        // A filter narrows the planner's own items; subscribed events show only unfiltered.
        let subscribed = scope.frame.filter.isActive ? [] : scope.query.window.map(scope.frame.subscribedEvents) ?? []
        // `?day=` picks the month's day listed under the grid on a phone; anything else is ignored.
        let selectedDay = request.uri.queryParameters["day"].flatMap { LocalDate(isoString: $0) }
        return .html(
            PlannerCalendarPage(
                frame: scope.frame, range: range, occurrences: occurrences, subscribed: subscribed, selectedDay: selectedDay
            ).render())
    }

    @Sendable func history(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let items = try await services.planner.history(in: scope.frame.householdID, for: scope.user)
        return .html(PlannerHistoryPage(frame: scope.frame, items: items).render())
    }

    @Sendable func show(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let item = try await services.planner.item(try Self.itemID(context), in: scope.frame.householdID, for: scope.user)
        let occurrence = try await occurrence(of: item, request: request, frame: scope.frame)
        if let override = occurrence.replacement {
            return .redirect(to: .planner(.item(scope.frame.householdID, override.id)))
        }
        let invitations = try await services.meetingInvitations.invitations(about: occurrence.shown.item)
        let mailConfigured = try await services.notificationSettings.mailConfigured()
        return .html(
            PlannerItemPage(
                frame: scope.frame, occurrence: occurrence.shown, invitations: invitations, mailConfigured: mailConfigured
            ).render())
    }

    // MARK: Helpers

    /// What every planner page starts from: the user, their household's frame, and the filter.
    struct Scope {
        let user: User
        var frame: PlannerFrame
        var query: PlannerQuery
    }

    func scope(_ request: Request, _ context: HouseholdRequestContext, section: PlannerFrame.Tab? = nil) async throws -> Scope {
        let user = context.user
        let householdID = context.householdID
        // The frame's reads do not depend on each other (each checks membership itself), so they
        // run at once, each on a connection of its own: every planner page waits for the slowest
        // instead of their sum.
        async let membership = services.households.household(householdID, for: user)
        async let categories = services.planner.categories(in: householdID, for: user)
        async let members = services.households.members(of: householdID, for: user)
        async let calendars = services.planner.calendars(in: householdID, for: user)
        async let subscriptions = services.calendarSubscriptions.subscriptions(in: householdID, for: user)
        let filter = PlannerFilter(
            categories: request.formQuery.all("category").filter { !$0.isEmpty },
            text: request.formQuery["q"],
            calendars: request.formQuery.all("calendar").filter { !$0.isEmpty }
        )
        let frame = PlannerFrame(
            chrome: services.chrome(context, section: .module(.planner)), household: try await membership.0,
            categories: try await categories,
            members: try await members, filter: filter, timeZone: user.preferences.timeZone, now: services.clock.now(),
            format: PlannerFormat(language: context.language, timeZone: user.preferences.timeZone),
            calendars: try await calendars, subscriptions: try await subscriptions
        )
        return Scope(user: user, frame: frame, query: Self.query(householdID, filter: filter, viewer: user))
    }

    /// What the filter asks of the planner's items.
    static func query(_ householdID: ID<Household>, filter: PlannerFilter, viewer: User) -> PlannerQuery {
        var query = PlannerQuery(householdID: householdID, viewerID: viewer.id)
        query.categories = filter.categories.compactMap { PlannerCategoryRef(token: $0) }
        // An unknown calendar token shows nothing rather than everything.
        query.calendars = filter.calendars.map { PlannerCalendarScope(token: $0) ?? .personal(ID(UUID())) }
        query.text = filter.text
        return query
    }

    /// The occurrence a page is about: `?occurrence=` picks one of a series; an occurrence
    /// that was edited on its own is answered with that edited item instead.
    func occurrence(of item: PlannerItem, request: Request, frame: PlannerFrame) async throws -> (
        shown: PlannerOccurrence, replacement: PlannerItem?
    ) {
        let token = request.uri.queryParameters["occurrence"].map(String.init)
        guard item.isRecurring, let originalStart = PlannerURL.occurrence(fromToken: token) else {
            return (PlannerOccurrence(item: item, start: item.start, end: item.end, originalStart: item.override?.originalStart), nil)
        }
        guard PlannerExpansion.seriesHasOccurrence(item, at: originalStart) else { throw DomainError.notFound }
        let overrides = try await services.planner.overrides(of: item)
        if let replacement = overrides.first(where: { $0.override?.originalStart == originalStart }) {
            return (PlannerOccurrence(item: replacement, start: replacement.start, end: replacement.end), replacement)
        }
        let end = item.occurrenceEnd(startingAt: originalStart)
        return (PlannerOccurrence(item: item, start: originalStart, end: end, originalStart: originalStart), nil)
    }

    static func itemID(_ context: some RequestContext) throws -> ID<PlannerItem> {
        guard let id = ID<PlannerItem>(context.parameters.get("item") ?? "") else { throw DomainError.notFound }
        return id
    }

    static func date(_ context: some RequestContext, _ name: String) throws -> LocalDate {
        guard let date = LocalDate(isoString: context.parameters.get(name) ?? "") else { throw DomainError.notFound }
        return date
    }
}
