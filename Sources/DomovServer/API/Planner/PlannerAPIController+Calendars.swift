import DomovCore
import Foundation
import Hummingbird

/// /api/v1/households/{household}/planner/calendars: the caller's personal calendars in the
/// household. Nobody else's are ever listed; another user's calendar id answers 404.
extension PlannerAPIController {
    @Sendable func calendars(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let calendars = try await services.planner.calendars(in: context.householdID, for: user)
        return try .json(calendars.map { PlannerCalendarResource($0, user: user) })
    }

    @Sendable func createCalendar(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        var request = request
        let body = try await request.decodeJSON(as: PlannerCalendarRequest.self, context: context)
        let calendar = try await renamed { try await services.planner.createCalendar(try body.input(), in: householdID, by: user) }
        return try .json(PlannerCalendarResource(calendar, user: user), status: .created)
    }

    /// Renames, recolours or redescribes; a missing property keeps its value.
    @Sendable func updateCalendar(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let current = try await calendar(context, user)
        var request = request
        let body = try await request.decodeJSON(as: PlannerCalendarRequest.self, context: context)
        let input = PlannerCalendarInput(
            name: body.name ?? current.name, color: body.color ?? current.color, details: body.description ?? current.details)
        let calendar = try await renamed { try await services.planner.updateCalendar(current.id, with: input, by: user) }
        return try .json(PlannerCalendarResource(calendar, user: user))
    }

    /// Deletes the calendar and every item in it.
    @Sendable func deleteCalendar(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        try await services.planner.deleteCalendar(try await calendar(context, user).id, by: user)
        return Response(status: .noContent)
    }

    private func calendar(_ context: HouseholdRequestContext, _ user: User) async throws -> PlannerCalendar {
        guard let id = ID<PlannerCalendar>(context.parameters.get("calendar") ?? "") else { throw DomainError.notFound }
        let calendar = try await services.planner.calendar(id, for: user)
        guard calendar.householdID == (context.householdID) else { throw DomainError.notFound }
        return calendar
    }

    private func renamed<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch let failure as ValidationFailure {
            throw PlannerAPIFields.renamed(failure)
        }
    }
}

/// A personal calendar as the API shows it, with the address calendar apps find it at.
struct PlannerCalendarResource: Encodable, Sendable {
    let id: String
    let name: String
    let color: String
    let description: String
    /// "VEVENT", "VTODO", "VJOURNAL".
    let components: [String]
    let caldavPath: String
    let createdAt: Date

    init(_ calendar: PlannerCalendar, user: User) {
        id = calendar.id.description
        name = calendar.name
        color = calendar.color
        description = calendar.details
        components = PlannerCalendarComponent.allCases.filter(calendar.components.contains).map(\.rawValue)
        caldavPath = CalDAVPath.collection(user.id, calendar.slug).href
        createdAt = calendar.createdAt
    }
}

/// The body of POST and PUT /planner/calendars.
struct PlannerCalendarRequest: Decodable, Sendable {
    let name: String?
    let color: String?
    let description: String?
    let components: [String]?

    func input() throws -> PlannerCalendarInput {
        var components: Set<PlannerCalendarComponent> = []
        for name in self.components ?? [] {
            guard let component = PlannerCalendarComponent(rawValue: name.uppercased()) else {
                throw ValidationFailure("components", .unknownChoice)
            }
            components.insert(component)
        }
        return PlannerCalendarInput(name: name ?? "", color: color ?? "", details: description ?? "", components: components)
    }
}
