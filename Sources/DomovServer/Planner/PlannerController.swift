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
        signedIn.get(PlannerURL.Route.start, use: start)
        household.get(PlannerURL.Route.agenda, use: agenda)
        household.get(PlannerURL.Route.day, use: day)
        household.get(PlannerURL.Route.week, use: week)
        household.get(PlannerURL.Route.month, use: month)
        household.get(PlannerURL.Route.history, use: history)
        household.get(PlannerURL.Route.newItem, use: newItem)
        household.post(PlannerURL.Route.items, use: create)
        household.get(PlannerURL.Route.item, use: show)
        household.get(PlannerURL.Route.edit, use: edit)
        household.post(PlannerURL.Route.item, use: update)
        household.post(PlannerURL.Route.complete, use: complete)
        household.post(PlannerURL.Route.reopen, use: reopen)
        household.post(PlannerURL.Route.answer, use: answer)
        household.get(PlannerURL.Route.delete, use: confirmDelete)
        household.post(PlannerURL.Route.delete, use: delete)
        household.post(PlannerURL.Route.restore, use: restore)
        household.get(PlannerURL.Route.categories, use: categories)
        household.post(PlannerURL.Route.categories, use: createCategory)
        household.post(PlannerURL.Route.category, use: updateCategory)
        household.get(PlannerURL.Route.categoryDelete, use: confirmDeleteCategory)
        household.post(PlannerURL.Route.categoryDelete, use: deleteCategory)
        household.get(PlannerURL.Route.calendars, use: personalCalendars)
        household.post(PlannerURL.Route.calendars, use: createPersonalCalendar)
        household.post(PlannerURL.Route.personalCalendar, use: updatePersonalCalendar)
        household.get(PlannerURL.Route.personalCalendarDelete, use: confirmDeletePersonalCalendar)
        household.post(PlannerURL.Route.personalCalendarDelete, use: deletePersonalCalendar)
        household.post(PlannerURL.Route.subscriptions, use: subscribe)
        household.post(PlannerURL.Route.subscriptionRefresh, use: refreshSubscription)
        household.post(PlannerURL.Route.subscriptionDelete, use: unsubscribe)
        household.post(PlannerURL.Route.externalAccounts, use: addExternalAccount)
        household.post(PlannerURL.Route.externalAccountSync, use: syncExternalAccount)
        household.post(PlannerURL.Route.externalAccountDelete, use: removeExternalAccount)
        household.get(PlannerURL.Route.feeds, use: feeds)
        household.post(PlannerURL.Route.feeds, use: createFeed)
        household.post(PlannerURL.Route.feedRevoke, use: revokeFeed)
        household.post(PlannerURL.Route.importPreview, use: previewImport)
        household.post(PlannerURL.Route.importCalendar, use: importCalendar)
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
