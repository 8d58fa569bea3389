import DomovCore
import Foundation
import Hummingbird
import HummingbirdCore

/// /api/v1/households/{household}/planner: items, occurrences, history and categories.
/// Everything is household-scoped: someone outside the household gets 404 for all of it.
struct PlannerAPIController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let household = router.group(context: HouseholdRequestContext.self)
        let planner = "households/:household/planner"
        household.get("\(planner)/items", use: list)
        household.post("\(planner)/items", use: create)
        household.get("\(planner)/items/:item", use: show)
        household.put("\(planner)/items/:item", use: update)
        household.delete("\(planner)/items/:item", use: delete)
        household.post("\(planner)/items/:item/complete", use: complete)
        household.post("\(planner)/items/:item/reopen", use: reopen)
        household.post("\(planner)/items/:item/answer", use: answer)
        household.get("\(planner)/history", use: history)
        household.get("\(planner)/categories", use: categories)
        household.post("\(planner)/categories", use: createCategory)
        household.put("\(planner)/categories/:category", use: updateCategory)
        household.delete("\(planner)/categories/:category", use: deleteCategory)
        household.get("\(planner)/calendars", use: calendars)
        household.post("\(planner)/calendars", use: createCalendar)
        household.put("\(planner)/calendars/:calendar", use: updateCalendar)
        household.delete("\(planner)/calendars/:calendar", use: deleteCalendar)
        household.get("\(planner)/subscriptions", use: subscriptions)
        household.post("\(planner)/subscriptions", use: subscribe)
        household.post("\(planner)/subscriptions/:subscription/refresh", use: refreshSubscription)
        household.delete("\(planner)/subscriptions/:subscription", use: unsubscribe)
        household.get("\(planner)/subscribed-events", use: subscribedEvents)
    }

    // MARK: Items

    /// With `from` and `to`: every occurrence in that window. Without: the agenda from now.
    @Sendable func list(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let query = try PlannerListQuery(request.uri.queryParameters)
        var plannerQuery = PlannerQuery(householdID: householdID, viewerID: user.id, window: query.window)
        plannerQuery.categories = query.categories
        plannerQuery.calendars = query.calendars
        plannerQuery.text = query.text
        plannerQuery.includeDone = query.includeDone
        let occurrences =
            if query.window != nil {
                try await services.planner.occurrences(plannerQuery, for: user)
            } else {
                try await services.planner.agenda(plannerQuery, limit: query.limit, for: user)
            }
        let now = services.planner.clock.now()
        return try .json(occurrences.map { PlannerOccurrenceResource($0, now: now) })
    }

    @Sendable func create(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        var request = request
        let body = try await request.decodeJSON(as: PlannerItemRequest.self, context: context)
        let item = try await Self.renamingFields(of: body, defaultTimeZone: user.preferences.timeZoneIdentifier) { input in
            try await services.planner.create(input, in: householdID, by: user)
        }
        return try .json(PlannerItemResource(item), status: .created)
    }

    @Sendable func show(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let item = try await services.planner.item(try Self.itemID(context), in: context.householdID, for: user)
        return try .json(PlannerItemResource(item))
    }

    /// Replaces the item (or the occurrences `scope` names) with the body.
    @Sendable func update(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let id = try Self.itemID(context)
        let existing = try await services.planner.item(id, in: householdID, for: user)
        let scope = try Self.scope(request.uri.queryParameters, of: existing)
        let openedAt = try Self.occurrence(request.uri.queryParameters)
        var request = request
        let body = try await request.decodeJSON(as: PlannerItemRequest.self, context: context)
        let item = try await Self.renamingFields(of: body, defaultTimeZone: existing.timeZoneIdentifier) { input in
            try await services.planner.update(id, in: householdID, with: input, scope: scope, openedAt: openedAt, by: user)
        }
        return try .json(PlannerItemResource(item))
    }

    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let id = try Self.itemID(context)
        let existing = try await services.planner.item(id, in: householdID, for: user)
        let scope = try Self.scope(request.uri.queryParameters, of: existing)
        try await services.planner.delete(id, in: householdID, scope: scope, by: user)
        return Response(status: .noContent)
    }

    /// "Done": the item (or one occurrence of a series, with `occurrence`) moves to the history.
    @Sendable func complete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let occurrence = try Self.occurrence(request.uri.queryParameters)
        try await services.planner.complete(try Self.itemID(context), in: householdID, occurrence: occurrence, by: user)
        return Response(status: .noContent)
    }

    @Sendable func reopen(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let occurrence = try Self.occurrence(request.uri.queryParameters)
        try await services.planner.reopen(try Self.itemID(context), in: householdID, occurrence: occurrence, by: user)
        return Response(status: .noContent)
    }

    /// A member's answer to a meeting they are invited to; the meeting as it is now.
    @Sendable func answer(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        var request = request
        let body = try await request.decodeJSON(as: PlannerAnswerRequest.self, context: context)
        guard let response = PlannerAttendee.Response(rawValue: body.response.uppercased()) else {
            throw ValidationFailure("response", .invalidValue)
        }
        let item = try await services.planner.answer(try Self.itemID(context), in: householdID, response: response, by: user)
        return try .json(PlannerItemResource(item))
    }

    @Sendable func history(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let limit = try PlannerListQuery.parseLimit(request.uri.queryParameters)
        let items = try await services.planner.history(in: householdID, for: user, limit: limit)
        return try .json(items.map(PlannerItemResource.init))
    }

    // MARK: Categories

    /// The built-in categories, named in the caller's language, then the household's own.
    @Sendable func categories(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let custom = try await services.planner.categories(in: context.householdID, for: user)
        let builtins = BuiltinCategory.allCases.map { PlannerCategoryResource($0, name: context.localizer(.planner(.builtinName($0)))) }
        return try .json(builtins + custom.map(PlannerCategoryResource.init))
    }

    @Sendable func createCategory(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        var request = request
        let body = try await request.decodeJSON(as: PlannerCategoryRequest.self, context: context)
        let (category, created) = try await services.planner.createCategory(
            name: body.name ?? "", color: body.color ?? BuiltinCategory.other.color, in: householdID, by: user
        )
        // The household's category of that name is the answer when it has one: 200, not 201.
        return try .json(PlannerCategoryResource(category), status: created ? .created : .ok)
    }

    /// Renames or recolours; a missing `color` keeps the current one.
    @Sendable func updateCategory(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let id = try Self.categoryID(context)
        let current = try await services.planner.categories(in: householdID, for: user).first { $0.id == id }
        guard let current else { throw DomainError.notFound }
        var request = request
        let body = try await request.decodeJSON(as: PlannerCategoryRequest.self, context: context)
        let category = try await services.planner.updateCategory(
            id, name: body.name ?? "", color: body.color ?? current.color, in: householdID, by: user
        )
        return try .json(PlannerCategoryResource(category))
    }

    /// Deletes a custom category; its items move to `moveTo` (default: "other").
    @Sendable func deleteCategory(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let moveTo = request.uri.queryParameters["moveTo"].map(String.init) ?? BuiltinCategory.other.rawValue
        do {
            try await services.planner.deleteCategory(
                try Self.categoryID(context), movingItemsTo: moveTo, in: context.householdID, by: user
            )
        } catch let failure as ValidationFailure {
            throw PlannerAPIFields.renamed(failure)
        }
        return Response(status: .noContent)
    }

    // MARK: Parameters

    /// Runs a write with the body's input; problems come back named as the API names them.
    static func renamingFields(
        of body: PlannerItemRequest, defaultTimeZone: String, _ write: (PlannerItemInput) async throws -> PlannerItem
    ) async throws -> PlannerItem {
        let (input, problems) = body.input()
        let usedRRule = body.rrule != nil
        if !problems.isEmpty {
            // Report the domain's problems too, so the client sees everything in one answer.
            var domain: [FieldError] = []
            do { _ = try input.validated(defaultTimeZone: defaultTimeZone) } catch { domain = error.errors }
            throw PlannerAPIFields.renamed(ValidationFailure(problems + domain), usedRRule: usedRRule)
        }
        do {
            return try await write(input)
        } catch let failure as ValidationFailure {
            throw PlannerAPIFields.renamed(failure, usedRRule: usedRRule)
        }
    }

    /// `scope` and `occurrence`: the whole item, one occurrence, or it and every later one.
    /// An edited occurrence names itself, so `occurrence` may be left out for one.
    static func scope(_ parameters: FlatDictionary<Substring, Substring>, of item: PlannerItem) throws -> PlannerEditScope {
        let scope = parameters["scope"].map(String.init) ?? "all"
        guard ["all", "occurrence", "following"].contains(scope) else { throw ValidationFailure("scope", .invalidValue) }
        let given = try occurrence(parameters)
        // A one-time item is its own only occurrence.
        guard scope != "all", item.isRecurring || item.override != nil else { return .all }
        guard let start = given ?? item.override?.originalStart else { throw ValidationFailure("occurrence", .required) }
        return scope == "occurrence" ? .occurrence(originalStart: start) : .thisAndFollowing(originalStart: start)
    }

    static func occurrence(_ parameters: FlatDictionary<Substring, Substring>) throws -> Date? {
        guard let text = parameters["occurrence"], !text.isEmpty else { return nil }
        guard let instant = PlannerListQuery.instant(String(text)) else { throw ValidationFailure("occurrence", .invalidDate) }
        return instant
    }

    static func itemID(_ context: some RequestContext) throws -> ID<PlannerItem> {
        guard let id = ID<PlannerItem>(context.parameters.get("item") ?? "") else { throw DomainError.notFound }
        return id
    }

    static func categoryID(_ context: some RequestContext) throws -> ID<PlannerCategory> {
        guard let id = ID<PlannerCategory>(context.parameters.get("category") ?? "") else { throw DomainError.notFound }
        return id
    }
}
