import DomovCore
import Foundation
import Hummingbird

/// /api/v1/name-days: who celebrates when, search, the caller's calendars and reminders. The
/// reminders are the caller's own: someone else's answers 404, as if it did not exist.
struct NameDayAPIController {
    let services: DomovServices

    var nameDays: NameDayService { services.nameDays }

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        signedIn.get("name-days/today", use: today)
        signedIn.get("name-days/search", use: search)
        signedIn.get("name-days/settings", use: settings)
        signedIn.put("name-days/settings", use: updateSettings)
        signedIn.get("name-days/upcoming", use: upcoming)
        signedIn.get("name-days/reminders", use: reminders)
        signedIn.post("name-days/reminders", use: create)
        signedIn.get("name-days/reminders/:id", use: reminder)
        signedIn.put("name-days/reminders/:id", use: update)
        signedIn.delete("name-days/reminders/:id", use: delete)
    }

    @Sendable func today(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        return try .json(NameDayWeekResource(try await nameDays.around(for: user)))
    }

    @Sendable func search(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let query = request.formQuery["q"]
        return try .json(NameDaySearchResource(try await nameDays.search(query, for: user)))
    }

    @Sendable func settings(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        return try .json(NameDaySettingsResource(calendars: try await nameDays.followedCalendars(for: user).map(\.rawValue)))
    }

    @Sendable func updateSettings(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body = try await request.decodeJSON(as: NameDaySettingsResource.self, context: context)
        let calendars = body.calendars.compactMap(NameDayCalendarID.init(rawValue:))
        guard calendars.count == body.calendars.count else { throw ValidationFailure("calendars", .unknownChoice) }
        try await nameDays.setCalendars(calendars, for: user)
        return try .json(NameDaySettingsResource(calendars: try await nameDays.followedCalendars(for: user).map(\.rawValue)))
    }

    @Sendable func upcoming(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let upcoming = try await nameDays.upcoming(for: user)
        return try .json(upcoming.map { NameDayUpcomingResource($0, resource: resource($0.reminder)) })
    }

    @Sendable func reminders(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        return try .json(try await nameDays.reminders(for: user).map(resource))
    }

    @Sendable func reminder(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        return try .json(resource(try await nameDays.reminder(try Self.id(context), for: user)))
    }

    @Sendable func create(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body = try await request.decodeJSON(as: NameDayReminderRequest.self, context: context)
        let reminder = try await nameDays.create(body.input, by: user)
        var response = try Response.json(resource(reminder), status: .created)
        response.headers[.location] = "/api/v1/name-days/reminders/\(reminder.id)"
        return response
    }

    @Sendable func update(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let id = try Self.id(context)
        _ = try await nameDays.reminder(id, for: user)
        let body = try await request.decodeJSON(as: NameDayReminderRequest.self, context: context)
        return try .json(resource(try await nameDays.update(id, with: body.input, by: user)))
    }

    @Sendable func delete(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        try await nameDays.delete(try Self.id(context), by: user)
        return Response(status: .noContent)
    }

    func resource(_ reminder: NameDayReminder) -> NameDayReminderResource {
        let next = NameDayReminderPlan.next(for: reminder, catalog: nameDays.catalog, after: services.clock.now())
        return NameDayReminderResource(
            reminder, days: nameDays.catalog.days(ofName: reminder.name, in: reminder.calendars), nextAt: next?.due)
    }

    static func id(_ context: some RequestContext) throws -> ID<NameDayReminder> {
        guard let id = ID<NameDayReminder>(context.parameters.get("id") ?? "") else { throw DomainError.notFound }
        return id
    }
}
