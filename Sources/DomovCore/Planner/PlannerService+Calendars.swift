import Foundation

/// Personal calendars (`PlannerCalendar`): each is its owner's alone, so every use case
/// answers `notFound` to anyone else, members of its household included.
extension PlannerService {
    /// The user's personal calendars in the household, by name.
    public func calendars(in householdID: ID<Household>, for user: User) async throws -> [PlannerCalendar] {
        try await households.requireMember(householdID, user)
        return try await planner.calendars(ownerID: user.id, householdID: householdID)
    }

    /// The user's personal calendars in every household they are still a member of.
    public func allCalendars(for user: User) async throws -> [PlannerCalendar] {
        var kept: [PlannerCalendar] = []
        for calendar in try await planner.calendars(ownerID: user.id, householdID: nil) {
            if try await households.household(id: calendar.householdID, visibleTo: user.id) != nil { kept.append(calendar) }
        }
        return kept
    }

    /// The calendar if it is the user's and they are still in its household.
    public func calendar(_ id: ID<PlannerCalendar>, for user: User) async throws -> PlannerCalendar {
        guard let calendar = try await planner.calendar(id: id), calendar.ownerID == user.id else { throw DomainError.notFound }
        try await households.requireMember(calendar.householdID, user)
        return calendar
    }

    /// Makes a personal calendar. `slug` is the CalDAV collection name an app chose
    /// (MKCALENDAR), `order` its place in the app's list; calendars made in Domov are named by their id.
    public func createCalendar(
        _ input: PlannerCalendarInput, slug: String? = nil, order: Int? = nil, in householdID: ID<Household>, by user: User
    ) async throws -> PlannerCalendar {
        try await households.requireMember(householdID, user)
        let (name, color, details) = try input.validated()
        if try await planner.calendars(ownerID: user.id, householdID: nil).count >= PlannerCalendar.maximumPerUser {
            throw ValidationFailure("name", .tooMany(maximum: PlannerCalendar.maximumPerUser))
        }
        let id: ID<PlannerCalendar> = ids()
        let calendar = PlannerCalendar(
            id: id, householdID: householdID, ownerID: user.id, slug: slug ?? id.description, name: name, color: color, details: details,
            components: input.components.isEmpty ? Set(PlannerCalendarComponent.allCases) : input.components, order: order,
            createdAt: clock.now()
        )
        try await planner.createCalendar(calendar)
        return calendar
    }

    /// Renames, recolours or redescribes it; the components it holds and its order stay.
    @discardableResult
    public func updateCalendar(_ id: ID<PlannerCalendar>, with input: PlannerCalendarInput, by user: User) async throws -> PlannerCalendar {
        try await updateCalendar(id, with: input, order: { $0 }, by: user)
    }

    /// As above, and places it in calendar apps' lists (CalDAV PROPPATCH of calendar-order,
    /// applied with the other properties in one write); nil leaves the place to the apps.
    @discardableResult
    public func updateCalendar(_ id: ID<PlannerCalendar>, with input: PlannerCalendarInput, order: Int?, by user: User) async throws
        -> PlannerCalendar
    {
        try await updateCalendar(id, with: input, order: { _ in order }, by: user)
    }

    private func updateCalendar(_ id: ID<PlannerCalendar>, with input: PlannerCalendarInput, order: (Int?) -> Int?, by user: User)
        async throws -> PlannerCalendar
    {
        var calendar = try await calendar(id, for: user)
        let (name, color, details) = try input.validated()
        calendar.name = name
        calendar.color = color
        calendar.details = details
        calendar.order = order(calendar.order)
        try await planner.updateCalendar(calendar)
        return calendar
    }

    /// Deletes the calendar and everything in it.
    public func deleteCalendar(_ id: ID<PlannerCalendar>, by user: User) async throws {
        _ = try await calendar(id, for: user)
        guard try await planner.deleteCalendar(id: id) else { throw DomainError.notFound }
    }

    /// The calendar an item goes to: the household's, or one of the user's own in this
    /// household that holds this kind of item. Anything else is a field error, never a leak.
    func calendarID(for scope: PlannerCalendarScope, kind: PlannerItemKind, in householdID: ID<Household>, by user: User) async throws
        -> ID<PlannerCalendar>?
    {
        guard let id = scope.calendarID else { return nil }
        guard let calendar = try await planner.calendar(id: id), calendar.ownerID == user.id, calendar.householdID == householdID,
            calendar.holds(kind)
        else {
            throw ValidationFailure("calendar", .unknownChoice)
        }
        return id
    }
}
